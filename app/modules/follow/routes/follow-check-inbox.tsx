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
      title: "Check your inbox",
      path: CHECK_INBOX_PATH,
      siteUrl: matches[0]?.loaderData?.siteUrl,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function CheckYourInbox() {
  return (
    <FollowPage title="Check your inbox">
      <p className="text-lead">
        If that address can follow the band, an e-mail is on its way with a link to confirm. Nothing is sent
        until you follow it.
      </p>
      <p>
        The link works for {UNCONFIRMED_HOURS} hours at most. Nothing came? Look in your spam folder; a new
        link can be asked for an hour after the last one. Without a click on the link, the address is deleted{" "}
        {UNCONFIRMED_HOURS} hours after the first e-mail.
      </p>
      <p>
        <Link to="/" className="inline-flex min-h-11 items-center accent-hover font-semibold underline">
          Back to the shows
        </Link>
      </p>
    </FollowPage>
  );
}
