/**
 * What the shows' places say when there is no list to show. Apart from the
 * components, so that a test process (which imports no browser script) can
 * read them too.
 */
export const NO_SHOWS_MESSAGE = "No bookings for now! We'll be around...";
export const SHOWS_UNAVAILABLE_MESSAGE = "The shows could not be loaded right now. Please check back soon.";
