// West of UTC, `new Date("2026-01-01")` is still 31 December locally: the dates must not move.
import { afterAll, describe, expect, it } from "vitest";

// The web project is typed for the browser; this file runs in Node, where TZ is read on the fly.
declare const process: { env: Record<string, string | undefined> };

const previous = process.env.TZ;
process.env.TZ = "Pacific/Honolulu";
const { formatLongDate, isPast, teaserEvents } = await import("../../web/src/lib/dates");

afterAll(() => {
  process.env.TZ = previous;
});

describe("dates in a time zone behind UTC (Honolulu, UTC-10)", () => {
  it("keeps the calendar day", () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(600);
    expect(formatLongDate("2026-01-01")).toBe("1 janvier 2026");
    expect(formatLongDate("2026-07-14")).toBe("14 juillet 2026");
  });
  it("counts an event as upcoming until local midnight, not UTC midnight", () => {
    // 23:30 in Honolulu on 14 July is already 15 July in UTC.
    const lateEvening = new Date(2026, 6, 14, 23, 30);
    expect(lateEvening.getUTCDate()).toBe(15);
    expect(isPast("2026-07-14", lateEvening)).toBe(false);
    const event = {
      id: 1,
      name: "",
      date: "2026-07-14",
      time: "",
      venue: "",
      description: "",
      image: "",
      ticketLink: null,
      status: "scheduled" as const,
      previousDate: null,
    };
    expect(teaserEvents([event], lateEvening)[0]).toBe(event);
  });
});
