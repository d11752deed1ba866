import { existsSync } from "node:fs";
import { isIP } from "node:net";

import addressparser from "nodemailer/lib/addressparser";
import { z } from "zod";

import { assertSiteConfig, SiteConfigError } from "#app/site/config-check.ts";
import { siteConfig } from "#content/site.config.ts";

// Every variable is optional; a bad value stops start-up with a message naming it (.env.example).

/** `FOO=` in a .env file means "not set", not "set to nothing". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .transform((url) => url.replace(/\/+$/, ""));

/** An origin only: canonical links are built as new URL(path, SITE_URL), which would drop a path. */
const origin = httpUrl.refine((url) => new URL(url).origin === url, {
  error: "must be an origin such as https://band.example (no path, query or hash)",
});

const port = z
  .string()
  .regex(/^\d+$/, "must be a port number")
  .transform(Number)
  .refine((value) => value >= 1 && value <= 65535, "must be a port number from 1 to 65535");

/** A host name (unanchored: server/requests.ts reads Host headers with it too). */
export const HOST_NAME = /[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*/;
const WHOLE_HOST_NAME = new RegExp(`^${HOST_NAME.source}$`, "i");
const host = z
  .string()
  .refine((value) => isIP(value) !== 0 || (WHOLE_HOST_NAME.test(value) && !/^[\d.]+$/.test(value)), {
    error: "must be an IP address (such as 127.0.0.1 or ::) or a host name",
  });

const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", bits, ...more] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || more.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** Express's `trust proxy`: a count or addresses, never `true` (any client's word on its own address). */
const trustProxy = z.string().transform((value, context) => {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyEntry(entry));
  if (wrong.length === 0) return entries;
  context.addIssue({
    code: "custom",
    message: `must be a number of proxies (such as 1) or a comma-separated list of addresses, CIDR ranges and loopback, linklocal or uniquelocal; not ${wrong.map((entry) => entry || "an empty entry").join(", ")}`,
  });
  return z.NEVER;
});

const SMTP_EXAMPLE = "such as smtp://user:password@smtp.example.com:587, or smtps://… for port 465";

/** The messages never repeat the value: it holds a password. */
const smtpUrl = z.string().superRefine((value, context) => {
  const problem = smtpUrlProblem(value);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

function smtpUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `is not an address: write it whole, ${SMTP_EXAMPLE}`;
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    return `must start with smtp:// or smtps://, not ${url.protocol}//`;
  }
  if (!url.hostname) return `names no server: ${SMTP_EXAMPLE}`;
  if ((url.pathname !== "" && url.pathname !== "/") || url.search || url.hash) {
    return `must name only the server, its port, user and password (no path, ? or #): ${SMTP_EXAMPLE}`;
  }
  try {
    decodeURIComponent(url.username);
    decodeURIComponent(url.password);
  } catch {
    return "has a user or password with a broken %-escape: write a % in them as %25";
  }
  if (url.password && !url.username) return "has a password but no user";
  return null;
}

const POSTGRES_EXAMPLE =
  "such as postgresql://postgres.abcdefgh:password@aws-0-us-east-1.pooler.supabase.com:5432/postgres (Supabase: Connect, Session pooler)";

/** DATABASE_URL; the messages never repeat the value: it holds a password. */
const postgresUrl = z.string().superRefine((value, context) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    context.addIssue({ code: "custom", message: `is not an address: write it whole, ${POSTGRES_EXAMPLE}` });
    return;
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    // Not the scheme it has: without "//", what reads as one may be the host and the password.
    context.addIssue({ code: "custom", message: `must start with postgresql://: ${POSTGRES_EXAMPLE}` });
  } else if (!url.hostname) {
    context.addIssue({ code: "custom", message: `names no server: ${POSTGRES_EXAMPLE}` });
  } else if (!decodes(url.username) || !decodes(url.password) || !decodes(url.pathname)) {
    context.addIssue({
      code: "custom",
      message: "has a user, password or database name with a broken %-escape: write a % in them as %25",
    });
  }
});

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** Connections per instance: enough for a band's traffic, few enough for several instances on a small plan (decision 090). */
export const DEFAULT_POOL_SIZE = 5;

