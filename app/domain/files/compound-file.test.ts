import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compoundFile } from "#tests/support/cv-samples.ts";
import { isWordCompoundFile, readCompoundFile } from "./compound-file.ts";

const S = 512;
const sector = (n: number) => S * (n + 1);
const setU32 = (bytes: Uint8Array, at: number, value: number) =>
  new DataView(bytes.buffer, bytes.byteOffset).setUint32(at, value, true);

describe("compound files (legacy .doc)", () => {
  it("reads the directory and a stream's first bytes, from normal sectors and from the mini stream", () => {
    for (const small of [false, true]) {
      const file = readCompoundFile(compoundFile("WordDocument", { small }));
      expect(file?.entries.map((e) => e.name)).toEqual(["Root Entry", "WordDocument"]);
      const word = file?.entries[1];
      expect(word && file?.readStream(word, 2)).toEqual(Uint8Array.of(0xec, 0xa5));
      expect(isWordCompoundFile(compoundFile("WordDocument", { small }))).toBe(true);
    }
  });

  it("refuses a Word stream missing, not a Word FIB, or behind a macro storage", () => {
    expect(isWordCompoundFile(compoundFile("Workbook"))).toBe(false);
    expect(isWordCompoundFile(compoundFile("WordDocument", { magic: 0x1234 }))).toBe(false);
    expect(isWordCompoundFile(compoundFile("WordDocument", { macros: true }))).toBe(false);
  });

  it("refuses broken sector structures: a looping chain, a chain leaving the file, a bad header", () => {
    const loop = compoundFile();
    setU32(loop, sector(0) + 4 * 9, 2); // the stream's last sector links back to its first
    expect(isWordCompoundFile(loop)).toBe(false);
    const outside = compoundFile();
    setU32(outside, sector(0) + 4 * 5, 4000); // a link to a sector past the end of the file
    expect(isWordCompoundFile(outside)).toBe(false);
    const directoryOutside = compoundFile();
    setU32(directoryOutside, 0x30, 77);
    expect(readCompoundFile(directoryOutside)).toBeNull();
    const badShift = compoundFile();
    badShift[0x1e] = 12; // version 3 with 4096-byte sectors
    expect(readCompoundFile(badShift)).toBeNull();
    const miniLoop = compoundFile("WordDocument", { small: true });
    setU32(miniLoop, sector(2) + 4 * 7, 0);
    expect(isWordCompoundFile(miniLoop)).toBe(false);
    for (let cut = 0; cut < 5 * S; cut += 97) expect(isWordCompoundFile(compoundFile().slice(0, cut))).toBe(false);
  });

  it("never throws on a real file with bytes changed (property)", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 }),
        (small, flips) => {
          const bytes = compoundFile("WordDocument", { small });
          for (const [at, value] of flips) bytes[at % bytes.length] = value;
          expect(() => isWordCompoundFile(bytes)).not.toThrow();
        },
      ),
    );
  });
});
