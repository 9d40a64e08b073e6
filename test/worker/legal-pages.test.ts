// The legal notice and the privacy page: rendered by the Worker from the saved profile, kept in the
// edge cache and listed in the sitemap like the other public pages; what they say of the cookies
// and of the counts kept follows the limits the code applies. Needs the built client.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import defaultProfile from "../../shared/default-content/profile.json";
import type { Profile } from "../../shared/profile";
import { forgetContentVersion } from "../../worker/cache/edge";
import { adminHeaders, appHtml, call, htmlText, ORIGIN } from "./helpers";

const DEFAULT = defaultProfile as Profile;

/** The text of the page the Worker rendered. */
const textOf = async (res: Response) => htmlText(appHtml(await res.text()));

describe("/mentions-legales", () => {
  it("names the publisher from the profile, with his SIRET, address and contact, and the host", async () => {
    const res = await call("/mentions-legales");
    expect(res.status).toBe(200);
    const html = await res.clone().text();
    expect(html).toContain("<title>Mentions légales – DJ Max Ribera</title>");
    const text = await textOf(res);
    expect(text).toContain("Ce site est publié par Maxime Ribera, Entrepreneur individuel (micro-entreprise), sous le nom de scène DJ Max Ribera.");
    expect(text).toContain("SIRET 912 345 675 00009");
    expect(text).toContain("Adresse 12 avenue de la Méditerranée, 66140 Canet-en-Roussillon");
    expect(html).toContain(`href="mailto:${DEFAULT.email}"`);
    expect(text).toContain("Directeur de la publication : Maxime Ribera.");
    expect(text).toContain("Cloudflare, Inc., 101 Townsend St, San Francisco, CA 94107, États-Unis");
  });

  it("shows a saved profile's legal name and SIRET at once", async () => {
    const put = await call("/api/profile", {
      method: "PUT",
      body: { ...DEFAULT, legalName: "Ribera Events SARL", siret: "73282932000074" },
      headers: await adminHeaders(),
    });
    expect(put.status).toBe(200);
    const text = await textOf(await call("/mentions-legales"));
    expect(text).toContain("Ce site est publié par Ribera Events SARL");
    expect(text).toContain("SIRET 732 829 320 00074");
  });
});

describe("/confidentialite", () => {
  it("says what is kept, the cookies of a signed-in person only, and how to use one's rights", async () => {
    const res = await call("/confidentialite");
    expect(res.status).toBe(200);
    const html = await res.clone().text();
    expect(html).toContain("<title>Confidentialité – DJ Max Ribera</title>");
    const text = await textOf(res);
    expect(text).toContain(
      "Ce site ne dépose aucun cookie chez ses visiteurs et ne montre aucune publicité. Il compte ses visites sans rien savoir de qui les fait",
    );
    expect(text).toContain("Ce ne sont que des totaux par jour : sans cookie ni identifiant, le site ne garde ni votre adresse IP, ni votre navigateur");
    expect(text).toContain("sont regroupés par mois après 25 mois");
    expect(text).toContain("le nombre de mesures envoyées par adresse IP, oublié après une minute");
    expect(text).toContain("session : pour garder la connexion à l’administration, 7 jours.");
    expect(text).toContain("device : pour reconnaître le navigateur où l’on s’est déjà connecté");
    expect(text).toContain(", un an.");
    expect(text).toContain("d1-bookmark : pour afficher aussitôt ses propres modifications, 24 heures.");
    expect(text).toContain("effacé après 24 heures ; le nombre de comptes créés par adresse IP, effacé après une heure.");
    expect(html).toContain(`href="mailto:${DEFAULT.email}"`);
    expect(html).toContain('href="https://www.cnil.fr/fr/plaintes"');
  });

  it("says what a booking request leaves and for how long, and whether the form is open", async () => {
    const closed = await textOf(await call("/confidentialite"));
    expect(closed).toContain("Il n’a pas de formulaire de contact : une réservation se fait par téléphone ou par e-mail, hors du site.");
    expect(closed).toContain(
      "Une demande est effacée 36 mois après sa dernière mise à jour, ou dès que vous le demandez ; le nombre de demandes envoyées par adresse IP, après 24 heures.",
    );
    await env.DB.prepare("UPDATE profile SET data = json_set(data, '$.requestForm', 'on') WHERE id = 1").run();
    await forgetContentVersion(ORIGIN);
    const open = await textOf(await call("/confidentialite"));
    expect(open).toContain("Une demande de réservation peut s’envoyer depuis « Vérifier une date » : ce que vous y écrivez ne sert qu’à vous répondre.");
  });

  it("sets no cookie on a visitor", async () => {
    const res = await call("/confidentialite");
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});

describe("the footer", () => {
  it("links both pages from every public page", async () => {
    for (const path of ["/", "/events", "/mentions-legales"]) {
      const html = await (await call(path)).text();
      expect(html, path).toMatch(/<nav aria-label="Informations légales">.*href="\/mentions-legales".*href="\/confidentialite"/s);
    }
  });
});
