import type { ComponentProps, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";
import type { Following } from "#app/modules/follow/.server/following.ts";
import { followFormSettings, readFollowForm } from "#app/modules/follow/.server/form.ts";
import { PageStyleProvider } from "#app/site/page-style.tsx";
import { pageStyles } from "#app/site/page-styles.ts";
import { routeArgs, testServices } from "#tests/services.ts";

import Follow, { action as followAction } from "./follow.tsx";
import CheckYourInbox, { meta as checkInboxMeta } from "./follow-check-inbox.tsx";
import Confirm from "./follow-confirm.tsx";
import Unsubscribe, { action as unsubscribeAction } from "./unsubscribe.tsx";

/** The pages of following the band as a Spanish-speaking fan gets them, at /es/…. */

const SITE = "https://band.example";
const KEY = "k".repeat(43);

/** A page rendered as the server renders it for an /es/… address. */
const spanishPage = (page: ReactNode) =>
  inLanguage("es", () =>
    renderToStaticMarkup(
      <MemoryRouter>
        <PageStyleProvider style={pageStyles.propofol}>{page}</PageStyleProvider>
      </MemoryRouter>,
    ),
  );

/** A route's arguments, following open and answering as `following` says. */
const args = <Args,>(request: Request, following: Partial<Following> = {}) =>
  routeArgs<Args>(testServices({ following: { available: () => true, closed: () => null, ...following } }), {
    request,
  });

/** A page's props: only its data (the pages read nothing else). */
type ConfirmProps = ComponentProps<typeof Confirm>;

/** What an action answered with data(): its status and fields. */
const answerOf = <T,>(answer: unknown) => answer as { init: { status: number }; data: T };

describe("/es/follow", () => {
  test("a sign-up goes on to the Spanish check-your-inbox page", async () => {
    const request = new Request(`${SITE}/es/follow`, { method: "POST", body: "" });
    const answer = await inLanguage("es", () =>
      followAction(
        args<Parameters<typeof followAction>[0]>(request, {
          answerSignUp: async () => ({ kind: "check your inbox" }) as const,
        }),
      ),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get("Location")).toBe("/es/follow/check-your-inbox");
  });

  test("a form sent back with mistakes names each in Spanish, and posts to /es/follow again", async () => {
    const form = new URLSearchParams({
      email: "jo@example",
      place: "Springfield",
      distance: "",
      consent: "",
    });
    const reading = await inLanguage("es", () => readFollowForm(form, { showExists: async () => false }));
    if (reading.kind !== "invalid") throw new Error("expected mistakes");
    const settings = inLanguage("es", followFormSettings);
    const html = spanishPage(
      <Follow
        {...({
          loaderData: { settings, refused: null },
          actionData: { kind: "invalid", state: reading.state },
        } as unknown as ComponentProps<typeof Follow>)}
      />,
    );
    expect(html).toContain("Sigue a la banda");
    expect(html).toContain("Revisa estos datos:");
    expect(html).toContain("Escribe la dirección de correo completa, por ejemplo nombre@example.com.");
    expect(html).toContain("¿Cuál de ellos? Elige tu lugar en la lista.");
    expect(html).toContain("¿Cuál “Springfield”?");
    expect(html).toContain("Marca la casilla para confirmar que quieres recibir estos correos.");
    expect(html).toContain('action="/es/follow"');
    for (const words of [
      ">Correo electrónico<",
      ">Hasta dónde viajarías<",
      "Por ejemplo, 100 mi",
      ">Seguir<",
    ]) {
      expect(html).toContain(words);
    }
    expect(html).toContain('href="/es/privacy"');
    expect(html).not.toMatch(/Please check|E-mail me|>Follow</);
  });
});

describe("/es/follow/check-your-inbox", () => {
  test("says where the link went and how long it works, in Spanish", () => {
    const html = spanishPage(<CheckYourInbox />);
    expect(html).toContain("Revisa tu correo");
    expect(html).toContain("ya va en camino un correo con un enlace para confirmar");
    expect(html).toContain("El enlace sirve durante 48 horas como máximo.");
    expect(html).toContain("la dirección se borra 48 horas después del primer correo.");
    expect(html).toMatch(/<a [^>]*href="\/es">Volver a los conciertos<\/a>/);
    const tags = inLanguage("es", () =>
      checkInboxMeta({ matches: [{ loaderData: { siteUrl: SITE } }] } as never),
    );
    expect(tags).toContainEqual({ title: "Revisa tu correo · The Placeholders" });
  });
});

describe("/es/follow/confirm", () => {
  test("its Confirm button posts to the Spanish page", () => {
    const html = spanishPage(
      <Confirm {...({ loaderData: { kind: "ready", token: "a.b" } } as ConfirmProps)} />,
    );
    expect(html).toContain("Confirma que quieres enterarte de los conciertos de la banda");
    expect(html).toContain('action="/es/follow/confirm?token=a.b"');
    expect(html).toContain(">Confirmar<");
  });

  test("an expired link says so, and offers the Spanish form again", () => {
    const html = spanishPage(<Confirm {...({ loaderData: { kind: "expired" } } as ConfirmProps)} />);
    expect(html).toContain("Este enlace ya venció");
    expect(html).toContain("Un enlace de confirmación sirve durante 48 horas.");
    expect(html).toMatch(/<a [^>]*href="\/es\/follow">Registrarme de nuevo<\/a>/);
  });
});

describe("/es/unsubscribe", () => {
  test("a mail app's one-click post is answered in Spanish", async () => {
    const request = new Request(`${SITE}/es/unsubscribe?key=${KEY}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    const answer = await inLanguage("es", () =>
      unsubscribeAction(
        args<Parameters<typeof unsubscribeAction>[0]>(request, { leave: async () => "left" as const }),
      ),
    );
    const { init, data } = answerOf<{ message: string; left: boolean }>(answer);
    expect(init.status).toBe(200);
    expect(data).toEqual({
      left: true,
      message:
        "Ya no estás en la lista: borramos tu dirección y tu lugar, y no volverás a recibir correos de The Placeholders.",
    });
  });

  test("its button posts to the Spanish page, with the key", () => {
    const html = spanishPage(
      <Unsubscribe
        {...({ loaderData: { key: KEY, problem: null } } as ComponentProps<typeof Unsubscribe>)}
      />,
    );
    expect(html).toContain(`action="/es/unsubscribe?key=${KEY}"`);
    expect(html).toContain(">Dejar de recibir correos<");
    expect(html).toContain("no más correos de The Placeholders.");
  });
});
