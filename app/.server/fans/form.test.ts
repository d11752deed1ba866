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

const errorsOf = (form: URLSearchParams) => {
  const reading = readFollowForm(form);
  if (reading.kind !== "invalid") throw new Error(`expected errors, got ${reading.kind}`);
  return reading.state;
};

describe("the sign-up form", () => {
  test("a good form: the address lower-cased, the place found, the distance in km, the page kept", () => {
    const reading = readFollowForm(sent());
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

  test("Home's short form sends no distance: the band's default, in its unit", () => {
    expect(followFormSettings()).toEqual({
      unit: "mi",
      distance: "100 mi",
      placeHint: "City, ST or ZIP code",
    });
    const form = sent({ from: "/" });
    form.delete("distance");
    const reading = readFollowForm(form);
    expect(reading.kind === "valid" && reading.signUp).toMatchObject({ unit: "mi", signedUpOn: "/" });
    expect(reading.kind === "valid" && reading.signUp.withinKm).toBeCloseTo(160.93, 1);
  });

  test("a page that is not the site's is kept as /follow", () => {
    for (const from of ["https://evil.example/", "/nowhere", ""]) {
      const reading = readFollowForm(sent({ from }));
      expect(reading.kind === "valid" && reading.signUp.signedUpOn).toBe("/follow");
    }
  });

  test("each field that is wrong gets its own message; the typed values come back", () => {
    const state = errorsOf(
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

  test("empty fields say what to enter", () => {
    const state = errorsOf(sent({ email: " ", place: "" }));
    expect(state.errors.email).toBe(EMAIL_MESSAGES.missing);
    expect(state.errors.place).toMatch(/^Type a place/);
    expect(Object.keys(state.errors).sort()).toEqual(["email", "place"]);
  });

  test("a place that is several asks which one; each choice, sent back, is found", () => {
    const state = errorsOf(sent({ place: "Springfield" }));
    expect(state.errors).toEqual({ place: CHOOSE_PLACE_MESSAGE });
    expect(state.choices!.length).toBeGreaterThan(1);
    expect(state.choices).toContain("Springfield, IL");
    const chosen = readFollowForm(sent({ place: state.choices![0]! }));
    expect(chosen.kind === "valid" && chosen.signUp.place).toBe(state.choices![0]);
  });

  test("the honeypot filled: a robot, whatever else was sent", () => {
    expect(readFollowForm(sent({ website: "http://spam.example" }))).toEqual({ kind: "robot" });
    expect(readFollowForm(new URLSearchParams({ website: "x" }))).toEqual({ kind: "robot" });
  });

  test("the honeypot sent twice, empty first: still a robot (any filled value counts)", () => {
    const form = sent();
    form.append("website", "x");
    expect(form.getAll("website")).toEqual(["", "x"]);
    expect(readFollowForm(form)).toEqual({ kind: "robot" });
  });

  test("an address longer than any real one is refused", () => {
    const state = errorsOf(sent({ email: `${"a".repeat(250)}@example.com` }));
    expect(state.errors.email).toBe(EMAIL_MESSAGES.invalid);
  });
});
