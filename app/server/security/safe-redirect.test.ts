import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.ts";

describe("safeRedirectPath", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeRedirectPath("/uye-profil")).toBe("/uye-profil");
    expect(safeRedirectPath("/en/rezervasyon?alis=ist&donus=ist")).toBe("/en/rezervasyon?alis=ist&donus=ist");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    " javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,hi",
    "uye-profil",
    "/\u0000x",
    "",
  ])("refuses %j", (target) => {
    expect(safeRedirectPath(target, "/en")).toBe("/en");
  });

  it("refuses non-strings", () => {
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(["/x"])).toBe("/");
  });
});
