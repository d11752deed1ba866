import { getEnv } from "#app/.server/env.ts";
import { robotsTxt } from "#app/lib/sitemap.ts";

/** `/robots.txt`: allow all, and the Sitemap line (a resource route). */
export function loader() {
  return new Response(robotsTxt(getEnv().siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
