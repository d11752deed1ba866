import type { Plugin } from "vite";

import { fallbackFacesCss, siteFallbackFaces } from "./fallback-faces.ts";

export function fontFallbacks({ stylesheet }: { stylesheet: string }): Plugin {
  let faces: Promise<string> | undefined;
  return {
    name: "headliner:font-fallbacks",
    enforce: "pre",
    async transform(code, id) {
      // `?url` and `?raw` imports of the stylesheet are JavaScript by now; `?inline` is still CSS.
      if (id.split("?")[0] !== stylesheet || /[?&](?:raw|url)\b/.test(id)) return null;
      faces ??= siteFallbackFaces().then(fallbackFacesCss);
      // Appended: nothing before it moves, so the stylesheet's source map holds.
      return { code: `${code}\n${await faces}`, map: null };
    },
  };
}
