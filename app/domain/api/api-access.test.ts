import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allows, grantScopes, pageLegacyList } from "./api-access.ts";

describe("grantScopes", () => {
  it("gives every scope of the client when none is asked for", () => {
    expect(grantScopes("", ["public:read", "book"])).toEqual(["public:read", "book"]);
    expect(grantScopes(undefined, ["public:read"])).toEqual(["public:read"]);
  });

  it("gives exactly the scopes asked for, once each", () => {
    expect(grantScopes("public:read", ["public:read", "book"])).toEqual(["public:read"]);
    expect(grantScopes("book  book", ["public:read", "book"])).toEqual(["book"]);
  });

  it("refuses a scope the client does not have, or one that does not exist", () => {
    expect(grantScopes("book", ["public:read"])).toBeNull();
    expect(grantScopes("public:read admin", ["public:read", "book"])).toBeNull();
  });

  it("a read-only client can never end up holding book", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("public:read", "book", "admin", "", "x")), (words) => {
        const granted = grantScopes(words.join(" "), ["public:read"]);
        expect(granted === null || !allows(granted, "book")).toBe(true);
      }),
    );
  });
});

describe("pageLegacyList", () => {
  const offices = Array.from({ length: 12 }, (_, i) => i);

  it("answers every location for the spec client's values (0, -1, 0)", () => {
    expect(pageLegacyList(offices, { limit: 0, offset_count: -1, offset_limit: 0 })).toEqual(offices);
  });

  it("skips offset_count entries and keeps at most limit", () => {
    expect(pageLegacyList(offices, { limit: 3, offset_count: 2, offset_limit: 0 })).toEqual([2, 3, 4]);
    expect(pageLegacyList(offices, { limit: 0, offset_count: 10, offset_limit: 5 })).toEqual([10, 11]);
    expect(pageLegacyList(offices, { limit: 4, offset_count: 0, offset_limit: 2 })).toEqual([0, 1]);
  });

  it("always answers a contiguous part of the list, never more than asked", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 40 }),
        fc.integer({ min: -5, max: 50 }),
        fc.integer({ min: -5, max: 50 }),
        fc.integer({ min: -5, max: 50 }),
        (items, limit, offsetCount, offsetLimit) => {
          const page = pageLegacyList(items, { limit, offset_count: offsetCount, offset_limit: offsetLimit });
          const start = Math.max(0, offsetCount);
          expect(page).toEqual(items.slice(start, start + page.length));
          if (limit > 0) expect(page.length).toBeLessThanOrEqual(limit);
          if (offsetLimit > 0) expect(page.length).toBeLessThanOrEqual(offsetLimit);
          if (limit <= 0 && offsetLimit <= 0) expect(page.length).toBe(Math.max(0, items.length - start));
        },
      ),
    );
  });
});
