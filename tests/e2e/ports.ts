/**
 * The fixed ports of the servers playwright.config.ts starts once for the whole run. A second
 * checkout running its browser tests at the same time moves them all with HEADLINER_TEST_PORT_SHIFT
 * (say 100).
 */
const shift = Number(process.env.HEADLINER_TEST_PORT_SHIFT ?? 0) || 0;

/** The site in embedded mode (PGlite shows, sample albums). */
export const EMBEDDED_PORT = 3210 + shift;
/** The site in hosted mode, against the shared fakes below. */
export const HOSTED_PORT = 3211 + shift;
/** The shared fakes (tests/fakes/serve.ts). They always answer "good": no test changes them. */
export const FAKE_SUPABASE_PORT = 3221 + shift;
export const FAKE_SPOTIFY_PORT = 3222 + shift;
