import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compareKeysNatural,
  timingSafeEqualStrings,
  ver3Hash,
  ver3HashInput,
  verifyVer3Hash,
  type FieldList,
} from "./estv3-hash.server.ts";

// The design doc's check value. Its joined string puts the billing name between failUrl and
// hashAlgorithm, and "Auth" between hashAlgorithm and lang, so the sample uses NestPay's Turkish
// field names `Fismi` (billing name) and `islemtipi` (transaction type), not BillToName/TranType.
const DOC_FIELDS: FieldList = [
  ["clientid", "190100000"],
  ["storetype", "3d_pay"],
  ["amount", "100.25"],
  ["oid", "order222"],
  ["okUrl", "https://domain.com/success"],
  ["failUrl", "https://domain.com/fail_url"],
  ["rnd", "rand"],
  ["lang", "tr"],
  ["currency", "949"],
  ["islemtipi", "Auth"],
  ["hashAlgorithm", "ver3"],
  ["taksit", ""],
  ["email", "test@test.com"],
  ["Fismi", "siparis veren"],
];
const DOC_JOINED =
  "100.25|190100000|949|test@test.com|https://domain.com/fail_url|siparis veren|ver3|Auth|tr|order222|https://domain.com/success|rand|3d_pay||123456";
const DOC_HASH = "/uPxhEKWCEGi3NsDOOQ4u8Hu5g71v5GWspOid70WehTWEz97PqxG3IN1Jv5jsbOXOw3Z3Rr/0UtywzEgbqFfdA==";

describe("ver3 hash: the design doc's check value", () => {
  it("joins the values in natural case-insensitive key order, store key last", () => {
    expect(ver3HashInput(DOC_FIELDS, "123456", "request")).toBe(DOC_JOINED);
  });

  it("hashes to the documented value", () => {
    expect(ver3Hash(DOC_FIELDS, "123456", "request")).toBe(DOC_HASH);
    expect(verifyVer3Hash(DOC_FIELDS, "123456", "request", DOC_HASH)).toBe(true);
  });

  it("does not depend on the order the fields arrive in", () => {
    expect(ver3Hash([...DOC_FIELDS].reverse(), "123456", "request")).toBe(DOC_HASH);
  });

  it("would not match with a case-sensitive (ordinal) sort", () => {
    const ordinal = [...DOC_FIELDS].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
    expect([...ordinal, "123456"].join("|")).not.toBe(DOC_JOINED);
  });

  it("English field names BillToName/TranType sort elsewhere and give another string", () => {
    const english = DOC_FIELDS.map(([k, v]): [string, string] =>
      k === "Fismi" ? ["BillToName", v] : k === "islemtipi" ? ["TranType", v] : [k, v],
    );
    expect(ver3HashInput(english, "123456", "request")).not.toBe(DOC_JOINED);
  });
});

describe("ver3 hash: exclusions and escaping", () => {
  it("leaves out hash, encoding and nationalidno in a request, in any letter case", () => {
    const withExtras: FieldList = [...DOC_FIELDS, ["hash", "x"], ["ENCODING", "utf-8"], ["NationalIdNo", "1"]];
    expect(ver3Hash(withExtras, "123456", "request")).toBe(DOC_HASH);
  });

  it("leaves out HASH and encoding in a callback but keeps nationalidno", () => {
    const callback: FieldList = [...DOC_FIELDS, ["HASH", "x"], ["hash", "y"], ["encoding", "utf-8"]];
    expect(ver3Hash(callback, "123456", "callback")).toBe(DOC_HASH);
    expect(ver3Hash([...DOC_FIELDS, ["nationalidno", "1"]], "123456", "callback")).not.toBe(DOC_HASH);
  });

  it("escapes backslash before pipe, in values and in the store key", () => {
    expect(ver3HashInput([["a", "x|y\\z"]], "k|\\", "request")).toBe("x\\|y\\\\z|k\\|\\\\");
  });

  it("keeps a value containing a pipe distinct from two values", () => {
    const one = ver3Hash([["a", "1|2"]], "k", "request");
    const two = ver3Hash(
      [
        ["a", "1"],
        ["b", "2"],
      ],
      "k",
      "request",
    );
    expect(one).not.toBe(two);
  });

  it("changes when any value or the store key changes", () => {
    for (let i = 0; i < DOC_FIELDS.length; i++) {
      const changed = DOC_FIELDS.map(([k, v], j): [string, string] => [k, j === i ? `${v}x` : v]);
      expect(verifyVer3Hash(changed, "123456", "request", DOC_HASH)).toBe(false);
    }
    expect(verifyVer3Hash(DOC_FIELDS, "123457", "request", DOC_HASH)).toBe(false);
  });
});

describe("compareKeysNatural", () => {
  it("ignores letter case and orders digit runs by value", () => {
    const keys = ["f10", "F2", "f1", "Amount", "amount2", "b"];
    expect([...keys].sort(compareKeysNatural)).toEqual(["Amount", "amount2", "b", "f1", "F2", "f10"]);
  });

  it("upper-cases ASCII only, so an underscore sorts after letters", () => {
    expect(compareKeysNatural("a_b", "aZ")).toBeGreaterThan(0);
    expect(compareKeysNatural("a_b", "az")).toBeGreaterThan(0);
  });

  it("is a consistent total order", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(Math.sign(compareKeysNatural(a, b)) + Math.sign(compareKeysNatural(b, a))).toBe(0);
        if (compareKeysNatural(a, b) === 0) expect(a).toBe(b);
      }),
    );
  });
});

describe("timingSafeEqualStrings", () => {
  it("compares contents and lengths", () => {
    expect(timingSafeEqualStrings("abc", "abc")).toBe(true);
    expect(timingSafeEqualStrings("abc", "abd")).toBe(false);
    expect(timingSafeEqualStrings("abc", "abcd")).toBe(false);
    expect(timingSafeEqualStrings("", "")).toBe(true);
  });
});
