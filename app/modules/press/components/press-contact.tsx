import { m } from "#app/i18n/compiled/messages.js";
import { bandText } from "#app/i18n/site-languages.ts";
import { localPath } from "#app/i18n/site-languages.ts";
import { bookingMailto, PRESS_PDF_PATH } from "#app/modules/press/press.ts";
import type { PressContact as Contact } from "#app/site/types.ts";

const TEXT_LINK = "inline-flex min-h-11 items-center accent-hover underline underline-offset-4";

/** Right under the pitch, on a phone's first screen: what a booker came for. */
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
    <section aria-labelledby="bookings" className="flex flex-col items-center gap-3 text-center">
      <h2 id="bookings" className="eyebrow">
        {m.press_bookings()}
      </h2>
      <p className="flex flex-wrap justify-center gap-3">
        {/* Words without icons: every byte here is in the first response of a page near its limit. */}
        <a href={bookingMailto(bookingsEmail, bandName)} className="button-primary">
          {m.press_email_bookings()}
        </a>
        <a href={localPath(PRESS_PDF_PATH)} className="button-secondary accent-hover">
          {m.press_download_pdf()}
        </a>
      </p>
      <p className="text-small text-white/80">{bookingsEmail}</p>
      {contacts.length > 0 && (
        <ul className="text-small">
          {contacts.map((contact) => (
            <li key={contact.email} className="flex flex-wrap items-center justify-center gap-x-3">
              <span>
                <span className="font-semibold">{bandText(contact.role)}:</span>{" "}
                {[contact.name, contact.company].filter(Boolean).join(", ")}
              </span>
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
    </section>
  );
}
