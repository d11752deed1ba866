import { describe, expect, test } from "vitest";

import {
  API_NOT_READ_NOTICE,
  EnvError,
  type EnvOptions,
  mailNotSetUp,
  offersFollowing,
  parseEnv,
  SYNONYM_NOTICE,
} from "./env.ts";

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
      postgres: null,
      supabase: null,
      spotify: null,
      smtpUrl: undefined,
      mailFrom: "The Placeholders <shows@localhost>",
      trustProxy: false,
      notices: [],
      production: false,
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

  describe("TRUST_PROXY", () => {
    test("unset, no proxy is believed about the client", () => {
      expect(parseEnv({}).trustProxy).toBe(false);
      expect(parseEnv({ TRUST_PROXY: "" }).trustProxy).toBe(false);
    });

    test("is a number of proxies in front, or a list of addresses, ranges and Express's named ranges", () => {
      expect(parseEnv({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
      expect(parseEnv({ TRUST_PROXY: "loopback" }).trustProxy).toEqual(["loopback"]);
      expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, fd00::/8,172.16.0.5" }).trustProxy).toEqual([
        "10.0.0.0/8",
        "fd00::/8",
        "172.16.0.5",
      ]);
    });

    test("anything else stops start-up, naming the variable and the entry", () => {
      for (const value of ["true", "all", "10.0.0.0/33", "loopback,", "1.5", "proxy.example", "-1"]) {
        const message = startupError({ TRUST_PROXY: value });
        expect(message, value).toContain("TRUST_PROXY: must be a number of proxies");
      }
      expect(startupError({ TRUST_PROXY: "loopback, 10.0.0.0/99" })).toContain("not 10.0.0.0/99");
    });
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

  describe("DATABASE_URL, one Postgres for every table", () => {
    const hosted = { SUPABASE_URL: "https://project.supabase.example", SUPABASE_ANON_KEY: "anon-key" };
    const dbUrl = "postgresql://app:s3cr3t-pass@db.example:5432/headliner";

    test("is read with a pool of 5 connections unless DATABASE_POOL_SIZE says otherwise", () => {
      expect(parseEnv({ DATABASE_URL: dbUrl })).toMatchObject({
        postgres: { url: dbUrl, poolSize: 5 },
        supabase: null,
        notices: [],
      });
      expect(parseEnv({ DATABASE_URL: dbUrl, DATABASE_POOL_SIZE: "12" }).postgres?.poolSize).toBe(12);
      expect(parseEnv({ DATABASE_URL: "postgres://db.example/x" }).postgres?.url).toBe(
        "postgres://db.example/x",
      );
    });

    test("wins over Supabase's API, and the log says the keys are not read", () => {
      const env = parseEnv({ ...hosted, DATABASE_URL: dbUrl });
      expect(env.supabase).toBeNull();
      expect(env.postgres?.url).toBe(dbUrl);
      expect(env.notices).toEqual([API_NOT_READ_NOTICE]);
    });

    test("SUPABASE_DB_URL is read as DATABASE_URL, with a line asking to rename it", () => {
      const supabaseDbUrl = "postgresql://postgres.project:s3cr3t-pass@pooler.supabase.example:5432/postgres";
      expect(parseEnv({ SUPABASE_DB_URL: supabaseDbUrl })).toMatchObject({
        postgres: { url: supabaseDbUrl, poolSize: 5 },
        notices: [SYNONYM_NOTICE],
      });
      expect(parseEnv({ ...hosted, SUPABASE_DB_URL: supabaseDbUrl }).notices).toEqual([
        SYNONYM_NOTICE,
        API_NOT_READ_NOTICE,
      ]);
      expect(parseEnv({ DATABASE_URL: dbUrl, SUPABASE_DB_URL: supabaseDbUrl })).toMatchObject({
        postgres: { url: dbUrl },
        notices: [],
      });
    });

    test("following is offered on Postgres and on the embedded database, not through Supabase's API alone", () => {
      expect(offersFollowing(parseEnv({ DATABASE_URL: dbUrl }))).toBe(true);
      expect(offersFollowing(parseEnv({}))).toBe(true);
      expect(offersFollowing(parseEnv(hosted))).toBe(false);
      expect(offersFollowing(parseEnv({ ...hosted, DATABASE_URL: dbUrl }))).toBe(true);
    });

    test.each([
      ["https://db.example", "must start with postgresql://"],
      ["db.example:5432", "must start with postgresql://"],
      ["mysql://app:pw@db.example/headliner", "must start with postgresql://"],
      ["not an address at all", "is not an address"],
      [
        "postgresql://app:pw%zz@db.example/headliner",
        "has a user, password or database name with a broken %-escape",
      ],
    ])("rejects %s, naming the variable and never repeating it", (value, problem) => {
      const secret = value.replace("example", "s3cr3t-pass").replace("pw", "s3cr3t-pass");
      for (const name of ["DATABASE_URL", "SUPABASE_DB_URL"]) {
        const error = startupError({ [name]: secret });
        expect(error).toContain(`${name}: ${problem}`);
        expect(error).not.toContain("s3cr3t-pass");
      }
    });

    test.each(["0", "101", "5.5", "-1", "five", " 5"])("rejects DATABASE_POOL_SIZE=%s", (size) => {
      expect(startupError({ DATABASE_URL: dbUrl, DATABASE_POOL_SIZE: size })).toContain(
        "DATABASE_POOL_SIZE: must be a whole number of connections, from 1 to 100",
      );
    });

    test("refuses DATABASE_POOL_SIZE without DATABASE_URL", () => {
      expect(startupError({ DATABASE_POOL_SIZE: "5" })).toContain(
        "DATABASE_POOL_SIZE: is read only with DATABASE_URL",
      );
    });
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
        SMTP_URL: "",
        MAIL_FROM: "",
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

  test("reads SMTP_URL, the mail server, with its user and password", () => {
    for (const url of [
      "smtp://smtp.example.com",
      "smtp://smtp.example.com:587",
      "smtps://apikey:SG.abc%2Fdef@smtp.sendgrid.net:465",
      "smtp://127.0.0.1:2525/",
    ]) {
      expect(parseEnv({ SMTP_URL: url }).smtpUrl, url).toBe(url);
    }
  });

  test.each([
    ["https://smtp.example.com", "must start with smtp:// or smtps://, not https://"],
    ["smtp.example.com:587", "must start with smtp:// or smtps://"],
    ["not a url", "is not an address"],
    ["smtp://smtp.example.com:587/inbox", "no path"],
    ["smtp://smtp.example.com?pool=true", "no path, ? or #"],
    ["smtp://user:p%zzword@smtp.example.com", "broken %-escape"],
    ["smtp://:s3cr3t-pass@smtp.example.com", "has a password but no user"],
  ])("rejects SMTP_URL=%s, naming it and what is wrong", (url, problem) => {
    const message = startupError({ SMTP_URL: url });
    expect(message).toContain(`SMTP_URL: `);
    expect(message).toContain(problem);
  });

  test("never repeats SMTP_URL's password, whatever is wrong with it", () => {
    for (const url of [
      "https://user:s3cr3t-pass@smtp.example.com",
      "smtp://user:s3cr3t-pass@smtp.example.com/path",
      "smtp://:s3cr3t-pass@smtp.example.com",
      "smtp//user:s3cr3t-pass@smtp.example.com",
    ]) {
      const message = startupError({ SMTP_URL: url, PORT: "abc" });
      expect(message, url).toContain("SMTP_URL");
      expect(message, url).not.toContain("s3cr3t-pass");
    }
  });

  test("reads MAIL_FROM, an address or a name and an address", () => {
    expect(parseEnv({ MAIL_FROM: "shows@band.example" }).mailFrom).toBe("shows@band.example");
    expect(parseEnv({ MAIL_FROM: "The Band <shows@band.example>" }).mailFrom).toBe(
      "The Band <shows@band.example>",
    );
    expect(parseEnv({ MAIL_FROM: '"Earth, Wind & Fire" <shows@band.example>' }).mailFrom).toBe(
      '"Earth, Wind & Fire" <shows@band.example>',
    );
    for (const from of ["nobody", "a@b.example, c@d.example", "Band <>", "team: a@b.example;", "<@x>"]) {
      expect(startupError({ MAIL_FROM: from }), from).toContain("MAIL_FROM: must be one e-mail address");
    }
  });

  test("without MAIL_FROM, mail comes from the band at shows@ the site's host", () => {
    expect(parseEnv({ SITE_URL: "https://band.example" }).mailFrom).toBe(
      "The Placeholders <shows@band.example>",
    );
    expect(parseEnv({ PORT: "8080" }).mailFrom).toBe("The Placeholders <shows@localhost>");
  });

  test("in production without SMTP_URL, mail is not set up; with it, or on a laptop, it is", () => {
    const production = { SITE_URL: "https://band.example" };
    expect(mailNotSetUp(parseEnv(production, { production: true }))).toBe(true);
    expect(
      mailNotSetUp(
        parseEnv({ ...production, SMTP_URL: "smtp://smtp.example.com:587" }, { production: true }),
      ),
    ).toBe(false);
    // `npm start` and `npm run dev`: the e-mails are files in DATA_DIR/outbox/, as meant.
    expect(mailNotSetUp(parseEnv({}))).toBe(false);
  });
});
