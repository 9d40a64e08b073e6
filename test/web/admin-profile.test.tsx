// The admin's "Profil" tab (docs/product.md §15): its groups and fields, the rules checked before
// sending (each error in French under its field, nothing typed lost), the services moved, added
// and removed, the optimistic save and its rollback, and the question before leaving unsaved changes.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyContent } from "../../shared/collections";
import type { Profile } from "../../shared/profile";
import { LEAVE_QUESTION, SAVED_MESSAGE } from "../../web/src/features/admin/ProfileForm";
import { AuthProvider } from "../../web/src/data/AuthProvider";
import { DataProvider, useData } from "../../web/src/data/DataProvider";
import Admin from "../../web/src/features/admin/Admin";
import { json, shownTabNames, TAB_NAMES } from "./admin-harness";
import { DEFAULT_PROFILE } from "./profile";

/** What the rest of the site shows meanwhile: the profile's phone and services as the provider holds them. */
function Shown() {
  const { profile } = useData();
  return (
    <p data-testid="shown">
      {profile.phone} | {profile.services.map((service) => service.label).join(", ")}
    </p>
  );
}

let confirmSpy: ReturnType<typeof vi.fn>;
let fetchMock: ReturnType<typeof vi.fn>;

function renderProfileTab() {
  const router = createMemoryRouter(
    [
      { path: "/admin", Component: Admin },
      { path: "/", element: <p>Accueil</p> },
    ],
    { initialEntries: ["/admin"] },
  );
  render(
    <AuthProvider initialUser={{ email: "dj@example.fr", role: "admin" }}>
      <DataProvider initial={emptyContent()} profile={DEFAULT_PROFILE} live={false}>
        <RouterProvider router={router} />
        <Shown />
      </DataProvider>
    </AuthProvider>,
  );
  fireEvent.click(screen.getByRole("tab", { name: "Profil" }));
  return router;
}

const form = () => screen.getByRole("form", { name: "Profil" });
const input = (label: string) => within(form()).getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const save = () => fireEvent.click(within(form()).getByRole("button", { name: "Enregistrer" }));
const errorOf = (label: string) => document.getElementById(input(label).getAttribute("aria-describedby")!.split(" ").at(-1)!)?.textContent;

