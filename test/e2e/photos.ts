// Photos of a test's own on the accounts' server, created through the API.
import type { Page } from "@playwright/test";
import { expect, test } from "./accounts";

export interface Photo {
  id: number;
  title: string;
}

/** Photos of this test's own, created through the API (each goes first): the last of `titles` ends up first. */
export async function createPhotos(page: Page, titles: string[]): Promise<Photo[]> {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const photos: Photo[] = [];
  for (const title of titles) {
    const res = await page.request.post("/api/photos", { data: { title, description: "Photo de test", image: "/media/photo-03.webp" }, headers: { origin } });
    expect(res.status(), await res.text()).toBe(201);
    photos.push((await res.json()) as Photo);
  }
  return photos;
}

/** A tag that sets this test's items apart: its project's size, then random letters. */
export const tagOf = () => `${test.info().project.name.split("-")[0]}${Math.random().toString(36).slice(2, 7)}`;
