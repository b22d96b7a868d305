import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { codeSchema, e164, passwordChangeSchema, signUpSchema } from "./member-schemas.ts";

const good = {
  firstName: "Ayşe",
  lastName: "Yılmaz",
  email: "ayse@example.com",
  phoneCountry: "TR",
  phone: "532 123 45 67",
  password: "gizli123",
  passwordRepeat: "gizli123",
  kvkkAccepted: true,
  explicitConsent: false,
  agreementAccepted: true,
};

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe("sign-up form", () => {
  it("accepts a complete form and keeps explicit consent optional", () => {
    expect(signUpSchema.safeParse(good).success).toBe(true);
    expect(signUpSchema.safeParse({ ...good, explicitConsent: undefined }).success).toBe(true);
  });

  it("names every problem at once: short password, different repeat, missing notice, agreement and phone", () => {
    const result = signUpSchema.safeParse({
      ...good,
      password: "abc",
      passwordRepeat: "abd",
      kvkkAccepted: false,
      agreementAccepted: false,
      phone: "12",
    });
    expect(messages(result)).toMatchObject({
      password: "members.errors.passwordTooShort",
      passwordRepeat: "members.errors.passwordsDiffer",
      kvkkAccepted: "members.errors.kvkkRequired",
      agreementAccepted: "members.errors.agreementRequired",
      phone: "members.errors.phoneInvalid",
    });
  });

  it("takes any password of 6 to 128 characters typed the same twice, and no shorter one", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 140 }), (password) => {
        const ok = signUpSchema.safeParse({ ...good, password, passwordRepeat: password }).success;
        expect(ok).toBe(password.length >= 6 && password.length <= 128);
      }),
    );
  });

  it("stores the phone in E.164", () => {
    expect(e164("TR", "0532 123 45 67")).toBe("+905321234567");
    expect(e164("DE", "+49 1512 3456789")).toBe("+4915123456789");
  });
});

describe("codes and password change", () => {
  it("a code is exactly six digits", () => {
    expect(codeSchema.safeParse({ code: " 123456 " }).success).toBe(true);
    for (const code of ["12345", "1234567", "12a456", ""]) expect(codeSchema.safeParse({ code }).success).toBe(false);
  });

  it("the new password is typed twice the same", () => {
    const result = passwordChangeSchema.safeParse({ current: "eski123", next: "yeni1234", nextRepeat: "yeni1235" });
    expect(messages(result)).toEqual({ nextRepeat: "members.errors.passwordsDiffer" });
  });
});
