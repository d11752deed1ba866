import { describe, expect, it } from "vitest";

import { doctorReport, type Findings } from "./report.ts";

const ready: Findings = {
  mistakes: [],
  leftovers: [],
  envProblems: [],
  siteUrlSet: true,
  supabase: false,
  spotify: true,
  sampleBand: false,
  dataDir: "/var/lib/headliner",
  sampleShows: 0,
  production: true,
  following: true,
  smtp: true,
  mailFromSet: true,
  overridden: [],
};

const sampleLeft: Findings = {
  ...ready,
  leftovers: [
    { path: "credit.name", value: "Sample Builder", kind: "text" },
    { path: "images.logo.file", value: "/home/band/site/content/images/logo.svg", kind: "picture" },
  ],
  sampleShows: 9,
};

describe("npm run doctor's report", () => {
  it("says nothing of the sample is left, and exits 0, for a band's own site", () => {
    const report = doctorReport(ready);
    expect(report.text).toMatch(/Nothing of the sample band is left\.\n$/);
    expect(report.exitCode).toBe(0);
  });

  it("lists each leftover with where to change it, and the sample shows", () => {
    const { text, left } = doctorReport(sampleLeft);
    expect(text).toContain(
      'Still the sample band\'s, in content/site.config.ts:\n  - credit.name: "Sample Builder"',
    );
    expect(text).toContain(
      "Sample pictures (put the band's file in content/images/ and change its import line in content/site.config.ts):\n  - images.logo.file: content/images/logo.svg",
    );
    expect(text).toContain("9 sample shows in /var/lib/headliner: removed the first time the server starts");
    expect(left).toBe(3);
  });

  it("exits non-zero in production while sample content remains, and 0 on the band's own computer", () => {
    expect(doctorReport(sampleLeft).exitCode).toBe(1);
    expect(doctorReport(sampleLeft).text).toMatch(
      /3 things still the sample's or missing: .* \(production: not ready\)\n$/,
    );
    expect(doctorReport({ ...sampleLeft, production: false }).exitCode).toBe(0);
  });

  it("counts a missing SITE_URL only in production", () => {
    const noAddress = { ...ready, siteUrlSet: false };
    expect(doctorReport(noAddress)).toMatchObject({ left: 1, exitCode: 1 });
    expect(doctorReport(noAddress).text).toContain("SITE_URL is not set");
    expect(doctorReport({ ...noAddress, production: false })).toMatchObject({ left: 0, exitCode: 0 });
  });

  it("in production without SMTP_URL, counts the mail as missing: what to set, and where to get it", () => {
    const noMail = { ...ready, smtp: false, mailFromSet: false };
    const report = doctorReport(noMail);
    expect(report).toMatchObject({ left: 1, exitCode: 1 });
    expect(report.text).toContain(
      "  - SMTP_URL is not set: e-mails to fans are only written as files in /var/lib/headliner/outbox/, no fan can confirm, and the follow form stays closed.",
    );
    expect(report.text).toMatch(/Set SMTP_URL .*Postmark.*\) and MAIL_FROM/);
    // On the band's own computer the files are the way to read the e-mails: noted, not counted.
    const laptop = doctorReport({ ...noMail, production: false });
    expect(laptop).toMatchObject({ left: 0, exitCode: 0 });
    expect(laptop.text).toContain("SMTP_URL is not set");
    expect(laptop.text).toContain("fine on your own computer");
    // A site on Supabase without its database offers no following: nothing to say about mail.
    expect(doctorReport({ ...noMail, following: false }).text).not.toContain("SMTP_URL");
  });

  it("with SMTP_URL but no MAIL_FROM, says who the e-mails come from", () => {
    const text = doctorReport({ ...ready, mailFromSet: false }).text;
    expect(text).toContain("MAIL_FROM is not set");
    expect(doctorReport({ ...ready, mailFromSet: false }).exitCode).toBe(0);
  });

  it("puts mistakes first and always exits non-zero on one", () => {
    const report = doctorReport({
      ...ready,
      production: false,
      mistakes: ['activeStyle: "Normal" is not one of …'],
    });
    expect(report.text).toMatch(
      /^Mistakes in content\/site\.config\.ts \(the site will not start\):\n {2}- activeStyle/,
    );
    expect(report.text).toMatch(/1 mistake to fix before the site can start\.\n$/);
    expect(report.exitCode).toBe(1);
  });

  it("names the backends that are not connected", () => {
    const { text } = doctorReport({ ...ready, spotify: false });
    expect(text).toContain(
      "SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET are not set: Music shows the config's releases alone",
    );
    expect(text).toContain("Shows are kept in the embedded database in /var/lib/headliner: back it up");
    expect(doctorReport({ ...sampleLeft, spotify: false, sampleBand: true }).text).toContain(
      "are not set: Music shows the sample albums (the config's releases alone once the band is renamed)",
    );
  });
});

it("names the config's values the band set otherwise at /admin, and is still ready", () => {
  const report = doctorReport({ ...ready, overridden: ["heroes.normal.heading"] });
  expect(report.text).toContain("Set at /admin over content/site.config.ts");
  expect(report.text).toContain("  - heroes.normal.heading");
  expect(report.exitCode).toBe(0);
});

it("names the band's texts a language of the site lacks, and is still ready: those pages fall back", () => {
  const report = doctorReport({
    ...ready,
    untranslated: ["about: not in Spanish (es)", "bio[1]: not in Spanish (es)"],
  });
  expect(report.text).toContain("Not in every language of the site");
  expect(report.text).toContain("  - about: not in Spanish (es)\n  - bio[1]: not in Spanish (es)");
  expect(report.text).toMatch(/Nothing of the sample band is left\.\n$/);
  expect(report.exitCode).toBe(0);
});
