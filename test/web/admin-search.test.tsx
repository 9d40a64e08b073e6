// Finding events in the admin (docs/product.md §19): a search by name or venue, accents and case
// ignored, its sentence when nothing matches, and the groups « À venir » / « Passés » with their counts,
// each folding behind its button.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventItem } from "../../shared/collections";
import { foldText, matchesEvent } from "../../web/src/features/admin/eventSearch";
import { AuthProvider } from "../../web/src/data/AuthProvider";
import { EventList } from "../../web/src/features/admin/Lists";

const event = (id: number, name: string, date: string, venue: string): EventItem => ({
  id,
  name,
  date,
  venue,
  time: "20:00 - 02:00",
  description: "Une soirée",
  image: "/media/event.webp",
  status: "scheduled",
  previousDate: null,
  ticketLink: null,
});

const EVENTS = [
  event(1, "Fête de la musique", "2026-06-21", "Quai Vauban, Perpignan"),
  event(2, "Sunset House Session", "2026-07-04", "Les Voiles Pourpres, Canet-en-Roussillon"),
  event(3, "Nuit électro", "2026-05-02", "Le Dôme, Perpignan"),
];

afterEach(cleanup);

describe("matchesEvent", () => {
  it("ignores accents and case, in the name or the venue, every word typed", () => {
    expect(foldText("  Fête  ÉLECTRO ")).toBe("fete electro");
    expect(matchesEvent(EVENTS[0], "fete")).toBe(true);
    expect(matchesEvent(EVENTS[0], "FÊTE")).toBe(true);
    expect(matchesEvent(EVENTS[2], "electro")).toBe(true);
    expect(matchesEvent(EVENTS[2], "dome")).toBe(true);
    expect(matchesEvent(EVENTS[1], "canet sunset")).toBe(true);
    expect(matchesEvent(EVENTS[1], "canet fete")).toBe(false);
    expect(matchesEvent(EVENTS[1], "   ")).toBe(true);
  });
});

describe("EventList", () => {
  // Nobody signed in: the list alone, without the figures' channel.
  const renderList = () =>
    render(
      <AuthProvider initialUser={null}>
        <EventList
          collection="events"
          items={EVENTS}
          now={new Date("2026-06-15T10:00:00+02:00")}
          onEdit={vi.fn()}
          onDelete={vi.fn()}
          onDuplicate={vi.fn()}
          onRepeat={vi.fn()}
        />
      </AuthProvider>,
    );
  const names = () => screen.queryAllByTestId("admin-item").map((row) => within(row).getByRole("heading").textContent);
  const search = (text: string) => fireEvent.change(screen.getByLabelText("Rechercher un événement"), { target: { value: text } });

  it("counts each group on its button", () => {
    renderList();
    expect(screen.getByRole("button", { name: "À venir (2)" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("button", { name: "Passés (1)" }).getAttribute("aria-expanded")).toBe("true");
    expect(names()).toEqual(["Fête de la musique", "Sunset House Session", "Nuit électro"]);
  });

  it("folds and unfolds a group", () => {
    renderList();
    const upcoming = screen.getByRole("button", { name: "À venir (2)" });
    fireEvent.click(upcoming);
    expect(upcoming.getAttribute("aria-expanded")).toBe("false");
    const list = document.getElementById(upcoming.getAttribute("aria-controls")!)!;
    expect(list.hidden).toBe(true);
    expect(screen.getByRole("button", { name: "Passés (1)" }).getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(upcoming);
    expect(upcoming.getAttribute("aria-expanded")).toBe("true");
    expect(list.hidden).toBe(false);
  });

  it("finds « Fête » from « fete », the counts following the matches", () => {
    renderList();
    search("fete");
    expect(names()).toEqual(["Fête de la musique"]);
    expect(screen.getByRole("button", { name: "À venir (1)" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Passés/ })).toBeNull();
    search("PERPIGNAN");
    expect(names()).toEqual(["Fête de la musique", "Nuit électro"]);
    expect(screen.getByRole("button", { name: "Passés (1)" })).toBeTruthy();
  });

  it("says when nothing matches", () => {
    renderList();
    search(" Ibiza ");
    expect(names()).toEqual([]);
    expect(screen.getByRole("status").textContent).toBe("Aucun événement ne correspond à « Ibiza ».");
    search("");
    expect(names()).toHaveLength(3);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
