import { m } from "#app/i18n/compiled/messages.js";
import type { ShowView } from "#app/lib/shows/view.ts";

/** Screen readers hear the date from the card's `<time>`; `decorative` when the page writes it out beside. */
export function DateBlock({
  show,
  large = false,
  decorative = false,
}: {
  show: ShowView;
  large?: boolean;
  decorative?: boolean;
}) {
  const box = `flex shrink-0 flex-col items-center justify-center rounded-card border border-card-border bg-(--tile-background) text-center leading-none ${
    large ? "w-24 self-start py-3" : "w-16 gap-0.5 py-1"
  }`;
  const { dateParts, dateText, dateTime } = show;
  const announced = dateParts && dateText && dateTime ? { dateParts, dateText, dateTime } : null;
  return (
    <div aria-hidden={decorative || undefined} className={box}>
      {announced ? (
        <DateParts parts={announced.dateParts} large={large} />
      ) : (
        <span className="font-display text-title text-(--tile-day)">{m.shows_tile_tba()}</span>
      )}
      {announced && !decorative && (
        <time dateTime={announced.dateTime} className="sr-only">
          {announced.dateText}
        </time>
      )}
    </div>
  );
}

function DateParts({ parts, large }: { parts: NonNullable<ShowView["dateParts"]>; large: boolean }) {
  // Set tight in a row's small block: seven rows fit a laptop's screen.
  const label = `text-caption font-bold tracking-[0.12em] text-(--tile-label) uppercase ${large ? "" : "leading-none"}`;
  return (
    <>
      <span aria-hidden="true" className={label}>
        {parts.month}
      </span>
      <span
        aria-hidden="true"
        className={`font-display ${large ? "text-heading" : "text-title"} leading-none text-(--tile-day)`}
      >
        {parts.day}
      </span>
      <span aria-hidden="true" className={label}>
        {parts.weekday}
      </span>
    </>
  );
}
