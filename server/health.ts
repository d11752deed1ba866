import { withDeadline } from "#app/.server/deadline.ts";

/** The longest /healthz waits for the page to render before it says the site is failing. */
export const HEALTH_DEADLINE_MS = 5_000;

/**
 * The page /healthz checks: one rendered from the config alone. A failing
 * Supabase or Spotify only degrades a block of a page, and restarting the
 * site would not mend it, so it must not fail the health check.
 */
export const HEALTH_PAGE = "/about";

/**
 * Whether the site can serve its pages now, for /healthz: the page is kept
 * and fresh, or it renders (200) within the deadline. A health check that
 * only said "the process is up" would keep a sick instance in service; this
 * one fails, so an orchestrator restarts it.
 */
export async function pagesAnswer({
  kept,
  render,
  deadlineMs = HEALTH_DEADLINE_MS,
}: {
  /** Whether the page is kept (and fresh) now. */
  kept: () => boolean;
  /** Renders the page as a visitor would get it. */
  render: () => Promise<Response>;
  deadlineMs?: number;
}): Promise<boolean> {
  if (kept()) return true;
  const rendered = render().then(
    async (response) => {
      await response.body?.cancel();
      return response.status === 200;
    },
    () => false,
  );
  return withDeadline(rendered, deadlineMs, false);
}
