// Use cases of the public content pages: what each list, text and detail page reads, already in the
// page's language. Routes call these and add only what is about presentation (meta, JSON-LD).
import { readTogether } from "#app/server/db/reads.server.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { addDays, type DateString } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { locales, type Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { canNameAPage } from "#app/domain/content/slug.ts";
import { faqTopics } from "#app/server/db/schema.ts";
import {
  getBlogPost,
  getCampaign,
  getNewsItem,
  getOffice,
  getPage,
  getTripPlace,
  listBlogPosts,
  listFaq,
  listNewsItems,
  listOfficeClosures,
  listOffices,
  listOtherTripPlaces,
  listPublicSlugs,
  listTripPlaces,
} from "#app/server/repositories/content.server.ts";
import { classesWithFromPrice, liveCampaignsOn, officeOptions } from "./catalogue-cache.server.ts";

const today = (): DateString => istanbulDate(new Date());

/** One page of blog posts or news; null when the page number is past the last page. */
export async function articleList(db: Db, kind: "blog" | "news", lang: Lang, page: number) {
  const list = kind === "blog" ? await listBlogPosts(db, lang, page) : await listNewsItems(db, lang, page);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return page > pages ? null : { list, pages };
}

/** Campaigns running today; members-only ones only for a member. */
export const liveCampaigns = (db: Db, lang: Lang, isMember: boolean) => liveCampaignsOn(db, lang, today(), isMember);

export const tripPlaces = (db: Db, lang: Lang) => listTripPlaces(db, lang);

/** A legal or information text page by its key. */
export const textPage = (db: Db, key: string, lang: Lang) => getPage(db, key, lang);

/** The texts a visitor accepts when signing up, each null when missing. */
export async function signUpTexts(db: Db, lang: Lang) {
  const [agreement, kvkk, explicit] = await readTogether(
    db,
    ["membership-agreement", "kvkk", "explicit-consent"].map((key) => () => getPage(db, key, lang)),
  );
  const text = (p: Awaited<ReturnType<typeof getPage>>) => (p ? { title: p.title, body: p.body } : null);
  return { agreement: text(agreement ?? null), kvkk: text(kvkk ?? null), explicit: text(explicit ?? null) };
}

/** Every question, and the questions grouped by topic in the topics' order (empty topics left out). */
export async function faqPage(db: Db, lang: Lang) {
  const entries = await listFaq(db, lang);
  const groups = faqTopics
    .map((topic) => ({ topic, entries: entries.filter((e) => e.topic === topic) }))
    .filter((g) => g.entries.length);
  return { entries, groups };
}

/** Offices grouped by city with today's closures. */
export async function officeDirectory(db: Db, lang: Lang) {
  const day = today();
  const [offices, closures] = await readTogether(db, [
    () => listOffices(db, lang),
    () => listOfficeClosures(db, lang, day, day),
  ]);
  // Turkish alphabetical order: İstanbul and İzmir sort among the I's, not after Z.
  const collator = new Intl.Collator(locales[lang]);
  const cities = [...new Set(offices.map((o) => o.cityName))].sort(collator.compare);
  return {
    today: day,
    closures,
    groups: cities.map((city) => ({ city, offices: offices.filter((o) => o.cityName === city) })),
  };
}

/** What every search bar of the site offers: offices with hours and closures, and today's date. */
export async function searchOffices(db: Db, lang: Lang) {
  const day = today();
  return { today: day, offices: await officeOptions(db, lang, day) };
}

/** The home page: three live public campaigns, the classes with their "from" price, popular places, offices by city. */
export async function homePage(db: Db, lang: Lang) {
  const [campaigns, classes, places, offices] = await readTogether(db, [
    () => liveCampaignsOn(db, lang, today(), false),
    () => classesWithFromPrice(db, lang),
    () => listTripPlaces(db, lang),
    () => listOffices(db, lang),
  ]);
  const collator = new Intl.Collator(lang === "tr" ? "tr" : "en");
  const cities = [...new Set(offices.map((o) => o.cityName))].sort(collator.compare);
  return {
    campaigns: campaigns.slice(0, 3).map((c) => ({
      slug: c.slug,
      code: c.code,
      title: c.title,
      summary: c.summary,
      theme: c.theme,
      validTo: c.validTo,
    })),
    // Prices come formatted, so the page's JavaScript needs no money formatting (docs/decisions/0015).
    classes: classes.map(({ fromKurus, ...c }) => ({
      ...c,
      models: c.models.slice(0, 3),
      fromPrice: formatTl(fromKurus, lang),
    })),
    places: places.filter((p) => p.popular).slice(0, 6),
    officesByCity: cities.map((city) => ({
      city,
      offices: offices
        .filter((o) => o.cityName === city)
        .map((o) => ({ slug: o.slug, name: o.name, open24h: o.open24h })),
    })),
  };
}

