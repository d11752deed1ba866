import type { ComponentProps, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test, vi } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import { PageStyleProvider } from "#app/site/page-style.tsx";
import { pageStyles } from "#app/site/page-styles.ts";
import { routeArgs, testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import Remind, { action, loader } from "./remind.tsx";
import RemindStop, { action as stopAction } from "./remind-stop.tsx";

/** The "remind me" page and its post, as a fan meets them in English and at /es/…. */

const SITE = "https://band.example";
const DAY = 24 * 60 * 60 * 1000;
const soon = storedShow({
  id: 4,
  venue: "The Social",
  city: "Orlando",
  state: "FL",
  date: new Date(Date.now() + 3 * DAY),
});
const played = storedShow({
  id: 5,
  venue: "Will's Pub",
  city: "Orlando",
  state: "FL",
  date: new Date(Date.now() - 3 * DAY),
});

const getShow = vi.fn<Shows["getShow"]>(async (id) => ({ 4: soon, 5: played })[id]);
const answerSignUp = vi.fn();
const services = testServices({
  shows: { getShow },
  reminders: { available: () => true, closed: () => null },
});

const post = (url: string, body: string) =>
  new Request(url, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
const answerOf = (answer: unknown) => answer as { init: { status: number }; data: Record<string, unknown> };

function page(node: ReactNode, language: "en" | "es" = "en") {
  return inLanguage(language, () =>
    renderToStaticMarkup(
      <MemoryRouter>
        <PageStyleProvider style={pageStyles.propofol}>{node}</PageStyleProvider>
      </MemoryRouter>,
    ),
  );
}

describe("/remind", () => {
  test("a form with mistakes: a sentence for each field, in the page's language, and nothing taken", async () => {
    for (const [language, path, sentences] of [
      [
        "en",
        "/remind?show=4",
        ["Enter an e-mail address like name@example.com.", "Tick the box to agree to these e-mails."],
      ],
      [
        "es",
        "/es/remind?show=4",
        ["Escribe una dirección como nombre@ejemplo.com.", "Marca la casilla para aceptar estos correos."],
      ],
    ] as const) {
      const request = post(`${SITE}${path}`, "email=jo%40example&from=%2Fshows%2F4&website=");
      const answer = answerOf(await inLanguage(language, () => action(routeArgs(services, { request }))));
      expect(answer.init.status).toBe(400);
      const loaded = answerOf(await inLanguage(language, () => loader(routeArgs(services, { request }))));
      const html = page(
        <Remind
          {...({ loaderData: loaded.data, actionData: answer.data } as unknown as ComponentProps<
            typeof Remind
          >)}
        />,
        language,
      );
      for (const sentence of sentences) expect(html).toContain(sentence);
      // Typed again for them, and posted to the same page.
      expect(html).toContain('value="jo@example"');
      expect(html).toContain(`action="${path}"`);
    }
    expect(answerSignUp).not.toHaveBeenCalled();
  });

  test("a show that has passed says so (410), an unknown one is the site's 404, a bad release slug too", async () => {
    const passed = answerOf(
      await loader(routeArgs(services, { request: new Request(`${SITE}/remind?show=5`) })),
    );
    expect(passed.init.status).toBe(410);
    expect(
      page(<Remind {...({ loaderData: passed.data } as unknown as ComponentProps<typeof Remind>)} />),
    ).toContain("This show has passed or was cancelled: there is nothing left to remind you of.");
    const posted = answerOf(
      await action(
        routeArgs(services, {
          request: post(`${SITE}/remind?show=5`, "email=fan%40example.com&consent=yes"),
        }),
      ),
    );
    expect(posted.init.status).toBe(410);
    for (const query of ["show=99", "show=abc", "release=Not_A_Slug", ""]) {
      await expect(
        loader(routeArgs(services, { request: new Request(`${SITE}/remind?${query}`) })),
      ).rejects.toMatchObject({
        init: { status: 404 },
      });
    }
  });

  test("the page of a show to come has the form, its title naming the show", async () => {
    const loaded = answerOf(
      await loader(routeArgs(services, { request: new Request(`${SITE}/es/remind?show=4`) })),
    );
    expect(loaded.init.status).toBe(200);
    const html = page(
      <Remind {...({ loaderData: loaded.data } as unknown as ComponentProps<typeof Remind>)} />,
      "es",
    );
    expect(html).toContain("Avísame: The Social, Orlando");
    expect(html).toContain('action="/es/remind?show=4"');
  });
});

describe("/remind/stop", () => {
  test("offers this reminder alone or every e-mail; a one-click post stops this one", async () => {
    const key = "k".repeat(43);
    const stop = vi.fn(async () => "stopped" as const);
    const stopping = testServices({ reminders: { available: () => true, stop } });
    const html = page(
      <RemindStop
        {...({ loaderData: { key, problem: null } } as unknown as ComponentProps<typeof RemindStop>)}
      />,
    );
    expect(html).toContain(`action="/remind/stop?key=${key}"`);
    expect(html).toContain(`action="/remind/stop?key=${key}&amp;all=yes"`);
    const request = post(`${SITE}/remind/stop?key=${key}`, "List-Unsubscribe=One-Click");
    const answer = answerOf(await stopAction(routeArgs(stopping, { request })));
    expect(answer.init.status).toBe(200);
    expect(stop).toHaveBeenCalledWith(key, false);
    await stopAction(routeArgs(stopping, { request: post(`${SITE}/remind/stop?key=${key}&all=yes`, "") }));
    expect(stop).toHaveBeenLastCalledWith(key, true);
    const bad = answerOf(
      await stopAction(routeArgs(stopping, { request: post(`${SITE}/remind/stop?key=short`, "") })),
    );
    expect(bad.init.status).toBe(400);
  });
});
