import type { RequestHandler } from "express";

import type { Database } from "#app/.server/db/database.ts";
import type { Env } from "#app/.server/env.ts";
import type { Shows } from "#app/modules/shows/.server/shows.ts";
import { createTicketPings, PING_STATUS } from "#app/modules/tickets/.server/ticket-ping.ts";
import { siteConfig } from "#content/site.config.ts";

// Answered with no body, never cached, never with a cookie; the body ("PING") is never read.

/** A ping's body is "PING": anything much larger is not one. */
const MAX_PING_BYTES = 64;

export function ticketPings({
  shows,
  database,
  env,
}: {
  shows: Shows;
  database: Database | null;
  env: Env;
}): RequestHandler {
  let countPing: ReturnType<typeof createTicketPings> | undefined;
  return async (request, response, next) => {
    try {
      const length = request.get("content-length");
      if (request.get("transfer-encoding") !== undefined || !(Number(length ?? 0) <= MAX_PING_BYTES)) {
        response.status(413).set("Connection", "close").end();
        return;
      }
      countPing ??= createTicketPings({
        shows: shows.getAllShows,
        database: () => database,
        siteUrl: env.siteUrl,
        timeZone: siteConfig.timeZone,
      });
      const outcome = await countPing({
        showId: String(request.params.id),
        header: (name) => request.get(name),
        clientAddress: request.ip ?? null,
      });
      response.status(PING_STATUS[outcome]).set("Cache-Control", "no-store").end();
    } catch (error) {
      next(error);
    }
  };
}
