import { beforeEach, describe, expect, it, vi } from "vitest";

import type { Shows } from "#app/modules/shows/.server/index.ts";
import { routeArgs, testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import { loader } from "./shows-near.tsx";

const getAllShows = vi.fn<Shows["getAllShows"]>();
const services = testServices({ shows: { getAllShows } });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

beforeEach(() => {
  vi.mocked(getAllShows).mockReset();
  vi.mocked(getAllShows).mockResolvedValue([
    storedShow({ id: 1, venue: "Crowbar", city: "Tampa", state: "FL", date: inDays(3) }),
    storedShow({ id: 2, venue: "The EARL", city: "Atlanta", state: "GA", date: inDays(4) }),
  ]);
});

/** The loader's answer for a query: its data and status, whether it came wrapped in data() or not. */
async function answer(query: string) {
  const result = await loader(
    routeArgs(services, { request: new Request(`http://localhost/shows/near${query}`) }),
  );
  return "data" in result && "init" in result
    ? { status: result.init?.status ?? 200, ...result.data }
    : { status: 200, ...result };
}

describe("the near-me page's loader", () => {
  it("without a place: the form with the band's default distance", async () => {
    expect(await answer("")).toEqual({
      status: 200,
      form: { place: "", within: "100 mi", unit: "mi" },
      errors: {},
      choices: null,
      found: null,
    });
    expect(getAllShows).not.toHaveBeenCalled();
  });

  it("a place found: the feed's path and the upcoming shows near it, the form holding the place's name", async () => {
    const { status, form, found } = await answer("?place=tampa&within=60+miles");
    expect(status).toBe(200);
    expect(form).toEqual({ place: "Tampa, FL", within: "60 mi", unit: "mi" });
    expect(found).toMatchObject({
      place: "Tampa, FL",
      within: "60 mi",
      feedPath: "/shows.ics?near=Tampa%2C+FL&within=60+mi",
    });
    expect(found?.shows?.map((show) => show.venue)).toEqual(["Crowbar"]);
  });

  it("a name several places share: a link to each, keeping the distance", async () => {
    const { status, choices, found } = await answer("?place=Toronto&within=150+km");
    expect(status).toBe(200);
    expect(found).toBeNull();
    expect(choices).toEqual({
      typed: "Toronto",
      paths: [
        { name: "Toronto, ON", path: "/shows/near?place=Toronto%2C+ON&within=150+km" },
        { name: "Toronto, Australia", path: "/shows/near?place=Toronto%2C+Australia&within=150+km" },
        { name: "Toronto, OH", path: "/shows/near?place=Toronto%2C+OH&within=150+km" },
      ],
    });
  });

  it("what cannot be read: 400, and each field's sentence", async () => {
    const { status, errors, found } = await answer("?place=Qwertyville&within=0");
    expect(status).toBe(400);
    expect(found).toBeNull();
    expect(errors).toEqual({
      place: expect.stringMatching(/^"Qwertyville" is not a place we know: /),
      within: "The distance must be at least 1 mi: give a number of miles, such as 100.",
    });
  });

  it("the shows that could not be loaded are said to be so, the feed still given", async () => {
    vi.mocked(getAllShows).mockResolvedValue(null);
    const { found } = await answer("?place=33602");
    expect(found).toMatchObject({ place: "33602 (Tampa, FL)", shows: null });
  });
});
