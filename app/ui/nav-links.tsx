import { m } from "#app/i18n/compiled/messages.js";
import { TOUR_PATH } from "#app/lib/pages.ts";

import { Link, NavLink } from "./link.tsx";

const pages = [
  { to: "/", label: m.shell_nav_home },
  { to: TOUR_PATH, label: m.shell_nav_tour },
  { to: "/about", label: m.shell_nav_about },
  { to: "/music", label: m.shell_nav_music },
] as const;

const LINK = "rounded border-b-2 accent-hover border-transparent pb-0.5 aria-[current=page]:border-current";

/** Tour is a place on Home, never the page one is on: a plain link, where the others say which is current. */
export function NavLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {pages.map((page) => (
        <li key={page.to}>
          {page.to === TOUR_PATH ? (
            <Link to={page.to} className={LINK}>
              {page.label()}
            </Link>
          ) : (
            <NavLink to={page.to} end className={LINK}>
              {page.label()}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
