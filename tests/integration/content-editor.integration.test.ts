// The content editor (docs/decisions/0049): an editor saves a news item as a
// draft (not on the site), publishes it (on the site, in the sitemap's paths, every app server
// told), unpublishes it, schedules it (appears by itself when the time comes; the job marks the
// change once), and a slug already used by the same kind is refused by the service and by the
// table's unique index. Every change is audited with before and after; other roles are refused.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor, StaffRole } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { newsItems } from "#app/server/db/schema.ts";
import { parseEnv } from "#app/server/env.server.ts";
import { auditOf } from "#app/server/repositories/audit-log.server.ts";
import { readPublicVersions } from "#app/server/repositories/public-changes.server.ts";
import { pgErrorCode } from "#app/server/repositories/reservations.server.ts";
import {
  announceScheduledContent,
  articleForEditor,
  articlePreview,
  listArticlesForEditor,
  saveArticle,
  type ArticleFields,
} from "#app/server/services/staff/content-editor.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { listTextPages, saveTextPage } from "#app/server/services/staff/content-texts.server.ts";
import { listListingsForEditor, setListingPublication } from "#app/server/services/staff/content-listings.server.ts";
import {
  articleList,
  articlePage,
  faqPage,
  publicDetailPaths,
  signUpTexts,
  textPage,
  tripPage,
} from "#app/server/services/content-pages.server.ts";
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

const fields = (slug: string, extra: Partial<ArticleFields> = {}): ArticleFields => ({
  slug,
  titleTr: `Haber ${slug}`,
  titleEn: `News ${slug}`,
  summaryTr: "Kısa özet",
  summaryEn: "Short summary",
  bodyTr: "Birinci paragraf.\n\n## Ara başlık\n\n- madde",
  bodyEn: "First paragraph.\n\n## Heading\n\n- item",
  theme: "city-skyline",
  author: null,
  ...extra,
});

const contentVersion = async () => (await readPublicVersions(db)).get("content") ?? 0;
const onSite = async (slug: string) => (await articlePage(db, "news", slug, "en")) !== null;
const inSitemap = async (slug: string) => (await publicDetailPaths(db)).paths.includes(`/haber-${slug}`);
const inList = async (slug: string) =>
  (await articleList(db, "news", "en", 1))?.list.items.some((i) => i.slug === slug) ?? false;

async function created(slug: string, extra: Partial<ArticleFields> = {}) {
  const r = await saveArticle(db, editor, "news", null, fields(slug, extra), { kind: "save" });
  if (!r.ok) throw new Error(r.reason);
  return r.article;
}

