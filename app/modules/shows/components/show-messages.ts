// Apart from the components, so a test process (which imports no browser script) can read them.
export const NO_SHOWS_MESSAGE = "No bookings for now! We'll be around...";
export const SHOWS_UNAVAILABLE_MESSAGE = "The shows could not be loaded right now. Please check back soon.";
