// @vitest-environment jsdom
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, beforeEach, describe, expect, test, vi } from "vitest";

import type { FansStore } from "#app/modules/follow/.server/store.ts";
import { FollowBox } from "#app/modules/follow/components/follow-box.tsx";
import { pageStyles } from "#app/site/page-styles.ts";
import { renderPage } from "#tests/route-helpers.tsx";
import { routeArgs, testServices } from "#tests/services.ts";
import { signUpForm } from "#tests/sign-up-form.ts";

import Follow, { action, loader } from "./follow.tsx";

/**
 * A public site (NODE_ENV=production) without SMTP_URL could only write its
 * confirmation e-mails to files on the server: nobody could confirm, and
 * every sign-up would be deleted unconfirmed. Until mail is set up the form
 * says following is not open yet, and a post is refused with nothing stored.
 */

const env = {
  production: true,
  smtpUrl: undefined as string | undefined,
  supabase: null,
  // The signing key of confirmation links is written here: a folder any user may create.
  dataDir: mkdtempSync(join(tmpdir(), "headliner-follow-")),
  siteUrl: "https://band.example",
};
afterAll(() => rmSync(env.dataDir, { recursive: true, force: true }));
const database = { run: async () => [], close: async () => {} };
const signUp = vi.fn<FansStore["signUp"]>();
vi.mock("#app/modules/follow/.server/store.ts", async (original) => ({
  ...(await original<typeof import("#app/modules/follow/.server/store.ts")>()),
  createFansStore: () => ({ signUp }),
}));

const NOT_OPEN = /Following the band by e-mail is not open yet/;
/** What the route's loader and action get from the server: no refusal, no client address, `env` as it is now. */
const args = (request: Request) =>
  routeArgs<Parameters<typeof action>[0]>(testServices({ env, database }), { request });

function signUpPost() {
  return new Request("https://band.example/follow", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: signUpForm({ place: "33602" }),
  });
}

/** The action's answer to a sign-up: a redirect, or the page again with why. */
async function actionAnswer(): Promise<{ status: number; message?: string }> {
  const answer = (await action(args(signUpPost()))) as unknown;
  if (answer instanceof Response) return { status: answer.status };
  const { init, data } = answer as { init: { status: number }; data: { refusal?: { message: string } } };
  return { status: init.status, message: data.refusal?.message };
}

beforeEach(() => {
  signUp.mockReset();
  env.smtpUrl = undefined;
});

describe("in production without SMTP_URL", () => {
  test("/follow says following is not open yet, and offers no form", async () => {
    renderPage({
      path: "/follow",
      style: pageStyles.propofol,
      Component: Follow as never,
      loader: () => loader(args(new Request("https://band.example/follow"))),
    });
    expect(await screen.findByText(NOT_OPEN)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "E-mail" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Follow" })).not.toBeInTheDocument();
  });

  test("Home's and a show's box say so too, in place of the form", () => {
    const follow = loader(args(new Request("https://band.example/follow"))) as { settings: unknown };
    render(
      <MemoryRouter>
        <FollowBox settings={follow.settings as never} from="/" compact />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Hear when we play near you" })).toBeInTheDocument();
    expect(screen.getByText(NOT_OPEN)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "E-mail" })).not.toBeInTheDocument();
  });

  test("a posted sign-up is refused with the same words, and nothing is stored", async () => {
    const answer = await actionAnswer();
    expect(answer.status).toBe(503);
    expect(answer.message).toMatch(NOT_OPEN);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signUp).not.toHaveBeenCalled();
  });
});

test("with SMTP_URL set, the form is open and a sign-up is saved", async () => {
  env.smtpUrl = "smtp://smtp.example.com:587";
  signUp.mockResolvedValue("confirmation queued");
  renderPage({
    path: "/follow",
    style: pageStyles.propofol,
    Component: Follow as never,
    loader: () => loader(args(new Request("https://band.example/follow"))),
  });
  expect(await screen.findByRole("textbox", { name: "E-mail" })).toBeInTheDocument();
  expect((await actionAnswer()).status).toBe(303);
  await vi.waitFor(() => expect(signUp).toHaveBeenCalledTimes(1));
});
