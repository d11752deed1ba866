import { m } from "#app/i18n/compiled/messages.js";
import { currentLanguageTag, localPath } from "#app/i18n/site-languages.ts";
import { absoluteUrl } from "#app/lib/links.ts";
import { UNCONFIRMED_HOURS } from "#app/lib/retention.ts";
import { formatShowDate } from "#app/lib/shows/dates.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import { ticketStateText } from "#app/lib/shows/lifecycle.ts";
import { type ShowView, toShowView } from "#app/lib/shows/view.ts";
import { siteConfig } from "#content/site.config.ts";

import { type MailBody, type MailLink, type MailPart, renderHtml, renderText } from "./layout.tsx";

// Every mail names the band and its postal address, has an unsubscribe link and RFC 8058's headers,
// and loads nothing (no image, no tracking). Its words and links are in the current language: the
// outbox writes each mail in its fan's.

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
  const { place, within } = input;
  const subject = m.mail_confirm_subject({ band, place });
  return mail(input.to, input.unsubscribeUrl, {
    title: subject,
    heading: m.mail_confirm_heading({ band, place }),
    parts: [
      { kind: "paragraph", text: m.mail_confirm_asked({ band, within, place }) },
      { kind: "action", link: { label: m.mail_confirm_action(), url: input.confirmUrl } },
      { kind: "paragraph", text: m.mail_confirm_how_long({ hours: CONFIRMATION_HOURS }) },
    ],
    footer: footer(m.mail_footer_entered()),
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
      ? only.dateText
        ? m.mail_announce_subject_one({ band, where: where(only), date: only.dateText })
        : m.mail_announce_subject_undated({ band, where: where(only) })
      : m.mail_announce_subject_many({ band, count: views.length });
  return mail(input.to, input.unsubscribeUrl, {
    title: subject,
    heading: m.mail_announce_heading({ count: views.length }),
    parts: [
      { kind: "paragraph", text: m.mail_announce_lead({ band }) },
      ...views.map((view) => showPart(view, input.siteUrl)),
    ],
    footer: footer(m.mail_footer_following()),
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
  const told = changeNews(input.show, input.change, input.now ?? new Date());
  return mail(input.to, input.unsubscribeUrl, {
    title: told.subject,
    heading: told.heading,
    parts: [{ kind: "paragraph", text: told.news }, showPart(told.view, input.siteUrl)],
    footer: footer(m.mail_footer_following()),
  });
}

/** What a change's e-mail says of it, to a fan who follows the band or one waiting for that show. */
export function changeNews(show: Show, change: ShowChange, now: Date) {
  const band = siteConfig.name;
  const view = toShowView(show, now, siteConfig);
  const previous = show.previousDate ? formatShowDate(show.previousDate, siteConfig.timeZone) : null;
  const toldDate = change === "rescheduled" ? previous : view.dateText;
  const what = toldDate
    ? m.mail_change_show_on({ where: where(view), date: toldDate })
    : m.mail_change_show({ where: where(view) });
  const news: Record<ShowChange, string> = {
    cancelled: m.mail_change_cancelled({ show: what }),
    postponed: m.mail_change_postponed({ show: what }),
    rescheduled: view.dateText
      ? m.mail_change_rescheduled({ show: what, date: view.dateText })
      : m.mail_change_rescheduled_undated({ show: what }),
  };
  const label = {
    cancelled: m.mail_change_label_cancelled(),
    postponed: m.mail_change_label_postponed(),
    rescheduled: m.mail_change_label_rescheduled(),
  }[change];
  return {
    view,
    subject: m.mail_change_subject({ label, band, where: where(view) }),
    heading: `${label}: ${view.heading}`,
    news: news[change],
  };
}

export function footer(reason: string): MailBody["footer"] {
  return {
    reason,
    unsubscribeUrl: "",
    sender: `${siteConfig.name}, ${siteConfig.postalAddress}`,
  };
}

/** An e-mail is read away from the site, maybe in another zone: every time names the band's zone. */
export function withZone(dateText: string, hasTime: boolean): string {
  if (!hasTime) return dateText;
  const zone = new Intl.DateTimeFormat(currentLanguageTag(), {
    timeZone: siteConfig.timeZone,
    timeZoneName: "longGeneric",
  })
    .formatToParts(new Date())
    .find((part) => part.type === "timeZoneName")?.value;
  return zone ? `${dateText} ${zone}` : dateText;
}

export function where(view: ShowView): string {
  return [view.venue, view.place].filter(Boolean).join(", ");
}

export function showPart(view: ShowView, siteUrl: string): MailPart {
  const { tickets, label } = view.lifecycle;
  const ticketText = tickets.kind === "buy" ? null : ticketStateText(tickets);
  const details = [view.price, view.ages].filter(Boolean).join(" · ");
  const lines = [
    label,
    view.dateText ? withZone(view.dateText, Boolean(view.dateParts?.time)) : m.mail_date_to_be_announced(),
    view.heading === view.venue ? view.place : where(view),
    view.lineup,
    details,
    ticketText,
  ].filter((line): line is string => Boolean(line));
  const links: MailLink[] = [
    ...(tickets.kind === "buy" ? [{ label: m.mail_get_tickets(), url: tickets.url, primary: true }] : []),
    { label: m.mail_show_page(), url: absoluteUrl(siteUrl, localPath(view.path)) },
    ...(view.dateText
      ? [{ label: m.mail_add_to_calendar(), url: absoluteUrl(siteUrl, localPath(`${view.path}.ics`)) }]
      : []),
  ];
  return { kind: "show", heading: view.heading, lines, links };
}

/** Unsubscribe in the footer and in the headers (RFC 2369, RFC 8058). */
export function mail(to: string, unsubscribeUrl: string, body: MailBody): OutgoingMail {
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
