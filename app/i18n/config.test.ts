import { describe, expect, it } from "vitest";
import { langFromPath, localizePath, stripLang, switchLanguagePath } from "./config.ts";

describe("localized paths", () => {
  it("reads the language from the prefix", () => {
    expect(langFromPath("/")).toBe("tr");
    expect(langFromPath("/en")).toBe("en");
    expect(langFromPath("/en/araclarimiz")).toBe("en");
    expect(langFromPath("/english-page")).toBe("tr");
  });

  it("strips and adds the prefix", () => {
    expect(stripLang("/en")).toBe("/");
    expect(stripLang("/en/sss")).toBe("/sss");
    expect(stripLang("/sss")).toBe("/sss");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/sss", "en")).toBe("/en/sss");
    expect(localizePath("/sss", "tr")).toBe("/sss");
  });

  it("switches to the same page in the other language with its query", () => {
    expect(switchLanguagePath("/blog-kis-lastigi", "?s=1", "en")).toBe("/en/blog-kis-lastigi?s=1");
    expect(switchLanguagePath("/en/blog-kis-lastigi", "", "tr")).toBe("/blog-kis-lastigi");
    expect(switchLanguagePath("/en", "", "tr")).toBe("/");
  });
});
