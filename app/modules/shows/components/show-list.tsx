import type { ShowView } from "#app/lib/shows/view.ts";

import { ShowCard } from "./show-card.tsx";

export function ShowList({ shows }: { shows: ShowView[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {shows.map((show) => (
        <li key={show.id}>
          <ShowCard show={show} />
        </li>
      ))}
    </ul>
  );
}
