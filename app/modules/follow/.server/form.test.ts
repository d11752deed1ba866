import { describe, expect, test } from "vitest";

import {
  CHOOSE_PLACE_MESSAGE,
  CONSENT_MESSAGE,
  EMAIL_MESSAGES,
  followFormSettings,
  readFollowForm,
} from "./form.ts";

/** The form as a browser sends it: every field, these values over good ones. */
const sent = (fields: Record<string, string> = {}) =>
  new URLSearchParams({
    email: "Jo@Example.com",
    place: "Tampa, FL",
    distance: "100 mi",
    consent: "yes",
    website: "",
    from: "/shows/5",
    ...fields,
  });

/** The site's shows, as the form asks after them: only show 5 exists. */
const site = { showExists: async (id: number) => id === 5 };
const read = (form: URLSearchParams) => readFollowForm(form, site);

const errorsOf = async (form: URLSearchParams) => {
  const reading = await read(form);
  if (reading.kind !== "invalid") throw new Error(`expected errors, got ${reading.kind}`);
  return reading.state;
};

describe("the sign-up form", () => {
  test("a good form: the address lower-cased, the place found, the distance in km, the page kept", async () => {
    const reading = await read(sent());
    expect(reading).toEqual({
      kind: "valid",
      signUp: expect.objectContaining({
        email: "jo@example.com",
        place: "Tampa, FL",
        unit: "mi",
        signedUpOn: "/shows/5",
      }),
    });
    expect(reading.kind === "valid" && reading.signUp.withinKm).toBeCloseTo(160.93, 1);
  });

  test("Home's short form sends no distance: the band's default, in its unit", async () => {
    expect(followFormSettings()).toEqual({
      unit: "mi",
      distance: "100 mi",
      placeHint: "City, ST or ZIP code",
    });
    const form = sent({ from: "/" });
    form.delete("distance");
    const reading = await read(form);
    expect(reading.kind === "valid" && reading.signUp).toMatchObject({ unit: "mi", signedUpOn: "/" });
    expect(reading.kind === "valid" && reading.signUp.withinKm).toBeCloseTo(160.93, 1);
  });

  test("a page that is not the site's is kept as /follow", async () => {
    for (const from of ["https://evil.example/", "/nowhere", ""]) {
      const reading = await read(sent({ from }));
      expect(reading.kind === "valid" && reading.signUp.signedUpOn).toBe("/follow");
    }
  });

  test("a show's page is kept only when the show exists; else /follow", async () => {
    const page = async (from: string) => {
      const reading = await read(sent({ from }));
      return reading.kind === "valid" && reading.signUp.signedUpOn;
    };
    expect(await page("/shows/5")).toBe("/shows/5");
    expect(await page("/shows/999999")).toBe("/follow");
  });

  test("each field that is wrong gets its own message; the typed values come back", async () => {
    const state = await errorsOf(
      sent({ email: "jo@example", place: "Atlantis, ZZ", distance: "far", consent: "" }),
    );
    expect(state.values).toEqual({
      email: "jo@example",
      place: "Atlantis, ZZ",
      distance: "far",
      consent: false,
    });
    expect(state.errors.email).toBe(EMAIL_MESSAGES.invalid);
    expect(state.errors.place).toMatch(/^"Atlantis, ZZ" is not a place we know/);
    expect(state.errors.distance).toMatch(/^"far" is not a distance/);
    expect(state.errors.consent).toBe(CONSENT_MESSAGE);
    expect(state.choices).toBeNull();
  });

  test("empty fields say what to enter", async () => {
    const state = await errorsOf(sent({ email: " ", place: "" }));
    expect(state.errors.email).toBe(EMAIL_MESSAGES.missing);
    expect(state.errors.place).toMatch(/^Type a place/);
    expect(Object.keys(state.errors).sort()).toEqual(["email", "place"]);
  });

  test("a place that is several asks which one; each choice, sent back, is found", async () => {
    const state = await errorsOf(sent({ place: "Springfield" }));
    expect(state.errors).toEqual({ place: CHOOSE_PLACE_MESSAGE });
    expect(state.choices!.length).toBeGreaterThan(1);
    expect(state.choices).toContain("Springfield, IL");
    const chosen = await read(sent({ place: state.choices![0]! }));
    expect(chosen.kind === "valid" && chosen.signUp.place).toBe(state.choices![0]);
  });

  test("the honeypot filled: a robot, whatever else was sent", async () => {
    expect(await read(sent({ website: "http://spam.example" }))).toEqual({ kind: "robot" });
    expect(await read(new URLSearchParams({ website: "x" }))).toEqual({ kind: "robot" });
  });

  test("the honeypot sent twice, empty first: still a robot (any filled value counts)", async () => {
    const form = sent();
    form.append("website", "x");
    expect(form.getAll("website")).toEqual(["", "x"]);
    expect(await read(form)).toEqual({ kind: "robot" });
  });

  test("an address longer than any real one is refused", async () => {
    const state = await errorsOf(sent({ email: `${"a".repeat(250)}@example.com` }));
    expect(state.errors.email).toBe(EMAIL_MESSAGES.invalid);
  });
});
