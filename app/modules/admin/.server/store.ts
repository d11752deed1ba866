import { z } from "zod";

import type { Database } from "#app/.server/db/database.ts";
import { literal } from "#app/.server/db/sql.ts";

import { codeMatches, hashToken, newCode, newToken } from "./tokens.ts";

// Every write that must happen whole is one SQL message (one transaction), and every one-time use is a
// single conditional UPDATE or DELETE: two instances sharing the database never both get it.

export interface Member {
  id: number;
  email: string;
  name: string | null;
  createdAt: Date;
}

export interface StoredPasskey {
  id: string;
  memberId: number;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  label: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export const INVITE_VALID_MS = 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 90 * 24 * 60 * 60 * 1000;
export const CODE_VALID_MS = 10 * 60 * 1000;
export const CODE_TRIES = 5;
export const CHALLENGE_VALID_MS = 5 * 60 * 1000;
/** Requests for codes are kept this long at least, whatever window a limit asks about. */
const CODE_REQUESTS_KEPT_MS = 24 * 60 * 60 * 1000;
const MAX_NAME_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;

export type ChallengePurpose = "register" | "sign-in";

export interface AdminStore {
  /** Adds the member when new (name kept or updated), voids their earlier unused invitations, returns a new one-time token (random, 32 bytes base64url) valid 24 h. Email is trimmed and checked (throw AdminInputError naming what is wrong). */
  invite(
    email: string,
    options: { name?: string; now: Date },
  ): Promise<{ member: Member; token: string; expiresAt: Date }>;
  members(): Promise<(Member & { passkeys: number; lastSeenAt: Date | null })[]>;
  /** Deletes the member with their passkeys, sessions, invitations and codes; false when there is none. */
  removeMember(email: string): Promise<boolean>;
  memberById(id: number): Promise<Member | null>;
  /** One-time: marks it used and returns its member; null when unknown, used, expired or the member was removed. */
  useInvite(token: string, now: Date): Promise<Member | null>;
  /** Whether the token is valid now, without using it (to show the page before the passkey ceremony). */
  peekInvite(token: string, now: Date): Promise<Member | null>;
  addPasskey(passkey: Omit<StoredPasskey, "createdAt" | "lastUsedAt">, now: Date): Promise<void>;
  passkeysOf(memberId: number): Promise<StoredPasskey[]>;
  findPasskey(id: string): Promise<StoredPasskey | null>;
  /** After a sign-in: the new counter and last_used_at. */
  usePasskey(id: string, counter: number, now: Date): Promise<void>;
  /** false when it is not that member's, or is their last one (without it only a code lets them in). */
  removePasskey(memberId: number, id: string): Promise<boolean>;
  /** A new challenge (random, base64url) for a purpose ("register" | "sign-in"), valid 5 minutes. */
  newChallenge(purpose: ChallengePurpose, memberId: number | null, now: Date): Promise<string>;
  /** One-time: true (and deleted) when it exists for that purpose, is unexpired, and (when given) is that member's. */
  takeChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    memberId: number | null,
    now: Date,
  ): Promise<boolean>;
  /** Returns the raw session id (random 32 bytes base64url); only its hash is kept. */
  startSession(memberId: number, now: Date): Promise<string>;
  /** The member, and touches last_seen_at; null when unknown, ended, idle over 30 days, older than 90 days, or the member was removed. */
  sessionMember(sessionId: string, now: Date): Promise<Member | null>;
  endSession(sessionId: string): Promise<void>;
  /** For a member: a new 6-digit code valid 10 min (the earlier one voided); for a stranger: null, with no row kept. The caller answers the same either way. */
  newSignInCode(email: string, now: Date): Promise<{ member: Member; code: string } | null>;
  /** The member when the code is right and valid; each wrong try counts, and after 5 the code is void. */
  checkSignInCode(email: string, code: string, now: Date): Promise<Member | null>;
  /** Counts a request for a code under a key (e.g. "email:x" or "client:1.2.3.4"); false when that key already made `max` requests within `windowMs`. */
  allowCodeRequest(key: string, now: Date, limit: { max: number; windowMs: number }): Promise<boolean>;
  recordActivity(who: string, what: string, now: Date): Promise<void>;
  recentActivity(limit: number): Promise<{ at: Date; who: string; what: string }[]>;
}

