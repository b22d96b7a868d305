// Read-only queries for content pages, returned already in the page's language.
import { readTogether } from "#app/server/db/reads.server.ts";
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  blogPosts,
  campaigns,
  cities,
  faqEntries,
  newsItems,
  officeClosures,
  offices,
  pages,
  tripPlaces,
} from "#app/server/db/schema.ts";

const pick = (lang: Lang, tr: string, en: string) => (lang === "tr" ? tr : en);

type Publishable = typeof pages | typeof blogPosts | typeof newsItems | typeof tripPlaces | typeof faqEntries;

/**
 * What visitors may see (docs/decisions/0049): published, and its publication time has come. The
 * database clock decides, so a scheduled item appears on every server at the same moment.
 */
export const isLive = (table: Publishable) => and(eq(table.status, "published"), lte(table.publishedAt, sql`now()`));

export async function getPage(db: Db, key: string, lang: Lang) {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.key, key), isLive(pages)))
    .limit(1);
  if (!row) return null;
  return {
    key: row.key,
    title: pick(lang, row.titleTr, row.titleEn),
    body: pick(lang, row.bodyTr, row.bodyEn),
    version: row.version,
    updatedAt: row.updatedAt,
  };
}

export interface ArticleSummary {
  slug: string;
  title: string;
  summary: string;
  theme: string;
  publishedAt: Date;
}

type ArticleTable = typeof blogPosts | typeof newsItems;

async function listArticles(db: Db, table: ArticleTable, lang: Lang, page: number, pageSize: number) {
  const [total] = await db.select({ n: count() }).from(table).where(isLive(table));
  const rows = await db
    .select()
    .from(table)
    .where(isLive(table))
    .orderBy(desc(table.publishedAt), asc(table.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const items: ArticleSummary[] = rows.map((r) => ({
    slug: r.slug,
    title: pick(lang, r.titleTr, r.titleEn),
    summary: pick(lang, r.summaryTr, r.summaryEn),
    theme: r.theme,
    publishedAt: r.publishedAt,
  }));
  return { items, total: total?.n ?? 0, page, pageSize };
}

async function getArticle(db: Db, table: ArticleTable, slug: string, lang: Lang) {
  const [r] = await db
    .select()
    .from(table)
    .where(and(eq(table.slug, slug), isLive(table)))
    .limit(1);
  if (!r) return null;
  return {
    slug: r.slug,
    title: pick(lang, r.titleTr, r.titleEn),
    summary: pick(lang, r.summaryTr, r.summaryEn),
    body: pick(lang, r.bodyTr, r.bodyEn),
    theme: r.theme,
    publishedAt: r.publishedAt,
    author: "author" in r ? (r.author as string) : null,
  };
}

export const listBlogPosts = (db: Db, lang: Lang, page = 1, pageSize = 9) =>
  listArticles(db, blogPosts, lang, page, pageSize);
export const getBlogPost = (db: Db, slug: string, lang: Lang) => getArticle(db, blogPosts, slug, lang);
export const listNewsItems = (db: Db, lang: Lang, page = 1, pageSize = 9) =>
  listArticles(db, newsItems, lang, page, pageSize);
export const getNewsItem = (db: Db, slug: string, lang: Lang) => getArticle(db, newsItems, slug, lang);

export async function listTripPlaces(db: Db, lang: Lang) {
  const rows = await db.select().from(tripPlaces).where(isLive(tripPlaces)).orderBy(asc(tripPlaces.sort));
  return rows.map((r) => ({
    slug: r.slug,
    name: pick(lang, r.nameTr, r.nameEn),
    region: pick(lang, r.regionTr, r.regionEn),
    summary: pick(lang, r.summaryTr, r.summaryEn),
    theme: r.theme,
    popular: r.popular,
  }));
}

export async function getTripPlace(db: Db, slug: string, lang: Lang) {
  const [r] = await db
    .select({ place: tripPlaces, officeCode: offices.code, campaignCode: campaigns.code, campaignSlug: campaigns.slug })
    .from(tripPlaces)
    .innerJoin(offices, eq(offices.id, tripPlaces.officeId))
    .leftJoin(campaigns, eq(campaigns.id, tripPlaces.campaignId))
    .where(and(eq(tripPlaces.slug, slug), isLive(tripPlaces)))
    .limit(1);
  if (!r) return null;
  const p = r.place;
  return {
    slug: p.slug,
    name: pick(lang, p.nameTr, p.nameEn),
    region: pick(lang, p.regionTr, p.regionEn),
    summary: pick(lang, p.summaryTr, p.summaryEn),
    body: pick(lang, p.bodyTr, p.bodyEn),
    theme: p.theme,
    officeCode: r.officeCode,
    campaignCode: r.campaignCode,
    campaignSlug: r.campaignSlug,
  };
}

/** Campaigns live on `today` (Istanbul date "YYYY-MM-DD"); member-only ones only for members. */
export async function listLiveCampaigns(db: Db, lang: Lang, today: string, isMember: boolean) {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.active, true), lte(campaigns.validFrom, today), gte(campaigns.validTo, today)))
    .orderBy(asc(campaigns.validTo));
  return rows
    .filter((r) => isMember || !r.membersOnly)
    .map((r) => ({
      slug: r.slug,
      code: r.code,
      title: pick(lang, r.titleTr, r.titleEn),
      summary: pick(lang, r.summaryTr, r.summaryEn),
      theme: r.theme,
      validFrom: r.validFrom,
      validTo: r.validTo,
      membersOnly: r.membersOnly,
      discountKind: r.discountKind,
      discountValue: r.discountValue,
    }));
}

