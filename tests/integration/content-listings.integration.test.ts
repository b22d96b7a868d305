// Trip pages and FAQ entries in the content editor (docs/decisions/0061): their
// texts edited in both languages, a trip's slug checked for clashes, FAQ entries added under a
// topic in order; every change audited with before and after, and live changes tell every server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor, StaffRole } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { parseEnv } from "#app/server/env.server.ts";
import { auditOf } from "#app/server/repositories/audit-log.server.ts";
import { readPublicVersions } from "#app/server/repositories/public-changes.server.ts";
import { faqPage, publicDetailPaths, tripPage } from "#app/server/services/content-pages.server.ts";
import {
  faqForEditor,
  listListingsForEditor,
  saveFaq,
  saveTrip,
  tripForEditor,
  type FaqFields,
  type TripFields,
} from "#app/server/services/staff/content-listings.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { seedDemo } from "#seed/run.ts";
import { demoStaff, seedDemoStaff } from "#seed/staff.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  await seedDemo(db);
  await seedDemoStaff(db, parseEnv({ APP_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3000" }));
}, 120_000);
afterAll(async () => {
  await testDb.cleanup();
});

function actorFor(role: StaffRole): StaffActor {
  const person = demoStaff.find((p) => p.role === role);
  if (!person) throw new Error(role);
  return { id: person.id, name: person.name, email: person.email, role, officeIds: [] };
}
const editor = actorFor("content");
const contentVersion = async () => (await readPublicVersions(db)).get("content") ?? 0;

async function tripFields(id: number): Promise<TripFields> {
  const t = await tripForEditor(db, editor, id);
  if (!t) throw new Error(`trip ${id}`);
  const { id: _id, status: _s, publishedAt: _p, state: _st, path: _path, ...fields } = t;
  return fields;
}

describe("trip pages and FAQ entries in the content editor", () => {
  it("an edited FAQ answer is live at once in both languages, audited with the old and new text", async () => {
    const [faq] = await listListingsForEditor(db, editor, "faq");
    if (!faq) throw new Error("seed has FAQ entries");
    const stored = await faqForEditor(db, editor, faq.id);
    if (!stored) throw new Error("faq");
    const before = await contentVersion();
    const fields: FaqFields = {
      topic: stored.topic,
      sort: stored.sort,
      questionTr: stored.questionTr,
      questionEn: stored.questionEn,
      answerTr: "Yeni yanıt: 7/24 arayın.",
      answerEn: "New answer: call us any time.",
    };
    const result = await saveFaq(db, editor, faq.id, fields, { kind: "save" });
    expect(result).toMatchObject({ ok: true, faq: { state: "published", answerEn: fields.answerEn } });
    const en = (await faqPage(db, "en")).entries.find((e) => e.id === faq.id);
    const tr = (await faqPage(db, "tr")).entries.find((e) => e.id === faq.id);
    expect(en?.answer).toBe(fields.answerEn);
    expect(tr?.answer).toBe(fields.answerTr);
    expect(await contentVersion()).toBe(before + 1);
    const [entry] = await auditOf(db, "faq_entry", String(faq.id));
    expect(entry).toMatchObject({
      action: "content_listing.update",
      before: { answerEn: stored.answerEn, answerTr: stored.answerTr, status: "published" },
      after: { answerEn: fields.answerEn, answerTr: fields.answerTr, status: "published" },
    });
  });

  it("a new FAQ entry is a draft off the site until published, then shows under its topic in its order", async () => {
    const fields: FaqFields = {
      topic: "payment",
      sort: 0,
      questionTr: "Kripto para ile ödeyebilir miyim?",
      questionEn: "Can I pay with crypto?",
      answerTr: "Hayır.",
      answerEn: "No.",
    };
    const before = await contentVersion();
    const created = await saveFaq(db, editor, null, fields, { kind: "save" });
    if (!created.ok) throw new Error(created.reason);
    expect(created.faq.state).toBe("draft");
    const inPayment = async () =>
      (await faqPage(db, "en")).groups.find((g) => g.topic === "payment")?.entries.map((e) => e.question) ?? [];
    expect(await inPayment()).not.toContain(fields.questionEn);
    // A draft empties no cache.
    expect(await contentVersion()).toBe(before);

    expect(
      await saveFaq(db, editor, created.faq.id, fields, { kind: "schedule", at: new Date(Date.now() - 60_000) }),
    ).toEqual({
      ok: false,
      reason: "scheduleInPast",
    });
    await saveFaq(db, editor, created.faq.id, fields, { kind: "publish" });
    expect((await inPayment())[0]).toBe(fields.questionEn);
    expect(await contentVersion()).toBe(before + 1);
    const history = await auditOf(db, "faq_entry", String(created.faq.id));
    expect(history.map((h) => h.action)).toEqual(["content_listing.create", "content_listing.publish"]);
    expect(history[0]).toMatchObject({ before: null, after: { questionEn: fields.questionEn, status: "draft" } });
    expect(history[1]).toMatchObject({ before: { status: "draft" }, after: { status: "published" } });
  });

  it("a trip's slug another trip uses is refused with nothing changed; a new slug moves the page and its sitemap entry", async () => {
    const [first, second] = await listListingsForEditor(db, editor, "trip");
    if (!first?.slug || !second?.slug) throw new Error("seed has trips");
    const fields = await tripFields(first.id);
    expect(
      await saveTrip(db, editor, first.id, { ...fields, slug: second.slug, nameEn: "Changed" }, { kind: "save" }),
    ).toEqual({
      ok: false,
      reason: "slugTaken",
    });
    expect((await tripForEditor(db, editor, first.id))?.nameEn).toBe(fields.nameEn);

    const slug = `${first.slug}-renamed`;
    const result = await saveTrip(db, editor, first.id, { ...fields, slug, nameEn: "Renamed place" }, { kind: "save" });
    expect(result).toMatchObject({ ok: true, trip: { path: `/gezi-${slug}`, state: "published" } });
    expect((await tripPage(db, slug, "en", false))?.place.name).toBe("Renamed place");
    expect(await tripPage(db, first.slug, "en", false)).toBeNull();
    const paths = (await publicDetailPaths(db)).paths;
    expect(paths).toContain(`/gezi-${slug}`);
    expect(paths).not.toContain(`/gezi-${first.slug}`);
    const [entry] = await auditOf(db, "trip_place", String(first.id));
    expect(entry).toMatchObject({
      action: "content_listing.update",
      before: { slug: first.slug, nameEn: fields.nameEn },
      after: { slug, nameEn: "Renamed place" },
    });
  });

  it("an unpublished trip is edited as a draft and goes live when published; only content.edit may change either", async () => {
    const [, , third] = await listListingsForEditor(db, editor, "trip");
    if (!third?.slug) throw new Error("seed has trips");
    const fields = await tripFields(third.id);
    await saveTrip(db, editor, third.id, fields, { kind: "unpublish" });
    const before = await contentVersion();
    await saveTrip(db, editor, third.id, { ...fields, summaryEn: "Draft summary" }, { kind: "save" });
    expect(await contentVersion()).toBe(before);
    expect(await tripPage(db, third.slug, "en", false)).toBeNull();
    await saveTrip(db, editor, third.id, { ...fields, summaryEn: "Draft summary" }, { kind: "publish" });
    expect((await tripPage(db, third.slug, "en", false))?.place.summary).toBe("Draft summary");

    await expect(saveTrip(db, actorFor("office"), third.id, fields, { kind: "save" })).rejects.toBeInstanceOf(
      StaffAccessDenied,
    );
    await expect(
      saveFaq(
        db,
        actorFor("office"),
        null,
        { topic: "booking", sort: 1, questionTr: "a", questionEn: "a", answerTr: "a", answerEn: "a" },
        { kind: "save" },
      ),
    ).rejects.toBeInstanceOf(StaffAccessDenied);
    expect(await saveTrip(db, editor, 999_999, fields, { kind: "save" })).toEqual({ ok: false, reason: "notFound" });
  });
});
