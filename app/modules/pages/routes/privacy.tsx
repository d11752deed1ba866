import { m } from "#app/i18n/compiled/messages.js";
import { pageMeta } from "#app/lib/meta.ts";
import {
  RATE_LIMIT_HOURS,
  RELEASE_MAIL_LATE_DAYS,
  REMINDER_KEPT_AFTER_SHOW_DAYS,
  SENT_MAIL_DAYS,
  TICKET_CLICK_MEMORY_HOURS,
  UNCONFIRMED_HOURS,
} from "#app/lib/retention.ts";
import { FollowPage } from "#app/modules/follow/index.ts";
import { PRIVACY_PATH } from "#app/modules/follow/index.ts";
import { FONTS_NOTE } from "#app/site/web-fonts.ts";
import { siteConfig } from "#content/site.config.ts";

import type { Route } from "./+types/privacy";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: m.pages_privacy_title(),
    path: PRIVACY_PATH,
    siteUrl: matches[0]?.loaderData?.siteUrl,
    description: m.pages_privacy_description({ band: siteConfig.name }),
  });
}

export default function Privacy() {
  const { name, bookingsEmail } = siteConfig;
  return (
    <FollowPage title={m.pages_privacy_title()}>
      <p className="text-lead">{m.pages_privacy_lead()}</p>
      <Part id="what-we-keep" title={m.pages_privacy_what_title()}>
        <p>{m.pages_privacy_what()}</p>
      </Part>
      <Part id="why" title={m.pages_privacy_why_title()}>
        <p>{m.pages_privacy_why({ band: name })}</p>
      </Part>
      <Part id="for-how-long" title={m.pages_privacy_how_long_title()}>
        <p>{m.pages_privacy_unconfirmed({ hours: UNCONFIRMED_HOURS })}</p>
        <p>{m.pages_privacy_sent_mail({ days: SENT_MAIL_DAYS })}</p>
        <p>{m.pages_privacy_rate_limit({ duration: m.pages_privacy_hours({ count: RATE_LIMIT_HOURS }) })}</p>
        <p>{m.pages_privacy_ticket_clicks({ hours: TICKET_CLICK_MEMORY_HOURS })}</p>
      </Part>
      <Part id="reminders" title={m.pages_privacy_reminders_title()}>
        <p>{m.pages_privacy_reminders()}</p>
        <p>{m.pages_privacy_reminders_why()}</p>
        <p>
          {m.pages_privacy_reminders_how_long({
            hours: UNCONFIRMED_HOURS,
            days: REMINDER_KEPT_AFTER_SHOW_DAYS,
            late: RELEASE_MAIL_LATE_DAYS,
          })}
        </p>
      </Part>
      <Part id="visits" title={m.pages_privacy_visits_title()}>
        <p>{m.pages_privacy_visits()}</p>
      </Part>
      <Part id="browser" title={m.pages_privacy_browser_title()}>
        <p>{m.pages_privacy_browser({ note: FONTS_NOTE })}</p>
      </Part>
      <Part id="how-to-leave" title={m.pages_privacy_leave_title()}>
        <p>
          {m.pages_privacy_leave()}{" "}
          <a href={`mailto:${bookingsEmail}`} className="accent-hover underline">
            {bookingsEmail}
          </a>{" "}
          {m.pages_privacy_leave_by_mail()}
        </p>
      </Part>
    </FollowPage>
  );
}

/** `id` is the same in every language, so a link to a part finds it in each. */
function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="font-display text-title uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}
