// The admin's search of events in D1 (docs/product.md §19), in workerd: every word, accents and case
// ignored, inside a word too, short words, FTS5 syntax typed as text, the trash, and an index kept
// right by every way of writing an event (API store, import, purge), read through the index.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { COLLECTION_NAMES, COLLECTIONS, searchFieldsOf, type EventItem } from "../../shared/collections";
import { matchesSearch } from "../../shared/search";
import { searchCondition, searchTableOf } from "../../worker/collections/search";
import { CollectionStore, tableOf } from "../../worker/collections/store";
import { readSiteContent, replaceContent } from "../../worker/transfer/store";
import { insertEvent } from "./helpers";

const eventsTable = tableOf(COLLECTIONS.events);
const store = () => new CollectionStore(env.DB, COLLECTIONS.events);
const FIELDS = searchFieldsOf(COLLECTIONS.events);

/** The ids of the events of the lists holding every word, in the list's order, as a list query joins the condition. */
async function found(query: string, on = eventsTable): Promise<number[]> {
  const condition = searchCondition(on, query);
  const where = ["deletedAt IS NULL", ...(condition ? [condition.sql] : [])];
  const sql = `SELECT id FROM ${on.name} WHERE ${where.join(" AND ")} ORDER BY ${on.orderBy.join(", ")}`;
  const { results } = await env.DB.prepare(sql)
    .bind(...(condition?.params ?? []))
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

/** Fails when the index does not hold exactly the events' text (FTS5's own check against its content table). */
const checkIndex = () => env.DB.prepare(`INSERT INTO events_search (events_search, rank) VALUES ('integrity-check', 1)`).run();

let events: EventItem[] = [];

beforeEach(async () => {
  await env.DB.exec("DELETE FROM events");
  events = [];
  for (const [id, name, venue] of [
    [1, "Fête de la Musique", "Quai Vauban, Perpignan"],
    [2, "Sunset House Session", "Villa Les Voiles, Canet-en-Roussillon"],
    [3, "Nuit électro", "Le Dôme, Perpignan"],
    [4, 'Soirée "Disco" (NEAR the sea) - *live*', "L’ŒIL, Saint-Cyprien"],
    [5, "Bal du 14", "Port-Vendres"],
    [6, "DJ", "Céret"],
  ] as const) {
    events.push(await insertEvent({ id, name, venue }));
  }
});

/** What the browser's search finds among the same events. */
const matching = (query: string) => events.filter((event) => matchesSearch(event, FIELDS, query)).map((event) => event.id);

describe("the search of events", () => {
  it("ignores accents and case, on either side", async () => {
    for (const query of ["fete", "FÊTE", "fête", "Fete"]) expect(await found(query)).toEqual([1]);
    expect(await found("ELECTRO")).toEqual([3]);
    expect(await found("dome")).toEqual([3]);
    expect(await found("œil")).toEqual([4]);
  });

  it("wants every word, each in the name or the venue", async () => {
    expect(await found("perpignan")).toEqual([1, 3]);
    expect(await found("perpignan fete")).toEqual([1]);
    expect(await found("  Dôme   PERPIGNAN ")).toEqual([3]);
    expect(await found("canet fete")).toEqual([]);
  });

  it("finds a word inside another", async () => {
    expect(await found("vil")).toEqual([2]);
    expect(await found("usiq")).toEqual([1]);
    expect(await found("ession canet-en")).toEqual([2]);
  });

  it("finds words shorter than the index's, accents and case ignored", async () => {
    expect(await found("fe")).toEqual([1]);
    expect(await found("DÔ")).toEqual([3]);
    expect(await found("fe perpignan")).toEqual([1]);
    expect(await found("œ")).toEqual([4]);
    expect(await found("x")).toEqual([]);
    // At the end of a field, and a whole field of 2 characters.
    expect(await found("14")).toEqual([5]);
    expect(await found("4")).toEqual([5]);
    expect(await found("dj")).toEqual([6]);
    expect(await found("j")).toEqual([6]);
  });

  it("reads FTS5 syntax as text, never as an operator", async () => {
    expect(await found('"disco"')).toEqual([4]);
    expect(await found("(near")).toEqual([4]);
    expect(await found("*live*")).toEqual([4]);
    expect(await found("*")).toEqual([4]);
    for (const query of [
      '"',
      "'",
      "-",
      "NEAR",
      "NEAR(a b)",
      "AND",
      "OR",
      "NOT",
      "(",
      ")",
      "?",
      "[",
      "]",
      "^",
      "name:fete",
      "{name}",
      "a*",
      '"a" OR "b"',
      "\\",
    ]) {
      expect(await found(query), query).toEqual(matching(query));
    }
  });

  it("finds what the browser's search finds", async () => {
    for (const query of ["fete", "vil", "fe", "perpignan dome", "l’", "-", "sea -", "a", "on", "saint cyp", "Ç", "e", "ce", "n", "an", "re"]) {
      expect(await found(query), query).toEqual(matching(query));
    }
  });

  it("leaves the trash out, and finds a restored event again", async () => {
    await store().remove(3);
    expect(await found("dome")).toEqual([]);
    await store().restore(3);
    expect(await found("dome")).toEqual([3]);
  });

  it("finds an updated event by its new name and venue, not by its old ones", async () => {
    await store().update(1, { ...events[0], name: "Bal populaire", venue: "Place de la République, Céret" });
    expect(await found("fete")).toEqual([]);
    expect(await found("vauban")).toEqual([]);
    expect(await found("bal ceret")).toEqual([1]);
    await checkIndex();
  });

  it("finds an imported event, and no longer one the import replaced or a purge deleted", async () => {
    await store().remove(4);
    await store().purge(4);
    expect(await found("disco")).toEqual([]);
    const { content, version } = await readSiteContent(env.DB);
    const imported = { ...content.events[0], id: 77, name: "Guinguette d’été", venue: "Île de la Platière, Perpignan" };
    await replaceContent(env.DB, { ...content, events: [imported, ...content.events.filter((event) => event.id !== 2)] }, version);
    expect(await found("guinguette ete")).toEqual([77]);
    expect(await found("ile")).toEqual([77]);
    expect(await found("vil")).toEqual([]);
    expect(await found("perpignan")).toEqual([1, 3, 77]);
    await checkIndex();
  });

  it("whose index check does catch a write the triggers did not see", async () => {
    await checkIndex();
    await env.DB.exec("DROP TRIGGER events_search_updated");
    await env.DB.exec("UPDATE events SET name = 'Autre chose' WHERE id = 1");
    await expect(checkIndex()).rejects.toThrow();
  });

  it("reads the index, for long words and short ones", async () => {
    for (const [query, table] of [
      ["fete", "events_search"],
      ["fe", "events_search_trigrams"],
    ]) {
      const condition = searchCondition(eventsTable, query)!;
      const sql = `EXPLAIN QUERY PLAN SELECT id FROM events WHERE deletedAt IS NULL AND ${condition.sql} ORDER BY date, id LIMIT 10`;
      const plan = await env.DB.prepare(sql)
        .bind(...condition.params)
        .all<{ detail: string }>();
      expect(plan.results.map((row) => row.detail).join("\n")).toContain(`SCAN ${table} VIRTUAL TABLE`);
    }
  });

  it("is no condition for a blank query, and finds nothing in a collection without searchFields", async () => {
    expect(searchCondition(eventsTable, "  ")).toBeNull();
    expect(await found("")).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await found("coucher", tableOf(COLLECTIONS.photos))).toEqual([]);
  });

  it("has an index whose columns are the description's searchFields, and only for those collections", async () => {
    for (const name of COLLECTION_NAMES) {
      const { results } = await env.DB.prepare("SELECT name FROM pragma_table_info(?)").bind(searchTableOf(name)).all<{ name: string }>();
      expect(results.map((row) => row.name)).toEqual(searchFieldsOf(COLLECTIONS[name]));
    }
  });
});
