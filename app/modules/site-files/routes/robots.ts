import { type ContextArgs, servicesOf } from "#app/.server/request-context.ts";
import { robotsTxt } from "#app/modules/site-files/sitemap.ts";

export function loader({ context }: ContextArgs) {
  return new Response(robotsTxt(servicesOf(context).env.siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