export async function getCampaign(db: Db, slug: string, lang: Lang) {
  const [r] = await db.select().from(campaigns).where(eq(campaigns.slug, slug)).limit(1);
  if (!r) return null;
  return {
    slug: r.slug,
    code: r.code,
    title: pick(lang, r.titleTr, r.titleEn),
    summary: pick(lang, r.summaryTr, r.summaryEn),
    terms: pick(lang, r.termsTr, r.termsEn),
    theme: r.theme,
    validFrom: r.validFrom,
    validTo: r.validTo,
    membersOnly: r.membersOnly,
    active: r.active,
    discountKind: r.discountKind,
    discountValue: r.discountValue,
  };
}

export async function listFaq(db: Db, lang: Lang) {
  const rows = await db
    .select()
    .from(faqEntries)
    .where(isLive(faqEntries))
    .orderBy(asc(faqEntries.topic), asc(faqEntries.sort));
  return rows.map((r) => ({
    id: r.id,
    topic: r.topic,
    question: pick(lang, r.questionTr, r.questionEn),
    answer: pick(lang, r.answerTr, r.answerEn),
  }));
}

export async function listOffices(db: Db, lang: Lang) {
  const rows = await db
    .select({ office: offices, city: cities })
    .from(offices)
    .innerJoin(cities, eq(cities.id, offices.cityId))
    .where(eq(offices.active, true))
    .orderBy(asc(cities.nameTr), asc(offices.nameTr));
  return rows.map(({ office: o, city: c }) => ({
    slug: o.slug,
    code: o.code,
    name: pick(lang, o.nameTr, o.nameEn),
    address: pick(lang, o.addressTr, o.addressEn),
    cityName: pick(lang, c.nameTr, c.nameEn),
    citySlug: c.slug,
    phone: o.phone,
    email: o.email,
    lat: o.lat,
    lng: o.lng,
    kind: o.kind,
    open24h: o.open24h,
    hours: o.hours,
  }));
}

export async function getOffice(db: Db, slug: string, lang: Lang) {
  const all = await listOffices(db, lang);
  return all.find((o) => o.slug === slug) ?? null;
}

export interface OfficeClosureRow {
  officeSlug: string;
  /** Istanbul calendar day "YYYY-MM-DD". */
  day: string;
  opens: string | null;
  closes: string | null;
  note: string;
}

/** Holidays and special days of the given offices (all active ones when omitted) between two Istanbul days, inclusive. */
export async function listOfficeClosures(
  db: Db,
  lang: Lang,
  from: string,
  to: string,
  officeSlugs?: string[],
): Promise<OfficeClosureRow[]> {
  const conditions = [gte(officeClosures.day, from), lte(officeClosures.day, to), eq(offices.active, true)];
  if (officeSlugs) conditions.push(inArray(offices.slug, officeSlugs.length ? officeSlugs : [""]));
  const rows = await db
    .select({ closure: officeClosures, officeSlug: offices.slug })
    .from(officeClosures)
    .innerJoin(offices, eq(offices.id, officeClosures.officeId))
    .where(and(...conditions))
    .orderBy(asc(officeClosures.day), asc(offices.slug));
  return rows.map(({ closure: c, officeSlug }) => ({
    officeSlug,
    day: c.day,
    opens: c.opens,
    closes: c.closes,
    note: pick(lang, c.noteTr, c.noteEn),
  }));
}

/** Trip places for a carousel, each with its region, without the long body. */
export async function listOtherTripPlaces(db: Db, lang: Lang, exceptSlug: string | null) {
  const all = await listTripPlaces(db, lang);
  return all.filter((p) => p.slug !== exceptSlug);
}

/** The slugs of every public detail page (articles with their publication time), for the sitemap. Members-only campaigns are left out. */
export async function listPublicSlugs(db: Db) {
  const [blog, news, trips, camps, offs] = await readTogether(db, [
    () => db.select({ slug: blogPosts.slug, at: blogPosts.publishedAt }).from(blogPosts).where(isLive(blogPosts)),
    () => db.select({ slug: newsItems.slug, at: newsItems.publishedAt }).from(newsItems).where(isLive(newsItems)),
    () => db.select({ slug: tripPlaces.slug }).from(tripPlaces).where(isLive(tripPlaces)),
    () => db.select({ slug: campaigns.slug }).from(campaigns).where(eq(campaigns.membersOnly, false)),
    () => db.select({ slug: offices.slug }).from(offices),
  ]);
  const slugs = (rows: { slug: string }[]) => rows.map((r) => r.slug);
  return { blog, news, trips: slugs(trips), campaigns: slugs(camps), offices: slugs(offs) };
}
