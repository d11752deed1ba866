import { z } from "zod";

import { bandText, SITE_LANGUAGES } from "#app/i18n/site-languages.ts";
import { siteConfigProblems } from "#app/site/config-check.ts";
import { FOCUS_POINTS } from "#app/site/focus.ts";
import { isLocalized } from "#app/site/localized-text.ts";
import { type ImageFile, PAGE_STYLE_KEYS, type PageStyleKey, type SiteConfig } from "#app/site/types.ts";

/**
 * The campaign the band sets at /admin: which style leads Home, and each style's hero words, buttons and
 * photo. What is not set there is the config's, which stays the default (decision 095).
 */

export type FocusKey = keyof typeof FOCUS_POINTS;
export const FOCUS_KEYS = Object.keys(FOCUS_POINTS) as [FocusKey, ...FocusKey[]];

/** An uploaded photo (app/modules/media/), and the point of it kept in view when cropped. */
const photo = z.strictObject({ image: z.string().regex(/^[0-9a-f]{12}$/), focus: z.enum(FOCUS_KEYS) });
export type HeroPhoto = z.infer<typeof photo>;

// Only the shape: the values are checked against the config's own rules (campaignProblems).
const link = z.strictObject({ service: z.string(), label: z.string().optional(), url: z.string() });

export const heroOverrides = {
  normal: z.strictObject({ heading: z.string(), text: z.string(), photo }).partial(),
  almostReal: z.strictObject({ text: z.string(), streamLinks: z.array(link), photo }).partial(),
  propofol: z
    .strictObject({
      label: z.string(),
      heading: z.string(),
      text: z.string(),
      watchLink: link,
      // null: the config's listen button taken away.
      listenLink: link.nullable(),
      photo,
    })
    .partial(),
};

export const campaignOverrides = z.strictObject({
  activeStyle: z.enum(PAGE_STYLE_KEYS).optional(),
  normal: heroOverrides.normal.optional(),
  almostReal: heroOverrides.almostReal.optional(),
  propofol: heroOverrides.propofol.optional(),
});
export type CampaignOverrides = z.infer<typeof campaignOverrides>;
export type HeroOverrides = { [K in PageStyleKey]: z.infer<(typeof heroOverrides)[K]> };

export interface CurrentCampaign {
  activeStyle: PageStyleKey;
  heroes: SiteConfig["heroes"];
  /** Where each uploaded hero photo keeps its subject in view. */
  focus: Partial<Record<PageStyleKey, FocusKey>>;
}

export const configCampaign = (config: SiteConfig): CurrentCampaign => ({
  activeStyle: config.activeStyle,
  heroes: config.heroes,
  focus: {},
});

/** A photo not found (removed from the database by hand) leaves the config's picture. */
export function applyCampaign(
  config: SiteConfig,
  overrides: CampaignOverrides,
  photos: ReadonlyMap<string, ImageFile> = new Map(),
): CurrentCampaign {
  const focus: CurrentCampaign["focus"] = {};
  const hero = <K extends PageStyleKey>(style: K): SiteConfig["heroes"][K] => {
    const { photo: chosen, ...words } = (overrides[style] ?? {}) as HeroOverrides[K];
    const merged: Record<string, unknown> = { ...config.heroes[style], ...words };
    if (merged.listenLink === null) delete merged.listenLink;
    const file = chosen && photos.get(chosen.image);
    if (chosen && file) {
      merged.media = { photo: file };
      // The middle is where a picture is kept anyway: no class, no style.
      if (chosen.focus !== "center") focus[style] = chosen.focus;
    }
    return merged as SiteConfig["heroes"][K];
  };
  return {
    activeStyle: overrides.activeStyle ?? config.activeStyle,
    heroes: { normal: hero("normal"), almostReal: hero("almostReal"), propofol: hero("propofol") },
    focus,
  };
}

/**
 * What the config's rules refuse in one style's hero, by the form's field ("heading", "watchLink.url",
 * "streamLinks[1].label"): the same sentences `npm run build` gives for the config file.
 */
export function heroProblems(
  config: SiteConfig,
  style: PageStyleKey,
  hero: SiteConfig["heroes"][PageStyleKey],
): Map<string, string> {
  const prefix = `heroes.${style}.`;
  const problems = new Map<string, string>();
  const all = siteConfigProblems({ ...config, heroes: { ...config.heroes, [style]: hero } });
  for (const problem of all) {
    if (!problem.startsWith(prefix)) continue;
    const [field, ...sentence] = problem.slice(prefix.length).split(": ");
    if (!problems.has(field!)) problems.set(field!, sentence.join(": "));
  }
  return problems;
}

/** Only what differs from the config is kept: saving the form unchanged overrides nothing. */
export function wordsThatDiffer<K extends PageStyleKey>(
  config: SiteConfig,
  style: K,
  hero: SiteConfig["heroes"][K],
): Omit<HeroOverrides[K], "photo"> {
  const configured = config.heroes[style] as Record<string, unknown>;
  const given = hero as Record<string, unknown>;
  const differing: Record<string, unknown> = {};
  for (const key of Object.keys(heroOverrides[style].shape)) {
    if (key === "photo" || key === "media") continue;
    // A text the config gives per language is shown in the form in the site's first: left as shown, it
    // stays the config's, every language with it (an edit is the text in every language).
    const shown = isLocalized(configured[key])
      ? bandText(configured[key], SITE_LANGUAGES[0])
      : configured[key];
    const same = (value: unknown) => JSON.stringify(given[key]) === JSON.stringify(value);
    if (same(configured[key]) || same(shown)) continue;
    differing[key] = given[key] === undefined ? null : given[key];
  }
  return differing as Omit<HeroOverrides[K], "photo">;
}

/** For `npm run doctor`: each config value the band's pages override, in the config's own names. */
export function overriddenValues(config: SiteConfig, overrides: CampaignOverrides): string[] {
  const found: string[] = [];
  if (overrides.activeStyle && overrides.activeStyle !== config.activeStyle)
    found.push(
      `activeStyle: "${overrides.activeStyle}" leads Home (the config says "${config.activeStyle}")`,
    );
  for (const style of PAGE_STYLE_KEYS) {
    const hero = overrides[style];
    if (!hero) continue;
    for (const key of Object.keys(hero)) {
      found.push(
        key === "photo"
          ? `heroes.${style}.media: a photo uploaded at /admin`
          : `heroes.${style}.${key}${(hero as Record<string, unknown>)[key] === null ? ": taken away" : ""}`,
      );
    }
  }
  return found;
}
