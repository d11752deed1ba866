/**
 * Runs both fakes until stopped, for browser tests and for anyone without
 * accounts:  npm run fakes -- [--supabase-port N] [--spotify-port N]
 * Prints the environment that points the site at them.
 */
import { parseArgs } from "node:util";

import {
  FAKE_SPOTIFY_ARTIST_ID,
  FAKE_SPOTIFY_CLIENT_ID,
  FAKE_SPOTIFY_CLIENT_SECRET,
  startFakeSpotify,
} from "./spotify.ts";
import { FAKE_SUPABASE_ANON_KEY, startFakeSupabase } from "./supabase.ts";

export async function startFakes(ports: { supabase?: number; spotify?: number } = {}) {
  const supabase = await startFakeSupabase({ port: ports.supabase });
  const spotify = await startFakeSpotify({ port: ports.spotify });
  return {
    supabase,
    spotify,
    /** The site's environment for hosted mode against these fakes. */
    env: {
      SUPABASE_URL: supabase.url,
      SUPABASE_ANON_KEY: FAKE_SUPABASE_ANON_KEY,
      SPOTIFY_CLIENT_ID: FAKE_SPOTIFY_CLIENT_ID,
      SPOTIFY_CLIENT_SECRET: FAKE_SPOTIFY_CLIENT_SECRET,
      SPOTIFY_ARTIST_ID: FAKE_SPOTIFY_ARTIST_ID,
      SPOTIFY_ACCOUNTS_URL: spotify.url,
      SPOTIFY_API_URL: spotify.url,
    },
    close: () => Promise.all([supabase.close(), spotify.close()]),
  };
}

function port(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a port number, not "${value}"`);
  return Number(value);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { "supabase-port": { type: "string" }, "spotify-port": { type: "string" } },
  });
  const fakes = await startFakes({
    supabase: port(values["supabase-port"], "supabase-port"),
    spotify: port(values["spotify-port"], "spotify-port"),
  });
  console.log("Fake Supabase and Spotify are running. Point the site at them with:");
  for (const [name, value] of Object.entries(fakes.env)) console.log(`${name}=${value}`);
  const stop = () => void fakes.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