describe("content editor", () => {
  it("a draft stays off the site; publishing shows it in the list, on its page and in the sitemap, and tells every server", async () => {
    const versionBefore = await contentVersion();
    const draft = await created("yeni-filo-haberi");
    expect(draft.state).toBe("draft");
    expect(await onSite("yeni-filo-haberi")).toBe(false);
    expect(await inList("yeni-filo-haberi")).toBe(false);
    expect(await inSitemap("yeni-filo-haberi")).toBe(false);
    // A draft changes nothing visitors see: the caches are left alone.
    expect(await contentVersion()).toBe(versionBefore);
    const listed = await listArticlesForEditor(db, editor, "news");
    expect(listed.find((i) => i.id === draft.id)?.state).toBe("draft");

    // The preview shows the draft's text in the asked language.
    const preview = await articlePreview(db, editor, "news", draft.id, "en");
    expect(preview?.post.title).toBe("News yeni-filo-haberi");
    expect(preview?.state).toBe("draft");

    const published = await saveArticle(db, editor, "news", draft.id, fields("yeni-filo-haberi"), { kind: "publish" });
    expect(published.ok && published.article.state).toBe("published");
    expect(await onSite("yeni-filo-haberi")).toBe(true);
    expect(await inList("yeni-filo-haberi")).toBe(true);
    expect(await inSitemap("yeni-filo-haberi")).toBe(true);
    expect(await contentVersion()).toBe(versionBefore + 1);

    const history = await auditOf(db, "news_item", String(draft.id));
    expect(history.map((h) => h.action)).toEqual(["content_article.create", "content_article.publish"]);
    expect(history[0]?.before).toBeNull();
    expect(history[0]?.after).toMatchObject({
      slug: "yeni-filo-haberi",
      status: "draft",
      titleEn: "News yeni-filo-haberi",
    });
    expect(history[1]?.before).toMatchObject({ status: "draft" });
    expect(history[1]?.after).toMatchObject({ status: "published" });
    expect(history[1]?.actorId).toBe(editor.id);
  });

  it("an edit of a published item is live at once and audited with the old and new text; unpublishing hides it", async () => {
    const item = await created("duzeltilecek-haber");
    await saveArticle(db, editor, "news", item.id, fields("duzeltilecek-haber"), { kind: "publish" });
    const before = await contentVersion();
    const edited = await saveArticle(db, editor, "news", item.id, fields("duzeltilecek-haber", { titleEn: "Fixed" }), {
      kind: "save",
    });
    expect(edited.ok && edited.article.state).toBe("published");
    expect((await articlePage(db, "news", "duzeltilecek-haber", "en"))?.title).toBe("Fixed");
    expect(await contentVersion()).toBe(before + 1);

    await saveArticle(db, editor, "news", item.id, fields("duzeltilecek-haber", { titleEn: "Fixed" }), {
      kind: "unpublish",
    });
    expect(await onSite("duzeltilecek-haber")).toBe(false);
    expect(await inSitemap("duzeltilecek-haber")).toBe(false);
    expect(await contentVersion()).toBe(before + 2);
    const history = await auditOf(db, "news_item", String(item.id));
    const update = history.find((h) => h.action === "content_article.update");
    expect(update?.before).toMatchObject({ titleEn: "News duzeltilecek-haber" });
    expect(update?.after).toMatchObject({ titleEn: "Fixed" });
    expect(history.at(-1)).toMatchObject({
      action: "content_article.unpublish",
      before: expect.objectContaining({ status: "published" }),
      after: expect.objectContaining({ status: "draft" }),
    });
  });

  it("a scheduled item appears by itself when its time comes, and the job marks the change exactly once", async () => {
    const item = await created("zamanli-haber");
    const past = await saveArticle(db, editor, "news", item.id, fields("zamanli-haber"), {
      kind: "schedule",
      at: new Date(Date.now() - 60_000),
    });
    expect(past).toEqual({ ok: false, reason: "scheduleInPast" });

    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await saveArticle(db, editor, "news", item.id, fields("zamanli-haber"), { kind: "schedule", at });
    expect(scheduled.ok && scheduled.article.state).toBe("scheduled");
    expect(await onSite("zamanli-haber")).toBe(false);
    expect(await inSitemap("zamanli-haber")).toBe(false);
    // Nothing is due yet: the job leaves the caches alone.
    expect(await announceScheduledContent(db)).toBe(false);
    const before = await contentVersion();

    // Its time comes: the site reads the database's clock, so rather than wait an hour the item's
    // publication time is moved to the database's present (what the hour would have done).
    await db
      .update(newsItems)
      .set({ publishedAt: sql`now()` })
      .where(eq(newsItems.id, item.id));
    expect(await onSite("zamanli-haber")).toBe(true);
    expect(await inSitemap("zamanli-haber")).toBe(true);
    expect((await articleForEditor(db, editor, "news", item.id))?.state).toBe("published");
    expect(await announceScheduledContent(db)).toBe(true);
    expect(await contentVersion()).toBe(before + 1);
    expect(await announceScheduledContent(db)).toBe(false);
    expect(await contentVersion()).toBe(before + 1);
    expect((await auditOf(db, "news_item", String(item.id))).at(-1)).toMatchObject({
      action: "content_article.schedule",
      after: expect.objectContaining({ status: "published", publishedAt: at.toISOString() }),
    });
  });

  it("a slug used by another item of the same kind is refused; the other kind may use it; the index refuses a race", async () => {
    await created("ayni-adres");
    expect(await saveArticle(db, editor, "news", null, fields("ayni-adres"), { kind: "save" })).toEqual({
      ok: false,
      reason: "slugTaken",
    });
    const other = await created("baska-adres");
    expect(await saveArticle(db, editor, "news", other.id, fields("ayni-adres"), { kind: "publish" })).toEqual({
      ok: false,
      reason: "slugTaken",
    });
    // The refused change left the item as it was.
    expect((await articleForEditor(db, editor, "news", other.id))?.slug).toBe("baska-adres");
    const blog = await saveArticle(db, editor, "blog", null, fields("ayni-adres", { author: "Can" }), { kind: "save" });
    expect(blog.ok).toBe(true);

    const row = await db.select().from(newsItems).limit(1);
    const copy = { ...row[0]!, slug: "ayni-adres" } as Partial<typeof newsItems.$inferSelect>;
    delete copy.id;
    const error = await db
      .insert(newsItems)
      .values(copy as typeof newsItems.$inferInsert)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(pgErrorCode(error)).toBe("23505");
  });

  it("only people with content.edit may list, read or change content", async () => {
    for (const role of ["office", "finance", "call_centre", "hr"] as const) {
      const actor = actorFor(role);
      await expect(listArticlesForEditor(db, actor, "news")).rejects.toBeInstanceOf(StaffAccessDenied);
      await expect(
        saveArticle(db, actor, "news", null, fields(`yasak-${role}`), { kind: "publish" }),
      ).rejects.toBeInstanceOf(StaffAccessDenied);
    }
    expect(await onSite("yasak-office")).toBe(false);
    expect((await listArticlesForEditor(db, actorFor("admin"), "blog")).length).toBeGreaterThan(0);
  });

  it("bodies are stored as typed (plain text): markup is never interpreted, only escaped when shown", async () => {
    const body = `<script>alert("x")</script>\n\n<img src=x onerror=alert(1)>`;
    const item = await created("isaretli-metin", { bodyEn: body, titleEn: "</script><script>alert(2)</script>" });
    await saveArticle(db, editor, "news", item.id, fields("isaretli-metin", { bodyEn: body }), { kind: "publish" });
    expect((await articlePage(db, "news", "isaretli-metin", "en"))?.body).toBe(body);
  });

  it("a legal text's change is live at once, raises its version, is audited, and an unchanged save does nothing", async () => {
    const about = (await listTextPages(db, editor)).find((p) => p.key === "about");
    if (!about) throw new Error("no about page");
    const text = { titleTr: about.titleTr, titleEn: about.titleEn, bodyTr: about.bodyTr, bodyEn: about.bodyEn };
    const before = await contentVersion();
    const same = await saveTextPage(db, editor, "about", text);
    expect(same.ok && same.changed).toBe(false);
    expect(await contentVersion()).toBe(before);

    const saved = await saveTextPage(db, editor, "about", { ...text, bodyEn: "## Who we are\n\nA new text." });
    expect(saved.ok && saved.changed && saved.page.version).toBe(about.version + 1);
    expect((await textPage(db, "about", "en"))?.body).toBe("## Who we are\n\nA new text.");
    expect((await textPage(db, "about", "tr"))?.body).toBe(about.bodyTr);
    expect(await contentVersion()).toBe(before + 1);
    const [entry] = (await auditOf(db, "page", "about")).slice(-1);
    expect(entry).toMatchObject({ action: "content_text.update", actorId: editor.id });
    expect(entry?.before).toMatchObject({ bodyEn: about.bodyEn, version: about.version });
    expect(entry?.after).toMatchObject({ bodyEn: "## Who we are\n\nA new text.", version: about.version + 1 });
    // The sign-up agreements stay readable (texts are edited, never unpublished, here).
    expect((await signUpTexts(db, "en")).kvkk).not.toBeNull();
    await expect(saveTextPage(db, actorFor("office"), "about", text)).rejects.toBeInstanceOf(StaffAccessDenied);
    expect(await saveTextPage(db, editor, "no-such-text", text)).toEqual({ ok: false, reason: "notFound" });
  });

  it("a trip page and an FAQ entry are unpublished and published again, audited, and every server told", async () => {
    const [trip] = await listListingsForEditor(db, editor, "trip");
    const [faq] = await listListingsForEditor(db, editor, "faq");
    if (!trip?.slug || !faq) throw new Error("seed has trips and FAQ entries");
    expect(trip.state).toBe("published");
    expect(trip.path).toBe(`/gezi-${trip.slug}`);
    const onFaq = async () => (await faqPage(db, "en")).entries.some((e) => e.question === faq.titleEn);
    expect(await onFaq()).toBe(true);
    const before = await contentVersion();

    expect(await setListingPublication(db, editor, "trip", trip.id, { kind: "unpublish" })).toMatchObject({
      ok: true,
      item: { state: "draft" },
    });
    expect(await tripPage(db, trip.slug, "tr", false)).toBeNull();
    await setListingPublication(db, editor, "faq", faq.id, { kind: "unpublish" });
    expect(await onFaq()).toBe(false);
    expect(await contentVersion()).toBe(before + 2);

    await setListingPublication(db, editor, "trip", trip.id, { kind: "publish" });
    await setListingPublication(db, editor, "faq", faq.id, { kind: "publish" });
    expect(await tripPage(db, trip.slug, "tr", false)).not.toBeNull();
    expect(await onFaq()).toBe(true);

    for (const [type, id] of [
      ["trip_place", trip.id],
      ["faq_entry", faq.id],
    ] as const) {
      const history = await auditOf(db, type, String(id));
      expect(history.map((h) => h.action)).toEqual(["content_listing.unpublish", "content_listing.publish"]);
      expect(history[0]).toMatchObject({ before: { status: "published" }, after: { status: "draft" } });
      expect(history[1]).toMatchObject({ before: { status: "draft" }, after: { status: "published" } });
    }
    await expect(
      setListingPublication(db, actorFor("office"), "faq", faq.id, { kind: "unpublish" }),
    ).rejects.toBeInstanceOf(StaffAccessDenied);
    expect(await setListingPublication(db, editor, "trip", 999_999, { kind: "publish" })).toEqual({
      ok: false,
      reason: "notFound",
    });
  });
});
