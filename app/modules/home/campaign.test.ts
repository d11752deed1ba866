import { describe, expect, test } from "vitest";

import type { ImageFile, SiteConfig } from "#app/site/types.ts";
import { siteConfig } from "#content/site.config.ts";

import { applyCampaign, heroProblems, overriddenValues, wordsThatDiffer } from "./campaign.ts";

const config: SiteConfig = { ...siteConfig, activeStyle: "propofol" };
const photo: ImageFile = {
  id: "",
  src: "/media/abcdefabcdef-800.webp",
  width: 800,
  height: 600,
  sources: [],
};

describe("the campaign on Home", () => {
  test("without overrides, the config's style and heroes", () => {
    const current = applyCampaign(config, {});
    expect(current.activeStyle).toBe("propofol");
    expect(current.heroes).toEqual(config.heroes);
    expect(current.focus).toEqual({});
  });

  test("the band's words, style and photo over the config's, the rest kept", () => {
    const current = applyCampaign(
      config,
      {
        activeStyle: "normal",
        normal: { heading: "Tonight", photo: { image: "abcdefabcdef", focus: "top" } },
        propofol: { listenLink: null },
      },
      new Map([["abcdefabcdef", photo]]),
    );
    expect(current.activeStyle).toBe("normal");
    expect(current.heroes.normal).toEqual({ ...config.heroes.normal, heading: "Tonight", media: { photo } });
    expect(current.focus).toEqual({ normal: "top" });
    expect(current.heroes.propofol.listenLink).toBeUndefined();
    expect(current.heroes.propofol.watchLink).toEqual(config.heroes.propofol.watchLink);
  });

  test("a photo no longer stored leaves the config's picture", () => {
    const current = applyCampaign(config, { normal: { photo: { image: "abcdefabcdef", focus: "top" } } });
    expect(current.heroes.normal.media).toEqual(config.heroes.normal.media);
    expect(current.focus).toEqual({});
  });
});

describe("the hero's rules are the config's", () => {
  test("an empty heading and a link that is no web address are named by field", () => {
    const problems = heroProblems(config, "propofol", {
      ...config.heroes.propofol,
      heading: " ",
      watchLink: { service: "youtube", url: "youtube dot com" },
    });
    expect([...problems.keys()].sort()).toEqual(["heading", "watchLink.url"]);
    expect(problems.get("heading")).toBe("is empty");
    expect(problems.get("watchLink.url")).toMatch(/youtube dot com/);
  });

  test("a hero that fits has no problems", () => {
    expect(heroProblems(config, "normal", { ...config.heroes.normal, heading: "New" }).size).toBe(0);
  });
});

test("only what differs from the config is kept", () => {
  const withoutListen = { ...config.heroes.propofol, text: "Out Friday" };
  delete withoutListen.listenLink;
  expect(wordsThatDiffer(config, "propofol", withoutListen)).toEqual({
    text: "Out Friday",
    listenLink: null,
  });
  expect(wordsThatDiffer(config, "normal", config.heroes.normal)).toEqual({});
});

test("a text the config gives per language, sent back as the form showed it, stays the config's", () => {
  // The form shows the site's first language; saving it unchanged must not drop the Spanish.
  const asShown = { ...config.heroes.propofol, label: "New single", text: "Out Friday" };
  expect(config.heroes.propofol.label).toEqual({ en: "New single", es: "Nuevo sencillo" });
  expect(wordsThatDiffer(config, "propofol", asShown)).toEqual({ text: "Out Friday" });
});

test("the doctor names each value the band's pages override", () => {
  expect(
    overriddenValues(config, {
      activeStyle: "normal",
      normal: { heading: "Tonight", photo: { image: "abcdefabcdef", focus: "center" } },
      propofol: { listenLink: null },
    }),
  ).toEqual([
    'activeStyle: "normal" leads Home (the config says "propofol")',
    "heroes.normal.heading",
    "heroes.normal.media: a photo uploaded at /admin",
    "heroes.propofol.listenLink: taken away",
  ]);
});
