import { ART_STYLES } from "#app/site/inline-style.ts";

/**
 * The look of a hero's drawn art, rendered with the art: React puts the
 * <style> in the page's <head>, once, and a page without that art never
 * carries it (app/site/inline-style.ts).
 */
export function ArtStyle({ name }: { name: keyof typeof ART_STYLES }) {
  return (
    <style href={name} precedence="art">
      {ART_STYLES[name]}
    </style>
  );
}
