// The booking flow's server state: drafts bound to one browser, quotes made again when they ran
// out (with the price change noted), and the background job scheduler.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatIstanbulLocal } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { deleteExpiredDrafts } from "#app/server/repositories/booking-drafts.server.ts";
import {
  DRAFT_TTL_MS,
  emptyDraft,
  ensureQuote,
  loadDraft,
  newDraft,
  resolveSearch,
  saveDraft,
} from "#app/server/services/booking-flow.server.ts";
import { addUnit, at, type Fixture, NOW, resetAndBuildFixture } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let test: TestDatabase | undefined;
let db: Db;
let f: Fixture;

beforeAll(async () => {
  test = await withTestDatabase();
  db = test.database.db;
  f = await resetAndBuildFixture(db);
  await addUnit(db, f.clio, f.istAirport);
});
afterAll(async () => {
  await test?.cleanup();
});

const search = {
  pickupCode: "ISTA",
  dropoffCode: "ISTA",
  pickupAt: formatIstanbulLocal(at(2)),
  returnAt: formatIstanbulLocal(at(5)),
  campaignCode: "",
};

describe("booking drafts", () => {
  it("are readable only with the browser key that made them, until they expire", async () => {
    const id = await newDraft(db, "hash-a", emptyDraft(search), NOW);
    expect((await loadDraft(db, id, "hash-a", NOW))?.search).toEqual(search);
    expect(await loadDraft(db, id, "hash-b", NOW)).toBeNull();
    const later = new Date(NOW.getTime() + DRAFT_TTL_MS + 1);
    expect(await loadDraft(db, id, "hash-a", later)).toBeNull();
    expect(await deleteExpiredDrafts(db, later)).toBeGreaterThanOrEqual(1);
    expect(await loadDraft(db, id, "hash-a", NOW)).toBeNull();
  });

  it("keep what was saved, and each save extends the lifetime", async () => {
    const draft = emptyDraft(search);
    const id = await newDraft(db, "hash-a", draft, NOW);
    draft.driver = { firstName: "Ayşe", note: "geç varabilirim" };
    const later = new Date(NOW.getTime() + DRAFT_TTL_MS - 1000);
    await saveDraft(db, id, draft, later);
    const read = await loadDraft(db, id, "hash-a", new Date(NOW.getTime() + DRAFT_TTL_MS + 1000));
    expect(read?.driver).toEqual({ firstName: "Ayşe", note: "geç varabilirim" });
  });
});

describe("ensureQuote", () => {
  it("reuses a valid quote and makes a new one with the same inputs when it ran out, noting a price change", async () => {
    const resolved = await resolveSearch(db, search, "tr", NOW);
    if (!resolved.ok) throw new Error(`search refused: ${resolved.errors.join(",")}`);
    const draft = { ...emptyDraft(search), modelId: f.clio, assuranceCode: null, extras: [] };
    const first = await ensureQuote(db, draft, resolved.search, "tr", NOW);
    if (!first.ok) throw new Error(first.reason);
    const again = await ensureQuote(db, draft, resolved.search, "tr", new Date(NOW.getTime() + 5 * 60_000));
    expect(again.ok && again.quote.id).toBe(first.quote.id);
    expect(draft.priceNotice).toBeNull();

    // The customer saw another total on the run-out quote: the new one keeps the inputs, the notice says so.
    draft.quote = { id: first.quote.id, totalKurus: first.quote.totalKurus - 100 };
    const renewed = await ensureQuote(db, draft, resolved.search, "tr", new Date(NOW.getTime() + 16 * 60_000));
    if (!renewed.ok) throw new Error(renewed.reason);
    expect(renewed.quote.id).not.toBe(first.quote.id);
    expect(renewed.quote.inputs.modelId).toBe(f.clio);
    expect(renewed.quote.totalKurus).toBe(first.quote.totalKurus);
    expect(draft.priceNotice).toEqual({ fromKurus: first.quote.totalKurus - 100, toKurus: first.quote.totalKurus });
    expect(draft.quote).toEqual({ id: renewed.quote.id, totalKurus: renewed.quote.totalKurus });
  });

  it("drops a campaign code that does not apply instead of refusing the price", async () => {
    const withCode = { ...search, campaignCode: "NO-SUCH-CODE" };
    const resolved = await resolveSearch(db, withCode, "tr", NOW);
    if (!resolved.ok) throw new Error("search refused");
    const result = await ensureQuote(db, { ...emptyDraft(withCode), modelId: f.clio }, resolved.search, "tr", NOW);
    expect(result.ok && result.quote.inputs.campaignCode).toBeNull();
  });

  it("resolveSearch refuses what the search bar refuses, with the same codes", async () => {
    const past = await resolveSearch(db, { ...search, pickupAt: formatIstanbulLocal(at(-1)) }, "tr", NOW);
    expect(past.ok).toBe(false);
    expect(!past.ok && past.errors).toContain("pickupTooSoon");
    const unknown = await resolveSearch(db, { ...search, pickupCode: "NOPE", dropoffCode: "NOPE" }, "tr", NOW);
    expect(!unknown.ok && unknown.errors).toContain("pickupOfficeMissing");
  });
});
