import { bandText, SITE_LANGUAGES } from "#app/i18n/site-languages.ts";
import { isLocalized } from "#app/site/localized-text.ts";
import { PAGE_STYLE_KEYS, type PageStyleKey, type ServiceLink, type SiteConfig } from "#app/site/types.ts";

/**
 * The hero's words and buttons as form fields, named by their place in the config ("heading",
 * "watchLink.url", "streamLinks[1].label") so that the config's rules name the field they refuse.
 */

/** A style's key as a form or an address gives it; null for anything else. */
export const styleOf = (value: unknown): PageStyleKey | null =>
  PAGE_STYLE_KEYS.find((key) => key === value) ?? null;

export const STYLE_NAMES: Record<PageStyleKey, string> = {
  normal: "The band (normal)",
  almostReal: "A release (almostReal)",
  propofol: "A single or video (propofol)",
};

export interface WordField {
  name: string;
  label: string;
}
export interface ButtonField {
  name: string;
  label: string;
  /** A button left without a link is taken away. */
  optional: boolean;
}

const MAX_STREAM_LINKS = 3;

export const HERO_FORM: Record<PageStyleKey, { words: WordField[]; buttons: ButtonField[] }> = {
  normal: {
    words: [
      { name: "heading", label: "Heading" },
      { name: "text", label: "Line under it" },
    ],
    buttons: [],
  },
  almostReal: {
    words: [{ name: "text", label: "Line under the logo" }],
    buttons: Array.from({ length: MAX_STREAM_LINKS }, (_, index) => ({
      name: `streamLinks[${index}]`,
      label: `Button ${index + 1}`,
      optional: true,
    })),
  },
  propofol: {
    words: [
      { name: "label", label: "Small line above" },
      { name: "heading", label: "Heading" },
      { name: "text", label: "Line under it" },
    ],
    buttons: [
      { name: "watchLink", label: "Watch button", optional: false },
      { name: "listenLink", label: "Listen button", optional: true },
    ],
  },
};

type Hero = SiteConfig["heroes"][PageStyleKey];

function buttonsOf(style: PageStyleKey, hero: Hero): Map<string, ServiceLink | undefined> {
  const found = new Map<string, ServiceLink | undefined>();
  if (style === "almostReal")
    HERO_FORM.almostReal.buttons.forEach((button, index) =>
      found.set(button.name, (hero as SiteConfig["heroes"]["almostReal"]).streamLinks[index]),
    );
  if (style === "propofol") {
    const { watchLink, listenLink } = hero as SiteConfig["heroes"]["propofol"];
    found.set("watchLink", watchLink).set("listenLink", listenLink);
  }
  return found;
}

/** The form's values for a hero as the pages show it now. */
export function heroFormValues(style: PageStyleKey, hero: Hero): Record<string, string> {
  const values: Record<string, string> = {};
  const written = hero as Record<string, unknown>;
  // The band's pages are in the site's first language: a text given per language shows in it.
  for (const field of HERO_FORM[style].words) {
    const words = written[field.name];
    values[field.name] = isLocalized(words) ? bandText(words, SITE_LANGUAGES[0]) : String(words ?? "");
  }
  for (const [name, link] of buttonsOf(style, hero)) {
    values[`${name}.service`] = link?.service ?? "";
    values[`${name}.label`] = link?.label ?? "";
    values[`${name}.url`] = link?.url ?? "";
  }
  return values;
}

/** The hero as the form gives it, on top of the one shown now (its logo and picture stay). */
export function heroFromForm(style: PageStyleKey, form: FormData, shown: Hero): Hero {
  const value = (name: string) => {
    const given = form.get(name);
    return typeof given === "string" ? given.trim() : "";
  };
  const hero: Record<string, unknown> = { ...shown };
  for (const field of HERO_FORM[style].words) hero[field.name] = value(field.name);
  const link = (name: string, optional: boolean): ServiceLink | undefined => {
    const url = value(`${name}.url`);
    if (optional && !url) return undefined;
    const label = value(`${name}.label`);
    return { service: value(`${name}.service`), ...(label && { label }), url } as ServiceLink;
  };
  if (style === "almostReal")
    hero.streamLinks = HERO_FORM.almostReal.buttons.flatMap((button) => link(button.name, true) ?? []);
  if (style === "propofol") {
    hero.watchLink = link("watchLink", false);
    hero.listenLink = link("listenLink", true);
    if (!hero.listenLink) delete hero.listenLink;
  }
  return hero as Hero;
}
