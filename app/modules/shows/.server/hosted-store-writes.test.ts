import { describe, expect, test } from "vitest";

import type { Show, ShowFields } from "#app/lib/shows/fields.ts";
import { type FakeSupabase } from "#tests/fakes/supabase.ts";
import {
  fakeSupabaseForEachTest,
  hostedShows,
  laterShow as show,
  listAll,
  recorded,
  serviceRoleRequest,
  writableStore,
} from "#tests/hosted-store.ts";
import { rejection } from "#tests/rejections.ts";
import { LIFECYCLE_DEFAULTS, ORIGINAL_DEFAULTS, SOCIAL_FIELDS } from "#tests/shows.ts";

/** Adding, changing, removing and replacing shows in the hosted table, with the service role key. */

/** supabase-js names the columns of a bulk insert in `columns`, quoted. */
const INSERT_PATH =
  "/rest/v1/shows?columns=%22date%22%2C%22venue%22%2C%22city%22%2C%22state%22%2C%22price%22%2C" +
  "%22supportingArtists%22%2C%22ageRestriction%22%2C%22ticketLink%22%2C%22flyerLink%22%2C" +
  "%22status%22%2C%22previousDate%22%2C%22soldOut%22%2C%22onSaleDate%22%2C%22title%22%2C" +
  "%22address%22%2C%22postalCode%22%2C%22country%22%2C%22notes%22%2C%22notable%22&select=*";

let fake: FakeSupabase;
fakeSupabaseForEachTest((started) => (fake = started));

/** The show at The Social (socialShow()) but for its date, as supabase-js sends it. */
const SOCIAL_JSON = { ...SOCIAL_FIELDS, ...LIFECYCLE_DEFAULTS };

const withoutId = ({ id: _id, updatedAt: _updatedAt, ...fields }: Show): ShowFields => fields;

