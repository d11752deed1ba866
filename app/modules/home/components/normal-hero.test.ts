import { describe, expect, it } from "vitest";

import { siteConfig } from "#content/site.config.ts";

import { bandPhoto } from "./normal-hero.tsx";

describe("the normal hero's picture without media of its own", () => {
  const images = siteConfig.images;
  const photograph = {
    ...images.membersPhoto.file,
    src: "/assets/members-phone-4cdbce220b-1600.jpg",
    sources: [{ type: "image/avif", srcset: "/assets/members-phone-4cdbce220b-800.avif 800w" }],
  };

  it("is the band's photo when the config's is a photograph", () => {
    expect(bandPhoto({ ...images, membersPhoto: { file: photograph, alt: "The band" } })).toEqual({
      photo: photograph,
    });
  });

  it("is none, so the drawn stage shows, when the band's picture is a drawing (the sample's SVG)", () => {
    expect(images.membersPhoto.file.src).toMatch(/\.svg$/);
    expect(bandPhoto(images)).toBeUndefined();
    expect(
      bandPhoto({
        ...images,
        membersPhoto: { file: { ...photograph, src: "/assets/band.svg?v=2" }, alt: "" },
      }),
    ).toBeUndefined();
  });
});
