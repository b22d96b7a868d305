import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_CV_BYTES, sniffCv, zipEntryNames } from "./cv-content.ts";

/** A stored (uncompressed) ZIP with the given entries; CRCs are zero because nothing here checks them. */
function buildZip(entries: Array<{ name: string; data: Uint8Array }>): Uint8Array {
  const enc = new TextEncoder();
  const parts: number[] = [];
  const central: number[] = [];
  const le = (n: number, size: number) => Array.from({ length: size }, (_, i) => (n >>> (8 * i)) & 0xff);
  for (const entry of entries) {
    const name = [...enc.encode(entry.name)];
    const offset = parts.length;
    parts.push(...le(0x04034b50, 4), ...le(20, 2), 0, 0, 0, 0, 0, 0, 0, 0, ...le(0, 4));
    parts.push(...le(entry.data.length, 4), ...le(entry.data.length, 4), ...le(name.length, 2), 0, 0, ...name);
    parts.push(...entry.data);
    central.push(...le(0x02014b50, 4), ...le(20, 2), ...le(20, 2), 0, 0, 0, 0, 0, 0, 0, 0, ...le(0, 4));
    central.push(...le(entry.data.length, 4), ...le(entry.data.length, 4), ...le(name.length, 2));
    central.push(0, 0, 0, 0, 0, 0, 0, 0, ...le(0, 4), ...le(offset, 4), ...name);
  }
  const cdOffset = parts.length;
  const end = [...le(0x06054b50, 4), 0, 0, 0, 0, ...le(entries.length, 2), ...le(entries.length, 2)];
  end.push(...le(central.length, 4), ...le(cdOffset, 4), 0, 0);
  return Uint8Array.from([...parts, ...central, ...end]);
}

const text = (s: string) => new TextEncoder().encode(s);

describe("sniffCv", () => {
  it("recognises PDF, DOC and DOCX by their bytes", () => {
    expect(sniffCv(text("%PDF-1.7\n%âãÏÓ\n1 0 obj"))).toBe("pdf");
    expect(sniffCv(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]))).toBe("doc");
    const docx = buildZip([
      { name: "[Content_Types].xml", data: text("<Types/>") },
      { name: "word/document.xml", data: text("<w:document/>") },
    ]);
    expect(zipEntryNames(docx)).toEqual(["[Content_Types].xml", "word/document.xml"]);
    expect(sniffCv(docx)).toBe("docx");
  });

  it("refuses other files whatever they are called: text, images, other ZIPs, empty or too large", () => {
    expect(sniffCv(text("I am a CV, honest"))).toBeNull();
    expect(sniffCv(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(sniffCv(buildZip([{ name: "xl/workbook.xml", data: text("<x/>") }]))).toBeNull();
    expect(sniffCv(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBeNull();
    expect(sniffCv(new Uint8Array(0))).toBeNull();
    const big = new Uint8Array(MAX_CV_BYTES + 1);
    big.set(text("%PDF-"));
    expect(sniffCv(big)).toBeNull();
  });

  it("never throws and only answers a kind whose signature is present (property)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (bytes) => {
        const kind = sniffCv(bytes);
        if (kind === "pdf") expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
        if (kind === "doc") expect(bytes[0]).toBe(0xd0);
        if (kind === "docx") expect(bytes[0]).toBe(0x50);
      }),
    );
  });

  it("finds word/ entries among any other entry names (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,8}\/[a-z]{1,8}\.xml$/), { maxLength: 5 }), (names) => {
        const zip = buildZip([...names, "word/document.xml"].map((name) => ({ name, data: text("<x/>") })));
        expect(sniffCv(zip)).toBe("docx");
        const withoutWord = names.filter((n) => !n.startsWith("word/"));
        if (withoutWord.length > 0) {
          expect(sniffCv(buildZip(withoutWord.map((name) => ({ name, data: text("<x/>") }))))).toBeNull();
        }
      }),
    );
  });
});
