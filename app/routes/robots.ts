import { getEnv } from "#app/.server/env.ts";
import { robotsTxt } from "#app/lib/sitemap.ts";

export function loader() {
  return new Response(robotsTxt(getEnv().siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
