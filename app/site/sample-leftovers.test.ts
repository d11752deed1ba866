import { describe, expect, it } from "vitest";

import { siteConfig } from "#content/site.config.ts";

import { siteConfigProblems } from "./config-check.ts";
import { sampleLeftovers } from "./sample-leftovers.ts";

describe("what the config still has of the sample band", () => {
  const found = sampleLeftovers(siteConfig);
  const paths = found.map(({ path }) => path);

  it("finds the sample's name, credit, links, campaign texts, releases and preorder in the shipped config", () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        "name",
        "credit.name",
        "credit.url",
        "bookingsEmail",
        "postalAddress",
        "socials[0].url",
        "spotifyArtistId",
        "heroes.normal.heading",
        "heroes.almostReal.text",
        "heroes.almostReal.streamLinks[0].url",
        "heroes.propofol.heading",
        "heroes.propofol.watchLink.url",
        "preorder.title",
        "preorder.url",
        "releases[0].title",
        "releases[2].title",
        "releases[3].recordedAt",
        "members[1].name",
        "pressQuote.source",
        "press.numbers",
      ]),
    );
  });

  it("finds the sample's made-up numbers while the band has not changed them", () => {
    expect(found).toContainEqual({
      path: "press.numbers",
      value: '{"shows":150,"cities":20,"since":2018}',
      kind: "text",
    });
    const own = { press: { numbers: { shows: 150, cities: 12, since: 2018 } } };
    expect(sampleLeftovers(own)).toEqual([]);
  });

  it("finds a sample picture by the mark in its file, and not the band's own file", () => {
    // As the doctor sees pictures under plain Node: their src is the file's URL.
    const picture = (name: string) => ({
      src: new URL(`../../content/images/${name}`, import.meta.url).href,
      sources: [],
    });
    const config = {
      images: { logo: { file: picture("logo.svg"), alt: "Steel Ghosts" } },
      releases: [{ cover: picture("album-propofol.svg") }, { cover: picture("steel-ghosts.jpg") }],
    };
    expect(sampleLeftovers(config)).toEqual([
      {
        path: "images.logo.file",
        value: expect.stringMatching(/content\/images\/logo\.svg$/),
        kind: "picture",
      },
      { path: "releases[0].cover", value: expect.stringMatching(/album-propofol\.svg$/), kind: "picture" },
    ]);
  });

  it("leaves facts a real band from Orlando shares with the sample alone", () => {
    expect(paths).not.toContain("hometown");
    expect(paths).not.toContain("timeZone");
    expect(paths.filter((path) => path.startsWith("genres"))).toEqual([]);
    expect(paths.filter((path) => path.endsWith(".label"))).toEqual([]);
  });

  it("finds nothing in a config that is the band's own", () => {
    const own = {
      name: "Steel Ghosts",
      about: "Steel Ghosts play loud rock from Orlando, FL.",
      bio: ["For example, they once played three shows in one night."],
      bookingsEmail: "bookings@steelghosts.com",
      socials: [{ service: "tiktok", url: "https://www.tiktok.com/@steelghosts" }],
      logo: {
        file: { src: new URL("../../content/images/not-there.png", import.meta.url).href, sources: [] },
      },
      spotifyArtistId: "4Z8W4fKeB5YxbusRsdQVPb",
      hometown: "Orlando, FL",
      press: { numbers: { shows: 64, cities: 11, since: 2016 } },
    };
    expect(sampleLeftovers(own)).toEqual([]);
  });

  it("takes the band's own YouTube Music channel, in every form YouTube gives its address", () => {
    const channels = [
      "https://music.youtube.com/channel/UC-9-kyTW8ZkZNDHQJ6FgpwQ",
      "https://music.youtube.com/channel/UCSJ4gkVC6NrvII8umztf0Ow?si=Xy_7bKq2",
      "https://music.youtube.com/browse/UCrB2b0fTqHBLZc7ZbDNnQ_g",
      "https://music.youtube.com/@steelghosts",
      "https://www.youtube.com/channel/UCx7Vq5Zk0bGqL9sD2wYtRQA",
    ];
    const config = structuredClone(siteConfig);
    const links = channels.map((url) => ({ service: "youtubeMusic" as const, url }));
    config.socials = links;
    config.artistPages = links;
    config.streaming = links;
    expect(siteConfigProblems(config)).toEqual([]);
    const flagged = sampleLeftovers(config).filter(({ path }) =>
      /^(socials|artistPages|streaming)/.test(path),
    );
    expect(flagged).toEqual([]);
  });
});
