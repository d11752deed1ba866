import { HiMail } from "react-icons/hi";

import { bookingMailto } from "#app/modules/press/press.ts";
import type { PressContact as Contact } from "#app/site/types.ts";
import { PageSection } from "#app/ui/page-section.tsx";

const TEXT_LINK = "inline-flex min-h-11 items-center accent-hover underline underline-offset-4";

export function PressContact({
  bandName,
  bookingsEmail,
  contacts,
}: {
  bandName: string;
  bookingsEmail: string;
  contacts: Contact[];
}) {
  return (
    <PageSection id="bookings" title="Bookings">
      <div className="flex flex-col items-center gap-3 text-center">
        <a href={bookingMailto(bookingsEmail, bandName)} className="button-primary">
          <HiMail aria-hidden="true" className="size-5" />
          Email bookings
        </a>
        <p className="text-small text-white/80">{bookingsEmail}</p>
      </div>
      {contacts.length > 0 && (
        <ul className="mt-stack flex flex-wrap justify-center gap-4">
          {contacts.map((contact) => (
            <li
              key={contact.email}
              className="flex w-full max-w-sm flex-col items-start rounded-card border border-card-border bg-card p-6"
            >
              <p className="eyebrow">{contact.role}</p>
              <p className="mt-2 font-semibold">{contact.name}</p>
              {contact.company && <p className="text-small text-white/80">{contact.company}</p>}
              <a href={bookingMailto(contact.email, bandName)} className={TEXT_LINK}>
                {contact.email}
              </a>
              {contact.phone && (
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className={TEXT_LINK}>
                  {contact.phone}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
