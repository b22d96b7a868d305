import { describe, expect, it } from "vitest";
import {
  CHECKED_SESSION_MS,
  forgetCheckedSession,
  rememberCheckedSession,
  sessionCheckedRecently,
} from "#app/server/auth/checked-sessions.server.ts";
import { pageUrl, pageVariant } from "./page-variant.server.ts";

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
      pageVariant({ ...base, cookie: "yolda_consent=v1.necessary-analytics.20261121" }),
      pageVariant({ ...base, url: "/rezervasyon?alis=IST" }),
      pageVariant({ ...base, userAgent: android }),
      pageVariant({ ...base, userAgent: android, cookie: "yolda_app_prompt=1" }),
      pageVariant({ ...base, cookie: "yolda_lang=en" }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("keeps one copy for 100 ad clicks and mail links, and for consent given on 100 different days", () => {
    const base = { url: "/", cookie: "", userAgent: desktop };
    const clicks = Array.from({ length: 100 }, (_, i) => {
      const tracking = [`gclid=Cj0KCQ${i}`, `fbclid=IwAR${i}`, `utm_source=news${i}&utm_medium=email`, `msclkid=${i}`];
      return pageVariant({ ...base, url: `/?${tracking[i % tracking.length]}` });
    });
    expect(new Set(clicks)).toEqual(new Set([pageVariant(base)]));
    // The booking search keeps its own parameters, whatever the ad network adds around them.
    const searches = Array.from({ length: 100 }, (_, i) =>
      pageVariant({ ...base, url: `/rezervasyon?utm_campaign=x${i}&alis=IST&gclid=${i}&donus=SAW` }),
    );
    expect(new Set(searches)).toEqual(new Set([pageVariant({ ...base, url: "/rezervasyon?alis=IST&donus=SAW" })]));
    const days = Array.from({ length: 100 }, (_, i) => {
      const day = new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString().slice(0, 10).replace(/-/g, "");
      return pageVariant({ ...base, cookie: `yolda_consent=v1.necessary-analytics.${day}` });
    });
    expect(new Set(days).size).toBe(1);
  });

  it("keeps a member's public page per kind of member cookie, never per member, and never their search", () => {
    const base = { url: "/", cookie: "", userAgent: desktop };
    const members = Array.from({ length: 100 }, (_, i) =>
      pageVariant({ ...base, cookie: `yolda.session_token=token${i}.sig${i}; yolda_member=1` }),
    );
    // 100 members' sessions: one copy, and no session token in the key.
    expect(new Set(members).size).toBe(1);
    expect(members[0]).not.toContain("token0");
    const hint = pageVariant({ ...base, cookie: "yolda_member=1" });
    const secure = pageVariant({ ...base, cookie: "__Secure-yolda.session_token=abc" });
    expect(secure).toBe(members[0]);
    // A visitor, a hint cookie alone and a session cookie: three copies (campaign pages differ for a session).
    expect(new Set([pageVariant(base), hint, members[0]]).size).toBe(3);
    expect(pageVariant({ ...base, cookie: "yolda_member=" })).toBe(pageVariant(base));
    // Search results carry member prices for a checked session: no kept copy for an unchecked one.
    expect(
      pageVariant({ url: "/rezervasyon?alis=IST", cookie: "yolda.session_token=x", userAgent: desktop }),
    ).toBeNull();
    expect(pageVariant({ url: "/en/rezervasyon?alis=IST", cookie: "yolda_member=1", userAgent: desktop })).toBeNull();
  });

  it("keeps a member's search results per price group, only for a session this process checked a moment ago", () => {
    const search = (cookie: string) => pageVariant({ url: "/rezervasyon?alis=IST", cookie, userAgent: desktop });
    const now = Date.now();
    rememberCheckedSession("ayse.sig1", now);
    rememberCheckedSession("mehmet.sig2", now);
    // Two checked members: one copy (their price group), not the visitors' copy; no token in the key.
    expect(search("yolda.session_token=ayse.sig1")).not.toBeNull();
    expect(search("yolda.session_token=ayse.sig1")).toBe(
      search("__Secure-yolda.session_token=mehmet.sig2; yolda_member=1"),
    );
    expect(search("yolda.session_token=ayse.sig1")).not.toBe(search(""));
    expect(search("yolda.session_token=ayse.sig1")).not.toContain("ayse");
    // A forged or unchecked cookie, a signed-out one, and a hint alone: rendered (the loader checks).
    expect(search("yolda.session_token=forged.sig")).toBeNull();
    forgetCheckedSession("mehmet.sig2");
    expect(search("yolda.session_token=mehmet.sig2")).toBeNull();
    expect(search("yolda_member=1")).toBeNull();
    // A check is good for CHECKED_SESSION_MS only.
    expect(sessionCheckedRecently("ayse.sig1", now + CHECKED_SESSION_MS)).toBe(true);
    expect(sessionCheckedRecently("ayse.sig1", now + CHECKED_SESSION_MS + 1)).toBe(false);
    forgetCheckedSession("ayse.sig1");
  });

  it("never keeps client navigations' data", () => {
    expect(pageVariant({ url: "/araclarimiz.data", cookie: "", userAgent: desktop })).toBeNull();
    expect(pageVariant({ url: "/araclarimiz.data", cookie: "yolda_member=1", userAgent: desktop })).toBeNull();
  });

  it("drops parameters a page does not read once it said which it reads: 100 unknown ones share one copy", () => {
    const base = { cookie: "", userAgent: desktop };
    const faq = new Set(["q"]);
    const urls = Array.from({ length: 100 }, (_, i) => pageUrl(`/sss?ref=mail${i}&q=kasko&x${i}=${i}&gclid=${i}`, faq));
    expect(new Set(urls)).toEqual(new Set(["/sss?q=kasko"]));
    expect(new Set(urls.map((url) => pageVariant({ ...base, url })))).toEqual(
      new Set([pageVariant({ ...base, url: "/sss?q=kasko" })]),
    );
    // The site's own flag that opens the cookie preferences is kept on every page.
    expect(pageUrl("/?ref=1&cerez-tercihleri", new Set())).toBe("/?cerez-tercihleri");
    expect(pageUrl("/?ref=1&x=2", new Set())).toBe("/");
    // A page that declared nothing (or was not rendered yet) keeps every parameter but the tracking ones.
    expect(pageUrl("/ofis-x?ref=1&utm_source=a", undefined)).toBe("/ofis-x?ref=1");
    expect(pageUrl("/sss?%E0%A4%A=1&q=a", faq)).toBe("/sss?q=a");
  });
});
