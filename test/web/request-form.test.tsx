// The booking request form (docs/product.md §23): offered under the answer only when the DJ has
// switched it on; the shared rules' French errors before anything is sent; what it sends (the day
// and the event from the checker, the hidden field, the time it opened); the Worker's refusal
// shown on its field, nothing typed lost, even across a reload; the thanks once sent.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MonthAvailability } from "../../shared/availability";
import type { Profile } from "../../shared/profile";
import { MIN_REQUEST_FILL_MS } from "../../shared/requests";
import { emptyContent } from "../../shared/collections";
import { AuthProvider } from "../../web/src/data/AuthProvider";
import { DataProvider } from "../../web/src/data/DataProvider";
import Availability from "../../web/src/features/availability/Availability";
import { TodayProvider } from "../../web/src/hooks/useToday";
import { json } from "./admin-harness";
import { DEFAULT_PROFILE } from "./profile";

const JUNE: MonthAvailability = { month: "2027-06", today: "2027-06-02", lastDay: "2029-06-02", days: {} };

let fetchMock: ReturnType<typeof vi.fn>;
/** What the Worker answers POST /api/requests. */
let answer: () => Response;
/** The site's Turnstile key. */
let siteKey: string | null;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2027, 5, 2, 10), toFake: ["Date"] });
  sessionStorage.clear();
  answer = () => json({ sent: true }, 201);
  siteKey = null;
  clock = 1_000;
  vi.spyOn(performance, "now").mockImplementation(() => clock);
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === "POST") return answer();
    if (url.endsWith("/api/requests/settings")) return json({ turnstileSiteKey: siteKey });
    return json({ ...JUNE, month: new URL(url, "http://site").searchParams.get("month") });
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.turnstile;
});

function renderChecker(profile: Profile, address = "/disponibilites?date=2027-06-14") {
  render(
    <MemoryRouter initialEntries={[address]}>
      <AuthProvider initialUser={null}>
        <DataProvider initial={emptyContent()} profile={profile} live={false}>
          <TodayProvider today="2027-06-02">
            <Availability />
          </TodayProvider>
        </DataProvider>
      </AuthProvider>
    </MemoryRouter>,
  );
}

const ON: Profile = { ...DEFAULT_PROFILE, requestForm: "on" };

/** The page's clock (performance.now), moved by the tests as a person takes his time. */
let clock: number;

/** The checker on 14 June 2027, its form opened, then filled as slowly as a person types. */
async function openForm() {
  renderChecker(ON);
  await screen.findByTestId("availability-answer");
  fireEvent.change(await screen.findByLabelText("Ville"), { target: { value: "Collioure" } });
  fireEvent.click(await screen.findByRole("button", { name: "Écrire ma demande" }));
  const send = await screen.findByRole("button", { name: "Envoyer la demande" });
  clock += MIN_REQUEST_FILL_MS;
  return send;
}

const sentBodies = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").map(([, init]) => JSON.parse(String(init.body)));

function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

