/** The fixed ports of the servers playwright.config.ts starts once for the whole run. */

/** The site in embedded mode (PGlite shows, sample albums). */
export const EMBEDDED_PORT = 3210;
/** The site in hosted mode, against the shared fakes below. */
export const HOSTED_PORT = 3211;
/** The shared fakes (tests/fakes/serve.ts). They always answer "good": no test changes them. */
export const FAKE_SUPABASE_PORT = 3221;
export const FAKE_SPOTIFY_PORT = 3222;
