import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sceneThemes } from "#app/domain/campaigns/scene-themes.ts";
import {
  applyPublishAction,
  contentThemes,
  isValidSlug,
  kindFromSegment,
  publicationState,
  type Publication,
} from "./publishing.ts";

const date = fc.date({
  min: new Date("2020-01-01T00:00:00Z"),
  max: new Date("2035-01-01T00:00:00Z"),
  noInvalidDate: true,
});
const publication = fc.record({ status: fc.constantFrom("draft" as const, "published" as const), publishedAt: date });

describe("publication state", () => {
  it("a draft is never visible, whatever its date", () => {
    fc.assert(
      fc.property(date, date, (at, now) => publicationState({ status: "draft", publishedAt: at }, now) === "draft"),
    );
  });

  it("a published item is scheduled exactly while its time lies ahead", () => {
    fc.assert(
      fc.property(date, date, (at, now) => {
        const state = publicationState({ status: "published", publishedAt: at }, now);
        return state === (at.getTime() > now.getTime() ? "scheduled" : "published");
      }),
    );
  });
});

describe("publish actions", () => {
  it("publishing makes anything visible now, and keeps the date of what was already visible", () => {
    fc.assert(
      fc.property(publication, date, (current: Publication, now) => {
        const r = applyPublishAction(current, { kind: "publish" }, now);
        if (!r.ok) return false;
        const wasVisible = publicationState(current, now) === "published";
        return (
          publicationState(r.next, now) === "published" &&
          r.next.publishedAt.getTime() === (wasVisible ? current.publishedAt : now).getTime()
        );
      }),
    );
  });

  it("a schedule must lie in the future and then is exactly that time", () => {
    fc.assert(
      fc.property(publication, date, date, (current, now, at) => {
        const r = applyPublishAction(current, { kind: "schedule", at }, now);
        if (at.getTime() <= now.getTime()) return !r.ok && r.reason === "scheduleInPast";
        return r.ok && publicationState(r.next, now) === "scheduled" && r.next.publishedAt.getTime() === at.getTime();
      }),
    );
  });

  it("unpublishing hides the item from now on and keeps its date", () => {
    fc.assert(
      fc.property(publication, date, (current, now) => {
        const r = applyPublishAction(current, { kind: "unpublish" }, now);
        return r.ok && publicationState(r.next, now) === "draft" && r.next.publishedAt === current.publishedAt;
      }),
    );
  });
});

describe("slugs and kinds", () => {
  it("accepts lower-case words joined by single hyphens", () => {
    expect(isValidSlug("kis-lastigi-2026")).toBe(true);
    for (const bad of ["ab", "Kis-lastigi", "kış", "a--b", "-ab", "ab-", "a b", "a/b", "x".repeat(81)]) {
      expect(isValidSlug(bad), bad).toBe(false);
    }
  });

  it("maps the Turkish URL segment to the kind", () => {
    expect(kindFromSegment("haber")).toBe("news");
    expect(kindFromSegment("blog")).toBe("blog");
    expect(kindFromSegment("news")).toBeNull();
    expect(kindFromSegment(undefined)).toBeNull();
  });
});

describe("content themes", () => {
  it("offers every banner scene once, in alphabetical order", () => {
    expect(contentThemes.slice(0, 3)).toEqual(["airport", "ancient", "autumn"]);
    expect(contentThemes.at(-1)).toBe("spring");
    expect(new Set(contentThemes)).toEqual(new Set(sceneThemes));
    expect(contentThemes).toHaveLength(sceneThemes.length);
    for (let i = 1; i < contentThemes.length; i++) expect(contentThemes[i - 1]! < contentThemes[i]!).toBe(true);
  });
});
