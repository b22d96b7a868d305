import { describe, expect, it } from "vitest";
import type { Env } from "#app/server/env.server.ts";
import { pendingSignUpEmail, signUpCookie } from "./sign-up.server.ts";

const env = { APP_ENV: "production" } as Env;
const asRequestCookie = (setCookie: string) => new Headers({ cookie: `theme=dark; ${setCookie.split(";")[0]}` });

describe("the sign-up cookie", () => {
  it("carries the address to the code step unchanged, a % in it too", () => {
    for (const email of ["ayse@example.com", "a%41b@example.com", "ali+kod@example.com"]) {
      expect(pendingSignUpEmail(asRequestCookie(signUpCookie(env, email)))).toBe(email);
    }
  });

  it("reads a malformed value as it stands and a missing one as none, never throwing", () => {
    expect(pendingSignUpEmail(new Headers({ cookie: "yolda_signup=%E0%A4%A" }))).toBe("%E0%A4%A");
    expect(pendingSignUpEmail(new Headers({ cookie: "yolda_signup=" }))).toBe("");
    expect(pendingSignUpEmail(new Headers())).toBe("");
  });

  it("is cleared with Max-Age=0 and is Secure in production", () => {
    expect(signUpCookie(env, null)).toContain("Max-Age=0");
    expect(signUpCookie(env, "x@example.com")).toContain("; Secure");
  });
});
