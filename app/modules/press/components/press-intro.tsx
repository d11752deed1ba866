import { m } from "#app/i18n/compiled/messages.js";
import { bandText } from "#app/i18n/site-languages.ts";
import { BandStory } from "#app/modules/pages/index.ts";
import { siteConfig } from "#content/site.config.ts";

import { PressContact } from "./press-contact.tsx";

export function PressIntro() {
  const { name, bookingsEmail, press, genres, hometown, bio, members } = siteConfig;
  const facts = [
    { label: m.press_genres({ count: genres.length }), value: genres.join(", ") },
    { label: m.press_hometown(), value: hometown },
  ].filter((fact) => fact.value.trim() !== "");
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-stack px-gutter py-section">
      <p className="mx-auto max-w-3xl text-center font-display text-title text-pretty uppercase">
        {bandText(press.pitch)}
      </p>
      <PressContact bandName={name} bookingsEmail={bookingsEmail} contacts={press.contacts} />
      <section aria-labelledby="short-bio" className="rounded-card border border-card-border bg-card p-6">
        <h2 id="short-bio" className="mb-4 font-display text-title uppercase">
          {m.press_short_bio()}
        </h2>
        <p className="max-w-prose text-white/90">{bandText(press.shortBio)}</p>
        {facts.length > 0 && (
          <dl className="mt-3 grid gap-4 sm:grid-cols-2">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="eyebrow">{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <BandStory bio={bio} members={members} />
    </div>
  );
}
