import { createTurns } from "#app/lib/turns.ts";
import { siteConfig } from "#content/site.config.ts";

import { type AdminStore, createAdminStore } from "../modules/admin/.server/index.ts";
import { createFollowing, type Following } from "../modules/follow/.server/following.ts";
import { createFormLimits, type FormLimits } from "../modules/follow/.server/guard.ts";
import { startNotifier } from "../modules/follow/.server/notify.ts";
import { type Campaign, openCampaign } from "../modules/home/.server/campaign.ts";
import { createMediaStore, type MediaStore, storedImageFile } from "../modules/media/.server/index.ts";
import { type Albums, createAlbums } from "../modules/music/.server/index.ts";
import { createPressNumbers, type PressNumbersSource } from "../modules/press/.server/numbers.ts";
import { createPressPdfs, type PressPdfs } from "../modules/press/.server/pdf.ts";
import { createReminders, type Reminders } from "../modules/reminders/.server/reminders.ts";
import { startReminders } from "../modules/reminders/.server/send.ts";
import { createShareImages, type ShareImages } from "../modules/share/.server/index.ts";
import { openShowsStore, type Shows, type ShowsStore } from "../modules/shows/.server/index.ts";
import { createVisitCounter, type VisitCounter } from "../modules/visits/.server/index.ts";
import type { Database } from "./db/database.ts";
import type { Env } from "./env.ts";
import { describeError, log } from "./log.ts";
import { deleteMailCopies, type MailService, startMail } from "./mail/index.ts";

/** What the server builds once at start and hands to every route (request-context.ts). */
export interface Services {
  env: Env;
  shows: Shows;
  /** The fans' and the outbox's database: embedded, or DATABASE_URL's; null on Supabase's API alone. */
  database: Database | null;
  albums: Albums;
  following: Following;
  /** "Remind me" of a show, "e-mail me on release day" (docs/following.md). */
  reminders: Reminders;
  limits: FormLimits;
  mail: Pick<MailService, "wake">;
  press: PressNumbersSource & PressPdfs;
  shareImages: ShareImages;
  /** Where the band's pages write the shows (the same store the shows command uses). */
  showsStore: ShowsStore;
  /** Band members, passkeys and sessions; null without a database of the site's own. */
  admin: AdminStore | null;
  /** What leads Home: the config's campaign under what the band set at /admin. */
  campaign: Campaign;
  /** The band's uploaded pictures; null without a database of the site's own. */
  media: MediaStore | null;
  /** Page visits counted in memory, added to the database every minute; null without a database. */
  visits: VisitCounter | null;
}

export interface RunningServices extends Services {
  /** Stops the background work (the message being sent is finished), then closes the database. */
  close(): Promise<void>;
}

const HOSTED_CHECK_MS = 60_000;
const PREPARE_RETRY_MS = 30_000;

/** On Postgres the database may go down after start-up: the site keeps serving, and the key is read again later. */
async function prepareOrRetry(following: Following): Promise<void> {
  try {
    await following.prepare();
  } catch (error) {
    log("error", "following the band is off until the fans' database answers", {
      cause: describeError(error),
    });
    setTimeout(() => void prepareOrRetry(following), PREPARE_RETRY_MS).unref();
  }
}

export async function openServices(env: Env): Promise<RunningServices> {
  const opened = await openShowsStore(env);
  const { shows, database, store } = opened;
  // Where the writers of notices take turns: a run of the planner and a fan's confirmation never interleave.
  const turns = createTurns();
  const limits = createFormLimits();
  let mail: MailService | null = null;
  const wake = () => mail?.wake();
  const following = createFollowing({ env, database, shows, limits, wake, turns });
  if (database) await prepareOrRetry(following);
  // The only sender on the embedded database (this process owns it) takes back a killed sender's claims;
  // on Postgres several instances share the outbox.
  if (database) mail = startMail(env, database, { onlySender: !env.postgres });
  const notifier = database
    ? startNotifier({
        database,
        siteUrl: env.siteUrl,
        wake,
        turns,
        onShowsChange: shows.onChange,
        checkEveryMs: env.postgres ? HOSTED_CHECK_MS : undefined,
      })
    : null;
  const albums = createAlbums(env);
  let reminderRuns: ReturnType<typeof startReminders> | null = null;
  const reminders = createReminders({
    env,
    database,
    shows,
    albums,
    limits,
    wake: () => (reminderRuns ? reminderRuns.request() : wake()),
  });
  reminderRuns = database
    ? startReminders({
        database,
        siteUrl: env.siteUrl,
        releases: () => reminders.releaseDays(),
        wake,
        onShowsChange: shows.onChange,
        onMailDeleted: () => deleteMailCopies(database, env.dataDir),
      })
    : null;
  const stopClearingReminders = database ? reminders.startClearingUnconfirmed() : () => {};
  const media = database ? createMediaStore(database) : null;
  const campaign = await openCampaign({
    database,
    config: siteConfig,
    photo: async (id) => {
      const stored = await media?.image(id);
      return stored ? storedImageFile(stored) : null;
    },
  });
  // Whatever changed the shows may have changed the campaign (another instance's /admin).
  shows.onChange(() => {
    campaign
      .reload()
      .catch((error: unknown) =>
        log("error", "could not read the campaign again", { cause: describeError(error) }),
      );
  });
  const stopClearing = database ? following.startClearingUnconfirmed() : () => {};
  const visits = database ? createVisitCounter({ database, timeZone: siteConfig.timeZone }) : null;
  return {
    env,
    shows,
    database,
    albums,
    following,
    reminders,
    limits,
    mail: { wake },
    press: { ...createPressNumbers({ shows, database }), ...createPressPdfs() },
    shareImages: createShareImages(),
    showsStore: store,
    admin: database ? createAdminStore(database) : null,
    campaign,
    media,
    visits,
    async close() {
      stopClearing();
      // The last minute's visits, while the database is still open.
      await visits?.stop();
      stopClearingReminders();
      await notifier?.stop();
      await reminderRuns?.stop();
      await mail?.stop();
      await opened.close();
    },
  };
}
