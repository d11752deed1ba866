import { m } from "#app/i18n/compiled/messages.js";
import { pageMeta } from "#app/lib/meta.ts";
import { UNCONFIRMED_HOURS } from "#app/lib/retention.ts";
import { FollowPage } from "#app/modules/follow/components/follow-page.tsx";
import { CHECK_INBOX_PATH } from "#app/modules/follow/follow.ts";
import { Link } from "#app/ui/link.tsx";

import type { Route } from "./+types/follow-check-inbox";

/** The same words whether the address is new, already following or just sent a link: the page never tells. */

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: m.follow_check_inbox_title(),
      path: CHECK_INBOX_PATH,
      siteUrl: matches[0]?.loaderData?.siteUrl,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function CheckYourInbox() {
  return (
    <FollowPage title={m.follow_check_inbox_title()}>
      <p className="text-lead">{m.follow_check_inbox_lead()}</p>
      <p>{m.follow_check_inbox_details({ hours: UNCONFIRMED_HOURS })}</p>
      <p>
        <Link to="/" className="inline-flex min-h-11 items-center accent-hover font-semibold underline">
          {m.follow_back_to_shows()}
        </Link>
      </p>
    </FollowPage>
  );
}
