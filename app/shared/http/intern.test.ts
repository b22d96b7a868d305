import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { intern } from "./intern.ts";

describe("intern", () => {
  it("shares equal objects and arrays, so the data stream writes them once", () => {
    const data = { rows: [{ segs: [{ kind: "free", slots: 60 }] }, { segs: [{ kind: "free", slots: 60 }] }] };
    const out = intern(data);
    expect(out.rows[0]!.segs).toBe(out.rows[1]!.segs);
    expect(out.rows[0]).toBe(out.rows[1]);
  });

  it("keeps objects apart whose keys or values differ, even when their JSON would be close", () => {
    const out = intern([{ a: 1, b: "1" }, { a: "1", b: 1 }, { b: 1, a: "1" }, { a: 1, b: null }, { a: 1 }]);
    expect(new Set(out).size).toBe(5);
    expect(out).toEqual([{ a: 1, b: "1" }, { a: "1", b: 1 }, { b: 1, a: "1" }, { a: 1, b: null }, { a: 1 }]);
  });

  it("leaves dates and other class instances as they are", () => {
    const when = new Date(0);
    const out = intern({ a: when, b: new Date(0) });
    expect(out.a).toBe(when);
    expect(out.b).not.toBe(when);
  });

  it("never changes what the data says", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(intern(value)).toStrictEqual(value);
      }),
    );
  });
});
