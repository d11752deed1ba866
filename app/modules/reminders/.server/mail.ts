import {
  changeNews,
  footer,
  mail,
  type OutgoingMail,
  showPart,
  where,
  withZone,
} from "#app/.server/mail/messages.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { localPath } from "#app/i18n/site-languages.ts";
import { absoluteUrl } from "#app/lib/links.ts";
import { UNCONFIRMED_HOURS } from "#app/lib/retention.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import { type ShowView, toShowView } from "#app/lib/shows/view.ts";
import { releasePath } from "#app/modules/music/index.ts";
import { remindStopPath } from "#app/modules/reminders/reminders.ts";
import { serviceName } from "#app/site/services.ts";
import type { ServiceLink } from "#app/site/types.ts";
import { siteConfig } from "#content/site.config.ts";

import type { ShowChangeKind } from "./plan.ts";

// A reminder's e-mails, in the current language (each is written in its reminder's). Every one has the
// RFC 8058 one-click link that stops this reminder alone; its page offers stopping everything too.

/** What a reminder is about, as its e-mails name it. */
export type MailSubject =
  { kind: "show"; show: Show } | { kind: "release"; slug: string; title: string; listen: ServiceLink[] };

export interface ReminderMailInput {
  to: string;
  /** The one-click link: this reminder alone. */
  stopUrl: string;
  /** Every e-mail to the address: its page's button. */
  stopAllUrl: string;
  siteUrl: string;
  now: Date;
}

/** Every e-mail about one reminder: to its address, with both ways to stop it. */
export function reminderMailInput(
  to: string,
  unsubscribeKey: string,
  siteUrl: string,
  now: Date,
): ReminderMailInput {
  return {
    to,
    stopUrl: siteUrl + remindStopPath(unsubscribeKey),
    stopAllUrl: siteUrl + remindStopPath(unsubscribeKey, true),
    siteUrl,
    now,
  };
}

const band = () => siteConfig.name;

function view(show: Show, now: Date): ShowView {
  return toShowView(show, now, siteConfig);
}

/** "The Social, Orlando, FL on Saturday, March 6" or a release's title. */
export function subjectName(subject: MailSubject, now: Date): string {
  if (subject.kind === "release") return subject.title;
  const shown = view(subject.show, now);
  return shown.dateText ? `${where(shown)}, ${shown.dateText}` : where(shown);
}

/** "Stop this reminder" (the one-click link) and "Stop every e-mail from the band". */
const reminderFooter = (subject: MailSubject, input: ReminderMailInput) => ({
  ...footer(subject.kind === "show" ? m.mail_remind_footer_show() : m.mail_remind_footer_release()),
  unsubscribeLabel: m.remind_stop_this(),
  more: [{ label: m.remind_stop_everything({ band: band() }), url: input.stopAllUrl }],
});

export function reminderConfirmationMail(
  input: ReminderMailInput & { subject: MailSubject; confirmUrl: string },
): OutgoingMail {
  const what = subjectName(input.subject, input.now);
  const subject = m.mail_remind_confirm_subject({ what });
  const asked =
    input.subject.kind === "show"
      ? m.mail_remind_confirm_asked_show({ band: band(), what })
      : m.mail_remind_confirm_asked_release({ band: band(), what });
  return mail(input.to, input.stopUrl, {
    title: subject,
    heading: subject,
    parts: [
      { kind: "paragraph", text: asked },
      { kind: "action", link: { label: m.mail_remind_confirm_action(), url: input.confirmUrl } },
      { kind: "paragraph", text: m.mail_remind_confirm_how_long({ hours: UNCONFIRMED_HOURS }) },
    ],
    footer: reminderFooter(input.subject, input),
  });
}

/** To an address confirmed before: nothing to click. */
export function reminderSetMail(input: ReminderMailInput & { subject: MailSubject }): OutgoingMail {
  const what = subjectName(input.subject, input.now);
  const subject = m.mail_remind_set_subject({ what });
  const { subject: about } = input;
  return mail(input.to, input.stopUrl, {
    title: subject,
    heading: subject,
    parts:
      about.kind === "show"
        ? [
            { kind: "paragraph", text: m.mail_remind_set_show() },
            showPart(view(about.show, input.now), input.siteUrl),
          ]
        : [
            { kind: "paragraph", text: m.mail_remind_set_release({ what }) },
            releasePart(about, input.siteUrl),
          ],
    footer: reminderFooter(about, input),
  });
}

