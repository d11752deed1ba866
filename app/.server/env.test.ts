import { describe, expect, test } from "vitest";
import { EnvError, parseEnv, type EnvOptions } from "./env.ts";

/** The message start-up would stop with. */
function startupError(source: Record<string, string | undefined>, options: EnvOptions = {}): string {
  try {
    parseEnv(source, options);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).message;
  }
  throw new Error(`expected ${JSON.stringify(source)} to be rejected`);
}

describe("parseEnv", () => {
  test("needs no variables at all", () => {
    expect(parseEnv({})).toEqual({
      port: 3000,
      host: undefined,
      siteUrl: "http://localhost:3000",
      siteUrlSet: false,
      dataDir: "./.data",
      supabase: null,
      spotify: null,
    });
  });

  test("reads the port and bases the default site URL on it", () => {
    expect(parseEnv({ PORT: "8080" })).toMatchObject({ port: 8080, siteUrl: "http://localhost:8080" });
  });

  test.each(["abc", "0", "-1", "65536", "80.5", "3000abc", "0x10", "1e3", " 3000 "])(
    "rejects PORT=%s, naming PORT",
    (port) => {
      expect(startupError({ PORT: port })).toContain("PORT");
    },
  );

  test("reads SITE_URL without its trailing slash", () => {
    expect(parseEnv({ SITE_URL: "https://band.example/" }).siteUrl).toBe("https://band.example");
    expect(parseEnv({ SITE_URL: "https://band.example//" }).siteUrl).toBe("https://band.example");
    expect(parseEnv({ SITE_URL: "http://localhost:4000" }).siteUrl).toBe("http://localhost:4000");
  });

  test.each([
    "ftp://x",
    "ftp://band.example",
    "javascript:alert(1)",
    "band.example",
    "/band",
    "not a url",
    "https://band.example/site",
    "https://band.example/?x=1",
    "https://band.example/#top",
  ])("rejects SITE_URL=%s, naming SITE_URL", (siteUrl) => {
    expect(startupError({ SITE_URL: siteUrl })).toContain("SITE_URL");
  });

  test("in production, requires SITE_URL and says what to set", () => {
    const message = startupError({}, { production: true });
    expect(message).toMatch(/SITE_URL: is required in production \(NODE_ENV=production\)/);
    expect(message).toContain("https://band.example");
    // With the other problems, all at once.
    expect(startupError({ PORT: "x" }, { production: true })).toMatch(/PORT:[\s\S]*SITE_URL:/);
    expect(parseEnv({ SITE_URL: "https://band.example" }, { production: true })).toMatchObject({
      siteUrl: "https://band.example",
      siteUrlSet: true,
    });
    // `npm start` on a laptop is not production: the default stays.
    expect(parseEnv({}).siteUrl).toBe("http://localhost:3000");
  });

  test("reads HOST, the address to listen on", () => {
    expect(parseEnv({ HOST: "127.0.0.1" }).host).toBe("127.0.0.1");
    expect(parseEnv({ HOST: "::" }).host).toBe("::");
    expect(parseEnv({ HOST: "::1" }).host).toBe("::1");
    expect(parseEnv({ HOST: "localhost" }).host).toBe("localhost");
    expect(parseEnv({ HOST: "" }).host).toBeUndefined();
    for (const host of ["http://x", "1.2.3.4:80", "[::1]", "a b", "-x"]) {
      expect(startupError({ HOST: host }), host).toContain("HOST");
    }
  });

  test("reads DATA_DIR", () => {
    expect(parseEnv({ DATA_DIR: "/var/lib/headliner" }).dataDir).toBe("/var/lib/headliner");
  });

  test("uses Supabase when both its URL and anon key are set", () => {
    expect(
      parseEnv({ SUPABASE_URL: "https://project.supabase.example/", SUPABASE_ANON_KEY: "anon-key" }).supabase,
    ).toEqual({ url: "https://project.supabase.example", anonKey: "anon-key" });
  });

  test("names SUPABASE_ANON_KEY when only SUPABASE_URL is set, and the other way round", () => {
    expect(startupError({ SUPABASE_URL: "https://project.supabase.example" })).toContain("SUPABASE_ANON_KEY");
    expect(startupError({ SUPABASE_ANON_KEY: "anon-key" })).toContain("SUPABASE_URL");
  });

  test("rejects a SUPABASE_URL that is not http(s), naming it", () => {
    expect(startupError({ SUPABASE_URL: "postgres://db.example", SUPABASE_ANON_KEY: "anon-key" })).toContain(
      "SUPABASE_URL",
    );
  });

  test("uses Spotify when both its client id and secret are set", () => {
    expect(parseEnv({ SPOTIFY_CLIENT_ID: "id", SPOTIFY_CLIENT_SECRET: "secret" }).spotify).toEqual({
      clientId: "id",
      clientSecret: "secret",
      artistId: undefined,
      accountsUrl: "https://accounts.spotify.com",
      apiUrl: "https://api.spotify.com",
    });
  });

  test("reads Spotify's artist id and base URLs", () => {
    expect(
      parseEnv({
        SPOTIFY_CLIENT_ID: "id",
        SPOTIFY_CLIENT_SECRET: "secret",
        SPOTIFY_ARTIST_ID: "0123456789abcdefghijAB",
        SPOTIFY_ACCOUNTS_URL: "http://127.0.0.1:4100/",
        SPOTIFY_API_URL: "http://127.0.0.1:4101",
      }).spotify,
    ).toMatchObject({
      artistId: "0123456789abcdefghijAB",
      accountsUrl: "http://127.0.0.1:4100",
      apiUrl: "http://127.0.0.1:4101",
    });
  });

  test("names SPOTIFY_CLIENT_SECRET when only SPOTIFY_CLIENT_ID is set, and the other way round", () => {
    expect(startupError({ SPOTIFY_CLIENT_ID: "id" })).toContain("SPOTIFY_CLIENT_SECRET");
    expect(startupError({ SPOTIFY_CLIENT_SECRET: "secret" })).toContain("SPOTIFY_CLIENT_ID");
  });

  test("rejects a malformed SPOTIFY_ARTIST_ID, naming it", () => {
    expect(startupError({ SPOTIFY_ARTIST_ID: "not-an-id" })).toContain("SPOTIFY_ARTIST_ID");
  });

  test("treats empty strings as unset", () => {
    expect(
      parseEnv({
        PORT: "",
        SITE_URL: "",
        DATA_DIR: "",
        SUPABASE_URL: "",
        SUPABASE_ANON_KEY: "",
        SPOTIFY_CLIENT_ID: "",
        SPOTIFY_CLIENT_SECRET: "",
        SPOTIFY_ARTIST_ID: "",
        SPOTIFY_ACCOUNTS_URL: "",
        SPOTIFY_API_URL: "",
      }),
    ).toEqual(parseEnv({}));
    expect(
      startupError({ SUPABASE_URL: "https://project.supabase.example", SUPABASE_ANON_KEY: "" }),
    ).toContain("SUPABASE_ANON_KEY");
    expect(startupError({ SPOTIFY_CLIENT_ID: "", SPOTIFY_CLIENT_SECRET: "secret" })).toContain(
      "SPOTIFY_CLIENT_ID",
    );
  });

  test("ignores variables it does not know", () => {
    expect(parseEnv({ HOME: "/root", PATH: "/usr/bin", SUPABASE_SERVICE_ROLE_KEY: "service" })).toEqual(
      parseEnv({}),
    );
  });

  test("names every bad variable at once", () => {
    const message = startupError({ PORT: "abc", SITE_URL: "ftp://x", SPOTIFY_CLIENT_ID: "id" });
    expect(message).toContain("PORT");
    expect(message).toContain("SITE_URL");
    expect(message).toContain("SPOTIFY_CLIENT_SECRET");
  });

  test("does not repeat a secret in its message", () => {
    const message = startupError({ SPOTIFY_CLIENT_SECRET: "s3cr3t-value", PORT: "abc" });
    expect(message).not.toContain("s3cr3t-value");
  });
});
