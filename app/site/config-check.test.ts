import { describe, expect, it } from "vitest";
import { siteConfig } from "#content/site.config.ts";
import { assertSiteConfig, siteConfigProblems } from "./config-check.ts";

/** Any shape at all: the slips below are what the types would refuse. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** The shipped config with one slip a band might make. */
function withSlip(slip: (config: Loose) => void): unknown {
  const config: Loose = structuredClone(siteConfig);
  slip(config);
  return config;
}

describe("the config check", () => {
  it("passes the shipped config", () => {
    expect(siteConfigProblems(siteConfig)).toEqual([]);
    expect(() => assertSiteConfig(siteConfig)).not.toThrow();
  });

  it("names a wrong page style, lists the styles and suggests the one meant", () => {
    expect(siteConfigProblems(withSlip((config) => (config.activeStyle = "Normal")))).toEqual([
      'activeStyle: "Normal" is not one of normal, almostReal, propofol. Did you mean "normal"?',
    ]);
  });

  it("names an unknown service by its place in the list and suggests the one meant", () => {
    const [problem] = siteConfigProblems(
      withSlip((config) => config.socials.push({ service: "tiktock", url: "https://www.tiktok.com/@band" })),
    );
    expect(problem).toMatch(
      /^socials\[3\]\.service: "tiktock" is not one of spotify, .*bandsintown, website/,
    );
    expect(problem).toMatch(/Did you mean "tiktok"\?$/);
  });

  it("takes every service the site knows, the link's label defaulting to the service's name", () => {
    const links = ["tiktok", "x", "threads", "bluesky", "bandsintown", "soundcloud", "twitch"].map(
      (service) => ({
        service,
        url: `https://${service}.example.com/band`,
      }),
    );
    const streaming = ["deezer", "tidal", "amazonMusic", "website"].map((service) => ({
      service,
      url: `https://${service}.example.com/band`,
    }));
    expect(
      siteConfigProblems(withSlip((config) => ((config.socials = links), (config.streaming = streaming)))),
    ).toEqual([]);
  });

  it("names a malformed web address", () => {
    expect(siteConfigProblems(withSlip((config) => (config.credit.url = "example.com")))).toEqual([
      'credit.url: "example.com" is not a web address: write it whole, such as https://www.instagram.com/yourband',
    ]);
    expect(
      siteConfigProblems(withSlip((config) => (config.preorder.url = "htps://shop.band.com"))),
    ).toHaveLength(1);
  });

  it("names a malformed e-mail address", () => {
    expect(siteConfigProblems(withSlip((config) => (config.bookingsEmail = "bookings@")))).toEqual([
      'bookingsEmail: "bookings@" is not an e-mail address, such as bookings@yourband.com',
    ]);
  });

  it("names a missing picture and a picture written as a path instead of imported", () => {
    expect(siteConfigProblems(withSlip((config) => delete config.images.logo.file))).toEqual([
      expect.stringMatching(
        /^images\.logo\.file: is missing: put the picture in content\/images\/, import it/,
      ),
    ]);
    expect(
      siteConfigProblems(withSlip((config) => (config.releases[1].cover = "./images/cover.jpg"))),
    ).toEqual([
      expect.stringMatching(
        /^releases\[1\]\.cover: must be an imported picture, not the text "\.\/images\/cover\.jpg"/,
      ),
    ]);
    expect(
      siteConfigProblems(
        withSlip((config) => (config.heroes.normal.media = { video: {}, poster: undefined })),
      ),
    ).toEqual([
      "heroes.normal.media.video: needs an mp4 or a webm file",
      expect.stringMatching(/^heroes\.normal\.media\.poster: is missing/),
    ]);
  });

  it("names an empty required text, spaces alone included, and a missing one", () => {
    expect(
      siteConfigProblems(
        withSlip((config) => {
          config.heroes.normal.heading = "  ";
          config.name = "";
          delete config.about;
        }),
      ),
    ).toEqual(["name: is empty", "about: is missing", "heroes.normal.heading: is empty"]);
  });

  it("names a misspelt setting, which would otherwise be silently ignored", () => {
    expect(siteConfigProblems(withSlip((config) => (config.credit.nmae = "Our friend")))).toEqual([
      'credit.nmae: is not a setting here. Did you mean "name"?',
    ]);
  });

  it("names a wrong time zone, country or Spotify id, and a value of the wrong kind", () => {
    expect(
      siteConfigProblems(
        withSlip((config) => {
          config.timeZone = "America/NewYork";
          config.country = "USA";
          config.spotifyArtistId = "https://open.spotify.com/artist/x";
          config.genres = "Rock";
        }),
      ),
    ).toEqual([
      'genres: must be a list in [ ], not "Rock"',
      expect.stringMatching(
        /^timeZone: "America\/NewYork" is not a time zone: .*Did you mean "America\/New_York"\?$/,
      ),
      'country: "USA" is not a country code: use two capital letters, such as US, CA or GB',
      expect.stringMatching(/^spotifyArtistId: must be the 22 letters and digits/),
    ]);
  });

  it("names every mistake at once, with the file to fix", () => {
    const slips = withSlip((config) => {
      config.activeStyle = "propfol";
      config.bookingsEmail = "nobody";
    });
    expect(() => assertSiteConfig(slips)).toThrow(
      /^content\/site\.config\.ts has 2 mistakes; the site cannot start until they are fixed:\n {2}activeStyle: .*\n {2}bookingsEmail: /,
    );
  });
});
