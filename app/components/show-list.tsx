import type { ShowCard as ShowCardData } from "~/lib/shows";
import { ShowCard } from "./show-card";

export function ShowList({ shows }: { shows: ShowCardData[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {shows.map((show) => (
        <li key={show.id}>
          <ShowCard show={show} />
        </li>
      ))}
    </ul>
  );
}
