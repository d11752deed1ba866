import { describe, expect, test } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";

import { followFormSettings, readFollowForm } from "./form.ts";
import { CROSS_SITE, TOO_LARGE, TOO_MUCH_MAIL, TOO_OFTEN, UNAVAILABLE } from "./guard.ts";

/** The form as a browser sends it from /es/follow: every field, these values over good ones. */
const sent = (fields: Record<string, string> = {}) =>
  new URLSearchParams({
    email: "jo@example.com",
    place: "Tampa, FL",
    distance: "100 mi",
    consent: "yes",
    website: "",
    from: "/es/follow",
    ...fields,
  });

const site = { showExists: async () => false };

/** The form's errors, read as a Spanish page reads them. */
async function errorsInSpanish(form: URLSearchParams) {
  const reading = await inLanguage("es", () => readFollowForm(form, site));
  if (reading.kind !== "invalid") throw new Error(`expected errors, got ${reading.kind}`);
  return reading.state.errors;
}

describe("the sign-up form on a Spanish page", () => {
  test("an empty address, and no tick: a Spanish sentence for each", async () => {
    const errors = await errorsInSpanish(sent({ email: " ", consent: "" }));
    expect(errors.email).toBe("Escribe tu correo electrónico, por ejemplo nombre@example.com.");
    expect(errors.consent).toBe("Marca la casilla para confirmar que quieres recibir estos correos.");
  });

  test("an address cut short says to write all of it", async () => {
    const errors = await errorsInSpanish(sent({ email: "jo@example" }));
    expect(errors).toEqual({
      email: "Escribe la dirección de correo completa, por ejemplo nombre@example.com.",
    });
  });

  test("a distance it cannot read is named in Spanish too", async () => {
    const errors = await errorsInSpanish(sent({ distance: "lejos" }));
    expect(Object.keys(errors)).toEqual(["distance"]);
    // The sentence is the places module's (app/.server/places/distance.ts), shared with /es/shows/near.
    expect(errors.distance).toMatch(/"lejos" .*distancia/);
    expect(errors.distance).not.toMatch(/is not a distance|miles/);
  });

  test("a place that is several asks which one, in Spanish", async () => {
    const errors = await errorsInSpanish(sent({ place: "Springfield" }));
    expect(errors).toEqual({ place: "¿Cuál de ellos? Elige tu lugar en la lista." });
  });

  test("the same form read outside any page still answers in English", async () => {
    const reading = await readFollowForm(sent({ email: "", consent: "" }), site);
    expect(reading.kind === "invalid" && reading.state.errors.consent).toBe(
      "Tick the box to say you want these e-mails.",
    );
  });

  test("the place hint is Spanish; the distance stays as the form reads it back", () => {
    expect(inLanguage("es", followFormSettings)).toEqual({
      unit: "mi",
      distance: "100 mi",
      placeHint: "Ciudad y estado, o código postal",
    });
  });

  test("a refused post says why in the page's language, the same refusal in English elsewhere", () => {
    expect(inLanguage("es", () => TOO_OFTEN.message)).toBe(
      "Demasiados registros desde aquí por ahora. Vuelve a intentarlo en una hora.",
    );
    expect(TOO_OFTEN.message).toBe("Too many sign-ups from here for now. Please try again in an hour.");
    for (const refusal of [CROSS_SITE, TOO_LARGE, TOO_MUCH_MAIL, UNAVAILABLE]) {
      expect(inLanguage("es", () => refusal.message)).not.toBe(refusal.message);
      expect(inLanguage("es", () => refusal.message)).toMatch(/^[A-ZÁÉÍÓÚ¿¡][^]*\.$/);
    }
  });
});
