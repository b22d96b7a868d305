import { describe, expect, it } from "vitest";
import { sceneThemes } from "#app/domain/campaigns/scene-themes.ts";
import { faqTopics } from "#app/server/db/schema.ts";
import { blogPostsData } from "./blog.ts";
import { departmentsData } from "./departments.ts";
import { faqData } from "./faq.ts";
import { newsItemsData } from "./news.ts";
import { pageTexts } from "./pages.ts";
import { tripPlacesData } from "./trips.ts";

const officeSlugs = [
  "istanbul-havalimani",
  "sabiha-gokcen-havalimani",
  "istanbul-kadikoy",
  "istanbul-levent",
  "ankara-esenboga-havalimani",
  "ankara-kizilay",
  "izmir-adnan-menderes-havalimani",
  "izmir-alsancak",
  "antalya-havalimani",
  "antalya-lara",
  "dalaman-havalimani",
  "bodrum-milas-havalimani",
  "adana-merkez",
  "trabzon-havalimani",
  "kayseri-havalimani",
  "gaziantep-havalimani",
];
const campaignSlugs = ["erken-rezervasyon", "hafta-sonu", "uzun-donem", "uye-ozel", "ege-yaz", "kis-kayak"];
const pageKeys = [
  "rental-terms",
  "rental-guide",
  "kvkk",
  "cookie-policy",
  "about",
  "membership-agreement",
  "explicit-consent",
  "help",
];
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const turkishLetters = /[çğıİöşüÇĞÖŞÜ]/;

const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

type Bilingual = { where: string; tr: string; en: string; long: boolean };

/** Every text pair shown to people, with whether it is rendered as a body (paragraphs, headings, lists). */
const allTexts: Bilingual[] = [
  ...pageTexts.flatMap((p) => [
    { where: `page ${p.key} title`, tr: p.titleTr, en: p.titleEn, long: false },
    { where: `page ${p.key} body`, tr: p.bodyTr, en: p.bodyEn, long: true },
  ]),
  ...[...blogPostsData, ...newsItemsData].flatMap((a) => [
    { where: `${a.slug} title`, tr: a.titleTr, en: a.titleEn, long: false },
    { where: `${a.slug} summary`, tr: a.summaryTr, en: a.summaryEn, long: false },
    { where: `${a.slug} body`, tr: a.bodyTr, en: a.bodyEn, long: true },
  ]),
  ...tripPlacesData.flatMap((t) => [
    { where: `trip ${t.slug} name`, tr: t.nameTr, en: t.nameEn, long: false },
    { where: `trip ${t.slug} region`, tr: t.regionTr, en: t.regionEn, long: false },
    { where: `trip ${t.slug} summary`, tr: t.summaryTr, en: t.summaryEn, long: false },
    { where: `trip ${t.slug} body`, tr: t.bodyTr, en: t.bodyEn, long: true },
  ]),
  ...faqData.flatMap((f, i) => [
    { where: `faq ${i} question`, tr: f.questionTr, en: f.questionEn, long: false },
    { where: `faq ${i} answer`, tr: f.answerTr, en: f.answerEn, long: true },
  ]),
  ...departmentsData.map((d) => ({ where: `department ${d.slug}`, tr: d.nameTr, en: d.nameEn, long: false })),
];

const page = (key: string) => {
  const found = pageTexts.find((p) => p.key === key);
  if (!found) throw new Error(`page ${key} missing`);
  return found;
};

describe("content counts and keys", () => {
  it("has every page key exactly once, at version 1", () => {
    expect(pageTexts.map((p) => p.key).sort()).toEqual([...pageKeys].sort());
    for (const p of pageTexts) expect(p.version).toBe(1);
  });

  it("has the agreed number of entries", () => {
    expect(blogPostsData).toHaveLength(10);
    expect(newsItemsData).toHaveLength(8);
    expect(tripPlacesData).toHaveLength(10);
    expect(faqData).toHaveLength(30);
    expect(departmentsData).toHaveLength(7);
  });
});

describe("slugs", () => {
  const collections = {
    blog: blogPostsData.map((x) => x.slug),
    news: newsItemsData.map((x) => x.slug),
    trips: tripPlacesData.map((x) => x.slug),
    departments: departmentsData.map((x) => x.slug),
  };

  for (const [name, slugs] of Object.entries(collections)) {
    it(`${name} slugs are lowercase ascii with hyphens and unique`, () => {
      for (const slug of slugs) expect(slug, slug).toMatch(slugPattern);
      expect(new Set(slugs).size).toBe(slugs.length);
    });
  }
});

