import { siteConfig } from "#content/site.config.ts";
import { ExternalLink } from "#app/components/external-link.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { Picture } from "#app/components/picture.tsx";
import { bandData } from "#app/lib/band-data.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = matches[0]?.loaderData?.siteUrl;
  return [
    ...pageMeta({ title: "About", path: "/about", siteUrl, description: siteConfig.about }),
    ...(siteUrl ? [{ "script:ld+json": bandData(siteUrl) }] : []),
  ];
}

/** The band: the photo, the config's sentence as the lead, then its story, line-up and press when it has them. */
export default function About() {
  const { membersPhoto } = siteConfig.images;
  const { about, bio, members, pressQuote } = siteConfig;
  return (
    <>
      <PageHeader title="About" />
      <div className="mx-auto flex max-w-5xl flex-col gap-stack px-gutter py-section motion-safe:animate-fade-in">
        <Picture
          image={membersPhoto.file}
          alt={membersPhoto.alt}
          // The page's column: the screen less its margins, at most 61.5rem.
          sizes="min(100vw - 2.5rem, 61.5rem)"
          widest={984}
          fetchPriority="high"
          // At most 28rem high on a wide screen (cropped from the middle), so the words start on the first screen.
          className="h-auto max-h-[28rem] w-full rounded-card border border-card-border object-cover"
        />
        <p className="mx-auto max-w-3xl text-center font-display text-title text-pretty uppercase">{about}</p>

        {(bio.length > 0 || members.length > 0) && (
          <div className="grid gap-stack md:grid-cols-[minmax(0,1fr)_18rem] md:gap-12">
            {bio.length > 0 && (
              <section aria-labelledby="story" className="flex flex-col gap-4">
                <h2 id="story" className="font-display text-title uppercase">
                  The story
                </h2>
                {bio.map((paragraph) => (
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
                  The band
                </h2>
                <ul className="flex flex-col gap-3">
                  {members.map((member) => (
                    <li key={member.name}>
                      <span className="block font-semibold">{member.name}</span>
                      <span className="block text-small text-white/80">{member.role}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}

        {pressQuote && (
          <figure className="max-w-3xl border-l-4 border-accent py-2 pl-6">
            <blockquote className="font-display text-title uppercase">
              <p>“{pressQuote.quote}”</p>
            </blockquote>
            <figcaption className="mt-3 eyebrow">
              {pressQuote.url ? (
                <ExternalLink
                  href={pressQuote.url}
                  className="inline-flex min-h-11 items-center accent-hover underline underline-offset-4"
                >
                  {pressQuote.source}
                </ExternalLink>
              ) : (
                pressQuote.source
              )}
            </figcaption>
          </figure>
        )}
      </div>
    </>
  );
}
