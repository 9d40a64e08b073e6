// Placeholder for /login (issue 7 replaces this page): loaded lazily, outside the public bundle.
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "../components/Logo";
import { useDocumentTitle } from "../hooks/useDocumentTitle";

export default function Login() {
  useDocumentTitle("Connexion");
  return (
    <main id="main" className="mx-auto flex min-h-[100svh] max-w-md flex-col justify-center px-6 py-16">
      <Link to="/" className="inline-flex items-center gap-2 self-start text-sm text-sand-200 hover:text-ember-300">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Retour à l’accueil
      </Link>
      <div className="mt-10">
        <Logo />
      </div>
      <h1 className="mt-8 font-display text-3xl font-bold">Connexion</h1>
      <p className="mt-2 text-sand-400">Connectez-vous à votre espace personnel</p>
    </main>
  );
}
