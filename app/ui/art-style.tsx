import { ART_STYLES, HERO_FOCUS_STYLE } from "#app/site/inline-style.ts";

/** React hoists the <style> into the <head> once; a page without that art never carries it. */
export function ArtStyle({ name }: { name: keyof typeof ART_STYLES | "hero-focus" }) {
  return (
    // React joins the styles of one precedence into one element, whose hash the Content-Security-Policy
    // would not know: the focus (beside the stage rig) has a precedence of its own.
    <style href={name} precedence={name === "hero-focus" ? name : "art"}>
      {name === "hero-focus" ? HERO_FOCUS_STYLE : ART_STYLES[name]}
    </style>
  );
}
