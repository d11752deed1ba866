import { m } from "#app/i18n/compiled/messages.js";
import { errorPageMeta } from "#app/lib/meta.ts";
import { UNCONFIRMED_HOURS } from "#app/lib/retention.ts";
import { FollowPage } from "#app/modules/follow/index.ts";
import { Link } from "#app/ui/link.tsx";

import type { Route } from "./+types/remind-check-inbox";

/** The same words for a new address, a confirmed one and a robot: the page never tells which. */

export function meta({ matches }: Route.MetaArgs) {
  return errorPageMeta(m.remind_check_inbox_title(), matches[0]?.loaderData?.siteUrl);
}

export default function RemindCheckInbox() {
  return (
    <FollowPage title={m.remind_check_inbox_title()}>
      <p className="text-lead">{m.remind_check_inbox_lead()}</p>
      <p>{m.remind_check_inbox_details({ hours: UNCONFIRMED_HOURS })}</p>
      <p>
        <Link to="/shows" className="inline-flex min-h-11 items-center accent-hover font-semibold underline">
          {m.remind_back()}
        </Link>
      </p>
    </FollowPage>
  );
}
