import { pageMeta } from "#app/lib/meta.ts";
import {
  RATE_LIMIT_HOURS,
  SENT_MAIL_DAYS,
  TICKET_CLICK_MEMORY_HOURS,
  UNCONFIRMED_HOURS,
} from "#app/lib/retention.ts";
import { FollowPage } from "#app/modules/follow/index.ts";
import { PRIVACY_PATH } from "#app/modules/follow/index.ts";
import { siteConfig } from "#content/site.config.ts";

import type { Route } from "./+types/privacy";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Privacy",
    path: PRIVACY_PATH,
    siteUrl: matches[0]?.loaderData?.siteUrl,
    description: `What ${siteConfig.name} keep about fans who follow the band, why, for how long, and how to leave.`,
  });
}

export default function Privacy() {
  const { name, bookingsEmail } = siteConfig;
  return (
    <FollowPage title="Privacy">
      <p className="text-lead">
        This site sets no cookies and runs no tracking. The one thing it keeps about a person is what they
        give when they ask to hear about shows near them.
      </p>
      <Part title="What we keep">
        <p>
          Your e-mail address, the place you gave (with its map position) and how far you will travel; when
          you ticked the consent line and the page you signed up on; when you confirmed; which shows we have
          told you about; and the e-mails to you, waiting or sent.
        </p>
      </Part>
      <Part title="Why">
        <p>
          Only to e-mail you when {name} announce a show within your distance, or when a show we told you
          about is cancelled, postponed or moved. Nobody else gets the list, and the e-mails carry no
          tracking. The server&apos;s logs never hold your address, your place or the secrets in your links:
          they write the address as j***@example.com.
        </p>
      </Part>
      <Part title="For how long">
        <p>
          A sign-up that is not confirmed is deleted {UNCONFIRMED_HOURS} hours after its first confirmation
          e-mail (the server looks every hour), however often the form is sent again. Once you confirm, we
          keep your address, your place and what we told you until you leave; a new place you ask for is kept{" "}
          {UNCONFIRMED_HOURS} hours, until you confirm it.
        </p>
        <p>
          A sent e-mail is kept {SENT_MAIL_DAYS} days, in case it went astray, and its copy on the
          server&apos;s disk too; one waiting to be sent is kept until it goes. When you leave, the e-mails to
          you and their copies go with you.
        </p>
        <p>
          To stop a flood of sign-ups, the server counts how often a connection and an address send the form:
          those counts are kept in the server&apos;s memory for at most{" "}
          {RATE_LIMIT_HOURS === 1 ? "an hour" : `${RATE_LIMIT_HOURS} hours`}, and never written down.
        </p>
        <p>
          A click on Get Tickets is counted once a day per show and connection: the server remembers that the
          connection&apos;s click was counted for at most {TICKET_CLICK_MEMORY_HOURS} hours, in its memory,
          and keeps only the number of clicks per show and day.
        </p>
      </Part>
      <Part title="How to leave">
        <p>
          Every e-mail ends with a link to stop all e-mails: one click, and your address, your place and
          everything else above are deleted at once. Or write to{" "}
          <a href={`mailto:${bookingsEmail}`} className="accent-hover underline">
            {bookingsEmail}
          </a>{" "}
          and we delete it for you.
        </p>
      </Part>
    </FollowPage>
  );
}

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  const id = title.toLowerCase().replaceAll(" ", "-");
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="font-display text-title uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}
