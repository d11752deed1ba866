import { beforeEach, expect } from "vitest";

import type { Show, ShowFields } from "#app/lib/shows/fields.ts";
import type { DrawCounts } from "#app/modules/press/.server/index.ts";
import type { ShowsStore } from "#app/modules/shows/.server/store.ts";
import type { VisitCounts } from "#app/modules/visits/.server/index.ts";
import { LIFECYCLE_DEFAULTS, showFields, socialShow } from "#tests/shows.ts";

import type { StoreChoice } from "./arguments.ts";
import { runShowsCommand } from "./shows/commands.ts";
import type { ShowsCli } from "./shows/shows-cli.ts";

export const NEW_YORK = "America/New_York";
export const NOW = new Date("2026-06-01T16:00:00Z");

const byDateThenId = (a: Show, b: Show) =>
  a.date === null || b.date === null
    ? Number(a.date === null) - Number(b.date === null) || a.id - b.id
    : a.date.getTime() - b.date.getTime() || a.id - b.id;

export class MemoryStore implements ShowsStore {
  readonly description = "the test store";
  shows: Show[] = [];
  nextId = 1;
  writes = 0;
  closed = 0;
  invalid: { id: unknown; problems: string[] }[] = [];
  /** Thrown by every write when set. */
  failWith: Error | null = null;

  seed(shows: (Partial<ShowFields> & { id?: number })[]): Show[] {
    for (const fields of shows) {
      const id = fields.id ?? this.nextId;
      this.shows.push({ updatedAt: null, ...emptyShow(), ...fields, id });
      this.nextId = Math.max(this.nextId, id + 1);
    }
    return this.snapshot();
  }

  snapshot(): Show[] {
    return structuredClone([...this.shows].sort(byDateThenId));
  }

  private write() {
    if (this.failWith) throw this.failWith;
    this.writes++;
  }

  async rows(): Promise<unknown[]> {
    return this.snapshot();
  }

  async list(onInvalid: (id: unknown, problems: string[]) => void): Promise<Show[]> {
    for (const { id, problems } of this.invalid) onInvalid(id, problems);
    return this.snapshot();
  }

  async add(shows: readonly ShowFields[]): Promise<Show[]> {
    this.write();
    const added = shows.map((fields) => ({ ...structuredClone(fields), id: this.nextId++, updatedAt: NOW }));
    this.shows.push(...added);
    return structuredClone(added);
  }

  async update(id: number, fields: Partial<ShowFields>): Promise<Show | null> {
    this.write();
    const show = this.shows.find((candidate) => candidate.id === id);
    if (!show) return null;
    Object.assign(show, structuredClone(fields), { updatedAt: NOW });
    return structuredClone(show);
  }

  async remove(id: number): Promise<boolean> {
    this.write();
    const before = this.shows.length;
    this.shows = this.shows.filter((show) => show.id !== id);
    return this.shows.length < before;
  }

  async replaceAll(shows: readonly (ShowFields & { id?: number })[]): Promise<Show[]> {
    this.write();
    const highest = Math.max(0, ...shows.flatMap((show) => (show.id === undefined ? [] : [show.id])));
    let nextId = highest + 1;
    const withIds = shows
      .filter((show) => show.id !== undefined)
      .map((show) => ({ ...show, updatedAt: NOW })) as Show[];
    const without = shows
      .filter((show) => show.id === undefined)
      .map((show) => ({ ...show, id: nextId++, updatedAt: NOW }));
    this.shows = structuredClone([...withIds, ...without]);
    this.nextId = nextId;
    return this.snapshot();
  }

  async close(): Promise<void> {
    this.closed++;
  }
}

export function emptyShow(): ShowFields {
  return showFields({ venue: "Somewhere" });
}

interface CommandResult {
  code: number;
  out: string;
  err: string;
}

interface ShowsTool {
  store: MemoryStore;
  files: Map<string, string>;
  /** remove's question is answered so; null: nobody to ask. */
  answer: boolean | null;
  questions: string[];
  choices: StoreChoice[];
  /** null: no database. */
  counts: DrawCounts | null;
  /** null: no database. */
  visits: VisitCounts | null;
  /** The first day each read of the visits asked for. */
  visitsSince: string[];
  /** What the command put in the band's activity list. */
  activity: string[];
  out: string[];
  err: string[];
  cli: ShowsCli;
  file(path: string, text: string): string;
  shows(...argv: string[]): Promise<CommandResult>;
  refused(...argv: string[]): Promise<CommandResult>;
}

/** `shows(...argv)` runs one command line; `refused(...argv)` one that must not touch the store. */
export function showsTool(options: { seed?: Parameters<MemoryStore["seed"]>[0] } = {}): ShowsTool {
  const tool: ShowsTool = {
    store: new MemoryStore(),
    files: new Map<string, string>(),
    answer: null,
    questions: [],
    choices: [],
    counts: null,
    visits: null,
    visitsSince: [],
    activity: [],
    out: [],
    err: [],
    cli: {
      openStore: async (choice) => {
        tool.choices.push(choice);
        return tool.store;
      },
      timeZone: NEW_YORK,
      country: "US",
      now: () => NOW,
      out: (text) => tool.out.push(text),
      err: (text) => tool.err.push(text),
      confirm: async (question) => {
        tool.questions.push(question);
        return tool.answer;
      },
      readFile: (path) => {
        const text = tool.files.get(path);
        if (text === undefined) {
          throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), {
            code: "ENOENT",
          });
        }
        return text;
      },
      readCounts: async () => tool.counts,
      readVisits: async (_store, since) => {
        tool.visitsSince.push(since);
        return tool.visits;
      },
      noteActivity: async (_store, what) => void tool.activity.push(what),
    },

    file(path, text) {
      tool.files.set(path, text);
      return path;
    },

    async shows(...argv) {
      tool.out = [];
      tool.err = [];
      const code = await runShowsCommand(argv, tool.cli);
      return { code, out: tool.out.join(""), err: tool.err.join("") };
    },

    async refused(...argv) {
      const before = tool.store.snapshot();
      const result = await tool.shows(...argv);
      expect(tool.store.writes).toBe(0);
      expect(tool.store.snapshot()).toEqual(before);
      expect(result.out).toBe("");
      return result;
    },
  };
  beforeEach(() => {
    tool.store = new MemoryStore();
    tool.files = new Map();
    tool.answer = null;
    tool.questions = [];
    tool.choices = [];
    tool.counts = { clicks: new Map(), fans: [] };
    tool.visits = { pages: [], referrers: [] };
    tool.visitsSince = [];
    if (options.seed) tool.store.seed(options.seed);
  });
  return tool;
}

export const SOCIAL = socialShow();

export const SOCIAL_DESCRIBED = [
  "  December 31, 2026 at 9:00 PM",
  "  The Social, Orlando, FL",
  "  $15 · Ages 21+ · With Loopback, The Cold Opens",
  "  Get Tickets: https://tickets.example.com/social",
  "  Flyer: https://example.com/flyer.png",
  "  Page: /shows/1",
];

export const SOCIAL_AND_OTHER = [
  { ...SOCIAL, id: 1 },
  { venue: "Other", id: 2 },
];

export const EXPORTED_DEFAULTS = { ...LIFECYCLE_DEFAULTS, updatedAt: null };

/** Split as a shell would, double quotes only. */
export function commandLine(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|[^\s"]+/g)].map(([word, quoted]) => quoted ?? word);
}

export const names = (count: number) => Array.from({ length: count }, (_, index) => `Band ${index + 1}`);
