import type { Leftover } from "#app/site/sample-leftovers.ts";

// Ready means nothing of the sample is left (and, in production, nothing missing); a mistake is never ready.

export interface Findings {
  mistakes: string[];
  leftovers: Leftover[];
  /** When the environment does not parse. */
  envProblems: string[];
  siteUrlSet: boolean;
  supabase: boolean;
  /** DATABASE_URL's database, described without its password. */
  postgres?: string;
  spotify: boolean;
  dataDir: string;
  /** Without Spotify, Music then shows the sample albums. */
  sampleBand: boolean;
  /** 0 on Supabase. */
  sampleShows: number;
  production: boolean;
  following: boolean;
  smtp: boolean;
  mailFromSet: boolean;
  /** The config's values the band's pages (/admin) set otherwise, in the config's names. */
  overridden: string[];
  /** The band's texts a language of the site lacks: "about: not in Spanish (es)". */
  untranslated?: string[];
}

export interface Report {
  text: string;
  left: number;
  /** Non-zero on a mistake, or in production while anything is left. */
  exitCode: number;
}

const CONFIG = "content/site.config.ts";

export function doctorReport(found: Findings): Report {
  const sections: [string, string[]][] = [];
  const left: string[] = [];
  const notes: string[] = [];

  if (found.mistakes.length > 0)
    sections.push([`Mistakes in ${CONFIG} (the site will not start)`, found.mistakes]);
  if (found.envProblems.length > 0)
    sections.push(["Mistakes in the environment (.env or the host's settings)", found.envProblems]);

  const texts = found.leftovers.filter((leftover) => leftover.kind !== "picture");
  const pictures = found.leftovers.filter((leftover) => leftover.kind === "picture");
  if (texts.length > 0) {
    const lines = texts.map(({ path, value }) => `${path}: ${shorten(value)}`);
    sections.push([`Still the sample band's, in ${CONFIG}`, lines]);
    left.push(...lines);
  }
  if (pictures.length > 0) {
    const lines = pictures.map(({ path, value }) => `${path}: ${displayPath(value)}`);
    sections.push([
      `Sample pictures (put the band's file in content/images/ and change its import line in ${CONFIG})`,
      lines,
    ]);
    left.push(...lines);
  }
  if (texts.length + pictures.length > 0) {
    notes.push(
      `A release, the press quote or the CD preorder the band does not have can go: delete it from ${CONFIG}.`,
    );
  }

  const environment: string[] = [];
  if (!found.siteUrlSet) {
    const line =
      "SITE_URL is not set: links, share cards and calendar entries name localhost. Set it to the site's address, such as https://yourband.com";
    if (found.production) left.push(line);
    environment.push(line + (found.production ? "" : " (required in production; fine on your own computer)"));
  }
  if (!found.spotify) {
    environment.push(
      found.sampleBand
        ? "SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET are not set: Music shows the sample albums (the config's releases alone once the band is renamed)"
        : "SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET are not set: Music shows the config's releases alone",
    );
  }
  if (found.following && !found.smtp) {
    const line =
      `SMTP_URL is not set: e-mails to fans are only written as files in ${found.dataDir}/outbox/, no fan can confirm, and the follow form stays closed. ` +
      "Set SMTP_URL (the SMTP address of a transactional mail service, such as Postmark, Resend, Amazon SES or Mailgun) and MAIL_FROM (an address on a domain that service has verified), then restart";
    if (found.production) left.push(line);
    environment.push(
      line +
        (found.production
          ? ""
          : " (in production; fine on your own computer, where the files are the e-mails)"),
    );
  } else if (found.following && !found.mailFromSet) {
    notes.push(
      "MAIL_FROM is not set: e-mails to fans come from shows@ the host of SITE_URL; the mail service must accept that address (or set MAIL_FROM to one it has verified).",
    );
  }
  if (found.postgres) {
    notes.push(
      `Every table is in ${found.postgres} (DATABASE_URL): back it up with the provider's backups or pg_dump, or npm run backup (docs/operations.md).`,
    );
  } else if (!found.supabase) {
    notes.push(
      `Shows are kept in the embedded database in ${found.dataDir}: back it up (npm run backup). Or connect Supabase (SUPABASE_URL, SUPABASE_ANON_KEY).`,
    );
  }
  if (environment.length > 0) sections.push(["The environment (.env, or the host's settings)", environment]);

  if (found.sampleShows > 0) {
    const line = `${found.sampleShows} sample show${found.sampleShows === 1 ? "" : "s"} in ${found.postgres ?? found.dataDir}: removed the first time the server starts with the band's own name in ${CONFIG}`;
    sections.push(["The shows", [line]]);
    left.push(line);
  }
  if (found.overridden.length > 0)
    sections.push([
      `Set at /admin over ${CONFIG} (the config's values come back when the band gives them back there)`,
      found.overridden,
    ]);
  if (found.untranslated && found.untranslated.length > 0)
    sections.push([
      `Not in every language of the site (those pages show the first language's words; give the text as { en: "…", es: "…" } in ${CONFIG})`,
      found.untranslated,
    ]);
  if (notes.length > 0) sections.push(["Good to know", notes]);

  const broken = found.mistakes.length + found.envProblems.length;
  const summary =
    broken > 0
      ? `${count(broken, "mistake")} to fix before the site can start.`
      : left.length > 0
        ? `${count(left.length, "thing")} still the sample's or missing: change ${left.length === 1 ? "it" : "them"} before the site goes public.`
        : "Nothing of the sample band is left.";
  const text = [
    ...sections.map(([title, lines]) => `${title}:\n${lines.map((line) => `  - ${line}`).join("\n")}`),
    summary + (found.production && left.length > 0 && broken === 0 ? " (production: not ready)" : ""),
  ].join("\n\n");
  return {
    text: text + "\n",
    left: left.length,
    exitCode: broken > 0 || (found.production && left.length > 0) ? 1 : 0,
  };
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

function shorten(value: string): string {
  const text = JSON.stringify(value);
  return text.length > 72 ? `${text.slice(0, 69)}…"` : text;
}

function displayPath(file: string): string {
  const at = file.lastIndexOf("/content/");
  return at === -1 ? file : file.slice(at + 1);
}
