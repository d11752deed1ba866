// Counted without tracking anyone: the ticket link carries `ping`, so the browser reports the click
// in a request of its own (no redirect), even on a page the page cache kept.

export const ticketPingPath = (showId: number) => `/ping/tickets/${showId}`;

export const TICKET_PING_ROUTE = "/ping/tickets/:id";

/** The only POST the site takes besides its forms. */
export const isTicketPingPath = (path: string) => /^\/ping\/tickets\/[^/]+$/.test(path);
