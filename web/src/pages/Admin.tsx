// Placeholder for /admin (issue 7 replaces this page): signed-out visitors go to /login.
import { Navigate } from "react-router";
import { useAuth } from "../auth/AuthProvider";
import { useDocumentTitle } from "../hooks/useDocumentTitle";

export default function Admin() {
  const { currentUser } = useAuth();
  useDocumentTitle("Administration");
  if (!currentUser) return <Navigate to="/login" replace />;
  return (
    <main id="main" className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="font-display text-3xl font-bold">Administration</h1>
    </main>
  );
}
