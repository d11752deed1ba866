import { describe, expect, test } from "vitest";

import { findPlace, type Place, type PlaceMatch } from "./index.ts";

/** The place a query finds, or a failure naming what it got instead. */
function found(query: string): Place {
  const match = findPlace(query);
  if (match.kind !== "found") throw new Error(`"${query}" gave ${JSON.stringify(match)}`);
  return match.place;
}

function choicesOf(match: PlaceMatch): string[] {
  if (match.kind !== "ambiguous") throw new Error(`expected a choice, got ${JSON.stringify(match)}`);
  return match.choices.map((choice) => choice.name);
}

describe("US places", () => {
  test("a city and its state, however it is typed", () => {
    const tampa = found("Tampa, FL");
    expect(tampa).toMatchObject({ name: "Tampa, FL", country: "US" });
    expect(tampa.latitude).toBeCloseTo(27.95, 1);
    expect(tampa.longitude).toBeCloseTo(-82.46, 1);
    for (const query of [
      "tampa",
      "TAMPA, fl",
      "  Tampa ,  FL  ",
      "Tampa FL",
      "Tampa, Florida",
      "Tampa, FL, USA",
    ]) {
      expect(found(query), query).toEqual(tampa);
    }
  });

  test("accents, dots and Saint/St. are written either way", () => {
    expect(found("Saint Petersburg, FL").name).toBe("St. Petersburg, FL");
    expect(found("st petersburg fl").name).toBe("St. Petersburg, FL");
    expect(found("Ft Lauderdale, FL").name).toBe("Fort Lauderdale, FL");
  });

  test("a town the ZIP codes name but the city list does not: New York, and villages under 1,000 people", () => {
    const newYork = found("New York, NY");
    expect(newYork.latitude).toBeCloseTo(40.75, 1);
    expect(newYork.longitude).toBeCloseTo(-73.99, 1);
    expect(found("new york")).toEqual(newYork);
    // A bare "tampa" is the city; the Kansas village needs its state.
    expect(found("Tampa, KS")).toMatchObject({ name: "Tampa, KS", country: "US" });
  });

  test("a ZIP code, with or without its +4, and the name it is given", () => {
    const zip = found("33602");
    expect(zip).toMatchObject({ name: "33602 (Tampa, FL)", country: "US" });
    expect(found("33602-1234")).toEqual(zip);
    expect(found("33602 (Tampa, FL)")).toEqual(zip);
    // Pasted from an address.
    expect(found("Tampa, FL 33602")).toEqual(zip);
    expect(found("Tampa, FL 00000").name).toBe("Tampa, FL");
  });
});

describe("Canadian places", () => {
  test("a city and its province, by postal abbreviation or name", () => {
    const toronto = found("Toronto, ON");
    expect(toronto).toMatchObject({ name: "Toronto, ON", country: "CA" });
    expect(toronto.latitude).toBeCloseTo(43.7, 1);
    for (const query of ["toronto, ontario", "Toronto, Canada", "Toronto, ON, Canada", "Toronto, CA"]) {
      expect(found(query), query).toEqual(toronto);
    }
    expect(found("Vancouver British Columbia").name).toBe("Vancouver, BC");
    expect(found("Montreal, QC").name).toBe("Montréal, QC");
  });

  test("a postal code is kept to its district, named after the city it is in", () => {
    const district = found("M5V 3L9");
    expect(district).toMatchObject({ name: "M5V (Toronto, ON)", country: "CA" });
    for (const query of ["m5v3l9", "M5V", "M5V (Toronto, ON)", "Toronto, ON M5V 3L9"]) {
      expect(found(query), query).toEqual(district);
    }
    // Across the river from Ottawa, in Quebec: named after the Quebec city, not the larger one.
    expect(found("J8X").name).toBe("J8X (Gatineau, QC)");
  });
});

describe("a name several places share", () => {
  test("asks which one: most populous first, at most eight", () => {
    const london = findPlace("london");
    expect(london).toMatchObject({ kind: "ambiguous", query: "london" });
    expect(choicesOf(london).slice(0, 3)).toEqual(["London, United Kingdom", "London, ON", "London, OH"]);
    expect(choicesOf(findPlace("Springfield"))).toHaveLength(8);
    expect(choicesOf(findPlace("toronto"))).toEqual(["Toronto, ON", "Toronto, Australia", "Toronto, OH"]);
  });

  test("each choice's name finds exactly that place again", () => {
    for (const query of ["London", "Springfield", "Paris", "Portland", "Saint Petersburg"]) {
      const match = findPlace(query);
      if (match.kind !== "ambiguous") throw new Error(`${query} should ask which one`);
      for (const choice of match.choices) expect(found(choice.name), choice.name).toEqual(choice);
    }
  });

  test("a state or country settles it; a two-letter word is a state before it is a country", () => {
    expect(found("Springfield, IL").name).toBe("Springfield, IL");
    expect(found("London, England").name).toBe("London, United Kingdom");
    expect(found("Paris, France").country).toBe("FR");
    expect(found("London, CA").name).toBe("London, CA");
  });
});

describe("an unknown place", () => {
  test("one sentence naming what was typed and what works", () => {
    const match = findPlace("Atlantis, XX");
    expect(match).toEqual({
      kind: "unknown",
      query: "Atlantis, XX",
      message:
        '"Atlantis, XX" is not a place we know: try a city and state or country, such as "Tampa, FL" or ' +
        '"Toronto, Canada", or a ZIP or postal code, such as 33602 or M5V 3L9.',
    });
    expect(findPlace("Tampa, ON")).toMatchObject({ kind: "unknown", query: "Tampa, ON" });
  });

  test("a postal code no one has, nothing at all, and a text too long to be a place", () => {
    expect(findPlace("00000")).toMatchObject({
      kind: "unknown",
      message: expect.stringMatching(/^"00000" is not a ZIP or postal code we know: /),
    });
    expect(findPlace("   ")).toMatchObject({
      kind: "unknown",
      message: expect.stringMatching(/^Type a place: /),
    });
    const long = findPlace("x".repeat(200));
    expect(long.kind).toBe("unknown");
    expect(long.kind === "unknown" && long.message.length).toBeLessThan(220);
  });
});

test("a place it cannot find is said in the page's language", async () => {
  const { inLanguage } = await import("#app/i18n/.server/request-language.ts");
  const match = inLanguage("es", () => findPlace("Atlantis, XX"));
  expect(match).toMatchObject({ kind: "unknown" });
  expect(match.kind === "unknown" && match.message).toMatch(
    /^No conocemos "Atlantis, XX": prueba con una ciudad/,
  );
  expect(inLanguage("es", () => findPlace(" "))).toMatchObject({
    message: expect.stringMatching(/^Escribe un lugar/),
  });
});
