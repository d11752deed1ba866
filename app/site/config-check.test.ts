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

  it("says a required setting is missing, not that undefined is not one", () => {
    const problems = siteConfigProblems(
      withSlip((config) => {
        delete config.bookingsEmail;
        delete config.timeZone;
        delete config.credit.url;
        delete config.spotifyArtistId;
        delete config.heroes.propofol.watchLink;
      }),
    );
    expect(problems).toEqual([
      "timeZone: is missing",
      "bookingsEmail: is missing",
      "credit.url: is missing",
      "spotifyArtistId: is missing",
      "heroes.propofol.watchLink: is missing",
    ]);
    expect(problems.join("\n")).not.toContain("undefined");
  });

  it("names a colour that does not parse by its setting: the slip that took the buttons' fill", () => {
    expect(
      siteConfigProblems(withSlip((config) => (config.pageStyles.almostReal.accentColor = "#1e90fff"))),
    ).toEqual([
      'pageStyles.almostReal.accentColor: "#1e90fff" is not a colour (expected #rgb, #rrggbb, rgb(30 144 255), hsl(210 100% 56%), oklch(62% 0.19 260) or a name such as black)',
    ]);
    expect(
      siteConfigProblems(
        withSlip((config) => {
          config.pageStyles.normal.backgroundColor = "blakc";
          config.pageStyles.propofol.primary.fill = "rgb(30 144)";
          config.pageStyles.propofol.dateTile.day = "teal-ish";
        }),
      ),
    ).toEqual([
      expect.stringMatching(
        /^pageStyles\.normal\.backgroundColor: "blakc" is not a colour .*\. Did you mean "black"\?$/,
      ),
      expect.stringMatching(
        /^pageStyles\.propofol\.primary\.fill: "rgb\(30 144\)" is not a colour \(expected /,
      ),
      expect.stringMatching(/^pageStyles\.propofol\.dateTile\.day: "teal-ish" is not a colour \(expected /),
    ]);
  });

  it("takes every colour form it can measure, and refuses a see-through one", () => {
    for (const accent of [
      "#1e90ff",
      "#1E90FF",
      "#19f",
      "#1e90ffff",
      "rgb(30, 144, 255)",
      "rgb(30 144 255)",
      "hsl(210 100% 56%)",
      "hsl(210deg, 100%, 56%)",
      "oklch(62% 0.19 260)",
      "dodgerblue",
    ]) {
      expect(
        siteConfigProblems(withSlip((config) => (config.pageStyles.normal.accentColor = accent))),
        accent,
      ).toEqual([]);
    }
    expect(
      siteConfigProblems(withSlip((config) => (config.pageStyles.normal.accentColor = "#1e90ff80"))),
    ).toEqual([
      'pageStyles.normal.accentColor: "#1e90ff80" is see-through: give a solid colour (the site measures its contrast), such as #1e90ff',
    ]);
    expect(
      siteConfigProblems(
        withSlip((config) => (config.pageStyles.normal.accentColor = "rgb(30 144 255 / 50%)")),
      ),
    ).toEqual([expect.stringMatching(/is see-through: .* such as rgb\(30 144 255\)$/)]);
  });

  it("names text that would not read on its fill, with both colours and the contrast", () => {
    expect(
      siteConfigProblems(
        withSlip((config) => {
          config.pageStyles.propofol.primary.text = "white";
          config.pageStyles.normal.highlight = "#333";
        }),
      ),
    ).toEqual([
      'pageStyles.normal.highlight: "#333" on backgroundColor ("black") has a contrast of 1.7:1; text needs at least 4.5:1: make one lighter or the other darker',
      'pageStyles.propofol.primary.text: "white" on primary.fill ("oklch(84% 0.1 190)") has a contrast of 1.6:1; text needs at least 4.5:1: make one lighter or the other darker',
    ]);
  });

  it("checks the highlight on the black end of a background that is not black", () => {
    expect(
      siteConfigProblems(
        withSlip((config) => {
          config.pageStyles.almostReal.backgroundColor = "#777";
          config.pageStyles.almostReal.highlight = "#333";
        }),
      ),
    ).toEqual([
      expect.stringMatching(
        /^pageStyles\.almostReal\.highlight: "#333" on backgroundColor \("#777"\) has a contrast of 2\.8:1/,
      ),
      expect.stringMatching(/^pageStyles\.almostReal\.highlight: "#333" on the black end of the background/),
    ]);
  });

  it("names a misspelt or missing colour setting", () => {
    expect(
      siteConfigProblems(
        withSlip((config) => {
          config.pageStyles.normal.accentColour = "red";
          delete config.pageStyles.normal.accentColor;
        }),
      ),
    ).toEqual([
      "pageStyles.normal.accentColor: is missing",
      'pageStyles.normal.accentColour: is not a setting here. Did you mean "accentColor"?',
    ]);
  });

  it("names a postal address that is missing, empty, over lines or too long", () => {
    expect(siteConfigProblems(withSlip((config) => delete config.postalAddress))).toEqual([
      "postalAddress: is missing",
    ]);
    expect(siteConfigProblems(withSlip((config) => (config.postalAddress = "  ")))).toEqual([
      "postalAddress: is empty",
    ]);
    expect(
      siteConfigProblems(withSlip((config) => (config.postalAddress = "PO Box 1234\nOrlando, FL 32802"))),
    ).toEqual([
      "postalAddress: must be on one line, its parts apart with commas: PO Box 1234, Orlando, FL 32802",
    ]);
    expect(siteConfigProblems(withSlip((config) => (config.postalAddress = "x".repeat(201))))).toEqual([
      "postalAddress: is longer than 200 characters: write the address alone",
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

  it("takes an engineer's document as an imported PDF or picture, and names anything else", () => {
    const documents = (value: unknown) =>
      siteConfigProblems(withSlip((config) => (config.press.documents = { stagePlot: value })));
    expect(documents("/assets/stage-plot-a1b2c3.pdf")).toEqual([]);
    // What `import stagePlot from "./press/stage-plot.jpg"` gives: the image pipeline's picture.
    expect(documents(siteConfig.images.logo.file)).toEqual([]);
    const refused = 'must be an imported PDF or picture (import rider from "./press/rider.pdf")';
    expect(documents("stage plot.txt")).toEqual([
      `press.documents.stagePlot: ${refused}, not "stage plot.txt"`,
    ]);
    expect(documents(3)).toEqual([`press.documents.stagePlot: ${refused}, not 3`]);
  });

  it("takes the press kit's numbers as whole numbers and a year, and names a slip in each", () => {
    const numbers = (value: unknown) =>
      siteConfigProblems(withSlip((config) => (config.press.numbers = value)));
    expect(numbers({ shows: 150, cities: 20, since: 2018 })).toEqual([]);
    expect(numbers({ since: 2018 })).toEqual([]);
    expect(numbers(undefined)).toEqual([]);
    expect(numbers({ shows: 150.5, cities: 0, since: 18 })).toEqual([
      "press.numbers.shows: must be a whole number, such as 150",
      "press.numbers.cities: must be a whole number, such as 150",
      "press.numbers.since: must be the year of the band's first show, such as 2018",
    ]);
    expect(numbers({ shows: "150+", since: new Date().getFullYear() + 1 })).toEqual([
      'press.numbers.shows: must be a number, not "150+"',
      "press.numbers.since: must be the year of the band's first show, such as 2018, not a year to come",
    ]);
    expect(numbers({ show: 150 })).toEqual([
      'press.numbers.show: is not a setting here. Did you mean "shows"?',
    ]);
  });
});

describe("the banners", () => {
  /** The shipped config with the shared banner's focus set to `focus`. */
  const focused = (focus: unknown) => withSlip((config) => (config.images.banners.default.focus = focus));

  it("takes a focus as a named point or as how far across and down, and none at all", () => {
    for (const focus of [
      "center",
      "top",
      "bottom right",
      "50% 30%",
      "0% 100%",
      "33.3% 12.5%",
      " 50%  30% ",
    ]) {
      expect(siteConfigProblems(focused(focus)), focus).toEqual([]);
    }
    expect(siteConfigProblems(withSlip((config) => delete config.images.banners.default.focus))).toEqual([]);
  });

  it("names a focus that is neither, with the two ways to write one and the point likely meant", () => {
    const how =
      'write how far across and down the photo the faces are, such as "50% 30%", or one of center, top, bottom, left, right, top left, top right, bottom left, bottom right';
    expect(siteConfigProblems(focused("50 30"))).toEqual([
      `images.banners.default.focus: "50 30" is not a focus: ${how}`,
    ]);
    expect(siteConfigProblems(focused(50))).toEqual([
      `images.banners.default.focus: 50 is not a focus: ${how}`,
    ]);
    expect(siteConfigProblems(focused("centre"))).toEqual([
      `images.banners.default.focus: "centre" is not a focus: ${how}. Did you mean "center"?`,
    ]);
    expect(siteConfigProblems(focused("top-left"))).toEqual([
      `images.banners.default.focus: "top-left" is not a focus: ${how}. Did you mean "top left"?`,
    ]);
  });

  it("names a percentage past the picture's edge", () => {
    expect(siteConfigProblems(focused("50% 130%"))).toEqual([
      'images.banners.default.focus: "50% 130%" is not a focus: each percentage runs from 0% (the left or top edge) to 100% (the right or bottom edge)',
    ]);
  });

  it("takes a banner for each style, names a misspelt style and a missing shared banner", () => {
    const own = (config: Loose) => ({ file: config.images.banners.default.file, focus: "top" });
    expect(
      siteConfigProblems(
        withSlip((config) => {
          config.images.banners.normal = own(config);
          config.images.banners.propofol = own(config);
        }),
      ),
    ).toEqual([]);
    expect(
      siteConfigProblems(withSlip((config) => (config.images.banners.almostreal = own(config)))),
    ).toEqual(['images.banners.almostreal: is not a setting here. Did you mean "almostReal"?']);
    expect(siteConfigProblems(withSlip((config) => delete config.images.banners.default))).toEqual([
      "images.banners.default: is missing",
    ]);
  });

  it("names a banner written as a path instead of imported", () => {
    expect(
      siteConfigProblems(withSlip((config) => (config.images.banners.almostReal.file = "./images/band.jpg"))),
    ).toEqual([
      expect.stringMatching(
        /^images\.banners\.almostReal\.file: must be an imported picture, not the text "\.\/images\/band\.jpg"/,
      ),
    ]);
  });
});
