// The client's review form, /avis/<token> (docs/product.md §26): what the page says while it reads
// the link, and of a link used, expired or unknown; the form with the kind and month the DJ's link
// knew; the shared rules' French errors before anything is sent (the consent first of all); what it
// sends (the hidden field, the time it was open); the Worker's refusals; the thanks.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyContent } from "../../shared/collections";
import { MIN_REQUEST_FILL_MS } from "../../shared/requests";
import type { ReviewLinkInfo } from "../../shared/reviews";
import { AuthProvider } from "../../web/src/data/AuthProvider";
import { DataProvider } from "../../web/src/data/DataProvider";
import ReviewFormPage from "../../web/src/features/reviews/ReviewFormPage";
import { json } from "./admin-harness";
import { DEFAULT_PROFILE } from "./profile";

const TOKEN = "q3Zb-T9pLk0_aXc4Rt7uVw2yZ8nM5oP1sD6fG9hJ0kL";
const LINK_PATH = `/api/review-requests/${TOKEN}`;

let fetchMock: ReturnType<typeof vi.fn>;
/** What the Worker answers the page's GET of the link, and its POST of the review. */
let link: () => Response;
let answer: () => Response;
/** The page's clock (performance.now), moved by the tests as a person takes his time. */
let clock: number;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 27, 10), toFake: ["Date"] });
  link = () => json({ state: "open", kind: "wedding", month: "2026-06" } satisfies ReviewLinkInfo);
  answer = () => json({ sent: true }, 201);
  clock = 1_000;
  vi.spyOn(performance, "now").mockImplementation(() => clock);
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === "POST") return answer();
    if (url === LINK_PATH) return link();
    if (url.endsWith("/api/requests/settings")) return json({ turnstileSiteKey: null });
    return json(null, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(token = TOKEN) {
  render(
    <MemoryRouter initialEntries={[`/avis/${token}`]}>
      <AuthProvider initialUser={null}>
        <DataProvider initial={emptyContent()} profile={DEFAULT_PROFILE} live={false}>
          <ReviewFormPage />
        </DataProvider>
      </AuthProvider>
    </MemoryRouter>,
  );
}

const sentBodies = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").map(([, init]) => JSON.parse(String(init.body)));
/** A field by its label, followed by the required mark " *" (the consent's sentence names some of them too). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) fireEvent.change(field(label), { target: { value } });
}

/** The form, shown, then filled as slowly as a person types. */
async function openForm() {
  renderPage();
  const send = await screen.findByRole("button", { name: "Envoyer mon avis" });
  clock += MIN_REQUEST_FILL_MS;
  return send;
}

const CONSENT = `J’accepte que mon avis, mon prénom, le type, le mois et la ville de mon événement soient publiés sur le site de ${DEFAULT_PROFILE.name}.`;

describe("the link's state", () => {
  it("says it is loading, then shows the form with the kind and the month the link knew", async () => {
    renderPage();
    expect(screen.getByRole("status").textContent).toBe("Chargement…");
    await screen.findByRole("button", { name: "Envoyer mon avis" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Donner votre avis");
    expect(field("Type d’événement").value).toBe("wedding");
    expect(field("Mois").value).toBe("2026-06");
    expect(within(field("Mois")).getByRole("option", { selected: true }).textContent).toBe("juin 2026");
    expect(screen.getByRole("checkbox", { name: CONSENT })).toBeTruthy();
    expect(screen.getByText("0 / 1200 caractères")).toBeTruthy();
    fill({ "Votre avis": "Super soirée" });
    expect(screen.getByText("12 / 1200 caractères")).toBeTruthy();
    expect(field("Votre avis").getAttribute("aria-describedby")).toBe(screen.getByText("12 / 1200 caractères").id);
  });

  it("asks for the kind and the month when the link knew neither", async () => {
    link = () => json({ state: "open", kind: null, month: null } satisfies ReviewLinkInfo);
    await openForm();
    expect(field("Type d’événement").value).toBe("");
    expect(within(field("Type d’événement")).getAllByRole("option")[0].textContent).toBe("Choisir un type");
    expect(within(field("Mois")).getAllByRole("option")[0].textContent).toBe("Choisir un mois");
  });

  it.each([
    ["sent", () => json({ state: "sent", kind: null, month: null }), "Ce lien a déjà servi : votre avis a bien été envoyé. Merci !"],
    ["expired", () => json({ state: "expired", kind: null, month: null }), "Ce lien a expiré : demandez-en un nouveau."],
    [
      "unknown",
      () =>
        json(
          {
            error: "REVIEW_LINK_NOT_FOUND",
            message: "Ce lien d’avis n’est pas valide : vérifiez l’adresse reçue, ou demandez-en un nouveau.",
          },
          404,
        ),
      "Ce lien d’avis n’est pas valide : vérifiez l’adresse reçue, ou demandez-en un nouveau.",
    ],
  ])("says a link %s in French, with the way home, and no form", async (state, answered, sentence) => {
    link = answered;
    renderPage();
    const box = await screen.findByTestId(`review-link-${state}`);
    expect(within(box).getByText(sentence)).toBeTruthy();
    expect(within(box).getByRole("link", { name: "Découvrir le site" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("button", { name: "Envoyer mon avis" })).toBeNull();
  });

  it("says a malformed link is unknown without asking the Worker", async () => {
    renderPage("pas-un-jeton");
    expect(
      within(await screen.findByTestId("review-link-unknown")).getByText(
        "Ce lien d’avis n’est pas valide : vérifiez l’adresse reçue, ou demandez-en un nouveau.",
      ),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/review-requests"))).toBe(false);
  });

  it("says when the link cannot be read, and reads it again on « Réessayer »", async () => {
    let failing = true;
    link = () => (failing ? Promise.reject(new TypeError("offline")) : json({ state: "open", kind: null, month: null })) as Response;
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toBe("Le formulaire ne se charge pas. Vérifiez votre connexion puis réessayez.");
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    await screen.findByRole("button", { name: "Envoyer mon avis" });
  });
});

describe("the review form", () => {
  it("refuses a review without the consent, in French, focused on the box, and sends nothing", async () => {
    const send = await openForm();
    fill({ Prénom: "Camille", Ville: "Collioure", "Votre avis": "Une soirée parfaite." });
    fireEvent.click(send);
    expect((await screen.findByRole("alert")).textContent).toBe("Vérifiez les champs en rouge.");
    expect(screen.getByText("Cochez cette case pour que votre avis puisse être publié")).toBeTruthy();
    const box = screen.getByRole("checkbox", { name: CONSENT });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(sentBodies()).toEqual([]);
  });

  it("says every field's problem before sending, and focuses the first", async () => {
    const send = await openForm();
    fireEvent.click(send);
    await screen.findByRole("alert");
    expect(screen.getAllByText("Ce champ est obligatoire")).toHaveLength(3);
    expect(field("Prénom").getAttribute("aria-invalid")).toBe("true");
    expect(field("Prénom").getAttribute("aria-describedby")).toBe(screen.getAllByText("Ce champ est obligatoire")[0].id);
    await waitFor(() => expect(document.activeElement).toBe(field("Prénom")));
    expect(sentBodies()).toEqual([]);
  });

  it("sends the review, the hidden field and the time it was open; then thanks the client", async () => {
    const send = await openForm();
    fill({ Prénom: "Camille", Ville: "Collioure", "Votre avis": "Une soirée parfaite.", "Type d’événement": "birthday" });
    fireEvent.click(screen.getByRole("checkbox", { name: CONSENT }));
    fireEvent.click(send);
    const thanks = await screen.findByTestId("review-sent");
    expect(
      within(thanks).getByText(`Merci ! Votre avis a bien été envoyé. Il apparaîtra sur le site dès que ${DEFAULT_PROFILE.name} l’aura validé.`),
    ).toBeTruthy();
    expect(document.activeElement).toBe(thanks);
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === "POST")?.[0]).toBe(LINK_PATH);
    expect(sentBodies()).toEqual([
      {
        firstName: "Camille",
        kind: "birthday",
        month: "2026-06",
        town: "Collioure",
        text: "Une soirée parfaite.",
        consent: true,
        website: "",
        fillMs: MIN_REQUEST_FILL_MS,
        turnstile: "",
      },
    ]);
  });

  it("shows the Worker's refusal on its field", async () => {
    answer = () =>
      json({ error: "VALIDATION_FAILED", message: "Certains champs sont invalides.", fields: [{ field: "text", message: "1200 caractères au maximum" }] }, 400);
    const send = await openForm();
    fill({ Prénom: "Camille", Ville: "Collioure", "Votre avis": "Une soirée parfaite." });
    fireEvent.click(screen.getByRole("checkbox", { name: CONSENT }));
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Vérifiez les champs en rouge."));
    expect(field("Votre avis").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("1200 caractères au maximum")).toBeTruthy();
  });

  it("says the link was used meanwhile, and the day's limit in the review's own words", async () => {
    answer = () => json({ error: "RATE_LIMITED", message: "…" }, 429);
    const send = await openForm();
    fill({ Prénom: "Camille", Ville: "Collioure", "Votre avis": "Une soirée parfaite." });
    fireEvent.click(screen.getByRole("checkbox", { name: CONSENT }));
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Vous avez déjà envoyé plusieurs avis aujourd’hui. Réessayez demain."));
    answer = () => json({ error: "REVIEW_LINK_USED", message: "Ce lien a déjà servi : votre avis a bien été envoyé. Merci !" }, 410);
    fireEvent.click(screen.getByRole("button", { name: "Envoyer mon avis" }));
    const used = await screen.findByTestId("review-link-sent");
    expect(within(used).getByText("Ce lien a déjà servi : votre avis a bien été envoyé. Merci !")).toBeTruthy();
  });
});
