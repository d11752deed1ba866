import type { Database } from "#app/.server/db/database.ts";
import { literal } from "#app/.server/db/sql.ts";
import type { Language } from "#app/i18n/languages.ts";
import { isSiteLanguage, SITE_LANGUAGES } from "#app/i18n/site-languages.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import { validateShowRows } from "#app/lib/shows/stored.ts";
import { SELECT_SHOWS } from "#app/modules/shows/.server/sql.ts";

import type { Notice, PlannedFan } from "./plan.ts";

export interface FanToTell extends PlannedFan {
  email: string;
  unsubscribeKey: string;
  /** Their e-mails' language: the page's they signed up on (decision 100). */
  language: Language;
}

export interface NoticeData {
  fans: FanToTell[];
  notices: Notice[];
  shows: Show[];
}

const SELECT_CONFIRMED_FANS = `select id, email, latitude, longitude, "withinKm", "unsubscribeKey", language
  from public.fans where "confirmedAt" is not null order by id`;
const SELECT_NOTICES = `select "fanId", "showId", told from public.fan_notices`;

/** One message: one consistent moment. Invalid stored shows are left out, as the site does. */
export async function readNoticeData(database: Database, timeZone: string): Promise<NoticeData> {
  const [fans = [], notices = [], shows = []] = await database.run(
    `${SELECT_CONFIRMED_FANS}; ${SELECT_NOTICES}; ${SELECT_SHOWS}`,
  );
  return {
    fans: fans.map((row) => ({
      id: Number(row.id),
      email: String(row.email),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      withinKm: Number(row.withinKm),
      unsubscribeKey: String(row.unsubscribeKey),
      // A language the site no longer has: its first.
      language: isSiteLanguage(row.language) ? row.language : SITE_LANGUAGES[0],
    })),
    notices: notices.map(noticeOfRow),
    shows: validateShowRows(shows, timeZone, () => {}),
  };
}

/** Null when there is no such fan. */
export async function readOneFan(
  database: Database,
  fanId: number,
  timeZone: string,
): Promise<{ fan: PlannedFan; notices: Notice[]; shows: Show[] } | null> {
  const id = literal(fanId);
  const [[row] = [], notices = [], shows = []] = await database.run(
    `select id, latitude, longitude, "withinKm" from public.fans where id = ${id};
     ${SELECT_NOTICES} where "fanId" = ${id}; ${SELECT_SHOWS}`,
  );
  if (!row) return null;
  const fan = {
    id: Number(row.id),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    withinKm: Number(row.withinKm),
  };
  return { fan, notices: notices.map(noticeOfRow), shows: validateShowRows(shows, timeZone, () => {}) };
}

function noticeOfRow(row: Record<string, unknown>): Notice {
  return { fanId: Number(row.fanId), showId: Number(row.showId), told: String(row.told) };
}

const noticeValues = (notices: readonly Notice[]) =>
  notices
    .map((notice) => `(${literal(notice.fanId)}, ${literal(notice.showId)}, ${literal(notice.told)})`)
    .join(", ");

// One statement: the mail is queued only when a notice was new, so running it twice sends once;
// a fan who left or is no longer confirmed meanwhile gets nothing.
export function tellSql(fanId: number, notices: readonly Notice[], queueMail: string): string {
  const body = `declare recorded integer;
begin
  if not exists (select 1 from public.fans where id = ${literal(fanId)} and "confirmedAt" is not null) then
    return;
  end if;
  with inserted as (
    insert into public.fan_notices ("fanId", "showId", told) values ${noticeValues(notices)}
    on conflict do nothing returning 1
  )
  select count(*) into recorded from inserted;
  if recorded > 0 then
    execute ${literal(queueMail)};
  end if;
end`;
  return `do ${literal(body)}`;
}

/** What a fan already knows, for a fan who may not be confirmed yet. */
export function recordNoticesSql(fanId: number, notices: readonly Notice[]): string {
  return `insert into public.fan_notices ("fanId", "showId", told)
    select "fanId", "showId", told from (values ${noticeValues(notices)}) as notice ("fanId", "showId", told)
    where exists (select 1 from public.fans where id = ${literal(fanId)})
    on conflict do nothing`;
}
