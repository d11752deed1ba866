import { m } from "#app/i18n/compiled/messages.js";
import type { PressQuote } from "#app/site/types.ts";
import { PageSection } from "#app/ui/page-section.tsx";

import { PressQuoteFigure } from "./press-quote-figure.tsx";

export function PressQuotes({ quotes }: { quotes: PressQuote[] }) {
  if (quotes.length === 0) return null;
  return (
    <PageSection id="quotes" title={m.press_quotes()}>
      <ul className="flex flex-col gap-stack">
        {quotes.map((quote) => (
          <li key={quote.quote}>
            <PressQuoteFigure quote={quote} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