describe("createHostedStore: writing with the service role key", () => {
  test("add sends one insert of every row as JSON and returns the new shows, in order, with new ids", async () => {
    const store = writableStore(fake);
    const first = show();
    // Fields whose values JSON writes as they are: the same literal is what is sent.
    const willsPub = {
      ...ORIGINAL_DEFAULTS,
      venue: "Will's Pub",
      flyerLink: "https://example.com/flyer.png",
    };
    const second = show(willsPub);

    const added = await store.add([first, second]);

    expect(recorded(fake)).toEqual([
      serviceRoleRequest(fake, {
        method: "POST",
        path: INSERT_PATH,
        prefer: "return=representation",
        body: [
          { date: "2090-06-13T00:00:00.000Z", ...SOCIAL_JSON },
          { ...willsPub, ...LIFECYCLE_DEFAULTS },
        ],
      }),
    ]);
    // New ids continue above the highest (106); the table stamps each row's updatedAt.
    expect(added).toEqual([
      { id: 107, ...first, updatedAt: expect.any(Date) },
      { id: 108, ...second, updatedAt: expect.any(Date) },
    ]);

    const listed = await listAll(store);
    expect(listed.map((listedShow) => listedShow.id)).toEqual([101, 102, 103, 105, 106, 107, 104, 108]);
    expect(listed.find((listedShow) => listedShow.id === 107)).toEqual(added[0]);
    expect(listed.find((listedShow) => listedShow.id === 108)).toEqual(added[1]);
  });

  test("add never sends an id, even when the object carries one", async () => {
    const withId = { ...show(), id: 102 } as ShowFields;

    const [added] = await writableStore(fake).add([withId]);

    expect(added?.id).toBe(107);
    expect(recorded(fake)[0]?.body).toEqual([expect.not.objectContaining({ id: expect.anything() })]);
  });

  test("add of no shows sends nothing", async () => {
    await expect(writableStore(fake).add([])).resolves.toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  test("update sends the given fields only and returns the changed show", async () => {
    const store = writableStore(fake);

    const changed = await store.update(102, { venue: "Hosted Ballroom (upstairs)", price: null, date: null });

    expect(recorded(fake)).toEqual([
      serviceRoleRequest(fake, {
        method: "PATCH",
        path: "/rest/v1/shows?id=eq.102&select=*",
        prefer: "return=representation",
        body: { date: null, venue: "Hosted Ballroom (upstairs)", price: null },
      }),
    ]);
    const before = hostedShows().find((hosted) => hosted.id === 102)!;
    const expected = {
      ...before,
      venue: "Hosted Ballroom (upstairs)",
      price: null,
      date: null,
      updatedAt: changed!.updatedAt,
    };
    expect(changed).toEqual(expected);
    // The table's trigger moved updatedAt.
    expect(changed!.updatedAt!.getTime()).toBeGreaterThan(before.updatedAt!.getTime());
    expect((await listAll(store)).find((listed) => listed.id === 102)).toEqual(expected);
  });

  test("update of an unknown id returns null and changes nothing", async () => {
    const store = writableStore(fake);

    await expect(store.update(999, { venue: "Nowhere" })).resolves.toBeNull();

    expect(recorded(fake).map(({ method, path }) => `${method} ${path}`)).toEqual([
      "PATCH /rest/v1/shows?id=eq.999&select=*",
    ]);
    expect(await listAll(store)).toEqual(hostedShows());
  });

  test("update with no fields reads the show instead of sending an empty change", async () => {
    const store = writableStore(fake);

    await expect(store.update(103, {})).resolves.toEqual(hostedShows().find((hosted) => hosted.id === 103));
    await expect(store.update(999, {})).resolves.toBeNull();

    expect(recorded(fake).map(({ method, path }) => `${method} ${path}`)).toEqual([
      "GET /rest/v1/shows?select=*&id=eq.103",
      "GET /rest/v1/shows?select=*&id=eq.999",
    ]);
  });

  test("remove sends one delete and returns true; the show is gone", async () => {
    const store = writableStore(fake);

    await expect(store.remove(101)).resolves.toBe(true);

    expect(recorded(fake)).toEqual([
      serviceRoleRequest(fake, {
        method: "DELETE",
        path: "/rest/v1/shows?id=eq.101&select=*",
        prefer: "return=representation",
      }),
    ]);
    expect((await listAll(store)).map((listed) => listed.id)).toEqual([102, 103, 105, 106, 104]);
  });

  test("remove of an unknown id returns false and removes nothing", async () => {
    const store = writableStore(fake);

    await expect(store.remove(999)).resolves.toBe(false);

    expect(await listAll(store)).toEqual(hostedShows());
  });

  test("update and remove of an id no row can have (0, -1, 1.5) answer null and false", async () => {
    const store = writableStore(fake);

    for (const id of [0, -1, 1.5]) {
      await expect(store.update(id, { venue: "Nowhere" })).resolves.toBeNull();
      await expect(store.remove(id)).resolves.toBe(false);
    }
    expect(fake.requests).toEqual([]);
  });

  test("replaceAll calls replace_shows once; given ids are kept, the others get new ids above the highest", async () => {
    const store = writableStore(fake);
    const kept = { id: 7, ...show({ venue: "Kept Seven", date: new Date("2026-07-01T23:30:00Z") }) };
    const keptToo = { id: 300, ...show({ venue: "Kept Three Hundred", date: null }) };
    const fresh = show({ venue: "Fresh", date: new Date("2026-06-01T23:00:00Z"), supportingArtists: [] });

    const replaced = await store.replaceAll([kept, fresh, keptToo]);

    expect(recorded(fake)).toEqual([
      serviceRoleRequest(fake, {
        method: "POST",
        path: "/rest/v1/rpc/replace_shows",
        body: {
          new_shows: [
            { ...SOCIAL_JSON, id: 7, date: "2026-07-01T23:30:00.000Z", venue: "Kept Seven" },
            { ...SOCIAL_JSON, date: "2026-06-01T23:00:00.000Z", venue: "Fresh", supportingArtists: [] },
            expect.objectContaining({ id: 300, date: null, venue: "Kept Three Hundred" }),
          ],
        },
      }),
    ]);
    const restored = { updatedAt: expect.any(Date) };
    const expected = [
      { id: 301, ...fresh, ...restored },
      { ...kept, ...restored },
      { ...keptToo, ...restored },
    ];
    expect(replaced).toEqual(expected);
    expect(await listAll(store)).toEqual(expected);
  });

  test("replaceAll with no shows empties the table", async () => {
    const store = writableStore(fake);

    await expect(store.replaceAll([])).resolves.toEqual([]);

    expect(recorded(fake)[0]?.body).toEqual({ new_shows: [] });
    expect(await listAll(store)).toEqual([]);
  });

  test("names with commas, quotes and non-ASCII, and artist lists, survive a write and a read unchanged", async () => {
    const store = writableStore(fake);
    const tricky = show({
      venue: `Café "Zé", Orlando`,
      city: "São Paulo",
      state: "SP",
      supportingArtists: ["Ünder, the Sea", `The "Quoted" Band`, "Mötley, Crüe & Co.", "Ω; ' -- drop"],
      ticketLink: "https://tickets.example.com/caf%C3%A9?a=1&b=%22x%22",
    });

    const [added] = await store.add([tricky]);
    expect(added && withoutId(added)).toEqual(tricky);
    expect((await listAll(store)).find((listed) => listed.id === added?.id)).toEqual(added);

    const changed = await store.update(added!.id, {
      venue: `Bar "Ñ", Tampa`,
      supportingArtists: ["A, B", "C"],
    });
    expect(changed).toEqual({
      ...added,
      venue: `Bar "Ñ", Tampa`,
      supportingArtists: ["A, B", "C"],
      updatedAt: expect.any(Date),
    });

    const replaced = await store.replaceAll([{ id: 1, ...tricky }]);
    expect(replaced).toEqual([{ id: 1, ...tricky, updatedAt: expect.any(Date) }]);
    expect(await listAll(store)).toEqual([{ id: 1, ...tricky, updatedAt: expect.any(Date) }]);
  });

  test("a date is sent as an instant and read back as the same instant", async () => {
    const store = writableStore(fake);
    const date = new Date("2026-11-01T05:30:00.250Z"); // the night summer time ends in New York

    const [added] = await store.add([show({ date })]);

    expect(recorded(fake)[0]?.body).toEqual([expect.objectContaining({ date: "2026-11-01T05:30:00.250Z" })]);
    expect(added?.date?.toISOString()).toBe(date.toISOString());
    expect((await listAll(store)).find((listed) => listed.id === added?.id)?.date?.toISOString()).toBe(
      date.toISOString(),
    );
  });

  test("a row a write returns is validated too: an invalid one is an error that says the write was saved", async () => {
    // The table takes a blank venue; the site's schema does not.
    const { error } = await rejection(writableStore(fake).add([show({ venue: "   " })]));

    expect(error.message).toMatch(
      /^Supabase: adding 1 show was saved, but show 107 came back invalid: venue: /,
    );
  });
});
