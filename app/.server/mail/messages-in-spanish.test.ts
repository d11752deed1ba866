import { describe, expect, test } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";
import { type Show, type ShowFields, showWith } from "#app/lib/shows/fields.ts";
import { confirmPath, unsubscribePath } from "#app/modules/follow/follow.ts";

import { announcementMail, changeMail, confirmationMail } from "./messages.ts";

/**
 * A fan who signed up on a Spanish page gets every e-mail in Spanish: the outbox writes it inside
 * inLanguage(fan.language, …), and its links open the Spanish pages.
 */

const NOW = new Date("2026-11-23T12:00:00Z");
const SITE = "https://band.example";
/** May 1, 2027, 8:00 PM in New York (the band's zone). */
const MAY_FIRST = new Date("2027-05-02T00:00:00Z");

let nextId = 40;
const show = (fields: Partial<ShowFields>): Show => ({
  id: nextId++,
  updatedAt: null,
  ...showWith({ venue: "The Orpheum", city: "Tampa", state: "FL", date: MAY_FIRST, ...fields }),
});

/** Written as the outbox writes a Spanish-speaking fan's mail: links built in the same language. */
const inSpanish = <T>(write: (links: { unsubscribeUrl: string }) => T): T =>
  inLanguage("es", () => write({ unsubscribeUrl: SITE + unsubscribePath("k3y") }));

const UNSUBSCRIBE = `${SITE}/es/unsubscribe?key=k3y`;

describe("the confirmation e-mail in Spanish", () => {
  const mail = inSpanish(({ unsubscribeUrl }) =>
    confirmationMail({
      to: "fan@example.com",
      confirmUrl: SITE + confirmPath("t0k3n"),
      unsubscribeUrl,
      place: "Tampa, FL",
      within: "100 mi",
    }),
  );

  test("has a Spanish subject, body and footer", () => {
    expect(mail.subject).toBe("Confirma: conciertos de The Placeholders cerca de Tampa, FL");
    expect(mail.text).toContain(
      "Alguien, ojalá tú, pidió recibir un correo cada vez que se anuncie un concierto de The Placeholders a menos de 100 mi de Tampa, FL.",
    );
    expect(mail.text).toContain("durante 48 horas como máximo: abre una página con un botón Confirmar.");
    expect(mail.text).toContain("Recibes este correo porque alguien escribió esta dirección");
    expect(mail.html).toMatch(/^<!doctype html><html lang="es">/);
    expect(mail.html).toContain("<title>Confirma: conciertos de The Placeholders cerca de Tampa, FL</title>");
    expect(mail.html).toContain("Sí, avísenme de los conciertos cerca de mí");
  });

  test("links to the Spanish confirmation and unsubscribe pages, in both parts and the headers", () => {
    expect(mail.text).toContain(
      `Sí, avísenme de los conciertos cerca de mí: ${SITE}/es/follow/confirm?token=t0k3n`,
    );
    expect(mail.text).toContain(`Darme de baja al instante: ${UNSUBSCRIBE}`);
    expect(mail.html).toContain(`href="${SITE}/es/follow/confirm?token=t0k3n"`);
    expect(mail.html).toContain(`href="${UNSUBSCRIBE}"`);
    expect(mail.headers["List-Unsubscribe"]).toBe(`<${UNSUBSCRIBE}>`);
    expect(`${mail.text}${mail.html}`).not.toMatch(/Unsubscribe at once|Confirm:|because/);
  });
});

describe("an announcement in Spanish", () => {
  const announce = (shows: Show[]) =>
    inSpanish(({ unsubscribeUrl }) =>
      announcementMail({ to: "fan@example.com", shows, unsubscribeUrl, siteUrl: SITE, now: NOW }),
    );

  test("tells one show with a Spanish date in the band's zone, and links to its Spanish page", () => {
    const one = show({
      price: 15,
      supportingArtists: ["The Openers"],
      ticketLink: "https://tickets.example/x",
    });
    const mail = announce([one]);
    expect(mail.subject).toMatch(/^The Placeholders en The Orpheum, Tampa, FL, 1 de mayo de 2027/);
    expect(mail.text).toMatch(
      /^Un concierto nuevo cerca de ti\n\nNuevo anuncio de The Placeholders:\n\nTHE ORPHEUM\n/,
    );
    // The band's zone named, in Spanish, after the Spanish date.
    expect(mail.text).toMatch(/\n1 de mayo de 2027.* hora oriental\nTampa, FL\n/);
    expect(mail.text).toContain("Comprar boletos: https://tickets.example/x");
    expect(mail.text).toContain(`Página del concierto: ${SITE}/es/shows/${one.id}\n`);
    expect(mail.text).toContain(`Agregar al calendario: ${SITE}/es/shows/${one.id}.ics`);
    expect(mail.text).toContain(
      "Recibes este correo porque pediste enterarte cuando la banda toque cerca de ti.",
    );
    expect(mail.html).toMatch(/^<!doctype html><html lang="es">/);
    expect(mail.html).toContain(`href="${SITE}/es/shows/${one.id}"`);
    expect(mail.html).toContain(`href="${UNSUBSCRIBE}"`);
  });

  test("counts several shows in Spanish; one with no date yet says so", () => {
    const shows = [show({}), show({ venue: "Crowbar" }), show({ venue: "Jannus Live", date: null })];
    const mail = announce(shows);
    expect(mail.subject).toBe("The Placeholders: 3 conciertos nuevos cerca de ti");
    expect(mail.text).toMatch(/^3 conciertos nuevos cerca de ti\n/);
    expect(mail.text).toContain("JANNUS LIVE\nFecha por anunciar\nTampa, FL");
    expect(mail.text).not.toContain(`${SITE}/es/shows/${shows[2]!.id}.ics`);
  });
});

describe("a change in Spanish", () => {
  const change = (fields: Partial<ShowFields>, kind: "cancelled" | "postponed" | "rescheduled") =>
    inSpanish(({ unsubscribeUrl }) =>
      changeMail({
        to: "fan@example.com",
        show: show(fields),
        change: kind,
        unsubscribeUrl,
        siteUrl: SITE,
        now: NOW,
      }),
    );

  test("says a show is cancelled", () => {
    const mail = change({ status: "cancelled" }, "cancelled");
    expect(mail.subject).toBe("Cancelado: The Placeholders en The Orpheum, Tampa, FL");
    expect(mail.text).toMatch(
      /El concierto en The Orpheum, Tampa, FL del 1 de mayo de 2027.* queda cancelado\./,
    );
  });

  test("gives a rescheduled show's new date after its old one", () => {
    const mail = change(
      { status: "rescheduled", date: new Date("2027-06-05T23:00:00Z"), previousDate: MAY_FIRST },
      "rescheduled",
    );
    expect(mail.subject).toBe("Nueva fecha: The Placeholders en The Orpheum, Tampa, FL");
    expect(mail.text).toMatch(/del 1 de mayo de 2027.* se cambió al 5 de junio de 2027.*\./);
  });
});