/**
 * The paths of every public detail page (Turkish form), for the sitemap, and the lastmod of those
 * with a date: an article's publication, a list's newest article.
 */
export async function publicDetailPaths(db: Db) {
  const s = await listPublicSlugs(db);
  const day = (at: Date) => at.toISOString().slice(0, 10);
  const newest = (rows: Array<{ at: Date }>) =>
    rows.length ? day(new Date(Math.max(...rows.map((r) => r.at.getTime())))) : undefined;
  const lastmod = new Map<string, string | undefined>([
    ["/Tum_Blog", newest(s.blog)],
    ["/tum_haberler", newest(s.news)],
    ...s.blog.map((r): [string, string] => [`/blog-${r.slug}`, day(r.at)]),
    ...s.news.map((r): [string, string] => [`/haber-${r.slug}`, day(r.at)]),
  ]);
  const paths = [
    ...s.blog.map((r) => `/blog-${r.slug}`),
    ...s.news.map((r) => `/haber-${r.slug}`),
    ...s.trips.map((slug) => `/gezi-${slug}`),
    ...s.campaigns.map((slug) => `/kampanya-${slug}`),
    ...s.offices.map((slug) => `/ofis-${slug}`),
  ];
  return { paths, lastmod };
}

// Detail pages (routes/slug-page.tsx). Each returns null when the slug is unknown, and for a slug
// that can name no page (a NUL from /blog-%00) without asking the database.

export const articlePage = async (db: Db, kind: "blog" | "news", slug: string, lang: Lang) => {
  if (!canNameAPage(slug)) return null;
  return kind === "blog" ? getBlogPost(db, slug, lang) : getNewsItem(db, slug, lang);
};

/** A trip place with the live campaigns (its own campaign first) and the other places. */
export async function tripPage(db: Db, slug: string, lang: Lang, isMember: boolean) {
  if (!canNameAPage(slug)) return null;
  const place = await getTripPlace(db, slug, lang);
  if (!place) return null;
  const [live, places] = await readTogether(db, [
    () => liveCampaignsOn(db, lang, today(), isMember),
    () => listOtherTripPlaces(db, lang, slug),
  ]);
  const campaigns = [
    ...live.filter((c) => c.slug === place.campaignSlug),
    ...live.filter((c) => c.slug !== place.campaignSlug),
  ];
  return { place, campaigns, places };
}

/** A campaign (live or not) with the other live campaigns and the trip places. */
export async function campaignPage(db: Db, slug: string, lang: Lang, isMember: boolean) {
  if (!canNameAPage(slug)) return null;
  const day = today();
  const campaign = await getCampaign(db, slug, lang);
  if (!campaign) return null;
  const [live, places] = await readTogether(db, [
    () => liveCampaignsOn(db, lang, day, isMember),
    () => listOtherTripPlaces(db, lang, null),
  ]);
  return { campaign, today: day, otherCampaigns: live.filter((c) => c.slug !== slug), places };
}

/** How far ahead an office page lists holidays and special days. */
const CLOSURE_HORIZON_DAYS = 60;

/** An office with its holidays and special days of the coming weeks. */
export async function officePage(db: Db, slug: string, lang: Lang) {
  if (!canNameAPage(slug)) return null;
  const day = today();
  const office = await getOffice(db, slug, lang);
  if (!office) return null;
  const closures = await listOfficeClosures(db, lang, day, addDays(day, CLOSURE_HORIZON_DAYS), [slug]);
  return { office, closures, today: day };
}
