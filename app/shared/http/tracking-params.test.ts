import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isTrackingParam, urlWithoutTrackingParams, withoutTrackingParams } from "./tracking-params.ts";

const tracking = fc.oneof(
  fc.constantFrom("gclid", "fbclid", "msclkid", "yclid", "_ga", "_gl", "dclid", "GCLID", "igshid", "mc_eid"),
  fc.stringMatching(/^[a-z]{1,10}$/).map((s) => `utm_${s}`),
);
const value = fc.stringMatching(/^[A-Za-z0-9._-]{0,24}$/);
const ownName = fc.constantFrom("alis", "donus", "alisTarihi", "sayfa", "q", "lang", "kampanya", "ref");

describe("tracking parameters", () => {
  it("knows the ad networks' and mail tools' parameters, and no parameter of the site", () => {
    for (const name of ["utm_source", "UTM_Campaign", "gclid", "fbclid", "msclkid", "yclid", "_ga", "gbraid"]) {
      expect(isTrackingParam(name)).toBe(true);
    }
    for (const name of ["alis", "donus", "sayfa", "q", "ref", "next", "odeme", "utm"]) {
      expect(isTrackingParam(name)).toBe(false);
    }
  });

  it("removes them wherever they stand and keeps the site's own parameters exactly, in order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(ownName, value), { maxLength: 5 }),
        fc.array(fc.tuple(tracking, value), { minLength: 1, maxLength: 5 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (own, tracked, positions) => {
          const parts = own.map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
          tracked.forEach(([k, v], i) => {
            const at = (positions[i] ?? 0) % (parts.length + 1);
            parts.splice(at, 0, `${k}=${v}`);
          });
          const expected = own.length === 0 ? "" : `?${own.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`;
          expect(withoutTrackingParams(`?${parts.join("&")}`)).toBe(expected);
        },
      ),
    );
  });

  it("gives a query without tracking parameters back unchanged, malformed escapes included", () => {
    for (const search of ["?a=1&b=%ZZ", "?x", "?alis=IST&alis=SAW", "?%E0%A4%A=1"]) {
      expect(withoutTrackingParams(search)).toBe(search);
    }
    expect(withoutTrackingParams("")).toBe("");
    expect(withoutTrackingParams("?")).toBe("");
  });

  it("cleans a path with its query, and leaves a path without one alone", () => {
    expect(urlWithoutTrackingParams("/?gclid=abc")).toBe("/");
    expect(urlWithoutTrackingParams("/en/rezervasyon?alis=IST&utm_source=x&donus=IST")).toBe(
      "/en/rezervasyon?alis=IST&donus=IST",
    );
    expect(urlWithoutTrackingParams("/araclarimiz")).toBe("/araclarimiz");
  });
});
