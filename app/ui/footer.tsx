import { FaHeart } from "react-icons/fa";

import { m } from "#app/i18n/compiled/messages.js";
import { bandText } from "#app/i18n/site-languages.ts";
import { PRESS_PATH, TOUR_PATH } from "#app/lib/pages.ts";
import { PRIVACY_PATH } from "#app/modules/follow/index.ts";
import { siteConfig } from "#content/site.config.ts";

import { ExternalLink } from "./external-link.tsx";
import { Link } from "./link.tsx";
import { Logo } from "./logo.tsx";
import { ServiceIconLink } from "./service-icon-link.tsx";

const BOOKINGS_LINK =
  "inline-flex min-h-11 items-center accent-hover font-semibold underline decoration-white/30 underline-offset-4";

export function Footer() {
  const { bookingsEmail, credit, images } = siteConfig;
  return (
    <footer className="border-t-2 border-accent bg-black/60">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-gutter pt-10 pb-6 md:flex-row md:justify-between">
        <Link to="/" className="rounded">
          <Logo height={48} alt={m.shell_logo_home({ logo: bandText(images.logo.alt) })} loading="lazy" />
        </Link>
        <p className="flex flex-wrap items-center justify-center gap-x-6 text-center">
          <span>
            <span className="mr-2 eyebrow">{m.shell_bookings()}</span>{" "}
            <a href={`mailto:${bookingsEmail}`} className={BOOKINGS_LINK}>
              {bookingsEmail}
            </a>
          </span>
          <Link to={TOUR_PATH} className={BOOKINGS_LINK}>
            {m.shell_tour_dates()}
          </Link>
          <Link to={PRESS_PATH} className={BOOKINGS_LINK}>
            {m.shell_press_kit()}
          </Link>
        </p>
        <SocialLinks />
      </div>
      <div className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-6 border-t border-white/10 px-gutter py-2 text-caption text-white/80 md:justify-between">
        <ExternalLink href={credit.url} className="inline-flex min-h-11 items-center gap-1 accent-hover">
          {m.shell_made_by({ name: credit.name })}
          <FaHeart aria-hidden="true" className="size-3" />{" "}
          <span className="sr-only">{m.shell_a_heart()}</span>
        </ExternalLink>
        <Link to={PRIVACY_PATH} className="inline-flex min-h-11 items-center accent-hover px-2">
          {m.shell_privacy()}
        </Link>
      </div>
    </footer>
  );
}

export function SocialLinks() {
  return (
    <ul aria-label={m.shell_socials()} className="flex justify-center gap-3">
      {siteConfig.socials.map((social) => (
        <li key={social.url}>
          <ServiceIconLink link={social} />
        </li>
      ))}
    </ul>
  );
}
