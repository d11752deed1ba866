import { describe, expect, test } from "vitest";

import { type Show, type ShowFields, showWith } from "#app/lib/shows/fields.ts";
import { siteConfig } from "#content/site.config.ts";

import { announcementMail, changeMail, confirmationMail, type OutgoingMail } from "./messages.ts";

/** November 23, 2026, 7:00 AM in New York (the band's zone). */
const NOW = new Date("2026-11-23T12:00:00Z");
const SITE = "https://band.example";
const UNSUBSCRIBE = "https://band.example/unsubscribe?key=k3y";

let nextId = 12;
const show = (fields: Partial<ShowFields>): Show => ({
  id: nextId++,
  updatedAt: null,
  ...showWith({ venue: "The Orpheum", city: "Tampa", state: "FL", ...fields }),
});

/** May 1, 2027, 8:00 PM in New York. */
const MAY_FIRST = new Date("2027-05-02T00:00:00Z");

const announce = (shows: Show[]) =>
  announcementMail({ to: "fan@example.com", shows, unsubscribeUrl: UNSUBSCRIBE, siteUrl: SITE, now: NOW });

/** What every e-mail to fans carries, whatever it says. */
function expectEveryMailRule(mail: OutgoingMail) {
  expect(mail.to).toBe("fan@example.com");
  expect(mail.headers).toEqual({
    "List-Unsubscribe": `<${UNSUBSCRIBE}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });
  for (const part of [mail.text, mail.html]) {
    expect(part).toContain(siteConfig.name);
    expect(part).toContain(siteConfig.postalAddress);
    expect(part).toContain(UNSUBSCRIBE);
  }
  expect(mail.text).toContain(`Unsubscribe at once: ${UNSUBSCRIBE}`);
  expect(mail.html).toMatch(/^<!doctype html><html lang="en">/);
  expect(mail.html).toContain(`<a href="${UNSUBSCRIBE}"`);
  // Nothing loaded from anywhere: no image, no pixel, no stylesheet, no font, no script.
  expect(mail.html).not.toMatch(
    /<img|<link|<script|<iframe|<video|<audio|src=|url\(|background-image|@import/i,
  );
}

describe("the confirmation e-mail", () => {
  const mail = confirmationMail({
    to: "fan@example.com",
    confirmUrl: "https://band.example/follow/confirm?token=t0k3n",
    unsubscribeUrl: UNSUBSCRIBE,
    place: "Tampa, FL",
    within: "100 mi",
  });

  test("gives the link, how long it works, and the place and distance asked for", () => {
    expectEveryMailRule(mail);
    expect(mail.subject).toBe("Confirm: The Placeholders shows near Tampa, FL");
    expect(mail.text).toContain("within 100 mi of Tampa, FL");
    expect(mail.text).toContain("https://band.example/follow/confirm?token=t0k3n");
    expect(mail.text).toContain("48 hours");
    expect(mail.html).toContain('href="https://band.example/follow/confirm?token=t0k3n"');
    expect(mail.html).toContain("48 hours");
  });
});

describe("the announcement", () => {
  test("tells one show: date and time in the band's zone, venue, city, price, ages, links", () => {
    const one = show({
      date: MAY_FIRST,
      price: 15,
      ageRestriction: 21,
      supportingArtists: ["The Openers"],
      ticketLink: "https://tickets.example/orpheum",
    });
    const mail = announce([one]);
    expectEveryMailRule(mail);
    expect(mail.subject).toBe("The Placeholders at The Orpheum, Tampa, FL, May 1, 2027 at 8:00 PM");
    expect(mail.text).toContain(
      [
        "THE ORPHEUM",
        // The band's zone named: a fan may read it in another.
        "May 1, 2027 at 8:00 PM Eastern Time",
        "Tampa, FL",
        "With The Openers",
        "$15 · Ages 21+",
        "Get Tickets: https://tickets.example/orpheum",
        `The show's page: ${SITE}/shows/${one.id}`,
        `Add to calendar: ${SITE}/shows/${one.id}.ics`,
      ].join("\n"),
    );
    for (const text of [
      "May 1, 2027 at 8:00 PM Eastern Time",
      "Tampa, FL",
      "$15 · Ages 21+",
      "Get Tickets",
    ]) {
      expect(mail.html).toContain(text);
    }
    expect(mail.html).toContain(`href="${SITE}/shows/${one.id}.ics"`);
    expect(mail.html).toContain('href="https://tickets.example/orpheum"');
  });

  test("makes one message of several shows", () => {
    const shows = [
      show({ date: MAY_FIRST, venue: "The Orpheum" }),
      show({ date: new Date("2027-05-03T00:30:00Z"), venue: "Crowbar", city: "Ybor City" }),
      show({ date: null, venue: "Jannus Live", city: "St. Petersburg", title: "Summer Jam" }),
    ];
    const mail = announce(shows);
    expectEveryMailRule(mail);
    expect(mail.subject).toBe("The Placeholders: 3 new shows near you");
    expect(mail.text).toContain("3 new shows near you");
    for (const each of shows) {
      expect(mail.text).toContain(`${SITE}/shows/${each.id}`);
      expect(mail.html).toContain(`href="${SITE}/shows/${each.id}"`);
    }
    expect(mail.text).toContain("CROWBAR\nMay 2, 2027 at 8:30 PM Eastern Time\nYbor City, FL");
    // A show with a name says its venue; one with no date yet says so, and offers no calendar entry.
    expect(mail.text).toContain("SUMMER JAM\nDate to be announced\nJannus Live, St. Petersburg, FL");
    expect(mail.text).not.toContain(`${SITE}/shows/${shows[2]!.id}.ics`);
  });

  test("says when tickets go on sale, rather than Get Tickets, before they do", () => {
    const later = show({
      date: MAY_FIRST,
      onSaleDate: new Date("2026-12-01T15:00:00Z"),
      ticketLink: "https://tickets.example/later",
    });
    const mail = announce([later]);
    expect(mail.text).toContain("On sale December 1 at 10:00 AM");
    expect(mail.html).toContain("On sale December 1 at 10:00 AM");
    expect(mail.text).not.toContain("Get Tickets");
    expect(mail.html).not.toContain("https://tickets.example/later");
  });

  test("escapes every value of a show in the HTML", () => {
    const hostile = show({
      date: MAY_FIRST,
      venue: `<script>alert("venue")</script>`,
      city: `"><img src=x onerror=alert(1)>`,
      title: "Rock & <b>Roll</b>",
      supportingArtists: ["<i>Openers</i>"],
    });
    const mail = announce([hostile]);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>Roll");
    expect(mail.html).not.toContain("<i>Openers");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;venue&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("Rock &amp; &lt;b&gt;Roll&lt;/b&gt;");
    // The text part is text: the values as they are.
    expect(mail.text).toContain(`<script>alert("venue")</script>`);
  });
});

