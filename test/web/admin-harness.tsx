// What the admin's tests share: the administrator, an API answer, the tabs, a field's label as shown, and
// /admin rendered with its providers (and the addresses it may leave for).
import { render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import type { Content } from "../../shared/collections";
import { AuthProvider, type AuthUser } from "../../web/src/data/AuthProvider";
import { DataProvider } from "../../web/src/data/DataProvider";
import Admin from "../../web/src/features/admin/Admin";
import { DEFAULT_PROFILE } from "./profile";

export const ADMIN: AuthUser = { email: "dj@example.fr", role: "admin" };

/** An API answer; null is an empty body. */
export const json = (body: unknown, status = 200) =>
  new Response(body === null ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A field's label, followed by the required mark " *" (hidden from assistive technology). */
/** The admin's tabs, in order, as the tab list names them (each count or badge left out). */
export const TAB_NAMES = ["Événements", "Photos", "Mixes", "Lieux", "Avis", "Disponibilités", "Demandes", "Statistiques", "Profil"];
export const shownTabNames = () => screen.getAllByRole("tab").map((tab) => tab.textContent?.replace(/\d+$/, ""));

export const label = (text: string) => new RegExp(`^${text}( \\*)?$`);

/** /admin with these lists ("none": none in the page, fetched) for this user; the router, to read where it went. */
export function renderAdmin(initial: Content | "none", user: AuthUser | null = ADMIN) {
  const router = createMemoryRouter(
    [
      { path: "/admin", Component: Admin },
      { path: "/login", element: <p>Page de connexion</p> },
      { path: "/", element: <p>Accueil</p> },
    ],
    { initialEntries: ["/admin"] },
  );
  render(
    <AuthProvider initialUser={user}>
      <DataProvider initial={initial === "none" ? undefined : initial} profile={DEFAULT_PROFILE} live={false}>
        <RouterProvider router={router} />
      </DataProvider>
    </AuthProvider>,
  );
  return router;
}
