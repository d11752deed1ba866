import { FaHeart } from "react-icons/fa";
import { siteConfig } from "#content/site.config.ts";
import { ExternalLink } from "./external-link";
import { ServiceIconLink } from "./service-icon-link";

export function Footer() {
  const { socials, bookingsEmail, credit } = siteConfig;
  return (
    <footer className="border-t border-white/10 px-4 pt-10 pb-6 text-center">
      <ul className="flex justify-center gap-4">
        {socials.map((social) => (
          <li key={social.url}>
            <ServiceIconLink link={social} />
          </li>
        ))}
      </ul>
      <p className="mt-6">
        Bookings{" "}
        <a href={`mailto:${bookingsEmail}`} className="accent-hover underline underline-offset-4">
          {bookingsEmail}
        </a>
      </p>
      <p className="mt-8 text-sm text-white/80">
        <ExternalLink href={credit.url} className="inline-flex items-center gap-1 accent-hover">
          Made by {credit.name} with <FaHeart aria-hidden="true" className="size-3.5" />{" "}
          <span className="sr-only">a heart</span>
        </ExternalLink>
      </p>
    </footer>
  );
}