/** What the band typed is wrong; the message names what. */
export class AdminInputError extends Error {}

const memberRow = z.object({
  id: z.coerce.number(),
  email: z.string(),
  name: z.string().nullable(),
  createdAt: z.coerce.date(),
});
const MEMBER_COLUMNS = (table: string) =>
  `${table}.id, ${table}.email, ${table}.name, ${table}.created_at as "createdAt"`;

const listedMemberRow = memberRow.extend({
  passkeys: z.coerce.number(),
  lastSeenAt: z.coerce.date().nullable(),
});

// The key as hex and the transports as JSON text: read the same through pg, PGlite and the socket.
const passkeyRow = z.object({
  id: z.string(),
  memberId: z.coerce.number(),
  publicKey: z.string().transform((hex) => new Uint8Array(Buffer.from(hex, "hex"))),
  counter: z.coerce.number(),
  transports: z.string().transform((json) => z.array(z.string()).parse(JSON.parse(json))),
  label: z.string(),
  createdAt: z.coerce.date(),
  lastUsedAt: z.coerce.date().nullable(),
});
const PASSKEY_COLUMNS = `id, member_id as "memberId", encode(public_key, 'hex') as "publicKey", counter,
  array_to_json(transports)::text as transports, label, created_at as "createdAt", last_used_at as "lastUsedAt"`;

const activityRow = z.object({ at: z.coerce.date(), who: z.string(), what: z.string() });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed and lower-cased: one member per address however it is typed. */
function sameAddress(email: string): string {
  return email.trim().toLowerCase();
}

function checkedEmail(email: string): string {
  const address = sameAddress(email);
  if (address === "") throw new AdminInputError("the e-mail address is empty");
  if (address.length > MAX_EMAIL_LENGTH) {
    throw new AdminInputError(`the e-mail address is longer than ${MAX_EMAIL_LENGTH} characters`);
  }
  if (!EMAIL.test(address)) {
    throw new AdminInputError(`"${email.trim()}" is not an e-mail address (like jo@example.com)`);
  }
  return address;
}

function checkedName(name: string | undefined): string | null {
  const trimmed = name?.trim() ?? "";
  if (trimmed.length > MAX_NAME_LENGTH) {
    throw new AdminInputError(`the name is longer than ${MAX_NAME_LENGTH} characters`);
  }
  return trimmed === "" ? null : trimmed;
}

const before = (now: Date, ms: number) => literal(new Date(now.getTime() - ms));
const after = (now: Date, ms: number) => literal(new Date(now.getTime() + ms));

