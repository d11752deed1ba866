/**
 * How long the site keeps what it keeps about fans: read by the code that
 * deletes it and by the privacy page that promises it, so the two never differ.
 */

/** An unconfirmed sign-up, after its confirmation e-mail: as long as the link in it works. */
export const UNCONFIRMED_HOURS = 48;

/** A sent e-mail: its outbox row (with the fan's unsubscribe link) and its .eml copy. */
export const SENT_MAIL_DAYS = 30;

/** The longest the counters that limit how often a client or an address may post the form are kept (in memory). */
export const RATE_LIMIT_HOURS = 1;

/** How often a server deletes what is due: sent e-mails past their days, copies whose e-mail is gone. */
export const UPKEEP_EVERY_HOURS = 1;

/**
 * The longest a server remembers that a connection's Get Tickets click for a show was counted today
 * (in memory, so that it counts once a day).
 */
export const TICKET_CLICK_MEMORY_HOURS = 24;
