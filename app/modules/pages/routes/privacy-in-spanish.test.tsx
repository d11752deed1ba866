// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, it } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";
import {
  RATE_LIMIT_HOURS,
  SENT_MAIL_DAYS,
  TICKET_CLICK_MEMORY_HOURS,
  UNCONFIRMED_HOURS,
} from "#app/lib/retention.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { siteConfig } from "#content/site.config.ts";
import { renderPage } from "#tests/route-helpers.tsx";

import Privacy, { meta } from "./privacy.tsx";

async function renderSpanishPrivacy() {
  inLanguage("es", () =>
    renderPage({
      path: "/:lang/privacy",
      url: "/es/privacy",
      style: pageStyles.propofol,
      Component: Privacy,
    }),
  );
  return screen.findByRole("heading", { level: 1, name: "Privacidad" });
}

/** The words under one of the page's headings. */
const part = (title: string) =>
  screen.getByRole("heading", { level: 2, name: title }).closest("section")!.textContent!;

it("in Spanish, has its headings in Spanish, in the English page's order", async () => {
  await renderSpanishPrivacy();
  expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
    "Qué guardamos",
    "Para qué",
    "Por cuánto tiempo",
    "Avisos de un concierto o un lanzamiento",
    "Visitas contadas",
    "Lo que guarda tu navegador",
    "Cómo darte de baja",
  ]);
});

it("in Spanish, says for how long each thing is kept, in the numbers the code deletes it by", async () => {
  await renderSpanishPrivacy();
  const howLong = part("Por cuánto tiempo");
  expect(howLong).toContain(
    `se borra ${UNCONFIRMED_HOURS} horas después de su primer correo de confirmación`,
  );
  expect(howLong).toContain(`Un correo enviado se guarda ${SENT_MAIL_DAYS} días`);
  const hour = RATE_LIMIT_HOURS === 1 ? "una hora" : `${RATE_LIMIT_HOURS} horas`;
  expect(howLong).toContain(`en la memoria del servidor ${hour} como máximo`);
  expect(howLong).toContain(`por ${TICKET_CLICK_MEMORY_HOURS} horas como máximo`);
});

it("in Spanish, still offers to delete it all by e-mail", async () => {
  await renderSpanishPrivacy();
  const { bookingsEmail } = siteConfig;
  expect(part("Cómo darte de baja")).toContain(`O escríbenos a ${bookingsEmail} y lo borramos por ti.`);
  expect(screen.getByRole("link", { name: bookingsEmail })).toHaveAttribute(
    "href",
    `mailto:${bookingsEmail}`,
  );
});

it("in Spanish, leaves no English words on the page", async () => {
  await renderSpanishPrivacy();
  const page = document.body.textContent!;
  for (const english of [
    "This site sets no cookies",
    "What we keep",
    "Your e-mail address",
    "Only to e-mail you",
    "The server's logs never hold",
    "For how long",
    "until you leave",
    "an hour",
    "A click on Get Tickets",
    "How to leave",
    "and we delete it for you",
  ])
    expect(page).not.toContain(english);
  expect(page).toMatch(/Este sitio no usa cookies/);
});

it("in Spanish, its title and description are Spanish", () => {
  const tags = inLanguage("es", () => meta({ matches: [{ loaderData: {} }] } as never));
  expect(tags).toContainEqual({ title: `Privacidad · ${siteConfig.name}` });
  expect(tags).toContainEqual({
    name: "description",
    content: `Qué guardamos de los fans que siguen a ${siteConfig.name}, para qué, por cuánto tiempo y cómo darse de baja.`,
  });
});