export function createAdminStore(database: Database): AdminStore {
  const { run } = database;
  const members = (rows: Record<string, unknown>[] = []) => rows.map((row) => memberRow.parse(row));
  const oneMember = async (sql: string, statement = 0) => members((await run(sql))[statement])[0] ?? null;
  const passkeys = (rows: Record<string, unknown>[] = []) => rows.map((row) => passkeyRow.parse(row));

  return {
    async invite(email, { name, now }) {
      const address = checkedEmail(email);
      const givenName = checkedName(name);
      const token = newToken();
      const expiresAt = new Date(now.getTime() + INVITE_VALID_MS);
      const [, [row] = []] = await run(`
        delete from headliner.member_invites where expires_at <= ${literal(now)};
        with member as (
          insert into headliner.members as m (email, name, created_at)
          values (${literal(address)}, ${literal(givenName)}, ${literal(now)})
          on conflict ((lower(email))) do update set name = coalesce(excluded.name, m.name)
          returning ${MEMBER_COLUMNS("m")}
        ), voided as (
          delete from headliner.member_invites
          where used_at is null and member_id = (select id from member)
        ), invited as (
          insert into headliner.member_invites (token_hash, member_id, expires_at)
          select ${literal(hashToken(token))}, id, ${literal(expiresAt)} from member
        )
        select * from member`);
      return { member: memberRow.parse(row), token, expiresAt };
    },

    async members() {
      const [rows = []] = await run(`
        select ${MEMBER_COLUMNS("m")},
          (select count(*) from headliner.passkeys p where p.member_id = m.id) as passkeys,
          greatest(
            (select max(s.last_seen_at) from headliner.admin_sessions s where s.member_id = m.id),
            (select max(p.last_used_at) from headliner.passkeys p where p.member_id = m.id)
          ) as "lastSeenAt"
        from headliner.members m order by m.id`);
      return rows.map((row) => listedMemberRow.parse(row));
    },

    async removeMember(email) {
      const [deleted = []] = await run(
        `delete from headliner.members where lower(email) = ${literal(sameAddress(email))} returning id`,
      );
      return deleted.length > 0;
    },

    memberById: (id) =>
      oneMember(`select ${MEMBER_COLUMNS("m")} from headliner.members m where m.id = ${literal(id)}`),

    useInvite: (token, now) =>
      oneMember(`
        update headliner.member_invites i set used_at = ${literal(now)}
        from headliner.members m
        where i.token_hash = ${literal(hashToken(token))} and m.id = i.member_id
          and i.used_at is null and i.expires_at > ${literal(now)}
        returning ${MEMBER_COLUMNS("m")}`),

    peekInvite: (token, now) =>
      oneMember(`
        select ${MEMBER_COLUMNS("m")}
        from headliner.member_invites i join headliner.members m on m.id = i.member_id
        where i.token_hash = ${literal(hashToken(token))}
          and i.used_at is null and i.expires_at > ${literal(now)}`),

    async addPasskey(passkey, now) {
      const publicKey = Buffer.from(passkey.publicKey).toString("hex");
      await run(`
        insert into headliner.passkeys (id, member_id, public_key, counter, transports, label, created_at)
        values (${literal(passkey.id)}, ${literal(passkey.memberId)}, decode(${literal(publicKey)}, 'hex'),
          ${literal(passkey.counter)}, ${literal(passkey.transports)}, ${literal(passkey.label)}, ${literal(now)})`);
    },

    async passkeysOf(memberId) {
      const [rows] = await run(
        `select ${PASSKEY_COLUMNS} from headliner.passkeys where member_id = ${literal(memberId)} order by created_at, id`,
      );
      return passkeys(rows);
    },

    async findPasskey(id) {
      const [rows] = await run(`select ${PASSKEY_COLUMNS} from headliner.passkeys where id = ${literal(id)}`);
      return passkeys(rows)[0] ?? null;
    },

    async usePasskey(id, counter, now) {
      await run(
        `update headliner.passkeys set counter = ${literal(counter)}, last_used_at = ${literal(now)} where id = ${literal(id)}`,
      );
    },

    async removePasskey(memberId, id) {
      // The member's rows locked first: two removals at once cannot both pass the count.
      const member = literal(memberId);
      const [deleted = []] = await run(`
        with theirs as (select id from headliner.passkeys where member_id = ${member} for update)
        delete from headliner.passkeys
        where id = ${literal(id)} and member_id = ${member} and (select count(*) from theirs) > 1
        returning id`);
      return deleted.length > 0;
    },

    async newChallenge(purpose, memberId, now) {
      const challenge = newToken();
      await run(`
        delete from headliner.admin_challenges where expires_at <= ${literal(now)};
        insert into headliner.admin_challenges (challenge_hash, member_id, purpose, expires_at)
        values (${literal(hashToken(challenge))}, ${literal(memberId)}, ${literal(purpose)}, ${after(now, CHALLENGE_VALID_MS)})`);
      return challenge;
    },

    async takeChallenge(challenge, purpose, memberId, now) {
      const ofMember = memberId === null ? "" : `and member_id = ${literal(memberId)}`;
      const [taken = []] = await run(`
        delete from headliner.admin_challenges
        where challenge_hash = ${literal(hashToken(challenge))} and purpose = ${literal(purpose)}
          and expires_at > ${literal(now)} ${ofMember}
        returning challenge_hash`);
      return taken.length > 0;
    },

    async startSession(memberId, now) {
      const sessionId = newToken();
      await run(`
        delete from headliner.admin_sessions
        where last_seen_at <= ${before(now, SESSION_IDLE_MS)} or created_at <= ${before(now, SESSION_MAX_MS)};
        insert into headliner.admin_sessions (id_hash, member_id, created_at, last_seen_at)
        values (${literal(hashToken(sessionId))}, ${literal(memberId)}, ${literal(now)}, ${literal(now)})`);
      return sessionId;
    },

    sessionMember: (sessionId, now) =>
      oneMember(`
        update headliner.admin_sessions s set last_seen_at = ${literal(now)}
        from headliner.members m
        where s.id_hash = ${literal(hashToken(sessionId))} and m.id = s.member_id
          and s.last_seen_at > ${before(now, SESSION_IDLE_MS)} and s.created_at > ${before(now, SESSION_MAX_MS)}
        returning ${MEMBER_COLUMNS("m")}`),

    async endSession(sessionId) {
      await run(`delete from headliner.admin_sessions where id_hash = ${literal(hashToken(sessionId))}`);
    },

    async newSignInCode(email, now) {
      const code = newCode();
      const member = await oneMember(
        `
        delete from headliner.sign_in_codes where expires_at <= ${literal(now)};
        with member as (
          select ${MEMBER_COLUMNS("m")} from headliner.members m
          where lower(m.email) = ${literal(sameAddress(email))}
        ), coded as (
          insert into headliner.sign_in_codes (member_id, code_hash, expires_at)
          select id, ${literal(hashToken(code))}, ${after(now, CODE_VALID_MS)} from member
          on conflict (member_id) do update
          set code_hash = excluded.code_hash, expires_at = excluded.expires_at, tries = 0
        )
        select * from member`,
        1,
      );
      return member ? { member, code } : null;
    },

    async checkSignInCode(email, code, now) {
      // The try is counted before the code is compared, so that tries at once cannot pass the limit.
      const [[row] = []] = await run(`
        update headliner.sign_in_codes c set tries = c.tries + 1
        from headliner.members m
        where m.id = c.member_id and lower(m.email) = ${literal(sameAddress(email))}
          and c.expires_at > ${literal(now)} and c.tries < ${literal(CODE_TRIES)}
        returning c.code_hash as "codeHash", ${MEMBER_COLUMNS("m")}`);
      if (!row || !codeMatches(code.replace(/\s/g, ""), String(row.codeHash))) return null;
      const [used = []] = await run(`
        delete from headliner.sign_in_codes
        where member_id = ${literal(Number(row.id))} and code_hash = ${literal(String(row.codeHash))}
        returning member_id`);
      return used.length > 0 ? memberRow.parse(row) : null;
    },

    async allowCodeRequest(key, now, { max, windowMs }) {
      const keyHash = literal(hashToken(key));
      // The transaction-scoped lock makes requests under one key count one after the other.
      const [, , [allowed] = []] = await run(`
        select pg_advisory_xact_lock(hashtextextended(${keyHash}, 0));
        delete from headliner.code_requests where at <= ${before(now, Math.max(windowMs, CODE_REQUESTS_KEPT_MS))};
        insert into headliner.code_requests (key_hash, at)
        select ${keyHash}, ${literal(now)}
        where (select count(*) from headliner.code_requests
               where key_hash = ${keyHash} and at > ${before(now, windowMs)}) < ${literal(max)}
        returning at`);
      return allowed !== undefined;
    },

    async recordActivity(who, what, now) {
      await run(
        `insert into headliner.activity (at, who, what) values (${literal(now)}, ${literal(who)}, ${literal(what)})`,
      );
    },

    async recentActivity(limit) {
      const [rows = []] = await run(
        `select at, who, what from headliner.activity order by at desc, id desc limit ${literal(Math.max(0, Math.floor(limit)))}`,
      );
      return rows.map((row) => activityRow.parse(row));
    },
  };
}
