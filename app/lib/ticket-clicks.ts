/**
 * Get Tickets clicks, counted without tracking anyone: each ticket link
 * carries `ping="/ping/tickets/<id>"`, so the browser tells the site of the
 * click in a request of its own (the link itself stays the ticket seller's,
 * with no redirect), even on a page the page cache kept.
 */

/** Where a show's ticket link pings: the same path for every fan, no id of theirs. */
export const ticketPingPath = (showId: number) => `/ping/tickets/${showId}`;

/** The ping's address as Express routes it. */
export const TICKET_PING_ROUTE = "/ping/tickets/:id";

/** Whether a path is a ticket ping's (the only POST the site takes besides its forms). */
export const isTicketPingPath = (path: string) => /^\/ping\/tickets\/[^/]+$/.test(path);