describe("the request form", () => {
  it("is not offered while the DJ keeps it off", async () => {
    renderChecker(DEFAULT_PROFILE);
    await screen.findByTestId("availability-answer");
    expect(screen.queryByRole("button", { name: "Écrire ma demande" })).toBeNull();
    expect(screen.queryByText("Ou envoyez votre demande d’ici")).toBeNull();
  });

  it("says every problem in French before sending anything", async () => {
    fireEvent.click(await openForm());
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Vérifiez les champs en rouge.");
    const field = (label: string) => screen.getByLabelText(label, { exact: false });
    expect(field("Votre nom").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Ce champ est obligatoire")).toBeTruthy();
    expect(screen.getByText("Indiquez un téléphone ou un e-mail, pour qu’il puisse vous répondre")).toBeTruthy();
    expect(screen.getByText("Cochez cette case pour envoyer votre demande")).toBeTruthy();
    fill({ Téléphone: "12" });
    fireEvent.click(screen.getByRole("button", { name: "Envoyer la demande" }));
    expect(await screen.findByText("Numéro invalide : écrivez par exemple 06 12 34 56 78, ou +32 470 12 34 56 depuis l’étranger")).toBeTruthy();
    expect(sentBodies()).toEqual([]);
  });

  it("sends the day and the event from the checker, the hidden field and when it opened; then thanks", async () => {
    const send = await openForm();
    fill({ "Votre nom": "Julie Martin", Téléphone: "06 11 22 33 44", "Budget (facultatif)": "1 500 €" });
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(send);
    const thanks = await screen.findByTestId("request-sent");
    expect(within(thanks).getByText("Merci ! Votre demande pour le lundi 14 juin 2027 est bien partie : vous aurez une réponse très vite.")).toBeTruthy();
    expect(sentBodies()).toEqual([
      {
        name: "Julie Martin",
        phone: "06 11 22 33 44",
        email: "",
        budget: "1 500 €",
        message: "",
        consent: true,
        date: "2027-06-14",
        kind: "",
        town: "Collioure",
        guests: null,
        website: "",
        fillMs: MIN_REQUEST_FILL_MS,
        turnstile: "",
      },
    ]);
    expect(sessionStorage.getItem("demande")).toBe(JSON.stringify({ name: "", phone: "", email: "", budget: "", message: "", consent: false }));
  });

  it("shows the Worker's refusal on its field and keeps what was typed, even across a reload", async () => {
    answer = () =>
      json(
        {
          error: "VALIDATION_FAILED",
          message: "Certains champs sont invalides.",
          fields: [{ field: "date", message: "Cette date est déjà prise : choisissez un autre jour" }],
        },
        400,
      );
    const send = await openForm();
    fill({ "Votre nom": "Julie Martin", "E-mail": "julie@example.fr", "Message (facultatif)": "Mariage en plein air" });
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Cette date est déjà prise : choisissez un autre jour"));
    expect((screen.getByLabelText("Message (facultatif)") as HTMLTextAreaElement).value).toBe("Mariage en plein air");
    cleanup();
    await openForm();
    expect((screen.getByLabelText("Votre nom", { exact: false }) as HTMLInputElement).value).toBe("Julie Martin");
    expect((screen.getByRole("checkbox") as HTMLInputElement).checked).toBe(true);
  });

  it("waits out the guard's seconds for a person quicker than it, then sends", async () => {
    renderChecker(ON);
    await screen.findByTestId("availability-answer");
    fireEvent.click(await screen.findByRole("button", { name: "Écrire ma demande" }));
    const send = await screen.findByRole("button", { name: "Envoyer la demande" });
    clock += MIN_REQUEST_FILL_MS - 200;
    fill({ "Votre nom": "Julie Martin", "E-mail": "julie@example.fr" });
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(send);
    expect(screen.getByRole("button", { name: "Envoi…" })).toBeTruthy();
    expect(sentBodies()).toEqual([]);
    await screen.findByTestId("request-sent");
    expect(sentBodies()).toHaveLength(1);
  });

  it("draws Turnstile's check when the site uses it, sends its token, and draws a new one after a refusal", async () => {
    siteKey = "0x-site-key";
    const rendered: { sitekey: string; callback: (token: string) => void }[] = [];
    window.turnstile = { render: (_box, options) => String(rendered.push(options as (typeof rendered)[number])), remove: vi.fn() };
    answer = () => json({ error: "TURNSTILE_FAILED", message: "La vérification anti-robot a échoué. Réessayez." }, 400);
    const send = await openForm();
    await waitFor(() => expect(rendered).toHaveLength(1));
    expect(rendered[0].sitekey).toBe("0x-site-key");
    act(() => rendered[0].callback("token-1"));
    fill({ "Votre nom": "Julie Martin", "E-mail": "julie@example.fr" });
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("La vérification anti-robot a échoué. Réessayez."));
    expect(sentBodies()[0].turnstile).toBe("token-1");
    await waitFor(() => expect(rendered).toHaveLength(2));
  });

  it("says the day's limit in the request's own words", async () => {
    answer = () => json({ error: "RATE_LIMITED", message: "…" }, 429);
    const send = await openForm();
    fill({ "Votre nom": "Julie Martin", "E-mail": "julie@example.fr" });
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(send);
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "Vous avez déjà envoyé plusieurs demandes aujourd’hui. Appelez ou écrivez directement, ou réessayez demain.",
      ),
    );
  });
});
