// The admin's « Disponibilités » (docs/product.md §22): the month read from /api/busy-days, a day
// marked « Pris » with its note and set free again, the Worker's refusal shown in French, and the
// past days left as they are.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminMonth } from "../../shared/availability";
import { emptyContent } from "../../shared/collections";
import { json, renderAdmin, shownTabNames, TAB_NAMES } from "./admin-harness";

const JUNE: AdminMonth = {
  month: "2027-06",
  today: "2027-06-02",
  lastDay: "2029-06-02",
  busyDays: [{ date: "2027-06-19", kind: "option", note: "Mariage Dupont, jusqu’au 1er mars", updatedAt: 1 }],
  events: [{ id: 7, name: "Sunset House", date: "2027-06-12", status: "scheduled" }],
};

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2027, 5, 2, 10), toFake: ["Date"] });
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === "PUT") return json({ date: url.split("/").at(-1), ...JSON.parse(String(init.body)), updatedAt: 2 });
    if (init?.method === "DELETE") return json(null, 204);
    return json(JUNE);
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openTab() {
  renderAdmin(emptyContent());
  fireEvent.click(screen.getByRole("tab", { name: "Disponibilités" }));
  const panel = screen.getByRole("tabpanel", { name: "Disponibilités" });
  await waitFor(() => expect(within(panel).getByRole("table").hasAttribute("aria-busy")).toBe(false));
  return panel;
}

const day = (panel: HTMLElement, date: string) => panel.querySelector<HTMLButtonElement>(`[data-day="${date}"]`)!;

describe("the Disponibilités tab", () => {
  it("comes before Profil, without Ajouter, and shows the month's events and marked days", async () => {
    const panel = await openTab();
    expect(shownTabNames()).toEqual(TAB_NAMES);
    expect(screen.queryByRole("button", { name: "Ajouter" })).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith("/api/busy-days?month=2027-06", expect.anything());
    expect(day(panel, "2027-06-12").dataset.state).toBe("taken");
    expect(day(panel, "2027-06-12").getAttribute("aria-label")).toBe("samedi 12 juin 2027, Déjà pris, événement « Sunset House »");
    expect(day(panel, "2027-06-19").dataset.state).toBe("option");
    expect(within(panel).getByText("Mariage Dupont, jusqu’au 1er mars")).toBeTruthy();
  });

  it("marks a day « Pris » with its note, then sets it free", async () => {
    const panel = await openTab();
    fireEvent.click(day(panel, "2027-06-26"));
    const form = within(panel).getByRole("form", { name: "samedi 26 juin 2027" });
    fireEvent.click(within(form).getByLabelText("Pris"));
    fireEvent.change(within(form).getByLabelText("Note privée"), { target: { value: "Anniversaire Martin" } });
    fireEvent.click(within(form).getByRole("button", { name: "Enregistrer" }));
    await within(form).findByText("Jour enregistré.");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/busy-days/2027-06-26",
      expect.objectContaining({ method: "PUT", body: JSON.stringify({ kind: "booked", note: "Anniversaire Martin" }) }),
    );
    expect(day(panel, "2027-06-26").dataset.state).toBe("taken");
    within(within(panel).getByRole("region", { name: "Ce mois-ci" })).getByText("Anniversaire Martin");

    fireEvent.click(within(form).getByLabelText("Libre"));
    expect(within(form).queryByLabelText("Note privée")).toBeNull();
    fireEvent.click(within(form).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(day(panel, "2027-06-26").dataset.state).toBe("free"));
    expect(fetchMock).toHaveBeenCalledWith("/api/busy-days/2027-06-26", expect.objectContaining({ method: "DELETE" }));
  });

  it("shows the Worker's refusal in French and keeps what was typed", async () => {
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === "PUT"
        ? json(
            { error: "VALIDATION_FAILED", message: "Certains champs sont invalides.", fields: [{ field: "note", message: "500 caractères au maximum" }] },
            400,
          )
        : json(JUNE),
    );
    const panel = await openTab();
    fireEvent.click(day(panel, "2027-06-26"));
    const form = within(panel).getByRole("form", { name: "samedi 26 juin 2027" });
    fireEvent.click(within(form).getByLabelText("Option"));
    fireEvent.change(within(form).getByLabelText("Note privée"), { target: { value: "Une note" } });
    fireEvent.click(within(form).getByRole("button", { name: "Enregistrer" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("Certains champs sont invalides.");
    expect((within(form).getByLabelText("Note privée") as HTMLTextAreaElement).value).toBe("Une note");
    expect(day(panel, "2027-06-26").dataset.state).toBe("free");
  });

  it("leaves a past day as it is", async () => {
    const panel = await openTab();
    fireEvent.click(day(panel, "2027-06-01"));
    const form = within(panel).getByRole("form", { name: "mardi 1 juin 2027" });
    expect((within(form).getByRole("button", { name: "Enregistrer" }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(form).getByLabelText("Pris").matches(":disabled")).toBe(true);
  });
});
