import { describe, expect, it } from "vitest";
import { TEXT_KEPT_TYPES, withoutClientParsers } from "./pglite-parsers.server.ts";

const same = (value: string) => value;

describe("withoutClientParsers", () => {
  it("leaves out per-query parsers the client already has, and keeps the row mode", () => {
    const parsers = Object.fromEntries(TEXT_KEPT_TYPES.map((type) => [type, same]));
    expect(withoutClientParsers({ rowMode: "array", parsers })).toEqual({ rowMode: "array" });
    expect(withoutClientParsers({ rowMode: "object", parsers: { 1184: same } })).toEqual({ rowMode: "object" });
  });

  it("passes parsers for any other type through, all of them", () => {
    const options = { rowMode: "object", parsers: { 1184: same, 20: (v: string) => BigInt(v) } };
    expect(withoutClientParsers(options)).toBe(options);
  });

  it("passes options without parsers, and no options, as they are", () => {
    const options = { rowMode: "array" };
    expect(withoutClientParsers(options)).toBe(options);
    expect(withoutClientParsers(undefined)).toBeUndefined();
  });
});
