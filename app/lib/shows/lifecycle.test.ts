import fc from "fast-check";
import { describe, expect, test } from "vitest";

import { storedShow } from "#tests/shows.ts";

import type { Show } from "./fields.ts";
import { changeStatus, rescheduleShow, showLifecycle, ticketStateText } from "./lifecycle.ts";
import { SHOW_STATUSES } from "./parsers.ts";

const NEW_YORK = "America/New_York";
const HOUR = 60 * 60 * 1000;
/** November 23, 2026, 7:00 AM in New York. */
const NOW = new Date("2026-11-23T12:00:00Z");
const TICKETS = "https://tickets.example.com/show";

const show = (overrides: Partial<Show>) =>
  storedShow({ id: 1, date: new Date(NOW.getTime() + 72 * HOUR), ticketLink: TICKETS, ...overrides });

describe("showLifecycle: each state, and what a fan can do about tickets", () => {
  test("scheduled: 'Get Tickets' when the link is safe, else the door", () => {
    expect(showLifecycle(show({}), NOW, NEW_YORK)).toMatchObject({
      status: "scheduled",
      label: null,
      movedFrom: null,
      tickets: { kind: "buy", url: TICKETS },
      passed: false,
    });
    expect(showLifecycle(show({ ticketLink: "javascript:alert(1)" }), NOW, NEW_YORK).tickets).toEqual({
      kind: "at-door",
    });
  });

  test("on sale later: 'On sale {date at time}' in the band's zone, no ticket button until then", () => {
    const onSale = new Date("2026-12-01T15:00:00Z"); // 10:00 AM in New York
    const inDecember = { date: new Date("2026-12-06T01:00:00Z"), onSaleDate: onSale };
    const later = showLifecycle(show(inDecember), NOW, NEW_YORK);
    expect(later.tickets).toEqual({ kind: "on-sale-later", text: "On sale December 1 at 10:00 AM" });
    expect(later.onSaleLater).toEqual(onSale);
    // From that moment on, the button.
    expect(showLifecycle(show(inDecember), onSale, NEW_YORK).tickets.kind).toBe("buy");
    // Next year's date says its year; a date alone has no time.
    expect(
      showLifecycle(show({ onSaleDate: new Date("2027-01-05T15:00:00Z") }), NOW, NEW_YORK).tickets,
    ).toEqual({ kind: "on-sale-later", text: "On sale January 5, 2027 at 10:00 AM" });
    expect(
      showLifecycle(show({ onSaleDate: new Date("2026-12-01T05:00:00Z") }), NOW, NEW_YORK).tickets,
    ).toEqual({ kind: "on-sale-later", text: "On sale December 1" });
  });

  test("sold out: 'Sold out', no ticket button", () => {
    expect(showLifecycle(show({ soldOut: true }), NOW, NEW_YORK).tickets).toEqual({ kind: "sold-out" });
  });

  test("postponed: 'Postponed', the date kept, tickets kept", () => {
    expect(showLifecycle(show({ status: "postponed" }), NOW, NEW_YORK)).toMatchObject({
      label: "Postponed",
      tickets: { kind: "buy", url: TICKETS },
    });
  });

  test("rescheduled: the new date, 'Moved from {previous date}', tickets kept", () => {
    const moved = show({ status: "rescheduled", previousDate: new Date("2026-11-29T01:00:00Z") });
    expect(showLifecycle(moved, NOW, NEW_YORK)).toMatchObject({
      label: "Rescheduled",
      movedFrom: "Moved from November 28, 2026 at 8:00 PM",
      tickets: { kind: "buy", url: TICKETS },
    });
  });

  test("cancelled: 'Cancelled', never a ticket, even when it was sold out or on sale later", () => {
    const cancelled = showLifecycle(
      show({ status: "cancelled", soldOut: true, onSaleDate: new Date("2026-12-01T15:00:00Z") }),
      NOW,
      NEW_YORK,
    );
    expect(cancelled).toMatchObject({ label: "Cancelled", tickets: { kind: "none" } });
    expect(ticketStateText(cancelled.tickets)).toBeNull();
  });

  test("a show past its listing window has passed and offers no ticket", () => {
    const started = (hoursAgo: number) => show({ date: new Date(NOW.getTime() - hoursAgo * HOUR) });
    expect(showLifecycle(started(3), NOW, NEW_YORK)).toMatchObject({
      passed: false,
      tickets: { kind: "buy" },
    });
    expect(showLifecycle(started(5), NOW, NEW_YORK)).toMatchObject({
      passed: true,
      tickets: { kind: "none" },
    });
    expect(showLifecycle(show({ date: null }), NOW, NEW_YORK).passed).toBe(false);
  });

  test("a show under way is on now until it leaves the list, unless it is not going ahead", () => {
    const started = (hoursAgo: number, fields: Partial<Show> = {}) =>
      showLifecycle(show({ date: new Date(NOW.getTime() - hoursAgo * HOUR), ...fields }), NOW, NEW_YORK);
    expect(started(-1).onNow).toBe(false);
    expect(started(0).onNow).toBe(true);
    expect(started(3)).toMatchObject({ onNow: true, passed: false, tickets: { kind: "buy" } });
    expect(started(3, { status: "rescheduled" }).onNow).toBe(true);
    expect(started(3, { status: "cancelled" }).onNow).toBe(false);
    expect(started(3, { status: "postponed" }).onNow).toBe(false);
    expect(started(5).onNow).toBe(false);
    // A date-only show has no announced start: never on now.
    expect(showLifecycle(show({ date: new Date("2026-11-23T05:00:00Z") }), NOW, NEW_YORK).onNow).toBe(false);
  });

  test("every combination follows the table's precedence (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHOW_STATUSES),
        fc.boolean(),
        fc.option(fc.integer({ min: -500, max: 500 }), { nil: null }),
        fc.constantFrom(TICKETS, null, "ftp://x.example.com"),
        fc.integer({ min: -400, max: 400 }),
        (status, soldOut, onSaleHours, ticketLink, startHours) => {
          const subject = show({
            status,
            soldOut,
            ticketLink,
            // Half past, so never a local midnight (a date-only show, listed by another rule).
            date: new Date(NOW.getTime() + startHours * HOUR + HOUR / 2),
            onSaleDate: onSaleHours === null ? null : new Date(NOW.getTime() + onSaleHours * HOUR),
            previousDate: status === "rescheduled" ? new Date(NOW.getTime() - 24 * HOUR) : null,
          });
          const { tickets, label, movedFrom, passed } = showLifecycle(subject, NOW, NEW_YORK);
          expect(passed).toBe(startHours <= -5);
          expect(label).toBe(
            { scheduled: null, postponed: "Postponed", cancelled: "Cancelled", rescheduled: "Rescheduled" }[
              status
            ],
          );
          expect(movedFrom !== null).toBe(status === "rescheduled");
          const expected =
            passed || status === "cancelled"
              ? "none"
              : soldOut
                ? "sold-out"
                : onSaleHours !== null && onSaleHours > 0
                  ? "on-sale-later"
                  : ticketLink === TICKETS
                    ? "buy"
                    : "at-door";
          expect(tickets.kind).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("ticketStateText", () => {
  test("what stands where the button would", () => {
    expect(ticketStateText({ kind: "buy", url: TICKETS })).toBe("Get Tickets");
    expect(ticketStateText({ kind: "sold-out" })).toBe("Sold out");
    expect(ticketStateText({ kind: "on-sale-later", text: "On sale December 1" })).toBe("On sale December 1");
    expect(ticketStateText({ kind: "at-door" })).toBe("Tickets at door");
  });
});

describe("changeStatus and rescheduleShow", () => {
  test("a state other than rescheduled drops the date a show moved from", () => {
    const moved = show({ status: "rescheduled", previousDate: new Date("2026-11-29T01:00:00Z") });
    expect(changeStatus(moved, "cancelled")).toEqual({ status: "cancelled", previousDate: null });
    expect(changeStatus(moved, "rescheduled")).toEqual({ status: "rescheduled" });
    expect(changeStatus(show({}), "postponed")).toEqual({ status: "postponed" });
  });

  test("reschedule keeps the date the show had", () => {
    const original = show({});
    const next = new Date("2027-01-10T01:00:00Z");
    expect(rescheduleShow(original, next)).toEqual({
      ok: true,
      changes: { status: "rescheduled", date: next, previousDate: original.date },
    });
  });

  test("reschedule refuses a show without a date, and the date it already has", () => {
    expect(rescheduleShow(show({ date: null }), NOW)).toMatchObject({
      ok: false,
      message: expect.stringContaining("has no date yet"),
    });
    const same = show({});
    expect(rescheduleShow(same, new Date(same.date!.getTime()))).toEqual({
      ok: false,
      message: "is already on that date",
    });
  });
});
