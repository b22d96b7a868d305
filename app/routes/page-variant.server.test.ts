import { describe, expect, it } from "vitest";
import { pageVariant } from "./page-variant.server.ts";

const android = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36";
const desktop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36";

describe("pageVariant", () => {
  it("gives one key to requests that get the same HTML", () => {
    const a = pageVariant({ url: "/araclarimiz", cookie: "XSRF-TOKEN=abc; _ga=1", userAgent: desktop });
    const b = pageVariant({ url: "/araclarimiz", cookie: undefined, userAgent: "curl/8" });
    expect(a).toBe(b);
  });

  it("tells apart what the HTML depends on: path, query, theme, consent, app prompt, language cookie", () => {
    const base = { url: "/", cookie: "", userAgent: desktop };
    const keys = [
      pageVariant(base),
      pageVariant({ ...base, url: "/?cerez-tercihleri=1" }),
      pageVariant({ ...base, url: "/en" }),
      pageVariant({ ...base, cookie: "yolda_theme=dark" }),
      pageVariant({ ...base, cookie: "yolda_consent=v1.necessary.20261121" }),
      pageVariant({ ...base, userAgent: android }),
      pageVariant({ ...base, userAgent: android, cookie: "yolda_app_prompt=1" }),
      pageVariant({ ...base, cookie: "yolda_lang=en" }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("never shares pages with a signed-in member, nor keeps client navigations' data", () => {
    expect(pageVariant({ url: "/", cookie: "yolda.session_token=x", userAgent: desktop })).toBeNull();
    expect(pageVariant({ url: "/", cookie: "yolda_member=1", userAgent: desktop })).toBeNull();
    expect(pageVariant({ url: "/araclarimiz.data", cookie: "", userAgent: desktop })).toBeNull();
  });
});
