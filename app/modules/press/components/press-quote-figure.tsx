import type { PressQuote } from "#app/site/types.ts";
import { ExternalLink } from "#app/ui/external-link.tsx";

export function PressQuoteFigure({ quote }: { quote: PressQuote }) {
  return (
    <figure className="max-w-3xl border-l-4 border-accent py-2 pl-6">
      <blockquote className="font-display text-title uppercase">
        <p>“{quote.quote}”</p>
      </blockquote>
      <figcaption className="mt-3 eyebrow">
        {quote.url ? (
          <ExternalLink
            href={quote.url}
            className="inline-flex min-h-11 items-center accent-hover underline underline-offset-4"
          >
            {quote.source}
          </ExternalLink>
        ) : (
          quote.source
        )}
      </figcaption>
    </figure>
  );
}