describe("themes, offices and campaigns", () => {
  it("uses only the illustration themes that exist", () => {
    for (const x of [...blogPostsData, ...newsItemsData, ...tripPlacesData])
      expect(sceneThemes, x.slug).toContain(x.theme);
  });

  it("points trips at real offices and campaigns", () => {
    for (const t of tripPlacesData) {
      expect(officeSlugs, t.slug).toContain(t.officeSlug);
      if (t.campaignSlug !== null) expect(campaignSlugs, t.slug).toContain(t.campaignSlug);
    }
  });

  it("marks six trips popular, with distinct sort keys and coordinates inside Turkey", () => {
    expect(tripPlacesData.filter((t) => t.popular)).toHaveLength(6);
    expect(new Set(tripPlacesData.map((t) => t.sort)).size).toBe(tripPlacesData.length);
    for (const t of tripPlacesData) {
      expect(t.lat, t.slug).toBeGreaterThan(35.8);
      expect(t.lat, t.slug).toBeLessThan(42.2);
      expect(t.lng, t.slug).toBeGreaterThan(25.6);
      expect(t.lng, t.slug).toBeLessThan(44.9);
    }
  });
});

describe("texts in both languages", () => {
  it("fills every text in Turkish and English, and they differ", () => {
    for (const t of allTexts) {
      expect(t.tr.trim(), t.where).not.toBe("");
      expect(t.en.trim(), t.where).not.toBe("");
      if (t.long) expect(t.tr, t.where).not.toBe(t.en);
    }
  });

  it("writes Turkish bodies with Turkish letters (not ASCII-folded)", () => {
    for (const t of allTexts.filter((x) => x.long)) expect(t.tr, t.where).toMatch(turkishLetters);
  });

  it("spells Istanbul and Izmir the English way in English texts (addresses included)", () => {
    for (const t of allTexts) expect(t.en, t.where).not.toMatch(/İstanbul|İzmir/);
  });

  it("contains no HTML, markdown links or emphasis", () => {
    for (const t of allTexts) {
      for (const text of [t.tr, t.en]) {
        expect(text, t.where).not.toMatch(/<\/?[a-z][^>]*>/i);
        expect(text, t.where).not.toMatch(/\[[^\]]*\]\([^)]*\)/);
        expect(text, t.where).not.toMatch(/\*\*|__|`/);
      }
    }
  });

  it("uses only the renderer's block syntax: paragraphs, '## ' headings and '- ' list items", () => {
    for (const t of allTexts.filter((x) => x.long)) {
      for (const text of [t.tr, t.en]) {
        expect(text, t.where).not.toMatch(/\n{3,}/);
        expect(text, t.where).toBe(text.trim());
        for (const line of text.split("\n")) {
          expect(line, t.where).toBe(line.trimEnd());
          expect(line, t.where).not.toMatch(/^\s+\S/);
          if (line.startsWith("#")) expect(line, t.where).toMatch(/^## \S/);
          expect(line, t.where).not.toMatch(/^[*+] /);
        }
      }
    }
  });
});

describe("lengths", () => {
  it("gives the rental terms at least 1500 words in each language", () => {
    const terms = page("rental-terms");
    expect(words(terms.bodyTr)).toBeGreaterThanOrEqual(1500);
    expect(words(terms.bodyEn)).toBeGreaterThanOrEqual(1500);
  });

  it("keeps blog posts at 400-900 words, news at 140-350 and trip bodies at 280-550 per language", () => {
    for (const b of blogPostsData) {
      for (const body of [b.bodyTr, b.bodyEn]) expect(words(body), b.slug).toBeGreaterThanOrEqual(400);
      for (const body of [b.bodyTr, b.bodyEn]) expect(words(body), b.slug).toBeLessThanOrEqual(900);
    }
    for (const n of newsItemsData) {
      for (const body of [n.bodyTr, n.bodyEn]) expect(words(body), n.slug).toBeGreaterThanOrEqual(140);
      for (const body of [n.bodyTr, n.bodyEn]) expect(words(body), n.slug).toBeLessThanOrEqual(350);
    }
    for (const t of tripPlacesData) {
      for (const body of [t.bodyTr, t.bodyEn]) expect(words(body), t.slug).toBeGreaterThanOrEqual(280);
      for (const body of [t.bodyTr, t.bodyEn]) expect(words(body), t.slug).toBeLessThanOrEqual(550);
    }
  });
});

describe("articles", () => {
  it("spreads publication over the last 200 days with distinct days", () => {
    for (const list of [blogPostsData, newsItemsData]) {
      const days = list.map((x) => x.daysAgo);
      for (const d of days) {
        expect(Number.isInteger(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(200);
      }
      expect(new Set(days).size).toBe(days.length);
      expect(Math.max(...days) - Math.min(...days)).toBeGreaterThanOrEqual(150);
    }
  });

  it("credits blog posts to named Turkish authors", () => {
    for (const b of blogPostsData) expect(b.author, b.slug).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u);
  });
});

describe("FAQ", () => {
  it("uses only the schema's topics, and every topic has entries", () => {
    for (const f of faqData) expect(faqTopics).toContain(f.topic);
    for (const topic of faqTopics)
      expect(
        faqData.some((f) => f.topic === topic),
        topic,
      ).toBe(true);
  });

  it("numbers each topic 1..n in ascending order", () => {
    for (const topic of faqTopics) {
      const sorts = faqData.filter((f) => f.topic === topic).map((f) => f.sort);
      expect(sorts, topic).toEqual(sorts.map((_, i) => i + 1));
    }
  });

  it("asks unique questions ending with a question mark", () => {
    const questions = faqData.map((f) => f.questionTr);
    expect(new Set(questions).size).toBe(questions.length);
    for (const f of faqData) {
      expect(f.questionTr).toMatch(/\?$/);
      expect(f.questionEn).toMatch(/\?$/);
    }
  });
});

describe("agreement with the domain rules", () => {
  const trBodies = allTexts.filter((t) => t.long).map((t) => t.tr);
  const enBodies = allTexts.filter((t) => t.long).map((t) => t.en);

  it("states the same 60-minute grace everywhere", () => {
    const tr = trBodies.flatMap((b) => [...b.matchAll(/(\d+) dakikalık (?:bir )?tolerans/g)].map((m) => m[1]));
    const en = enBodies.flatMap((b) => [...b.matchAll(/(\d+)-minute grace/g)].map((m) => m[1]));
    expect(tr.length).toBeGreaterThan(0);
    expect(en.length).toBeGreaterThan(0);
    for (const n of [...tr, ...en]) expect(n).toBe("60");
  });

  it("states the cancellation policy in the rental terms and the FAQ", () => {
    const faqRefund = faqData.find((f) => f.topic === "cancellation" && f.answerTr.includes("%20"));
    const texts = [page("rental-terms").bodyTr, faqRefund?.answerTr ?? ""];
    for (const text of texts) {
      expect(text).toContain("12 saat");
      expect(text).toContain("1-3 günlük kiralamalarda 1 günlük");
      expect(text).toContain("4-7 günlük kiralamalarda 2 günlük");
      expect(text).toContain("%20");
      expect(text).toMatch(/güvence paketi/);
    }
    const textsEn = [page("rental-terms").bodyEn, faqRefund?.answerEn ?? ""];
    for (const text of textsEn) {
      expect(text).toContain("12 hours");
      expect(text).toMatch(/1 day's rental[^.]*1 to 3 days/);
      expect(text).toMatch(/2 days' rental[^.]*4 to 7 days/);
      expect(text).toContain("20% of the total");
    }
  });

  it("states the online booking window and length", () => {
    const terms = page("rental-terms");
    expect(terms.bodyTr).toContain("en az 2 saat önce");
    expect(terms.bodyTr).toContain("365 gün");
    expect(terms.bodyTr).toMatch(/en az 1, en fazla 90 gün/);
    expect(terms.bodyEn).toContain("at least 2 hours");
    expect(terms.bodyEn).toContain("at least 1 and at most 90 days");
  });

  it("lists every cookie the site sets, with its lifetime, in both languages", () => {
    const policy = page("cookie-policy");
    const cookies: Array<[string, string | null]> = [
      ["yolda_lang", "365"],
      ["yolda_theme", "365"],
      ["XSRF-TOKEN", null],
      ["yolda_session", null],
      ["yolda_consent", "365"],
      ["yolda_app_prompt", "180"],
    ];
    for (const body of [policy.bodyTr, policy.bodyEn]) {
      for (const [name, days] of cookies) {
        const line = body.split("\n").find((l) => l.startsWith(`- ${name}:`));
        expect(line, name).toBeDefined();
        if (days) expect(line, name).toContain(days);
      }
    }
  });

  it("names the data controller and the article 11 rights in the KVKK notice", () => {
    const kvkk = page("kvkk");
    for (const body of [kvkk.bodyTr, kvkk.bodyEn]) {
      expect(body).toContain("Yolda Araç Kiralama A.Ş.");
      expect(body).toMatch(/Mersis/);
      expect(body).toMatch(/İstanbul|Istanbul/);
      expect(body).toMatch(/11/);
      expect(body).toContain("kvkk@yolda.com.tr");
    }
  });
});

describe("departments", () => {
  it("has the expected departments with yolda.com.tr addresses", () => {
    const slugs = departmentsData.map((d) => d.slug);
    for (const slug of [
      "rezervasyon",
      "musteri-hizmetleri",
      "filo-kiralama",
      "insan-kaynaklari",
      "operasyon",
      "finans",
      "bilgi-teknolojileri",
    ]) {
      expect(slugs).toContain(slug);
    }
    const emails = departmentsData.map((d) => d.email);
    for (const email of emails) expect(email).toMatch(/^[a-z0-9.]+@yolda\.com\.tr$/);
    expect(new Set(emails).size).toBe(emails.length);
    expect(departmentsData.some((d) => d.acceptsApplications)).toBe(true);
    expect(new Set(departmentsData.map((d) => d.sort)).size).toBe(departmentsData.length);
  });
});
