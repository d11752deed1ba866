import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeEach, describe, expect, test, vi } from "vitest";

import { findPlace } from "#app/.server/places/index.ts";
import { captureLogs } from "#tests/logs.ts";
import { testServices } from "#tests/services.ts";
import { signUpForm } from "#tests/sign-up-form.ts";

import { UNAVAILABLE } from "./guard.ts";
import type { FansStore } from "./store.ts";

/**
 * How long the sign-up's answer takes must not tell whether the address was
 * mailed within the hour, or whether the post was a robot's: the answer is
 * given once the form is read, never after the database's work, and a
 * robot's form is read as a person's is.
 */

const dataDir = mkdtempSync(join(tmpdir(), "headliner-answer-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const signUp = vi.fn<FansStore["signUp"]>();
vi.mock("./store.ts", async (original) => ({
  ...(await original<typeof import("./store.ts")>()),
  createFansStore: () => ({ signUp }),
}));
vi.mock("#app/.server/places/index.ts", async (original) => {
  const places = await original<typeof import("#app/.server/places/index.ts")>();
  return { ...places, findPlace: vi.fn(places.findPlace) };
});

const { answerSignUp } = testServices({
  env: { supabase: null, dataDir, siteUrl: "https://band.example" },
  database: { run: async () => [], close: async () => {} },
}).following;

/** The same site while its database does not answer (Postgres stopped, or unreachable). */
let databaseDown = false;
const { answerSignUp: answerSignUpWhileDown } = testServices({
  env: { supabase: null, dataDir, siteUrl: "https://band.example" },
  database: {
    run: async () => {
      if (databaseDown) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
      return [];
    },
    close: async () => {},
  },
}).following;

const logs = captureLogs();
beforeEach(() => {
  signUp.mockReset();
  vi.mocked(findPlace).mockClear();
});

let client = 0;
/** The form as the site's page posts it, from a client of its own (the limits count per client). */
function post(fields: Record<string, string>) {
  const body = new URLSearchParams({
    email: `fan${client}@example.com`,
    place: "33602",
    distance: "100 mi",
    consent: "yes",
    website: "",
    from: "/",
    ...fields,
  });
  const request = new Request("https://band.example/follow", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: body.toString(),
  });
  return answerSignUp(request, `203.0.113.${++client}`);
}

describe("the sign-up's answer", () => {
  test("is given while the database is still at work on the sign-up", async () => {
    signUp.mockReturnValue(new Promise(() => {}));
    expect(await post({ email: "slow@example.com" })).toEqual({ kind: "check your inbox" });
    expect(signUp).toHaveBeenCalledWith(expect.objectContaining({ email: "slow@example.com" }));
  });

  test("is the same when the database fails; the failure is logged", async () => {
    signUp.mockRejectedValue(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
    expect(await post({ email: "down@example.com" })).toEqual({ kind: "check your inbox" });
    await vi.waitFor(() =>
      expect(logs.withMessage("a sign-up could not be saved")).toEqual([
        expect.objectContaining({ level: "error", cause: expect.stringContaining("ECONNREFUSED") }),
      ]),
    );
  });

  test("is a 503 saying nothing was saved while the database does not answer, and no sign-up is attempted", async () => {
    databaseDown = true;
    const request = new Request("https://band.example/follow", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: signUpForm({ email: "while.down@example.com", place: "33602" }),
    });
    const answer = await answerSignUpWhileDown(request, "198.51.100.7");
    expect(answer).toEqual({ kind: "refused", refusal: UNAVAILABLE });
    expect(signUp).not.toHaveBeenCalled();
    databaseDown = false;
  });

  test("for a robot that filled the hidden field comes after its whole form is read, as a person's", async () => {
    expect(
      await post({ email: "robot@example.com", place: "Tampa, FL", website: "http://spam.example" }),
    ).toEqual({ kind: "check your inbox" });
    expect(findPlace).toHaveBeenCalledWith("Tampa, FL");
    expect(signUp).not.toHaveBeenCalled();
  });
});
