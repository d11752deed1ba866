import { m } from "#app/i18n/compiled/messages.js";
import type { CalendarContext } from "#app/lib/shows/calendar.ts";
import { siteConfig } from "#content/site.config.ts";

export function showContext(siteUrl: string, now = new Date()): CalendarContext {
  return { ...siteConfig, siteUrl, bandName: siteConfig.name, now };
}

export function showsUnavailableResponse(): Response {
  return new Response(`${m.shows_unavailable_plain()}\n`, {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
  });
}
