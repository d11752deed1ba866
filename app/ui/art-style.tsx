import { ART_STYLES } from "#app/site/inline-style.ts";

/** React hoists the <style> into the <head> once; a page without that art never carries it. */
export function ArtStyle({ name }: { name: keyof typeof ART_STYLES }) {
  return (
    <style href={name} precedence="art">
      {ART_STYLES[name]}
    </style>
  );
}
