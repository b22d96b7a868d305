import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CONSENT_VERSION,
  consentFromForm,
  istanbulDay,
  parseConsent,
  serializeConsent,
  type ConsentState,
} from "./consent.ts";

const form = (entries: Record<string, string>) => new URLSearchParams(entries);

describe("consent cookie", () => {
  it("round-trips every choice", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.date({ min: new Date("2020-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        (analytics, marketing, when) => {
          const state: ConsentState = { version: CONSENT_VERSION, analytics, marketing, date: istanbulDay(when) };
          expect(parseConsent(serializeConsent(state))).toEqual(state);
        },
      ),
    );
  });

  it("writes a value that needs no escaping in a cookie", () => {
    const value = serializeConsent({ version: 1, analytics: true, marketing: false, date: "20261121" });
    expect(value).toBe("v1.necessary-analytics.20261121");
    expect(encodeURIComponent(value)).toBe(value);
  });

  it("asks again when the policy version changed or the value is not ours", () => {
    expect(parseConsent(`v${CONSENT_VERSION + 1}.necessary.20261121`)).toBeNull();
    expect(parseConsent("v1.analytics.20261121")).toBeNull(); // necessary is always recorded
    expect(parseConsent("yes")).toBeNull();
    expect(parseConsent("")).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
  });

  it("reads the colon-separated form of the same record", () => {
    expect(parseConsent("v1:necessary+marketing:20260101")).toEqual({
      version: 1,
      analytics: false,
      marketing: true,
      date: "20260101",
    });
  });

  it("turns the banner's buttons and the preferences form into a choice", () => {
    expect(consentFromForm(form({ choice: "all" }), "20261121")).toMatchObject({ analytics: true, marketing: true });
    expect(consentFromForm(form({ choice: "none", analytics: "on" }), "20261121")).toMatchObject({
      analytics: false,
      marketing: false,
    });
    expect(consentFromForm(form({ choice: "custom", marketing: "on" }), "20261121")).toMatchObject({
      analytics: false,
      marketing: true,
    });
    expect(consentFromForm(form({ choice: "maybe" }), "20261121")).toBeNull();
    expect(consentFromForm(form({}), "20261121")).toBeNull();
  });

  it("dates the choice in Istanbul time", () => {
    expect(istanbulDay(new Date("2026-11-21T20:59:59Z"))).toBe("20261121");
    expect(istanbulDay(new Date("2026-11-21T21:00:00Z"))).toBe("20261122");
  });
});
