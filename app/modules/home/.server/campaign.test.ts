import { beforeEach, expect, test, vi } from "vitest";

import type { ImageFile } from "#app/site/types.ts";
import { siteConfig } from "#content/site.config.ts";
import { forEachBackend, migratedDatabase } from "#tests/databases.ts";

import { openCampaign } from "./campaign.ts";

vi.setConfig({ testTimeout: 60_000 });

const photo: ImageFile = {
  id: "",
  src: "/media/abcdefabcdef-800.webp",
  width: 800,
  height: 600,
  sources: [],
};
const photos = async (id: string) => (id === "abcdefabcdef" ? photo : null);

forEachBackend((backend) => {
  const database = migratedDatabase(backend);
  beforeEach(() => database().run("update headliner.campaign set overrides = '{}'"));

  test("what the band saves leads Home at once, and the config holds the rest", async () => {
    const campaign = await openCampaign({ database: database(), config: siteConfig, photo: photos });
    const changed = vi.fn();
    campaign.onChange(changed);
    const other = siteConfig.activeStyle === "normal" ? "propofol" : "normal";
    await campaign.save({ key: "activeStyle", value: other });
    await campaign.save({
      key: "normal",
      value: { heading: "Tonight only", photo: { image: "abcdefabcdef", focus: "top left" } },
    });
    expect(changed).toHaveBeenCalledTimes(2);
    expect(campaign.current().activeStyle).toBe(other);
    expect(campaign.current().heroes.normal.heading).toBe("Tonight only");
    expect(campaign.current().heroes.normal.text).toBe(siteConfig.heroes.normal.text);
    expect(campaign.current().heroes.normal.media).toEqual({ photo });
    expect(campaign.current().focus.normal).toBe("top left");

    await campaign.save({ key: "activeStyle", value: null });
    expect(campaign.current().activeStyle).toBe(siteConfig.activeStyle);
    expect(campaign.overrides()).toEqual({
      normal: { heading: "Tonight only", photo: { image: "abcdefabcdef", focus: "top left" } },
    });
  });

  test("another instance sees the change when it reads again", async () => {
    const here = await openCampaign({ database: database(), config: siteConfig, photo: photos });
    const there = await openCampaign({
      database: database.connectAgain(),
      config: siteConfig,
      photo: photos,
    });
    await here.save({ key: "propofol", value: { heading: "Out now" } });
    expect(there.current().heroes.propofol.heading).toBe(siteConfig.heroes.propofol.heading);
    await there.reload();
    expect(there.current().heroes.propofol.heading).toBe("Out now");
  });

  test("a read that began before a save and ends after it does not bring back what was saved over", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let hold = false;
    const campaign = await openCampaign({
      database: database(),
      config: siteConfig,
      photo: async (id) => {
        // The first read after `hold` waits for the gate; later ones do not.
        if (hold) {
          hold = false;
          await gate;
        }
        return photos(id);
      },
    });
    await campaign.save({
      key: "normal",
      value: { heading: "Old", photo: { image: "abcdefabcdef", focus: "top" } },
    });
    hold = true;
    const older = campaign.reload();
    await campaign.save({
      key: "normal",
      value: { heading: "New", photo: { image: "abcdefabcdef", focus: "top" } },
    });
    release();
    await older;
    expect(campaign.current().heroes.normal.heading).toBe("New");
  });

  test("a stored campaign this version cannot read is kept, and the config's is shown", async () => {
    await database().run(`update headliner.campaign set overrides = '{"normal": {"colour": "red"}}'`);
    const campaign = await openCampaign({ database: database(), config: siteConfig, photo: photos });
    expect(campaign.current().heroes).toEqual(siteConfig.heroes);
    const [[row]] = (await database().run("select overrides from headliner.campaign")) as [
      [{ overrides: unknown }],
    ];
    expect(row.overrides).toEqual({ normal: { colour: "red" } });
  });
});