const poolSize = z
  .string()
  .regex(/^\d+$/, "must be a whole number of connections, from 1 to 100")
  .transform(Number)
  .refine((value) => value >= 1 && value <= 100, "must be a whole number of connections, from 1 to 100");

/** Read as mail programs read a From line (nodemailer's declared addressparser export), written back plain. */
const mailFrom = z.string().transform((value, context) => {
  const [mailbox, ...more] = addressparser(value);
  const address = mailbox?.address ?? "";
  if (more.length > 0 || !mailbox || mailbox.group || !z.email().safeParse(address).success) {
    context.addIssue({
      code: "custom",
      message: `must be one e-mail address, or a name and an address such as "The Band <shows@band.example>"`,
    });
    return z.NEVER;
  }
  return mailbox.name ? `${displayName(mailbox.name)} <${address}>` : address;
});

/** A From line's name, quoted when it holds more than letters, digits, spaces and the like ("Earth, Wind & Fire"). */
export function displayName(name: string): string {
  return /^[\w !#$%&'*+\-/=?^`{|}~]+$/.test(name) ? name : `"${name.replace(/["\\]/g, "\\$&")}"`;
}

const schema = z
  .object({
    PORT: optional(port),
    HOST: optional(host),
    SITE_URL: optional(origin),
    DATA_DIR: optional(z.string()),
    SUPABASE_URL: optional(httpUrl),
    SUPABASE_ANON_KEY: optional(z.string()),
    SUPABASE_DB_URL: optional(postgresUrl),
    DATABASE_URL: optional(postgresUrl),
    DATABASE_POOL_SIZE: optional(poolSize),
    SPOTIFY_CLIENT_ID: optional(z.string()),
    SPOTIFY_CLIENT_SECRET: optional(z.string()),
    SPOTIFY_ARTIST_ID: optional(z.string().regex(/^[0-9A-Za-z]{22}$/, "must be a 22-character Spotify id")),
    SPOTIFY_ACCOUNTS_URL: optional(httpUrl),
    SPOTIFY_API_URL: optional(httpUrl),
    SMTP_URL: optional(smtpUrl),
    MAIL_FROM: optional(mailFrom),
    TRUST_PROXY: optional(trustProxy),
  })
  .superRefine(
    (env, context) => {
      for (const [a, b] of [
        ["SUPABASE_URL", "SUPABASE_ANON_KEY"],
        ["SPOTIFY_CLIENT_ID", "SPOTIFY_CLIENT_SECRET"],
      ] as const) {
        if (env[a] && !env[b]) {
          context.addIssue({ code: "custom", path: [b], message: `is required when ${a} is set` });
        }
        if (env[b] && !env[a]) {
          context.addIssue({ code: "custom", path: [a], message: `is required when ${b} is set` });
        }
      }
      if (env.DATABASE_POOL_SIZE !== undefined && !env.DATABASE_URL && !env.SUPABASE_DB_URL) {
        context.addIssue({
          code: "custom",
          path: ["DATABASE_POOL_SIZE"],
          message: "is read only with DATABASE_URL: the embedded database has no pool",
        });
      }
    },
    // Runs even when another variable is bad, so one failed start-up names every problem.
    { when: ({ value }) => typeof value === "object" && value !== null },
  )
  .transform((env) => {
    const port = env.PORT ?? 3000;
    const siteUrl = env.SITE_URL ?? `http://localhost:${port}`;
    const postgresUrl = env.DATABASE_URL ?? env.SUPABASE_DB_URL;
    const notices = [
      ...(!env.DATABASE_URL && env.SUPABASE_DB_URL ? [SYNONYM_NOTICE] : []),
      ...(postgresUrl && env.SUPABASE_URL ? [API_NOT_READ_NOTICE] : []),
    ];
    return {
      port,
      host: env.HOST,
      siteUrl,
      siteUrlSet: env.SITE_URL !== undefined,
      dataDir: env.DATA_DIR ?? "./.data",
      /** Every table in this Postgres (decision 090); null: the embedded database, or Supabase's API. */
      postgres: postgresUrl
        ? { url: postgresUrl, poolSize: env.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE }
        : null,
      /** Shows read with the anon key, and no fans: only without DATABASE_URL. */
      supabase:
        !postgresUrl && env.SUPABASE_URL && env.SUPABASE_ANON_KEY
          ? { url: env.SUPABASE_URL, anonKey: env.SUPABASE_ANON_KEY }
          : null,
      spotify:
        env.SPOTIFY_CLIENT_ID && env.SPOTIFY_CLIENT_SECRET
          ? {
              clientId: env.SPOTIFY_CLIENT_ID,
              clientSecret: env.SPOTIFY_CLIENT_SECRET,
              artistId: env.SPOTIFY_ARTIST_ID,
              accountsUrl: env.SPOTIFY_ACCOUNTS_URL ?? "https://accounts.spotify.com",
              apiUrl: env.SPOTIFY_API_URL ?? "https://api.spotify.com",
            }
          : null,
      /** Unset: each e-mail is written as a file in DATA_DIR/outbox/ instead. */
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM ?? `${displayName(siteConfig.name)} <shows@${new URL(siteUrl).hostname}>`,
      trustProxy: env.TRUST_PROXY ?? (false as const),
      /** For the log at start: settings read otherwise than their names say. */
      notices,
    };
  });

export const SYNONYM_NOTICE = "SUPABASE_DB_URL is read as DATABASE_URL; rename it";
export const API_NOT_READ_NOTICE =
  "SUPABASE_URL and SUPABASE_ANON_KEY are not read: with DATABASE_URL the shows come from that Postgres";

export type Env = z.infer<typeof schema> & {
  /** NODE_ENV=production, set by whoever started the server: a public site (mailNotSetUp()). */
  production: boolean;
};

export class EnvError extends Error {
  override name = "EnvError";
}

export interface EnvOptions {
  /** A public site's links must name its real address: SITE_URL is required. */
  production?: boolean;
}

const SITE_URL_REQUIRED =
  "is required in production (NODE_ENV=production): set it to the site's public address, such as https://band.example, or every link, share card and calendar entry would point at localhost";

export function parseEnv(source: Record<string, string | undefined>, options: EnvOptions = {}): Env {
  const result = schema.safeParse(source);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  if (options.production && !source.SITE_URL) problems.push(`  SITE_URL: ${SITE_URL_REQUIRED}`);
  if (result.success && problems.length === 0)
    return { ...result.data, production: Boolean(options.production) };
  throw new EnvError(`Invalid environment:\n${problems.join("\n")}`);
}

/** Not on a site that reads its shows through Supabase's API: it has nowhere to keep fans. */
export function offersFollowing(env: Pick<Env, "supabase">): boolean {
  return env.supabase === null;
}

/** A public site without SMTP: no fan could confirm, so the form stays closed (files elsewhere are the point). */
export function mailNotSetUp(env: Pick<Env, "production" | "smtpUrl">): boolean {
  return Boolean(env.production) && !env.smtpUrl;
}

export const MAIL_NOT_SET_UP =
  "SMTP_URL is not set in production: confirmation e-mails would only be written to DATA_DIR/outbox/ and no fan could confirm, so the follow form is closed. Set SMTP_URL (a transactional mail service's SMTP address, such as Postmark, Resend, Amazon SES or Mailgun) and MAIL_FROM (an address on a domain that service has verified), then restart";

/** Reads `.env`, checks the site's config and the environment; an EnvError names every problem. */
export function loadEnvironment(options: EnvOptions = {}): Env {
  if (existsSync(".env")) process.loadEnvFile(".env");
  try {
    assertSiteConfig(siteConfig);
  } catch (error) {
    throw error instanceof SiteConfigError ? new EnvError(error.message) : error;
  }
  return parseEnv(process.env, options);
}
