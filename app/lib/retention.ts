// Read by the code that deletes and by the privacy page that promises, so the two never differ.

/** As long as the link in its confirmation e-mail works. */
export const UNCONFIRMED_HOURS = 48;

/** The outbox row (with the fan's unsubscribe link) and its .eml copy. */
export const SENT_MAIL_DAYS = 30;

export const RATE_LIMIT_HOURS = 1;

export const UPKEEP_EVERY_HOURS = 1;

/** In memory, so a connection's click counts once a day. */
export const TICKET_CLICK_MEMORY_HOURS = 24;

/** A reminder of a show is deleted this long after its show; the show's day is past by then. */
export const REMINDER_KEPT_AFTER_SHOW_DAYS = 1;

/** A release-day e-mail the site could not send on the day still goes this long after; then it is deleted. */
export const RELEASE_MAIL_LATE_DAYS = 7;
