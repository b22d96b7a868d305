// Publish state of the texts editors keep (docs/decisions/0049). Pure: the
// service applies these rules inside its transaction; the public queries apply the same "live"
// rule in SQL against the database clock (repositories/content.server.ts `isLive`).
import { type SceneTheme, sceneThemes } from "#app/domain/campaigns/scene-themes.ts";

/** The kinds of article the content editor handles, and the Turkish URL segment of each. */
export const contentKinds = ["blog", "news"] as const;
export type ContentKind = (typeof contentKinds)[number];

/** The kind's path segment under /yonetim/icerik and its public page prefix (/blog-…, /haber-…). */
export const kindSegment: Record<ContentKind, string> = { blog: "blog", news: "haber" };

export function kindFromSegment(segment: string | undefined): ContentKind | null {
  const found = contentKinds.find((k) => kindSegment[k] === segment);
  return found ?? null;
}

/** The public path (Turkish form) of an article. */
export const publicPath = (kind: ContentKind, slug: string) => `/${kindSegment[kind]}-${slug}`;

/** The legal and information texts (the key of each row of the pages table) and the public page that shows each. */
export const textPagePaths: Record<string, string> = {
  "rental-terms": "/Arac-Kiralama-Kosullari",
  "rental-guide": "/Arac-Kiralama-Rehberi",
  kvkk: "/KVKK-Aydinlatma-Metni",
  "cookie-policy": "/Metin-Cerez-Politikasi",
  about: "/hakkimizda",
  "membership-agreement": "/uye-ol",
  "explicit-consent": "/uye-ol",
  help: "/help_main",
};

/** The banner scenes an article may use, in alphabetical order (public/images/og has a picture for each). */
export const contentThemes: readonly SceneTheme[] = [...sceneThemes].sort();

export type StoredStatus = "draft" | "published";
export type PublicationState = "draft" | "scheduled" | "published";

export type Publication = { status: StoredStatus; publishedAt: Date };

/** What an editor sees: a draft, published (visible now) or scheduled (published from a later time). */
export function publicationState(p: Publication, now: Date): PublicationState {
  if (p.status === "draft") return "draft";
  return p.publishedAt.getTime() > now.getTime() ? "scheduled" : "published";
}

export type PublishAction = { kind: "publish" } | { kind: "schedule"; at: Date } | { kind: "unpublish" };

export type PublishResult = { ok: true; next: Publication } | { ok: false; reason: "scheduleInPast" };

/**
 * The publication after an action. Publishing what is already visible keeps its date (a fix does
 * not make an old article new); publishing a draft or a scheduled item makes it visible now.
 * A schedule must lie in the future. Unpublishing keeps the date, so the editor still sees it.
 */
export function applyPublishAction(current: Publication, action: PublishAction, now: Date): PublishResult {
  switch (action.kind) {
    case "publish":
      return {
        ok: true,
        next: {
          status: "published",
          publishedAt: publicationState(current, now) === "published" ? current.publishedAt : now,
        },
      };
    case "schedule":
      if (action.at.getTime() <= now.getTime()) return { ok: false, reason: "scheduleInPast" };
      return { ok: true, next: { status: "published", publishedAt: action.at } };
    case "unpublish":
      return { ok: true, next: { status: "draft", publishedAt: current.publishedAt } };
  }
}

/** Lower-case letters, digits and single hyphens, 3-80 characters: the part after /blog- or /haber-. */
export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isValidSlug = (slug: string) => slug.length >= 3 && slug.length <= 80 && SLUG_RE.test(slug);
