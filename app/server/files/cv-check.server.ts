// What an uploaded CV really is, decided by parsing it (never by its name, the browser's MIME
// type or its first bytes alone): a PDF must load as a PDF with pages, a DOCX must be a sound
// Word package, a DOC a sound compound file with a Word stream; programs, macros and attached
// files are refused wherever they hide (docs/decisions/0024).
import { crc32, inflateRawSync } from "node:zlib";
import { PDFDict, PDFDocument, PDFName, PDFStream } from "pdf-lib";
import { isWordCompoundFile } from "../../domain/files/compound-file.ts";
import { type CvKind, MAX_CV_BYTES, sniffCv } from "../../domain/files/cv-content.ts";
import {
  containsWindowsExecutable,
  isExecutableEntry,
  readZipDirectory,
  startsLikeExecutable,
  type ZipEntryInfo,
} from "../../domain/files/zip-directory.ts";

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

async function isPdf(bytes: Uint8Array): Promise<boolean> {
  const eof = lastIndexOf(bytes, EOF_MARK, bytes.length);
  if (eof < 0 || bytes.length - (eof + EOF_MARK.length) > MAX_AFTER_EOF) return false; // truncated or padded
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
