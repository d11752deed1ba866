// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, it } from "vitest";

import {
  RATE_LIMIT_HOURS,
  RELEASE_MAIL_LATE_DAYS,
  REMINDER_KEPT_AFTER_SHOW_DAYS,
  SENT_MAIL_DAYS,
  TICKET_CLICK_MEMORY_HOURS,
  UNCONFIRMED_HOURS,
} from "#app/lib/retention.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { FONTS_NOTE } from "#app/site/web-fonts.ts";
import { renderPage } from "#tests/route-helpers.tsx";

import Privacy from "./privacy.tsx";

/** The words under one of the page's headings. */
async function part(title: string) {
  const heading = await screen.findByRole("heading", { level: 2, name: title });
  return heading.closest("section")!.textContent!;
}

it("says for how long each thing is kept, in the numbers the code deletes it by", async () => {
  renderPage({ path: "/privacy", style: pageStyles.propofol, Component: Privacy });
  const howLong = await part("For how long");
  expect(howLong).toContain(`deleted ${UNCONFIRMED_HOURS} hours after its first confirmation e-mail`);
  expect(howLong).toContain(`A sent e-mail is kept ${SENT_MAIL_DAYS} days`);
  expect(howLong).toContain("its copy on the server's disk too");
  expect(howLong).toContain("until you leave");
  const hour = RATE_LIMIT_HOURS === 1 ? "an hour" : `${RATE_LIMIT_HOURS} hours`;
  expect(howLong).toContain(`in the server's memory for at most ${hour}`);
  expect(howLong).toContain(
    `the server remembers that the connection's click was counted for at most ${TICKET_CLICK_MEMORY_HOURS} hours`,
  );
});

it("says what the logs never hold", async () => {
  renderPage({ path: "/privacy", style: pageStyles.propofol, Component: Privacy });
  expect(await part("Why")).toContain(
    "The server's logs never hold your address, your place or the secrets in your links",
  );
});

it("says what a reminder keeps, what it sends and when it is deleted, in the code's numbers", async () => {
  renderPage({ path: "/privacy", style: pageStyles.propofol, Component: Privacy });
  const reminders = await part("Reminders of a show or a release");
  expect(reminders).toContain("which show or release, when you ticked the consent line");
  expect(reminders).toContain("one e-mail about a day before it, one when tickets go on sale");
  expect(reminders).toContain(`deleted ${UNCONFIRMED_HOURS} hours after its first e-mail`);
  expect(reminders).toContain(
    `deleted ${REMINDER_KEPT_AFTER_SHOW_DAYS} day after its show, ${RELEASE_MAIL_LATE_DAYS} days after its release day`,
  );
});

it("says visits are counted without a cookie, an address or anything that links them", async () => {
  renderPage({ path: "/privacy", style: pageStyles.propofol, Component: Privacy });
  const visits = await part("Counted visits");
  expect(visits).toContain("how many times each page is opened each day");
  expect(visits).toContain("the site's name only, such as google.com, never the page");
  expect(visits).toContain("no cookie, no connection address, no device details");
});

it("names the one note the browser keeps, and says it never leaves it", async () => {
  renderPage({ path: "/privacy", style: pageStyles.propofol, Component: Privacy });
  const browser = await part("What your browser keeps");
  expect(browser).toContain(`one note from this site, named ${FONTS_NOTE}`);
  expect(browser).toContain("never leaves your browser");
});
