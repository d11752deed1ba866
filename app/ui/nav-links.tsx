import { NavLink } from "./link.tsx";

const pages = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/music", label: "Music" },
] as const;

export function NavLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {pages.map((page) => (
        <li key={page.to}>
          <NavLink
            to={page.to}
            end
            className="rounded border-b-2 accent-hover border-transparent pb-0.5 aria-[current=page]:border-current"
          >
            {page.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
