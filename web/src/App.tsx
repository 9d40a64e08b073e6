// The client's shape: the session and data providers around the router. Home and /events are in
// the public bundle; /login and /admin are loaded on demand.
import { Navigate, Outlet, RouterProvider, ScrollRestoration, createBrowserRouter, type RouteObject } from "react-router";
import type { Content } from "../../shared/types";
import { AuthProvider, type AuthUser } from "./auth/AuthProvider";
import { DataProvider } from "./data/DataProvider";
import EventsPage from "./pages/Events";
import Home from "./pages/Home";

function RootLayout() {
  return (
    <>
      {/* A first load has the key "default" on every page: keep those apart by path. */}
      <ScrollRestoration getKey={(location) => (location.key === "default" ? `default:${location.pathname}` : location.key)} />
      <Outlet />
    </>
  );
}

/** Shown while a lazy page loads on a first visit: the page's background, nothing else. */
function PageFallback() {
  return <div className="min-h-[100svh] bg-night-950" aria-busy="true" />;
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageFallback,
    children: [
      { index: true, Component: Home },
      { path: "events", Component: EventsPage },
      { path: "login", lazy: async () => ({ Component: (await import("./pages/Login")).default }) },
      { path: "admin", lazy: async () => ({ Component: (await import("./pages/Admin")).default }) },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
];

export interface AppProps {
  /** Injected by the server into the page (issue 8): the session, known without a request. */
  initialUser?: AuthUser | null;
  /** Injected by the server into the page (issue 8): the three lists. */
  initialContent?: Content;
}

const router = createBrowserRouter(routes);

export default function App({ initialUser, initialContent }: AppProps) {
  return (
    <AuthProvider initialUser={initialUser}>
      <DataProvider initial={initialContent}>
        <RouterProvider router={router} />
      </DataProvider>
    </AuthProvider>
  );
}
