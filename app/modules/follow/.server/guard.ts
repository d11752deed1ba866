import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

import { clientKey } from "#app/.server/clients/client-key.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { MAX_FORM_BYTES } from "#app/modules/follow/follow.ts";

/**
 * What a POST to the site passes before its fields are read: it comes from
 * the site's own pages (checked by the server before any route runs:
 * server/form-posts.ts), it is small, and its sender has not posted too
 * often. Nothing is stored for a post refused here.
 */

/**
 * A refusal, as the page says it: the status, and one sentence for the person. The sentence is a getter,
 * read in the language of the page that shows it.
 */
export interface Refusal {
  status: 403 | 413 | 415 | 429 | 503;
  readonly message: string;
}

export const CROSS_SITE: Refusal = {
  status: 403,
  get message() {
    return m.follow_refused_cross_site();
  },
};
export const TOO_LARGE: Refusal = {
  status: 413,
  get message() {
    return m.follow_refused_too_large();
  },
};
export const NOT_A_FORM: Refusal = {
  status: 415,
  get message() {
    return m.follow_refused_not_a_form();
  },
};
export const TOO_OFTEN: Refusal = {
  status: 429,
  get message() {
    return m.follow_refused_too_often();
  },
};
export const TOO_MUCH_MAIL: Refusal = {
  status: 429,
  get message() {
    return m.follow_refused_too_much_mail();
  },
};

/** A form post the server refused before any route ran: from another site, or too large. */
export type FormRefusal = "cross-site" | "too large";

/** What the form's page says of a post the server refused before any route ran. */
export const FORM_REFUSALS: Record<FormRefusal, Refusal> = {
  "cross-site": CROSS_SITE,
  "too large": TOO_LARGE,
};

export const UNAVAILABLE: Refusal = {
  status: 503,
  get message() {
    return m.follow_refused_unavailable();
  },
};

/**
 * Whether a POST comes from another site, by what the browser says of it:
 * `Sec-Fetch-Site` (every current browser) and `Origin` (the older ones).
 * A client that sends neither is no browser (a mail provider's one-click
 * unsubscribe, a script): no cookie of the fan's rides along, so there is no
 * forgery to stop. The Origin may be the site's configured address or the
 * address the browser asked for (a proxy or another name for the same site).
 */
export function isCrossSite(header: (name: string) => string | undefined, siteUrl: string): boolean {
  const fetchSite = header("sec-fetch-site");
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = header("origin");
  if (origin === undefined) return false;
  let host: string;
  try {
    const url = new URL(origin);
    if (url.origin === new URL(siteUrl).origin) return false;
    host = url.host;
  } catch {
    // "null" (a sandboxed frame, a file) or nonsense.
    return true;
  }
  return host !== header("host");
}

/**
 * The body, read only up to MAX_FORM_BYTES; null for anything larger, which
 * is refused without reading on (a Content-Length says so at once).
 */
export async function readSmallBody(request: Request): Promise<string | null> {
  const length = request.headers.get("content-length");
  if (length !== null && !(Number(length) <= MAX_FORM_BYTES)) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // Not cancelled: that would drop the connection before the answer (server/form-posts.ts
    // closes it after the answer instead).
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Whether a body is a form as a browser sends it (application/x-www-form-urlencoded). */
export function isUrlEncodedForm(headers: Headers): boolean {
  const type = headers.get("content-type") ?? "";
  return type.split(";")[0]!.trim().toLowerCase() === "application/x-www-form-urlencoded";
}

export async function allowed(limiter: RateLimiterMemory, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

const GMAIL = new Set(["gmail.com", "googlemail.com"]);

/** The mailbox an address reaches, as confirmation mails are counted (decision 069). */
export function mailboxKey(email: string): string {
  const at = email.lastIndexOf("@");
  const domain = email.slice(at + 1).toLowerCase();
  const name = email.slice(0, at).toLowerCase().split("+")[0]!;
  if (GMAIL.has(domain)) return `${name.replaceAll(".", "")}@gmail.com`;
  return `${name}@${domain}`;
}

/** Confirmation mails an hour. */
export interface MailCaps {
  /** To the spellings of a mailbox other than its own address (`+tag`s, Gmail's dots). */
  perMailbox: number;
  perClient: number;
  perDomain: number;
  siteWide: number;
}

export const MAIL_CAPS: MailCaps = { perMailbox: 2, perClient: 10, perDomain: 100, siteWide: 300 };

/** "mail" is reserved: release() gives it back when none is sent. */
export type MailAllowance = "mail" | "mailbox had enough" | "too many from here" | "too much mail";

export function createMailLimits(caps: MailCaps) {
  const hourly = (keyPrefix: string, points: number) =>
    new RateLimiterMemory({ keyPrefix, points, duration: 60 * 60 });
  const limiters = {
    mailbox: hourly("mailbox", caps.perMailbox),
    client: hourly("mail-client", caps.perClient),
    domain: hourly("domain", caps.perDomain),
    site: hourly("site", caps.siteWide),
  };
  const counts = (email: string, clientAddress: string | null) => {
    const mailbox = mailboxKey(email);
    // The mailbox's own address is mailed at most once an hour by the store: never capped here,
    // so no number of posts of its other spellings locks its owner out.
    const own = email.toLowerCase() === mailbox;
    return [
      ...(own ? [] : [{ limiter: limiters.mailbox, key: mailbox, full: "mailbox had enough" as const }]),
      { limiter: limiters.client, key: clientKey(clientAddress), full: "too many from here" as const },
      {
        limiter: limiters.domain,
        key: mailbox.slice(mailbox.lastIndexOf("@") + 1),
        full: "too much mail" as const,
      },
      { limiter: limiters.site, key: "site", full: "too much mail" as const },
    ];
  };
  return {
    async reserve(email: string, clientAddress: string | null): Promise<MailAllowance> {
      const taken: ReturnType<typeof counts> = [];
      for (const count of counts(email, clientAddress)) {
        if (!(await allowed(count.limiter, count.key))) {
          await Promise.all(taken.map((each) => each.limiter.reward(each.key)));
          return count.full;
        }
        taken.push(count);
      }
      return "mail";
    },
    async release(email: string, clientAddress: string | null): Promise<void> {
      await Promise.all(counts(email, clientAddress).map((each) => each.limiter.reward(each.key)));
    },
  };
}

export type MailLimits = ReturnType<typeof createMailLimits>;

export interface FormLimits {
  /** Unknown addresses are counted together. */
  clientMayPost(clientAddress: string | null): Promise<boolean>;
  mail: MailLimits;
}

export function createFormLimits(caps: MailCaps = MAIL_CAPS): FormLimits {
  // 20 sign-ups per client in 10 minutes: a household or an office shares one address.
  const perClient = new RateLimiterMemory({ keyPrefix: "client", points: 20, duration: 10 * 60 });
  return {
    clientMayPost: (clientAddress) => allowed(perClient, clientKey(clientAddress)),
    mail: createMailLimits(caps),
  };
}