describe("the change e-mail", () => {
  const change = (fields: Partial<ShowFields>, kind: "cancelled" | "postponed" | "rescheduled") =>
    changeMail({
      to: "fan@example.com",
      show: show({ date: MAY_FIRST, ticketLink: "https://tickets.example/x", ...fields }),
      change: kind,
      unsubscribeUrl: UNSUBSCRIBE,
      siteUrl: SITE,
      now: NOW,
    });

  test("says a show is cancelled, without selling tickets to it", () => {
    const mail = change({ status: "cancelled" }, "cancelled");
    expectEveryMailRule(mail);
    expect(mail.subject).toBe("Cancelled: The Placeholders at The Orpheum, Tampa, FL");
    expect(mail.text).toContain("The show at The Orpheum, Tampa, FL on May 1, 2027 at 8:00 PM is cancelled.");
    expect(mail.text).not.toContain("Get Tickets");
  });

  test("says a show is postponed", () => {
    const mail = change({ status: "postponed" }, "postponed");
    expectEveryMailRule(mail);
    expect(mail.subject).toBe("Postponed: The Placeholders at The Orpheum, Tampa, FL");
    expect(mail.text).toContain("on May 1, 2027 at 8:00 PM is postponed.");
  });

  test("gives a rescheduled show's new date, the old one, and its links", () => {
    const mail = change(
      { status: "rescheduled", date: new Date("2027-06-05T23:00:00Z"), previousDate: MAY_FIRST },
      "rescheduled",
    );
    expectEveryMailRule(mail);
    expect(mail.subject).toBe("New date: The Placeholders at The Orpheum, Tampa, FL");
    expect(mail.text).toContain("on May 1, 2027 at 8:00 PM has moved to June 5, 2027 at 7:00 PM.");
    expect(mail.text).toContain("Get Tickets: https://tickets.example/x");
    expect(mail.text).toMatch(/Add to calendar: https:\/\/band\.example\/shows\/\d+\.ics/);
  });
});
