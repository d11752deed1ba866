import {
  Link as RouterLink,
  type LinkProps,
  NavLink as RouterNavLink,
  type NavLinkProps,
} from "react-router";

// No client router runs (pages are plain HTML), so React Router's `data-discover` marker is left
// out: bytes in every page's first response that nothing reads.

export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}

export function NavLink(props: NavLinkProps) {
  return <RouterNavLink discover="none" {...props} />;
}
