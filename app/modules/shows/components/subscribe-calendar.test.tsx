// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";

import { listUpcomingShows, type ShowListing } from "#app/lib/shows/view.ts";
import { siteConfig } from "#content/site.config.ts";
import { storedShow } from "#tests/shows.ts";

import { UpcomingShows } from "./upcoming-shows.tsx";

/** Home's shows section under a root route that knows the site's address, as root.tsx's loader gives it. */
function renderShows(shows: ShowListing | null) {
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: () => ({ siteUrl: "https://band.example" }),
      HydrateFallback: () => null,
      children: [{ path: "/", Component: () => <UpcomingShows shows={shows} /> }],
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

const listing = (count: number) =>
  listUpcomingShows(
    Array.from({ length: count }, (_, index) => storedShow({ id: index + 1, venue: `Venue ${index + 1}` })),
    new Date("2025-04-01T12:00:00Z"),
    siteConfig,
  );

describe("the calendar box under the shows", () => {
  it("says what it does in one line, subscribes by webcal and holds the https address to copy", async () => {
    renderShows(listing(2));
    const box = within(await screen.findByRole("region", { name: "Add to calendar" }));

    expect(box.getByText("Every show in your calendar, updated on its own.")).toBeInTheDocument();
    expect(box.getByRole("link", { name: "Subscribe" })).toHaveAttribute(
      "href",
      "webcal://band.example/shows.ics",
    );
    // Selectable without a script: a read-only field, not a code block.
    const address = box.getByRole("textbox", { name: "Calendar address" });
    expect(address).toHaveValue("https://band.example/shows.ics");
    expect(address).toHaveAttribute("readonly");
    // The copy button needs the script: hidden until it runs, and it names the field it copies.
    const copy = box.getByText("Copy address").closest("button")!;
    expect(copy).not.toBeVisible();
    expect(box.queryByRole("button", { name: "Copy address" })).not.toBeInTheDocument();
    expect(copy).toHaveAttribute("data-copies", address.id);
    // Google Calendar's own way in, with the feed filled in, in a new tab.
    expect(box.getByRole("link", { name: "Google Calendar" })).toHaveAttribute(
      "href",
      "https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fband.example%2Fshows.ics",
    );
    // The raw address is for other apps, one tap in: not shown to every fan.
    expect(address.closest("details")).not.toHaveAttribute("open");
    expect(box.getByText("Another calendar app").tagName).toBe("SUMMARY");
    // The feed of only the shows near the fan: on a page of its own, where its form is.
    expect(box.getByRole("link", { name: "Only the shows near you" })).toHaveAttribute("href", "/shows/near");
  });

  it("is not there when there is nothing to subscribe to: no shows, or the shows could not be loaded", async () => {
    for (const shows of [listing(0), null]) {
      const { unmount } = renderShows(shows);
      expect(await screen.findByRole("heading", { level: 2, name: "Upcoming Shows" })).toBeInTheDocument();
      expect(screen.queryByRole("region", { name: "Add to calendar" })).not.toBeInTheDocument();
      unmount();
    }
  });

  it("with its script, shows Copy address, which copies the https address and says Copied", async () => {
    renderShows(listing(1));
    const box = within(await screen.findByRole("region", { name: "Add to calendar" }));
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    try {
      await import("#app/site/copy-address.js");
      const copy = box.getByRole("button", { name: "Copy address" });
      await userEvent.click(copy);
      expect(writeText).toHaveBeenCalledWith("https://band.example/shows.ics");
      expect(await box.findByRole("button", { name: "Copied" })).toBe(copy);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
