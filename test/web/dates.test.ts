// The calendar rules of the public pages: today at local midnight, the teaser, French dates.
import { describe, expect, it } from "vitest";
import type { EventItem } from "../../shared/collections";
import {
  formatLongDate,
  FRENCH_MONTHS,
  isPast,
  parseLocalDate,
  pastCountLabel,
  splitEvents,
  shortMonthName,
  startOfToday,
  teaserEvents,
  upcomingCountLabel,
} from "../../web/src/lib/dates";

const event = (id: number, date: string): EventItem => ({
  id,
  name: `Soirée ${id}`,
  date,
  time: "21:00 - 02:00",
  venue: "Canet-en-Roussillon",
  description: "",
  image: "/media/event-club.webp",
  status: "scheduled",
  previousDate: null,
  ticketLink: null,
});

// Local times: the boundary is the start of the current day where the visitor is.
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe("parseLocalDate", () => {
  it("reads YYYY-MM-DD as a local calendar day at midnight", () => {
    const date = parseLocalDate("2026-07-14")!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([2026, 6, 14, 0, 0]);
  });
  it("rejects what is not a real day", () => {
    expect(parseLocalDate("2026-02-31")).toBeNull();
    expect(parseLocalDate("14/07/2026")).toBeNull();
    expect(parseLocalDate("")).toBeNull();
  });
});

describe("today's boundary is local midnight", () => {
  it("startOfToday drops the time of day", () => {
    expect(startOfToday(at(2026, 6, 15, 23, 59)).getTime()).toBe(at(2026, 6, 15).getTime());
  });
  it("an event today is upcoming, even at 00:00 and at 23:59", () => {
    expect(isPast("2026-06-15", at(2026, 6, 15, 0, 0))).toBe(false);
    expect(isPast("2026-06-15", at(2026, 6, 15, 23, 59))).toBe(false);
  });
  it("an event yesterday is past, even one minute after midnight", () => {
    expect(isPast("2026-06-14", at(2026, 6, 15, 0, 1))).toBe(true);
    expect(isPast("2026-06-14", at(2026, 6, 15, 0, 0))).toBe(true);
  });
  it("tomorrow is upcoming", () => {
    expect(isPast("2026-06-16", at(2026, 6, 15, 23, 59))).toBe(false);
  });
});

describe("splitEvents", () => {
  const now = at(2026, 6, 15, 10);
  const list = [event(1, "2026-07-14"), event(2, "2025-06-14"), event(3, "2026-06-15"), event(4, "2026-06-14"), event(5, "2026-10-31"), event(6, "2025-12-31")];

  it("upcoming ascending from today, past descending", () => {
    const { upcoming, past } = splitEvents(list, now);
    expect(upcoming.map((e) => e.date)).toEqual(["2026-06-15", "2026-07-14", "2026-10-31"]);
    expect(past.map((e) => e.date)).toEqual(["2026-06-14", "2025-12-31", "2025-06-14"]);
  });
  it("does not reorder the list it was given", () => {
    const copy = [...list];
    splitEvents(list, now);
    expect(list).toEqual(copy);
  });
});

describe("teaserEvents: the first 3 of upcoming then past", () => {
  it("takes the next three upcoming events when there are enough", () => {
    const list = [event(1, "2026-08-01"), event(2, "2026-06-20"), event(3, "2026-07-01"), event(4, "2026-09-01"), event(5, "2026-01-01")];
    expect(teaserEvents(list, at(2026, 6, 15)).map((e) => e.id)).toEqual([2, 3, 1]);
  });
  it("completes with the most recent past events", () => {
    const list = [event(1, "2026-06-20"), event(2, "2026-01-01"), event(3, "2026-05-01"), event(4, "2025-01-01")];
    expect(teaserEvents(list, at(2026, 6, 15)).map((e) => e.id)).toEqual([1, 3, 2]);
  });
  it("its first card (the one shown on mobile) is the next event, else the most recent past one", () => {
    const upcomingFirst = [event(1, "2026-05-01"), event(2, "2026-06-15"), event(3, "2026-12-01")];
    expect(teaserEvents(upcomingFirst, at(2026, 6, 15, 22))[0].id).toBe(2);
    const allPast = [event(1, "2026-05-01"), event(2, "2026-06-14"), event(3, "2025-12-01")];
    expect(teaserEvents(allPast, at(2026, 6, 15))[0].id).toBe(2);
  });
  it("is empty without events and never longer than 3", () => {
    expect(teaserEvents([], at(2026, 6, 15))).toEqual([]);
    expect(
      teaserEvents(
        Array.from({ length: 10 }, (_, i) => event(i, `2026-07-${String(i + 1).padStart(2, "0")}`)),
        at(2026, 6, 15),
      ),
    ).toHaveLength(3);
  });
});

describe("French dates and counts", () => {
  it("formats day, long month, year in French", () => {
    expect(formatLongDate("2026-07-14")).toBe("14 juillet 2026");
    expect(formatLongDate("2026-08-01")).toBe("1 août 2026");
    expect(formatLongDate("2025-12-31")).toBe("31 décembre 2025");
  });
  it("does not shift the day whatever the time zone (no UTC parsing)", () => {
    expect(formatLongDate("2026-01-01")).toBe("1 janvier 2026");
  });
  it("shows an unreadable date as it is", () => {
    expect(formatLongDate("bientôt")).toBe("bientôt");
  });
  it("writes every month as Intl.DateTimeFormat does in fr-FR, long and short", () => {
    const long = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric" });
    const short = new Intl.DateTimeFormat("fr-FR", { month: "short" });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const date = new Date(2026, month, day);
        const iso = `2026-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
        expect(formatLongDate(iso)).toBe(long.format(date));
      }
      expect(FRENCH_MONTHS[month][1]).toBe(short.format(new Date(2026, month, 1)));
      expect(shortMonthName(new Date(2026, month, 1))).toBe(short.format(new Date(2026, month, 1)).replace(".", ""));
    }
    expect(shortMonthName(new Date(2026, 6, 14))).toBe("juil");
    expect(shortMonthName(new Date(2026, 7, 14))).toBe("août");
  });
  it("writes the counts with (s) as the spec does", () => {
    expect(upcomingCountLabel(0)).toBe("0 événement(s) à venir");
    expect(upcomingCountLabel(8)).toBe("8 événement(s) à venir");
    expect(pastCountLabel(1)).toBe("1 événement(s) passé(s)");
    expect(pastCountLabel(24)).toBe("24 événement(s) passé(s)");
  });
});
