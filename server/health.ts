import { withDeadline } from "#app/.server/deadline.ts";

export const HEALTH_DEADLINE_MS = 5_000;

// Rendered from the config alone: a failing Supabase or Spotify is not mended by a restart.
export const HEALTH_PAGE = "/about";

/** Fails when the page cannot render, so an orchestrator restarts a sick instance. */
export async function pagesAnswer({
  kept,
  render,
  deadlineMs = HEALTH_DEADLINE_MS,
}: {
  kept: () => boolean;
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

/** /healthz's addition while the database does not answer (pages are still served). */
export const DATABASE_DOWN = {
  database: "not answering: forms are refused, pages are served from what was last read",
};
