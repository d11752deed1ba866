import { describe, expect, test } from "vitest";

import { countryName, directionsUrl, formatAddressLines } from "./address.ts";

const place = {
  address: "54 N Orange Ave",
  city: "Orlando",
  state: "FL",
  postalCode: "32801",
  country: null,
};

describe("formatAddressLines", () => {
  test("street, then city, state and ZIP; the band's own country not named", () => {
    expect(formatAddressLines(place, "US")).toEqual(["54 N Orange Ave", "Orlando, FL 32801"]);
    expect(formatAddressLines({ ...place, country: "US" }, "US")).toEqual([
      "54 N Orange Ave",
      "Orlando, FL 32801",
    ]);
  });

  test("a show abroad names its country", () => {
    expect(
      formatAddressLines(
        { address: "1 Tempor St W", city: "Toronto", state: "ON", postalCode: "M5V 2T6", country: "CA" },
        "US",
      ),
    ).toEqual(["1 Tempor St W", "Toronto, ON M5V 2T6", "Canada"]);
  });

  test("missing parts leave no dangling commas or spaces", () => {
    expect(formatAddressLines({ ...place, state: null }, "US")).toEqual([
      "54 N Orange Ave",
      "Orlando, 32801",
    ]);
    expect(formatAddressLines({ ...place, city: null, postalCode: null }, "US")).toEqual([
      "54 N Orange Ave",
      "FL",
    ]);
    expect(
      formatAddressLines({ address: null, city: null, state: null, postalCode: null, country: null }, "US"),
    ).toEqual([]);
  });

  test("country names in English", () => {
    expect(countryName("GB")).toBe("United Kingdom");
    expect(countryName("DE")).toBe("Germany");
  });
});

describe("directionsUrl", () => {
  test("a Google Maps search for the venue at its full address", () => {
    const url = new URL(directionsUrl("The Social", place, "US")!);
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/search/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("query")).toBe("The Social, 54 N Orange Ave, Orlando, FL 32801");
  });

  test("characters that mean something in a URL are encoded", () => {
    const url = directionsUrl("Bar & Grill #2", { ...place, address: "1 A/B St?x=1" }, "US")!;
    expect(new URL(url).searchParams.get("query")).toBe("Bar & Grill #2, 1 A/B St?x=1, Orlando, FL 32801");
    expect(url).not.toContain("#");
  });

  test("no street address, no link: a search for a city would send fans to the wrong place", () => {
    expect(directionsUrl("The Social", { ...place, address: null }, "US")).toBeNull();
  });
});
