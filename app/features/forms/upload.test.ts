import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentText, uploadLabelKey, uploadPercent } from "./upload.ts";

describe("the CV upload bar (decision 0038)", () => {
  it("writes the percent the way each language does: %100 in Turkish, 100% in English", () => {
    expect(percentText(100, "tr")).toBe("%100");
    expect(percentText(7, "tr")).toBe("%7");
    expect(percentText(100, "en")).toBe("100%");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (n) => {
        expect(percentText(n, "tr")).toBe(`%${n}`);
        expect(percentText(n, "en")).toBe(`${n}%`);
      }),
    );
  });

  it("never says 'completed' for a file the server refused", () => {
    const done = { loaded: 10, total: 10, done: true };
    expect(uploadLabelKey(done, false)).toBe("forms.jobs.notSent");
    expect(uploadLabelKey(done, true)).toBe("forms.jobs.completed");
    expect(uploadLabelKey({ loaded: 1, total: 10, done: false }, false)).toBe("forms.jobs.uploading");
    expect(uploadPercent(done)).toBe(100);
  });
});
