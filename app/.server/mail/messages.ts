import { absoluteUrl } from "#app/lib/links.ts";
import { UNCONFIRMED_HOURS } from "#app/lib/retention.ts";
import { formatShowDate } from "#app/lib/shows/dates.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import { ticketStateText } from "#app/lib/shows/lifecycle.ts";
import { type ShowView, toShowView } from "#app/lib/shows/view.ts";
import { siteConfig } from "#content/site.config.ts";

import { type MailBody, type MailLink, type MailPart, renderHtml, renderText } from "./layout.tsx";

// Every mail names the band and its postal address, has an unsubscribe link and RFC 8058's headers,
// and loads nothing (no image, no tracking).

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export const CONFIRMATION_HOURS = UNCONFIRMED_HOURS;

export function confirmationMail(input: {
  to: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  place: string;
  within: string;
}): OutgoingMail {
  const band = siteConfig.name;
  const subject = `Confirm: ${band} shows near ${input.place}`;
  return mail(input.to, input.unsubscribeUrl, {
    title: subject,
    heading: `Confirm you want to hear about ${band} shows near ${input.place}`,
    parts: [
      {
        kind: "paragraph",
        text: `Someone, hopefully you, asked to get an e-mail whenever ${band} announce a show within ${input.within} of ${input.place}.`,
      },
      { kind: "action", link: { label: "Yes, tell me about shows near me", url: input.confirmUrl } },
      {
        kind: "paragraph",
        text: `The link works once, for at most ${CONFIRMATION_HOURS} hours: it opens a page with a Confirm button. If it was not you, ignore this e-mail: the address is deleted within ${CONFIRMATION_HOURS} hours and you will hear nothing more.`,
      },
    ],
    footer: footer("because this address was entered on the band's site"),
  });
}

export function announcementMail(input: {
  to: string;
  shows: Show[];
  unsubscribeUrl: string;
  siteUrl: string;
  /** Decides "On sale December 1" against "Get Tickets". */
  now?: Date;
}): OutgoingMail {
  const band = siteConfig.name;
  const views = input.shows.map((show) => toShowView(show, input.now ?? new Date(), siteConfig));
  const [only] = views;
  const subject =
    views.length === 1 && only
      ? `${band} at ${where(only)}${only.dateText ? `, ${only.dateText}` : ""}`
      : `${band}: ${views.length} new shows near you`;
  return mail(input.to, input.unsubscribeUrl, {
    title: subject,
    heading: views.length === 1 ? "A new show near you" : `${views.length} new shows near you`,
    parts: [
      { kind: "paragraph", text: `${band} just announced:` },
      ...views.map((view) => showPart(view, input.siteUrl)),
    ],
    footer: footer(FOLLOWING),
  });
}

export type ShowChange = "cancelled" | "postponed" | "rescheduled";

export function changeMail(input: {
  to: string;
  show: Show;
  change: ShowChange;
  unsubscribeUrl: string;
  siteUrl: string;
  now?: Date;
}): OutgoingMail {
  const band = siteConfig.name;
  const { show, change } = input;
  const view = toShowView(show, input.now ?? new Date(), siteConfig);
  const previous = show.previousDate ? formatShowDate(show.previousDate, siteConfig.timeZone) : null;
  const toldDate = change === "rescheduled" ? previous : view.dateText;
  const what = `The show at ${where(view)}${toldDate ? ` on ${toldDate}` : ""}`;
  const news: Record<ShowChange, string> = {
    cancelled: `${what} is cancelled.`,
    postponed: `${what} is postponed. We will write again when it has a new date.`,
    rescheduled: `${what} has moved to ${view.dateText ?? "a date to be announced"}.`,
  };
  const label = { cancelled: "Cancelled", postponed: "Postponed", rescheduled: "New date" }[change];
  const subject = `${label}: ${band} at ${where(view)}`;
  return mail(input.to, input.unsubscribeUrl, {
    title: subject,
    heading: `${label}: ${view.heading}`,
    parts: [{ kind: "paragraph", text: news[change] }, showPart(view, input.siteUrl)],
    footer: footer(FOLLOWING),
  });
}

const FOLLOWING = "because you asked to hear when the band plays near you";

function footer(reason: string): MailBody["footer"] {
  return {
    reason: `You get this e-mail ${reason}.`,
    unsubscribeUrl: "",
    sender: `${siteConfig.name}, ${siteConfig.postalAddress}`,
  };
}

/** An e-mail is read away from the site, maybe in another zone: every time names the band's zone. */
function withZone(dateText: string): string {
  if (!/\d:\d\d [AP]M$/.test(dateText)) return dateText;
  const zone = new Intl.DateTimeFormat("en-US", {
    timeZone: siteConfig.timeZone,
    timeZoneName: "longGeneric",
  })
    .formatToParts(new Date())
    .find((part) => part.type === "timeZoneName")?.value;
  return zone ? `${dateText} ${zone}` : dateText;
}

function where(view: ShowView): string {
  return [view.venue, view.place].filter(Boolean).join(", ");
}

function showPart(view: ShowView, siteUrl: string): MailPart {
  const { tickets, label } = view.lifecycle;
  const ticketText = tickets.kind === "buy" ? null : ticketStateText(tickets);
  const details = [view.price, view.ages].filter(Boolean).join(" · ");
  const lines = [
    label,
    view.dateText ? withZone(view.dateText) : "Date to be announced",
    view.heading === view.venue ? view.place : where(view),
    view.lineup,
    details,
    ticketText,
  ].filter((line): line is string => Boolean(line));
  const links: MailLink[] = [
    ...(tickets.kind === "buy" ? [{ label: "Get Tickets", url: tickets.url, primary: true }] : []),
    { label: "The show's page", url: absoluteUrl(siteUrl, view.path) },
    ...(view.dateText ? [{ label: "Add to calendar", url: absoluteUrl(siteUrl, `${view.path}.ics`) }] : []),
  ];
  return { kind: "show", heading: view.heading, lines, links };
}

/** Unsubscribe in the footer and in the headers (RFC 2369, RFC 8058). */
function mail(to: string, unsubscribeUrl: string, body: MailBody): OutgoingMail {
  const complete = { ...body, footer: { ...body.footer, unsubscribeUrl } };
  return {
    to,
    subject: body.title,
    text: renderText(complete),
    html: renderHtml(complete),
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** A band member's own mail (an invitation, a sign-in code): no list, so no unsubscribe. */
export function memberMail(input: {
  to: string;
  subject: string;
  parts: MailPart[];
  reason: string;
}): OutgoingMail {
  const body: MailBody = {
    title: input.subject,
    heading: input.subject,
    parts: input.parts,
    footer: {
      reason: input.reason,
      unsubscribeUrl: null,
      sender: `${siteConfig.name}, ${siteConfig.postalAddress}`,
    },
  };
  return {
    to: input.to,
    subject: input.subject,
    text: renderText(body),
    html: renderHtml(body),
    headers: {},
  };
}
