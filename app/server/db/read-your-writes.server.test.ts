import { describe, expect, it } from "vitest";
import { mayReadLagging, recentWriteCookie } from "./read-your-writes.server.ts";

describe("who may read the replica", () => {
  it("a visitor's GET without a session or a recent write", () => {
    expect(mayReadLagging("GET", null)).toBe(true);
    expect(mayReadLagging("HEAD", "yolda_theme=dark; yolda_consent=all")).toBe(true);
  });

  it("never a form post, a member, staff, or a browser that has just written", () => {
    expect(mayReadLagging("POST", null)).toBe(false);
    expect(mayReadLagging("GET", "yolda.session_token=abc")).toBe(false);
    expect(mayReadLagging("GET", "x=1; __Secure-yolda.session_token=abc")).toBe(false);
    expect(mayReadLagging("GET", "yolda_member=1")).toBe(false);
    expect(mayReadLagging("GET", "yolda-staff.session_token=abc")).toBe(false);
    expect(mayReadLagging("GET", "yolda_theme=dark; yolda_wrote=1")).toBe(false);
  });

  it("the recent-write cookie lasts twice the lag bound", () => {
    expect(recentWriteCookie(5_000, true)).toBe("yolda_wrote=1; Path=/; Max-Age=10; HttpOnly; SameSite=Lax; Secure");
    expect(recentWriteCookie(5_000, false)).not.toContain("Secure");
  });
});
