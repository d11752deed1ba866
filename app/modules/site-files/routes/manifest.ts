import { bandText, SITE_LANGUAGES } from "#app/i18n/site-languages.ts";
import { toHexColor } from "#app/lib/colors.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { siteConfig } from "#content/site.config.ts";

export function webManifest() {
  const style = pageStyles[siteConfig.activeStyle];
  return {
    name: siteConfig.name,
    short_name: siteConfig.name,
    // One manifest for every language: the site's first.
    description: bandText(siteConfig.description, SITE_LANGUAGES[0]),
    start_url: "/",
    display: "standalone",
    background_color: toHexColor(style.backgroundColor) ?? "#000000",
    theme_color: toHexColor(style.backgroundColor) ?? "#000000",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
}

export function loader() {
  return new Response(JSON.stringify(webManifest(), null, 2), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
