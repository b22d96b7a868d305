import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isStorageKey } from "./file-storage.server.ts";

describe("storage keys", () => {
  it("accepts the keys the forms write and nothing that could leave the storage folder", () => {
    expect(isStorageKey("cv/2026/11/0b8f4c1e-1f0a-4d6e-9a57-3f1d2b7c9e10.pdf")).toBe(true);
    for (const bad of ["../etc/passwd", "cv/../../x", "/cv/a.pdf", "cv//a.pdf", "cv/.hidden", "CV/a.pdf", "cv", ""]) {
      expect(isStorageKey(bad)).toBe(false);
    }
    fc.assert(
      fc.property(fc.string(), (key) => {
        if (isStorageKey(key))
          expect(key.split("/").every((p) => p !== ".." && p !== "" && !p.startsWith("."))).toBe(true);
      }),
    );
  });
});
