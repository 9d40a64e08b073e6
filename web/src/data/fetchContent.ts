// The lists and the profile read from the API (docs/product.md §4): at the start of a page that came
// without them, and when the Hub names a newer version than the page's (§18).
import { byCollectionAsync, type CollectionName, type Content } from "../../../shared/collections";
import { MIN_VERSION_PARAM } from "../../../shared/live";
import type { Profile } from "../../../shared/profile";
import { api } from "../lib/api";

/** `?v=` asks for the lists at least at that version: an older copy in the edge cache will not do. */
const atLeast = (version?: number) => (version ? `?${MIN_VERSION_PARAM}=${version}` : "");

async function fetchList<C extends CollectionName>(name: C, version?: number): Promise<Content[C]> {
  const body = await api<unknown>("GET", `/api/${name}${atLeast(version)}`);
  if (!Array.isArray(body)) throw new Error(`GET /api/${name}: not a list`);
  return body as Content[C];
}

async function fetchProfile(version?: number): Promise<Profile> {
  const body = await api<Profile | null>("GET", `/api/profile${atLeast(version)}`);
  if (typeof body?.name !== "string") throw new Error("GET /api/profile: not a profile");
  return body;
}

/** Every list and the profile from the API (at least at `version`), or null when any of them could not be read. */
export async function fetchContent(version?: number): Promise<{ content: Content; profile: Profile } | null> {
  try {
    const [content, profile] = await Promise.all([byCollectionAsync<Content>((name) => fetchList(name, version)), fetchProfile(version)]);
    return { content, profile };
  } catch (error) {
    console.warn("API injoignable, contenu local utilisé :", error);
    return null;
  }
}
