import { bandText } from "#app/i18n/site-languages.ts";
import { ExternalLink } from "#app/ui/external-link.tsx";
import { Picture } from "#app/ui/picture.tsx";
import { siteConfig } from "#content/site.config.ts";

export function PreorderCard() {
  if (!siteConfig.preorder) return null;
  const { title, text, cover, url } = siteConfig.preorder;
  return (
    <section aria-labelledby="preorder" className="mx-auto max-w-4xl px-gutter pb-section">
      <div className="flex flex-col items-center gap-5 rounded-card border border-card-border bg-card p-5 text-center sm:flex-row sm:text-left">
        <Picture
          image={cover.file}
          alt={bandText(cover.alt)}
          sizes="9rem"
          widest={144}
          loading="lazy"
          className="size-36 shrink-0 rounded-sm cover-shadow"
        />
        <div className="flex flex-col items-center gap-4 sm:items-start">
          <h2 id="preorder" className="font-display text-title uppercase">
            {bandText(title)}
          </h2>
          <ExternalLink href={url} className="button-primary">
            {bandText(text)}
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
