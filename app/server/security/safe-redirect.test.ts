import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.ts";

const SITE = "https://yolda.example";
const FALLBACK = "/en";

/** Where a browser on the site ends up after `Location: result`. */
const landsOn = (result: string) => new URL(result, SITE);

/** Known open-redirect spellings (PayloadsAllTheThings, OWASP, browser URL-parser quirks). */
const PAYLOADS = [
  "https://evil.example/",
  "http://evil.example",
  "HTTPS://evil.example",
  "//evil.example/x",
  "///evil.example",
  "////evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "/.//evil.example",
  "/././/evil.example",
  "/..//evil.example",
  "/a/..//evil.example",
  "/a/../..//evil.example",
  "/%2e%2e//evil.example",
  "/%2e//evil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/%252F%252Fevil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/%09/evil.example",
  "/%0D%0A/evil.example",
  " //evil.example",
  "\t//evil.example",
  "/\u3000/evil.example",
  "/\u200B/evil.example",
  "/\u00A0/evil.example",
  "javascript:alert(1)",
  " javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "javascript://%0aalert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "https:evil.example",
  "http:/\\/evil.example",
  "evil.example",
  "uye-profil",
  "./evil",
  "../evil",
  "@evil.example",
  "/\u0000x",
  "/%00//evil.example",
  "/.%2F/evil.example",
  "/%2e%2F/evil.example",
  "",
];

describe("safeRedirectPath", () => {
  it("keeps same-site paths with their query and fragment", () => {
    expect(safeRedirectPath("/uye-profil")).toBe("/uye-profil");
    expect(safeRedirectPath("/en/rezervasyon?alis=ist&donus=ist")).toBe("/en/rezervasyon?alis=ist&donus=ist");
    expect(safeRedirectPath("/kampanyalar/yaz-firsati?utm=a%2Fb#kosullar")).toBe(
      "/kampanyalar/yaz-firsati?utm=a%2Fb#kosullar",
    );
    expect(safeRedirectPath("/uye-rezervasyonlar?sayfa=2&next=//x")).toBe("/uye-rezervasyonlar?sayfa=2&next=//x");
    expect(safeRedirectPath("/en/a/./b/../c?x=1")).toBe("/en/a/c?x=1");
    expect(safeRedirectPath("/.well-known/x")).toBe("/.well-known/x");
    expect(safeRedirectPath("/")).toBe("/");
  });

  it(`has a corpus of ${PAYLOADS.length} payloads`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(PAYLOADS)("keeps %j on the site", (payload) => {
    const result = safeRedirectPath(payload, FALLBACK);
    expect(landsOn(result).origin).toBe(SITE);
    expect(result === FALLBACK || (result.startsWith("/") && !result.startsWith("//"))).toBe(true);
  });

  it.each(["/.//evil.example", "/%2F%2Fevil.example", "/\t/evil.example", "/..//evil.example", "/\\evil.example"])(
    "refuses %j outright",
    (payload) => {
      expect(safeRedirectPath(payload, FALLBACK)).toBe(FALLBACK);
    },
  );

  it("refuses non-strings and overlong targets", () => {
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(["/x"])).toBe("/");
    expect(safeRedirectPath(`/${"a".repeat(5000)}`, FALLBACK)).toBe(FALLBACK);
  });

  it("keeps any string's result on the site origin, and a kept result is kept again unchanged", () => {
    const piece = fc.constantFrom(
      "/",
      "//",
      "\\",
      ".",
      "..",
      "/.",
      "/..",
      "/./",
      "/../",
      "%2f",
      "%2F",
      "%5c",
      "%2e",
      "%25",
      "%09",
      "\t",
      "\n",
      " ",
      "?",
      "#",
      "@",
      ":",
      "evil.example",
      "javascript:",
      "http:",
      "a",
      "\u3000",
      "\u200b",
    );
    const crafted = fc
      .tuple(fc.constantFrom("", "/"), fc.array(piece, { maxLength: 10 }))
      .map(([start, parts]) => start + parts.join(""));
    const anyString = fc.oneof(fc.string({ unit: "grapheme", maxLength: 40 }), fc.string({ unit: "binary" }), crafted);
    fc.assert(
      fc.property(anyString, (input) => {
        const result = safeRedirectPath(input, FALLBACK);
        expect(landsOn(result).origin).toBe(SITE);
        expect(result.startsWith("/") && !result.startsWith("//") && !result.includes("\\")).toBe(true);
        expect(safeRedirectPath(result, "/other")).toBe(result);
      }),
      { numRuns: 3000 },
    );
    // 3,000 runs take about a second alone; a busy 2-core machine gets the room it needs.
  }, 30_000);
});
