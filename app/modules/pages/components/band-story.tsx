import { m } from "#app/i18n/compiled/messages.js";
import { bandText } from "#app/i18n/site-languages.ts";
import type { LocalizedText } from "#app/site/localized-text.ts";
import type { Member } from "#app/site/types.ts";

export function BandStory({ bio, members }: { bio: readonly LocalizedText[]; members: Member[] }) {
  if (bio.length === 0 && members.length === 0) return null;
  return (
    <div className="grid gap-stack md:gap-12 md:max-lg:grid-cols-[minmax(0,1fr)_18rem]">
      {bio.length > 0 && (
        <section aria-labelledby="story" className="flex flex-col gap-4">
          <h2 id="story" className="font-display text-title uppercase">
            {m.pages_story()}
          </h2>
          {bio
            .map((text) => bandText(text))
            .map((paragraph) => (
              <p key={paragraph} className="max-w-prose text-white/90">
                {paragraph}
              </p>
            ))}
        </section>
      )}
      {members.length > 0 && (
        <section
          aria-labelledby="members"
          className="self-start rounded-card border border-card-border bg-card p-6"
        >
          <h2 id="members" className="mb-4 font-display text-title uppercase">
            {m.pages_members()}
          </h2>
          <ul className="flex flex-col gap-3">
            {members.map((member) => (
              <li key={member.name}>
                <span className="block font-semibold">{member.name}</span>
                <span className="block text-small text-white/80">{bandText(member.role)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
