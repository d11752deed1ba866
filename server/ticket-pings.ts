import type { RequestHandler } from "express";
import { siteConfig } from "#content/site.config.ts";
import { getEnv } from "#app/.server/env.ts";
import { createTicketPings, PING_STATUS } from "#app/.server/press/ticket-ping.ts";
import { getAllShows } from "#app/.server/shows/index.ts";
import { openedDatabase } from "#app/.server/shows/open-store.ts";

/**
 * POST /ping/tickets/:id, the ping of a Get Tickets link: counted (or not)
 * by app/.server/press/ticket-ping.ts, answered with no body, never cached,
 * never with a cookie. Its body ("PING") is never read (Node discards it).
 */

/** A ping's body is "PING": anything much larger is not one. */
const MAX_PING_BYTES = 64;

export function ticketPings(): RequestHandler {
  let countPing: ReturnType<typeof createTicketPings> | undefined;
  return async (request, response, next) => {
    try {
      const length = request.get("content-length");
      if (request.get("transfer-encoding") !== undefined || !(Number(length ?? 0) <= MAX_PING_BYTES)) {
        response.status(413).set("Connection", "close").end();
        return;
      }
      countPing ??= createTicketPings({
        shows: getAllShows,
        database: openedDatabase,
        siteUrl: getEnv().siteUrl,
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
