import { m } from "#app/i18n/compiled/messages.js";
import type { FollowClosed, FollowFormSettings } from "#app/modules/follow/follow.ts";

import { FollowForm } from "./follow-form.tsx";

export const FOLLOW_BOX_ID = "follow";

export function FollowBox({
  settings,
  from,
  compact = false,
}: {
  settings: FollowFormSettings | FollowClosed;
  from: string;
  compact?: boolean;
}) {
  return (
    <section
      aria-labelledby={FOLLOW_BOX_ID}
      className="mx-auto flex w-full max-w-2xl flex-col gap-4 rounded-card border border-card-border px-gutter py-6"
    >
      <h2 id={FOLLOW_BOX_ID} className="font-display text-title uppercase">
        {m.follow_box_heading()}
      </h2>
      {"closed" in settings ? (
        <p>{settings.closed}</p>
      ) : (
        <FollowForm settings={settings} from={from} compact={compact} />
      )}
    </section>
  );
}
