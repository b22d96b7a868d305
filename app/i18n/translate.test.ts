import { describe, expect, it } from "vitest";
import { en } from "./messages/en.ts";
import { tr } from "./messages/tr.ts";
import { createTranslator, interpolate } from "./translate.ts";

describe("translator", () => {
  it("looks up texts by dot path in the page's language", () => {
    expect(createTranslator("tr", tr).t("errors.homeButton")).toBe("Ana Sayfa");
    expect(createTranslator("en", en).t("errors.homeButton")).toBe("Home");
  });

  it("fills {{placeholders}} and leaves unknown ones visible", () => {
    expect(createTranslator("tr", tr).t("footer.rights", { year: 2026 })).toContain("© 2026 Yolda");
    expect(interpolate("{{a}} and {{b}}", { a: 1 })).toBe("1 and {{b}}");
  });

  it("returns lists", () => {
    expect(createTranslator("en", en).tList("list.weekdays")).toHaveLength(7);
    expect(createTranslator("tr", tr).tList("list.weekdays")[0]).toBe("Pazartesi");
  });
});