beforeEach(() => {
  confirmSpy = vi.fn(() => true);
  vi.stubGlobal("confirm", confirmSpy);
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the Profil tab", () => {
  it("comes last, without Ajouter, with its groups filled from the profile", () => {
    renderProfileTab();
    expect(shownTabNames()).toEqual(TAB_NAMES);
    expect(screen.queryByRole("button", { name: "Ajouter" })).toBeNull();
    expect(
      within(form())
        .getAllByRole("group")
        .map((group) => group.querySelector("legend")?.textContent),
    ).toEqual(expect.arrayContaining(["Identité", "Accueil", "À propos", "Contact", "Réseaux", "Prestations"]));
    expect(input("Nom de scène").value).toBe("DJ Max Ribera");
    expect(input("Téléphone").type).toBe("tel");
    expect(input("Email").type).toBe("email");
    expect(input("Instagram").value).toBe("https://www.instagram.com/djmaxribera/");
    expect(input("Facebook").value).toBe("");
    const horizon = input("Dates ouvertes à la réservation");
    expect([horizon.tagName, horizon.value]).toEqual(["SELECT", "24"]);
    expect([...(horizon as unknown as HTMLSelectElement).options].map((option) => option.text)).toEqual(["6 mois", "12 mois", "18 mois", "24 mois", "36 mois"]);
    expect(input("Mon Histoire").tagName).toBe("TEXTAREA");
    expect(
      within(form())
        .getAllByRole("textbox", { name: /^Nom de la prestation/ })
        .map((field) => (field as HTMLInputElement).value),
    ).toEqual(DEFAULT_PROFILE.services.map((service) => service.label));
  });

  it("shows each error in French under its field, keeps what was typed and sends nothing", () => {
    renderProfileTab();
    type("Email", "contact@");
    type("Téléphone", "12 34");
    type("YouTube", "http://youtube.com/dj");
    type("Nom de scène", "");
    save();
    expect(within(form()).getByRole("alert").textContent).toBe("Certains champs sont à compléter ou à corriger.");
    expect(errorOf("Email")).toBe("Adresse email invalide");
    expect(errorOf("Téléphone")).toBe("Numéro invalide : écrivez par exemple 06 12 34 56 78 ou +33 6 12 34 56 78");
    expect(errorOf("YouTube")).toBe("Lien invalide : l’adresse doit commencer par https://");
    expect(errorOf("Nom de scène")).toBe("Ce champ est obligatoire");
    expect([input("Email").value, input("Téléphone").value]).toEqual(["contact@", "12 34"]);
    expect(document.activeElement).toBe(input("Nom de scène"));
    expect(fetchMock).not.toHaveBeenCalled();
    // Typing again clears that field's error only.
    type("Email", "contact@exemple.fr");
    expect(input("Email").getAttribute("aria-invalid")).toBeNull();
    expect(errorOf("Téléphone")).toContain("Numéro invalide");
  });

  it("moves, removes and adds services, and asks for at least one", () => {
    renderProfileTab();
    const labels = () =>
      within(form())
        .queryAllByRole("textbox", { name: /^Nom de la prestation/ })
        .map((field) => (field as HTMLInputElement).value);
    fireEvent.click(screen.getByRole("button", { name: "Descendre « Clubs »" }));
    expect(labels().slice(0, 2)).toEqual(["Événements privés & Mariages", "Clubs"]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Descendre « Clubs »" }));
    fireEvent.click(screen.getByRole("button", { name: "Monter « Clubs »" }));
    expect(labels()[0]).toBe("Clubs");
    expect((screen.getByRole("button", { name: "Monter « Clubs »" }) as HTMLButtonElement).disabled).toBe(true);
    for (const service of DEFAULT_PROFILE.services) fireEvent.click(screen.getByRole("button", { name: `Retirer « ${service.label} »` }));
    expect(labels()).toEqual([]);
    save();
    expect(screen.getByText("Ajoutez au moins une prestation")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Ajouter une prestation" }));
    expect(document.activeElement).toBe(within(form()).getByRole("textbox", { name: "Nom de la prestation 1" }));
  });

  it("saves optimistically, shows the stored profile and says so", async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderProfileTab();
    type("Téléphone", "+33 7 11 22 33 44");
    fireEvent.change(within(form()).getByRole("textbox", { name: "Nom de la prestation 1" }), { target: { value: "Clubs & festivals" } });
    save();
    // On the site at once, written the one way.
    expect(screen.getByTestId("shown").textContent).toMatch(/^07 11 22 33 44 \| Clubs & festivals,/);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method]).toEqual(["/api/profile", "PUT"]);
    const sent = JSON.parse(String(init.body)) as Profile;
    expect(sent.phone).toBe("07 11 22 33 44");
    await act(async () => answer(json(sent)));
    expect(await screen.findByText(SAVED_MESSAGE)).toBeTruthy();
    expect(input("Téléphone").value).toBe("07 11 22 33 44");
  });

  it("rolls a refused save back, shows the server's field errors and keeps the form", async () => {
    fetchMock.mockResolvedValue(
      json({ error: "VALIDATION_FAILED", message: "Certains champs sont invalides.", fields: [{ field: "email", message: "Adresse email invalide" }] }, 400),
    );
    renderProfileTab();
    type("Téléphone", "07 11 22 33 44");
    save();
    await waitFor(() => expect(within(form()).getByRole("alert").textContent).toBe("Certains champs sont invalides."));
    expect(screen.getByTestId("shown").textContent).toMatch(/^06 48 27 15 93 \|/);
    expect(errorOf("Email")).toBe("Adresse email invalide");
    expect(input("Téléphone").value).toBe("07 11 22 33 44");
  });

  it("asks before leaving unsaved changes for another tab, and stays when told to", () => {
    renderProfileTab();
    fireEvent.click(screen.getByRole("tab", { name: /Photos/ }));
    expect(confirmSpy).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("tab", { name: "Profil" }));
    type("Ville de base", "Collioure");
    confirmSpy.mockReturnValueOnce(false);
    fireEvent.click(screen.getByRole("tab", { name: /Photos/ }));
    expect(confirmSpy).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(input("Ville de base").value).toBe("Collioure");
    fireEvent.click(screen.getByRole("tab", { name: /Lieux/ }));
    expect(screen.getByRole("tab", { name: /Lieux/ }).getAttribute("aria-selected")).toBe("true");
  });

  it("asks before a link takes the admin away from unsaved changes", () => {
    const router = renderProfileTab();
    type("Ville de base", "Collioure");
    confirmSpy.mockReturnValueOnce(false);
    fireEvent.click(screen.getAllByRole("link", { name: /Voir le site|Accueil/ })[0]);
    expect(router.state.location.pathname).toBe("/admin");
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
