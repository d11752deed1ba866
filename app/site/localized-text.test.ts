import { expect, test } from "vitest";

import { siteConfig } from "#content/site.config.ts";

import { siteConfigProblems } from "./config-check.ts";
import { localizedTextProblems, missingTranslations, textIn } from "./localized-text.ts";

const SITE = ["en", "es"] as const;

test("a text in the page's language, else in the site's first", () => {
  expect(textIn("Same everywhere", "es", SITE)).toBe("Same everywhere");
  expect(textIn({ en: "Hello", es: "Hola" }, "es", SITE)).toBe("Hola");
  expect(textIn({ en: "Hello" }, "es", SITE)).toBe("Hello");
  expect(textIn({ en: "Hello", es: "Hola" }, "en", SITE)).toBe("Hello");
});

test("the config check names a text in a language the site does not have, and one without its first", () => {
  const config = { about: { en: "Hi", fr: "Salut" }, bio: [{ es: "Solo en español" }] };
  expect(localizedTextProblems(config, SITE)).toEqual([
    {
      path: ["about", "fr"],
      message: expect.stringMatching(/^"fr" is not one of the site's languages \(en, es\)/),
    },
    { path: ["bio", 0], message: 'has no English ("en"): every other language falls back on it' },
  ]);
  const problems = siteConfigProblems({ ...siteConfig, about: { es: "Solo en español" } });
  expect(problems).toEqual(['about: has no English ("en"): every other language falls back on it']);
  expect(siteConfigProblems({ ...siteConfig, languages: ["en", "fr"] })).toEqual([
    'languages[1]: "fr" is not a language the site has words for: use one of en, es (docs/configuration.md#languages says how to add one)',
  ]);
});

test("the doctor's missing translations: a text without a language, and prose given once", () => {
  const config = {
    name: "The Band",
    about: "Only English",
    bio: [{ en: "One", es: "Uno" }, { en: "Two" }],
    heroes: { normal: { heading: "The Band", text: { en: "Loud", es: "Fuerte" } } },
  };
  expect(missingTranslations(config, SITE)).toEqual([
    { path: ["bio", 1], missing: ["es"] },
    { path: ["about"], missing: ["es"] },
  ]);
  expect(missingTranslations(config, ["en"])).toEqual([]);
  // The sample gives every text in both.
  expect(missingTranslations(siteConfig, SITE)).toEqual([]);
});
