import type { CalendarContext } from "#app/lib/shows/calendar.ts";
import { siteConfig } from "#content/site.config.ts";

export function showContext(siteUrl: string, now = new Date()): CalendarContext {
  return { ...siteConfig, siteUrl, bandName: siteConfig.name, now };
}

export function showsUnavailableResponse(): Response {
  return new Response("The shows could not be loaded right now. Please try again later.\n", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
  });
}
