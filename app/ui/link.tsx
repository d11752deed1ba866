import {
  Link as RouterLink,
  type LinkProps,
  NavLink as RouterNavLink,
  type NavLinkProps,
  type To,
} from "react-router";

import { localPath } from "#app/i18n/site-languages.ts";

// No client router runs (pages are plain HTML), so React Router's `data-discover` marker is left
// out: bytes in every page's first response that nothing reads.

/** A site path, in the language of the page it is on ("/about" on a Spanish page is "/es/about"). */
function local(to: To): To {
  return typeof to === "string" ? localPath(to) : { ...to, pathname: to.pathname && localPath(to.pathname) };
}

export function Link({ to, ...props }: LinkProps) {
  return <RouterLink discover="none" to={local(to)} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink discover="none" to={local(to)} {...props} />;
}
