import { describe, expect, it } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";

import { releaseText } from "./release-text.ts";

describe("a release's kind and date in Spanish", () => {
  it.each([
    ["EP, April 2025", "EP, abril de 2025"],
    ["Single, September 2024", "Sencillo, septiembre de 2024"],
    ["Album, March 2023", "Álbum, marzo de 2023"],
    ["EP, 2019", "EP, 2019"],
    ["single · may 2022", "sencillo · mayo de 2022"],
    // Spotify's, with no kind.
    ["April 2025", "abril de 2025"],
    ["2019", "2019"],
  ])("%s → %s", (english, spanish) => {
    expect(releaseText(english, "es")).toBe(spanish);
    expect(inLanguage("es", () => releaseText(english))).toBe(spanish);
  });

  it("leaves what the band wrote in its own way as written", () => {
    expect(releaseText("Live bootleg, summer 2021", "es")).toBe("Live bootleg, summer 2021");
  });

  it("is the text itself in English", () => {
    for (const text of ["EP, April 2025", "single · may 2022", "2019", "Live bootleg, summer 2021"])
      expect(releaseText(text)).toBe(text);
  });
});