/** About a day before: the time named in the band's zone, as every e-mail does. */
export function showSoonMail(input: ReminderMailInput & { show: Show }): OutgoingMail {
  const shown = view(input.show, input.now);
  const when = shown.dateText
    ? withZone(shown.dateText, Boolean(shown.dateParts?.time))
    : m.mail_date_to_be_announced();
  const subject = m.mail_remind_soon_subject({ band: band(), where: where(shown) });
  return mail(input.to, input.stopUrl, {
    title: subject,
    heading: subject,
    parts: [
      { kind: "paragraph", text: m.mail_remind_soon_lead({ band: band(), when }) },
      showPart(shown, input.siteUrl),
    ],
    footer: reminderFooter({ kind: "show", show: input.show }, input),
  });
}

export function onSaleMail(input: ReminderMailInput & { show: Show }): OutgoingMail {
  const shown = view(input.show, input.now);
  const subject = m.mail_remind_on_sale_subject({ band: band(), where: where(shown) });
  return mail(input.to, input.stopUrl, {
    title: subject,
    heading: subject,
    parts: [{ kind: "paragraph", text: m.mail_remind_on_sale_lead() }, showPart(shown, input.siteUrl)],
    footer: reminderFooter({ kind: "show", show: input.show }, input),
  });
}

/** Cancelled, postponed, rescheduled (the following mail's words) or moved to another venue. */
export function showChangeMail(
  input: ReminderMailInput & { show: Show; change: ShowChangeKind },
): OutgoingMail {
  const { show, change } = input;
  if (change !== "moved") return statusChangeMail(input, show, change);
  const shown = view(show, input.now);
  const subject = m.mail_remind_moved_subject({ band: band(), where: where(shown) });
  const text = shown.dateText
    ? m.mail_remind_moved({ date: shown.dateText, venue: where(shown) })
    : m.mail_remind_moved_undated({ venue: where(shown) });
  return mail(input.to, input.stopUrl, {
    title: subject,
    heading: subject,
    parts: [{ kind: "paragraph", text }, showPart(shown, input.siteUrl)],
    footer: reminderFooter({ kind: "show", show }, input),
  });
}

/** The following mail's words, with what happens to tickets and the reminder's own footer. */
function statusChangeMail(
  input: ReminderMailInput,
  show: Show,
  change: Exclude<ShowChangeKind, "moved">,
): OutgoingMail {
  const told = changeNews(show, change, input.now);
  return mail(input.to, input.stopUrl, {
    title: told.subject,
    heading: told.heading,
    parts: [
      { kind: "paragraph", text: told.news },
      { kind: "paragraph", text: m.mail_remind_tickets_note() },
      showPart(told.view, input.siteUrl),
    ],
    footer: reminderFooter({ kind: "show", show }, input),
  });
}

export function releasedMail(
  input: ReminderMailInput & { release: Extract<MailSubject, { kind: "release" }> },
): OutgoingMail {
  const { release } = input;
  const subject = m.mail_remind_released_subject({ title: release.title });
  return mail(input.to, input.stopUrl, {
    title: subject,
    heading: subject,
    parts: [
      { kind: "paragraph", text: m.mail_remind_released_lead({ band: band(), title: release.title }) },
      releasePart(release, input.siteUrl),
    ],
    footer: reminderFooter(release, input),
  });
}

function releasePart(release: Extract<MailSubject, { kind: "release" }>, siteUrl: string) {
  return {
    kind: "show" as const,
    heading: release.title,
    lines: [],
    links: [
      ...release.listen.map((link, index) => ({
        label: serviceName(link),
        url: link.url,
        primary: index === 0,
      })),
      {
        label: m.mail_remind_release_page(),
        url: absoluteUrl(siteUrl, localPath(releasePath(release.slug))),
      },
    ],
  };
}
