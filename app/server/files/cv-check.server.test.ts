import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  acceptedCvSamples,
  compoundFile,
  docxEntries,
  realPdf,
  realDocx,
  refusedCvSamples,
  windowsExecutable,
  zip,
} from "#tests/support/cv-samples.ts";
import { checkCv } from "./cv-check.server.ts";

describe("checkCv", async () => {
  const accepted = await acceptedCvSamples();
  const refused = await refusedCvSamples();

  it.each(accepted)("accepts %s", async (_name, bytes, kind) => {
    expect(await checkCv(bytes)).toBe(kind);
  });

  it.each(refused)("refuses %s", async (_name, bytes) => {
    expect(await checkCv(bytes)).toBeNull();
  });

  it("refuses every real CV cut short anywhere (truncated uploads)", async () => {
    for (const [, bytes] of accepted) {
      for (const cut of [1, 8, 64, 512, Math.floor(bytes.length * 0.75), bytes.length - 1]) {
        if (cut < bytes.length) expect(await checkCv(bytes.slice(0, cut)), `cut at ${cut}`).toBeNull();
      }
    }
  });

  it("refuses executables inside a DOCX whatever their extension's case or folder", async () => {
    const exe = windowsExecutable();
    for (const name of [
      "EVIL.EXE",
      "word/embeddings/x.Dll",
      "customXml/run.ps1",
      "word/a.bat",
      "word/x.jar",
      "word/x.msi",
    ]) {
      expect(await checkCv(zip([...docxEntries(), { name, data: exe }])), name).toBeNull();
      expect(await checkCv(zip([...docxEntries(), { name, data: new Uint8Array([1, 2, 3]) }])), name).toBeNull();
    }
    // Ordinary parts with ordinary names are fine.
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(await checkCv(zip([...docxEntries(), { name: "word/media/image1.png", data: png }]))).toBe("docx");
  });

  it("refuses a DOCX whose part is damaged (same size, CRC mismatch)", async () => {
    const docx = realDocx({ store: true });
    expect(await checkCv(docx)).toBe("docx");
    const damaged = docx.slice();
    const at = new TextDecoder().decode(damaged).indexOf("Elif Sahin");
    damaged[at] = 0x58; // same size, different content: the CRC no longer matches
    expect(await checkCv(damaged)).toBeNull();
  });

  it("never throws and never accepts random bytes behind a valid signature (property)", async () => {
    const prefixes = [
      new TextEncoder().encode("%PDF-1.7\n"),
      Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Uint8Array.from([0x50, 0x4b, 0x03, 0x04]),
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...prefixes), fc.uint8Array({ maxLength: 4096 }), async (prefix, tail) => {
        const bytes = new Uint8Array(prefix.length + tail.length);
        bytes.set(prefix);
        bytes.set(tail, prefix.length);
        expect(await checkCv(bytes)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it("never throws on real files with bytes flipped (property)", async () => {
    const files = [await realPdf(), realDocx(), compoundFile()];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...files),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        async (file, flips) => {
          const bytes = file.slice();
          for (const [at, value] of flips) bytes[at % bytes.length] = value;
          const kind = await checkCv(bytes);
          expect([null, "pdf", "doc", "docx"]).toContain(kind);
        },
      ),
      { numRuns: 150 },
    );
  });
});
