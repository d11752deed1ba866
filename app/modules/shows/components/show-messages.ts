import { m } from "#app/i18n/compiled/messages.js";

// Apart from the components, so a test process (which imports no browser script) can read them. A page
// says them in its language (the functions); the constants are the English words the tests look for.
export const noShowsMessage = () => m.shows_none();
export const showsUnavailableMessage = () => m.shows_unavailable();
export const NO_SHOWS_MESSAGE = m.shows_none({}, { locale: "en" });
export const SHOWS_UNAVAILABLE_MESSAGE = m.shows_unavailable({}, { locale: "en" });
