// /login (docs/product.md §2): back button, logo, "Connexion" or "Créer un compte" with its subtitle, and the
// form. Loaded lazily, outside the public bundle.
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { AppLink } from "../../ui/AppLink";
import { buttonClass } from "../../ui/Button";
import { Logo } from "../../ui/Logo";
import { useData } from "../../data/DataProvider";
import { usePageTitle } from "../../hooks/usePageTitle";
import { LoginForm } from "./LoginForm";
import { TEXTS, type LoginMode } from "./messages";

export default function Login() {
  const [mode, setMode] = useState<LoginMode>("signin");
  const navigate = useNavigate();
  const texts = TEXTS[mode];
  const { profile } = useData();
  usePageTitle(texts.title);

  return (
    <main id="main" tabIndex={-1} className="relative isolate min-h-[100svh] overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_80%_0%,rgba(255,106,61,0.18),transparent_55%),radial-gradient(circle_at_0%_100%,rgba(201,94,240,0.14),transparent_55%)]"
      />
      <div className="mx-auto flex min-h-[100svh] w-full max-w-md flex-col px-5 pb-12 pt-6 sm:px-6 sm:pt-10">
        <AppLink to="/" className={buttonClass("outline", "md", "self-start")}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Retour à l’accueil
        </AppLink>

        <div className="my-auto pt-10">
          <div className="rounded-3xl border border-white/10 bg-night-900/70 p-6 shadow-2xl shadow-black/40 backdrop-blur sm:p-8">
            <AppLink to="/" aria-label={`${profile.name} – Accueil`} className="inline-block rounded-md">
              <Logo />
            </AppLink>
            <h1 className="mt-8 font-display text-3xl font-bold tracking-tight">{texts.title}</h1>
            <p className="mt-2 text-sand-400">{texts.subtitle}</p>
            <div className="mt-8">
              <LoginForm mode={mode} onModeChange={setMode} onSuccess={() => navigate("/")} />
            </div>
          </div>
        </div>
      </div>
    </main>
  );
}
