// The content page use cases the routes call (docs/decisions/0031), on the demo data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "#seed/run.ts";
import { type TestDatabase, withTestDatabase } from "#tests/integration/test-database.ts";
import { blogPosts, campaigns } from "#app/server/db/schema.ts";
import {
  articleList,
  articlePage,
  campaignPage,
  liveCampaigns,
  officeDirectory,
  officePage,
  publicDetailPaths,
  signUpTexts,
  tripPage,
} from "./content-pages.server.ts";

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await withTestDatabase();
  await seedDemo(testDb.database.db);
}, 120_000);

afterAll(async () => {
  await testDb?.cleanup();
});

describe("publicDetailPaths (the sitemap)", () => {
  it("lists every blog post and public campaign, and never a members-only campaign", async () => {
    const { db } = testDb.database;
    const { paths } = await publicDetailPaths(db);
    const posts = await db.select({ slug: blogPosts.slug }).from(blogPosts);
    expect(posts.length).toBeGreaterThan(0);
    for (const { slug } of posts) expect(paths).toContain(`/blog-${slug}`);
    const all = await db.select({ slug: campaigns.slug, membersOnly: campaigns.membersOnly }).from(campaigns);
    expect(all.some((c) => c.membersOnly)).toBe(true);
    for (const c of all) {
      if (c.membersOnly) expect(paths).not.toContain(`/kampanya-${c.slug}`);
      else expect(paths).toContain(`/kampanya-${c.slug}`);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("articleList", () => {
  it("gives the page count and refuses a page past the last", async () => {
    const { db } = testDb.database;
    const first = await articleList(db, "blog", "tr", 1);
    if (!first) throw new Error("page 1 must exist");
    expect(first.pages).toBe(Math.max(1, Math.ceil(first.list.total / first.list.pageSize)));
    expect(await articleList(db, "blog", "tr", first.pages + 1)).toBeNull();
    expect(await articleList(db, "news", "en", 1)).not.toBeNull();
  });
});

describe("officeDirectory", () => {
  it("groups offices by city in Turkish alphabetical order (İstanbul among the I's, not after Z)", async () => {
    const { groups } = await officeDirectory(testDb.database.db, "tr");
    const cities = groups.map((g) => g.city);
    expect(cities.indexOf("İstanbul")).toBeGreaterThan(cities.indexOf("Gaziantep"));
    expect(cities.indexOf("İstanbul")).toBeLessThan(cities.indexOf("Kayseri"));
    for (const g of groups) for (const o of g.offices) expect(o.cityName).toBe(g.city);
  });
});

describe("detail pages", () => {
  it("a trip leads with its own campaign, then the other live ones; an unknown trip or campaign is null", async () => {
    const { db } = testDb.database;
    // Safranbolu's campaign (hafta-sonu) is not the first live campaign by itself.
    const live = await liveCampaigns(db, "tr", false);
    expect(live[0]?.slug).not.toBe("hafta-sonu");
    const page = await tripPage(db, "safranbolu", "tr", false);
    if (!page) throw new Error("trip page must exist");
    expect(page.place.campaignSlug).toBe("hafta-sonu");
    expect(page.campaigns[0]?.slug).toBe("hafta-sonu");
    expect(page.campaigns.map((c) => c.slug).sort()).toEqual(live.map((c) => c.slug).sort());
    expect(page.places.map((p) => p.slug)).not.toContain("safranbolu");
    expect(await tripPage(db, "no-such-place", "tr", false)).toBeNull();
    expect(await campaignPage(db, "no-such-campaign", "tr", false)).toBeNull();
  });

  it("a campaign page lists the other live campaigns, not itself", async () => {
    const page = await campaignPage(testDb.database.db, "erken-rezervasyon", "en", false);
    if (!page) throw new Error("campaign page must exist");
    expect(page.campaign.slug).toBe("erken-rezervasyon");
    expect(page.otherCampaigns.map((c) => c.slug)).not.toContain("erken-rezervasyon");
    expect(page.otherCampaigns.length).toBeGreaterThan(0);
  });
});

describe("signUpTexts", () => {
  it("gives the agreement, KVKK and explicit-consent texts in the visitor's language", async () => {
    const tr = await signUpTexts(testDb.database.db, "tr");
    const en = await signUpTexts(testDb.database.db, "en");
    for (const key of ["agreement", "kvkk", "explicit"] as const) {
      expect(tr[key]?.body.length).toBeGreaterThan(0);
      expect(en[key]?.title).not.toBe(tr[key]?.title);
    }
  });
});

describe("a detail address carrying a NUL byte (/blog-%00 and the like)", () => {
  it("is an unknown page (null, the route's 404), never a database error", async () => {
    const { db } = testDb.database;
    for (const slug of ["\u0000", "kapadokya\u0000", "a\u0000b"]) {
      for (const lang of ["tr", "en"] as const) {
        await expect(articlePage(db, "blog", slug, lang)).resolves.toBeNull();
        await expect(articlePage(db, "news", slug, lang)).resolves.toBeNull();
        await expect(tripPage(db, slug, lang, false)).resolves.toBeNull();
        await expect(campaignPage(db, slug, lang, true)).resolves.toBeNull();
        await expect(officePage(db, slug, lang)).resolves.toBeNull();
      }
    }
  });
});
