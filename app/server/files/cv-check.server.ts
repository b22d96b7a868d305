// What an uploaded CV really is, decided by parsing it (never by its name, the browser's MIME
// type or its first bytes alone): a PDF must load as a PDF with pages, a DOCX must be a sound
// Word package, a DOC a sound compound file with a Word stream; programs, macros and attached
// files are refused wherever they hide (docs/decisions/0024).
import { constants, crc32, inflateRawSync, inflateSync } from "node:zlib";
import { PDFDict, PDFDocument, PDFName, PDFStream } from "pdf-lib";
import { isWordCompoundFile } from "#app/domain/files/compound-file.ts";
import { type CvKind, MAX_CV_BYTES, sniffCv } from "#app/domain/files/cv-content.ts";
import {
  containsWindowsExecutable,
  isExecutableEntry,
  readZipDirectory,
  startsLikeExecutable,
  type ZipEntryInfo,
} from "#app/domain/files/zip-directory.ts";

/** The kind of a CV whose content checks out, or null (the form shows its "PDF, DOC or DOCX" error). */
export async function checkCv(bytes: Uint8Array): Promise<CvKind | null> {
  if (bytes.length === 0 || bytes.length > MAX_CV_BYTES) return null;
  const kind = sniffCv(bytes);
  if (!kind || containsWindowsExecutable(bytes)) return null;
  const ok = kind === "pdf" ? await isPdf(bytes) : kind === "docx" ? isDocx(bytes) : isWordCompoundFile(bytes);
  return ok ? kind : null;
}

// ---------------------------------------------------------------------------------------------
// PDF

const EOF_MARK = new TextEncoder().encode("%%EOF");
/** Writers leave a line break or a little padding after the last %%EOF, not a payload. */
const MAX_AFTER_EOF = 1024;

function lastIndexOf(bytes: Uint8Array, needle: Uint8Array, from: number): number {
  outer: for (let i = Math.min(from, bytes.length - needle.length); i >= 0; i--) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const name = (n: string) => PDFName.of(n);

/** An object that attaches a file or runs something when the document is opened or clicked. */
function isActiveObject(dict: PDFDict): boolean {
  const type = dict.get(name("Type"));
  const action = dict.get(name("S"));
  return (
    type === name("EmbeddedFile") ||
    dict.has(name("EF")) ||
    dict.has(name("EmbeddedFiles")) ||
    dict.has(name("JS")) ||
    action === name("Launch") ||
    action === name("JavaScript")
  );
}

/** pdf-lib spends ~60 µs per object: 20,000 objects (far more than any CV) is about a second. */
const MAX_PDF_OBJECTS = 20_000;
/** pdf-lib unpacks every object stream on load: more than this is a PDF bomb, not a CV. */
const MAX_OBJECT_STREAM_BYTES = 32 * 1024 * 1024;

/**
 * Whether pdf-lib can load the file within bounded time and memory: counts the objects (plain
 * and inside object streams) and unpacks the object streams within a budget before pdf-lib does.
 */
function withinPdfLimits(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  let objects = 0;
  for (const _ of text.matchAll(/\d+\s+\d+\s+obj\b/g)) if (++objects > MAX_PDF_OBJECTS) return false;
  let budget = MAX_OBJECT_STREAM_BYTES;
  for (let at = text.indexOf("/ObjStm"); at >= 0; at = text.indexOf("/ObjStm", at + 1)) {
    const dictStart = text.lastIndexOf("obj", at);
    const streamAt = text.indexOf("stream", at);
    const endObj = text.indexOf("endobj", at);
    if (dictStart < 0 || streamAt < 0 || (endObj >= 0 && endObj < streamAt)) continue; // not a stream's dictionary
    const dict = text.slice(dictStart, streamAt);
    const count = /\/N\s+(\d+)/.exec(dict);
    objects += Number(count?.[1] ?? 0);
    if (objects > MAX_PDF_OBJECTS) return false;
    // Object streams are Flate-compressed in practice; other filters (LZW...) are refused.
    const filters = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dict)?.[1] ?? "";
    if (filters.replace(/[[\]\s]/g, "") !== "/FlateDecode" && filters !== "") return false;
    const dataStart = streamAt + (text.startsWith("\r\n", streamAt + 6) ? 8 : 7);
    const dataEnd = text.indexOf("endstream", dataStart);
    if (dataEnd < 0) return false;
    if (filters === "") {
      budget -= dataEnd - dataStart;
    } else {
      try {
        const out = inflateSync(bytes.subarray(dataStart, dataEnd), {
          finishFlush: constants.Z_SYNC_FLUSH,
          maxOutputLength: Math.max(1, budget),
        });
        budget -= out.length;
      } catch {
        return false; // over the budget, or not a Flate stream at all
      }
    }
    if (budget <= 0) return false;
  }
  return true;
}

async function isPdf(bytes: Uint8Array): Promise<boolean> {
  const eof = lastIndexOf(bytes, EOF_MARK, bytes.length);
  if (eof < 0 || bytes.length - (eof + EOF_MARK.length) > MAX_AFTER_EOF) return false; // truncated or padded
  if (!withinPdfLimits(bytes)) return false;
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (doc.getPageCount() < 1) return false;
  } catch {
    return false;
  }
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : null;
    if (dict && isActiveObject(dict)) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// DOCX (an Office Open XML package: a ZIP)

const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
/** Every part is unpacked and looked at; a CV of at most 5 MB that unpacks to more is a ZIP bomb. */
const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;

/** One entry, decompressed and checked against its size and CRC; null when it is not sound. */
function entryBytes(bytes: Uint8Array, entry: ZipEntryInfo): Uint8Array | null {
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  try {
    const raw =
      entry.method === 0
        ? data
        : new Uint8Array(inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) }));
    return raw.length === entry.uncompressedSize && crc32(raw) === entry.crc32 ? raw : null;
  } catch {
    return null;
  }
}

function isDocx(bytes: Uint8Array): boolean {
  const entries = readZipDirectory(bytes);
  if (!entries) return false;
  if (entries.reduce((sum, e) => sum + e.uncompressedSize, 0) > MAX_UNPACKED_BYTES) return false;
  const names = new Set(entries.map((e) => e.name));
  if (!names.has("[Content_Types].xml") || !names.has("word/document.xml")) return false;
  if (entries.some((e) => isExecutableEntry(e.name))) return false;
  const text = new TextDecoder("utf-8", { fatal: false });
  for (const entry of entries) {
    const raw = entryBytes(bytes, entry);
    // Every part is intact and none is a program behind an innocent name.
    if (!raw || startsLikeExecutable(raw) || containsWindowsExecutable(raw)) return false;
    if (entry.name === "[Content_Types].xml") {
      // The package says what it is: a Word document, not its macro-enabled sibling (.docm).
      const types = text.decode(raw);
      if (!types.includes(WORD_MAIN) || /macroEnabled|vbaProject/i.test(types)) return false;
    }
    if (entry.name === "word/document.xml") {
      const head = text
        .decode(raw.subarray(0, 256))
        .replace(/^\uFEFF/, "")
        .trimStart();
      if (!head.startsWith("<?xml") && !head.startsWith("<w:document")) return false;
    }
  }
  return true;
}
