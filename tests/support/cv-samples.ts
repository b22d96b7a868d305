// Real small CV files and hostile look-alikes, built in memory for the CV checks' tests
// (app/server/files/cv-check.server.test.ts and the job application's integration test).
import { crc32, deflateRawSync, deflateSync } from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";

const enc = new TextEncoder();
const text = (s: string) => enc.encode(s);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function le(n: number, size: number): number[] {
  return Array.from({ length: size }, (_, i) => Math.floor(n / 2 ** (8 * i)) & 0xff);
}

/** A tiny Windows executable: a DOS header whose e_lfanew points at a "PE\0\0" header. */
export function windowsExecutable(): Uint8Array {
  const exe = new Uint8Array(512);
  exe.set(text("MZ"), 0);
  exe.set(le(0x80, 4), 0x3c);
  exe.set(text("This program cannot be run in DOS mode."), 0x4e);
  exe.set([0x50, 0x45, 0, 0, 0x4c, 0x01], 0x80);
  return exe;
}

/** A real one-page PDF made by pdf-lib (optionally with an attached file). */
export async function realPdf(options: { attachment?: Uint8Array; script?: string } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText("Elif Şahin - CV".replace("Ş", "S"), {
    x: 50,
    y: 780,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  if (options.script) doc.addJavaScript("open", options.script);
  if (options.attachment) await doc.attach(options.attachment, "tool.exe", { mimeType: "application/octet-stream" });
  return doc.save();
}

export type ZipEntry = { name: string; data: Uint8Array; store?: boolean };

/** A ZIP archive (deflated entries unless `store`), with real CRCs and sizes. */
export function zip(entries: ZipEntry[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = text(entry.name);
    const method = entry.store ? 0 : 8;
    const body = entry.store ? entry.data : new Uint8Array(deflateRawSync(entry.data));
    const crc = crc32(entry.data);
    const common = [...le(20, 2), ...le(0x0800, 2), ...le(method, 2), ...le(0, 2), ...le(0x21, 2)];
    const sizes = [...le(crc, 4), ...le(body.length, 4), ...le(entry.data.length, 4), ...le(name.length, 2)];
    const local = concat([Uint8Array.from([...le(0x04034b50, 4), ...common, ...sizes, ...le(0, 2)]), name, body]);
    centrals.push(
      concat([
        Uint8Array.from([
          ...le(0x02014b50, 4),
          ...le(20, 2),
          ...common,
          ...sizes,
          ...le(0, 2),
          ...le(0, 2),
          ...le(0, 2),
          ...le(0, 2),
          ...le(0, 4),
          ...le(offset, 4),
        ]),
        name,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = concat(centrals);
  const end = Uint8Array.from([
    ...le(0x06054b50, 4),
    ...le(0, 2),
    ...le(0, 2),
    ...le(entries.length, 2),
    ...le(entries.length, 2),
    ...le(central.length, 4),
    ...le(offset, 4),
    ...le(0, 2),
  ]);
  return concat([...locals, central, end]);
}

const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const MACRO_MAIN = "application/vnd.ms-word.document.macroEnabled.main+xml";

/** The parts of a minimal real Word document (.docx). */
export function docxEntries(options: { mainType?: string; store?: boolean } = {}): ZipEntry[] {
  const store = options.store ?? false;
  return [
    {
      name: "[Content_Types].xml",
      store,
      data: text(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${options.mainType ?? WORD_MAIN}"/></Types>`,
      ),
    },
    {
      name: "_rels/.rels",
      store,
      data: text(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
      ),
    },
    {
      name: "word/document.xml",
      store,
      data: text(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Elif Sahin</w:t></w:r></w:p></w:body></w:document>`,
      ),
    },
  ];
}

export const realDocx = (options: { store?: boolean } = {}) => zip(docxEntries(options));
export const macroDocx = () => zip(docxEntries({ mainType: MACRO_MAIN }));

const FREE = 0xffffffff;
const END = 0xfffffffe;
const FATSECT = 0xfffffffd;

/**
 * A version 3 compound file (OLE2, 512-byte sectors) with one stream: a legacy Word document when
 * the stream is "WordDocument" and starts with the Word 97 FIB's magic 0xA5EC. The stream is 4096
 * bytes in normal sectors, or with `small` 512 bytes in the mini stream (64-byte mini sectors).
 */
export function compoundFile(
  streamName = "WordDocument",
  options: { magic?: number; small?: boolean; macros?: boolean } = {},
): Uint8Array {
  const S = 512;
  const small = options.small ?? false;
  // Sectors: 0 FAT, 1 directory, then (small) 2 mini FAT + 3 the root's mini stream, or 2..9 the stream.
  const streamSize = small ? 512 : 4096;
  const sectors = small ? 4 : 2 + streamSize / S;
  const out = new Uint8Array(S * (1 + sectors));
  const view = new DataView(out.buffer);
  const at = (sector: number) => S * (1 + sector);
  out.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  view.setUint16(0x18, 0x3e, true);
  view.setUint16(0x1a, 3, true);
  view.setUint16(0x1c, 0xfffe, true);
  view.setUint16(0x1e, 9, true);
  view.setUint16(0x20, 6, true);
  view.setUint32(0x2c, 1, true); // one FAT sector
  view.setUint32(0x30, 1, true); // directory at sector 1
  view.setUint32(0x38, 4096, true);
  view.setUint32(0x3c, small ? 2 : END, true); // first mini FAT sector
  view.setUint32(0x40, small ? 1 : 0, true);
  view.setUint32(0x44, END, true);
  for (let i = 0; i < 109; i++) view.setUint32(0x4c + 4 * i, i === 0 ? 0 : FREE, true);
  const link = (table: number, index: number, next: number) => view.setUint32(at(table) + 4 * index, next, true);
  for (let i = 0; i < S / 4; i++) link(0, i, FREE);
  link(0, 0, FATSECT);
  link(0, 1, END);
  if (small) {
    link(0, 2, END);
    link(0, 3, END);
    for (let i = 0; i < S / 4; i++) link(2, i, FREE);
    for (let i = 0; i < 8; i++) link(2, i, i === 7 ? END : i + 1);
  } else {
    for (let i = 2; i < sectors; i++) link(0, i, i === sectors - 1 ? END : i + 1);
  }
  // Directory (sector 1): the root, the stream, and optionally a macro storage.
  const entry = (index: number, name: string, type: number, start: number, size: number, child = FREE) => {
    const e = at(1) + 128 * index;
    for (let i = 0; i < name.length; i++) view.setUint16(e + 2 * i, name.charCodeAt(i), true);
    view.setUint16(e + 0x40, 2 * (name.length + 1), true);
    out[e + 0x42] = type;
    out[e + 0x43] = 1;
    view.setUint32(e + 0x44, FREE, true);
    view.setUint32(e + 0x48, FREE, true);
    view.setUint32(e + 0x4c, child, true);
    view.setUint32(e + 0x74, start, true);
    view.setUint32(e + 0x78, size, true);
  };
  for (const index of [0, 1, 2, 3]) {
    for (const field of [0x44, 0x48, 0x4c]) view.setUint32(at(1) + 128 * index + field, FREE, true);
  }
  entry(0, "Root Entry", 5, small ? 3 : END, small ? 512 : 0, 1);
  entry(1, streamName, 2, small ? 0 : 2, streamSize);
  if (options.macros) entry(2, "Macros", 1, 0, 0);
  const data = at(small ? 3 : 2);
  view.setUint16(data, options.magic ?? 0xa5ec, true);
  out.set(text("Elif Sahin"), data + 0x100);
  return out;
}

const ONE_PAGE =
  "1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
  "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n";

/** A one-page PDF whose object stream unpacks to 40 MB of zeros (a "PDF bomb" of 40 KB). */
export function pdfBomb(): Uint8Array {
  const packed = new Uint8Array(deflateSync(new Uint8Array(40 * 1024 * 1024)));
  return concat([
    text(`%PDF-1.7\n${ONE_PAGE}4 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${packed.length}>>stream\n`),
    packed,
    text("\nendstream\nendobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"),
  ]);
}

/** A one-page PDF with 30,000 tiny objects besides (pdf-lib would need seconds to load it). */
export function pdfWithManyObjects(): Uint8Array {
  const filler = Array.from({ length: 30_000 }, (_, i) => `${i + 10} 0 obj<</A ${i}>>endobj\n`).join("");
  return text(`%PDF-1.7\n${filler}${ONE_PAGE}trailer<</Root 1 0 R>>\n%%EOF\n`);
}

export const half = (bytes: Uint8Array) => bytes.slice(0, Math.floor(bytes.length / 2));

/** The hostile or broken files a CV upload must refuse, by what they are. */
export async function refusedCvSamples(): Promise<Array<[string, Uint8Array]>> {
  const exe = windowsExecutable();
  const pdf = await realPdf();
  const docx = docxEntries();
  return [
    ["%PDF- followed by a Windows executable", concat([text("%PDF-1.7\n"), exe])],
    ["a PDF header, one empty object and %%EOF (no pages)", text("%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n")],
    ["a real PDF with an executable appended after %%EOF", concat([pdf, exe])],
    ["a real PDF carrying an attached executable", await realPdf({ attachment: exe })],
    ["a real PDF carrying an attached text file", await realPdf({ attachment: text("hello") })],
    ["a real PDF running JavaScript when opened", await realPdf({ script: "app.alert('hi')" })],
    ["a real PDF followed by 5 KB of something else", concat([pdf, new Uint8Array(5000).fill(0x41)])],
    ["the first half of a real PDF", half(pdf)],
    ["a PDF bomb (an object stream unpacking to 40 MB)", pdfBomb()],
    ["a PDF with 30,000 objects", pdfWithManyObjects()],
    ["a ZIP holding only word/evil.exe", zip([{ name: "word/evil.exe", data: exe }])],
    ["a real DOCX with an extra word/evil.exe", zip([...docx, { name: "word/evil.exe", data: exe }])],
    ["a real DOCX with a script (word/run.js)", zip([...docx, { name: "word/run.js", data: text("WScript.Echo(1)") }])],
    ["a real DOCX with macros (word/vbaProject.bin)", zip([...docx, { name: "word/vbaProject.bin", data: exe }])],
    ["a macro-enabled document (.docm content type)", macroDocx()],
    ["a DOCX whose image is an executable", zip([...docx, { name: "word/media/image1.png", data: exe }])],
    ["a ZIP with word/document.xml but no [Content_Types].xml", zip(docx.filter((e) => !e.name.startsWith("[")))],
    ["the first half of a real DOCX", half(realDocx())],
    ["an OLE compound file without a WordDocument stream", compoundFile("Workbook")],
    ["an OLE file whose WordDocument is not a Word FIB", compoundFile("WordDocument", { magic: 0x1234 })],
    ["the first half of a real DOC", half(compoundFile())],
    ["an OLE header and nothing else", compoundFile().slice(0, 512)],
    ["a legacy Word document with macros (a Macros storage)", compoundFile("WordDocument", { macros: true })],
    ["an empty file", new Uint8Array(0)],
    ["a Windows executable", exe],
  ];
}

/** Real CVs that must be accepted, with the kind each one is. */
export async function acceptedCvSamples(): Promise<Array<[string, Uint8Array, "pdf" | "doc" | "docx"]>> {
  return [
    ["a real PDF made by pdf-lib", await realPdf(), "pdf"],
    ["a real DOCX (deflated parts)", realDocx(), "docx"],
    ["a real DOCX (stored parts)", realDocx({ store: true }), "docx"],
    ["a legacy Word document (OLE compound file with WordDocument)", compoundFile(), "doc"],
    [
      "a small legacy Word document (WordDocument in the mini stream)",
      compoundFile("WordDocument", { small: true }),
      "doc",
    ],
  ];
}
