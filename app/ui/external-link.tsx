import type { AnchorHTMLAttributes } from "react";

/** The one place that sets rel="noopener noreferrer", so no new-tab link can forget it. */
export function ExternalLink({
  href,
  children,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & { href: string }) {
  return (
    <a {...props} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
