// What a CV upload claims to be, read from its bytes (never its name or the browser's MIME type).
// Only a first filter: app/server/files/cv-check.server.ts parses the file before it is accepted.

export const MAX_CV_BYTES = 5 * 1024 * 1024;

export type CvKind = "pdf" | "doc" | "docx";

export const CV_CONTENT_TYPES: Readonly<Record<CvKind, string>> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 (compound file)
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);
}

function u16(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}

function u32(bytes: Uint8Array, at: number): number {
  return (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;
}

/** The names in a ZIP's central directory, or null when the archive is not readable. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= floor; i--) {
    if (u32(bytes, i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = u16(bytes, eocd + 10);
  let at = u32(bytes, eocd + 16);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== CENTRAL) return null;
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** "pdf", "doc" or "docx" when the bytes start like one, else null (empty, too large, or anything else). */
export function sniffCv(bytes: Uint8Array): CvKind | null {
  if (bytes.length === 0 || bytes.length > MAX_CV_BYTES) return null;
  if (startsWith(bytes, PDF)) return "pdf";
  if (startsWith(bytes, OLE2)) return "doc";
  if (startsWith(bytes, ZIP_LOCAL)) {
    const names = zipEntryNames(bytes);
    if (names?.some((name) => name.startsWith("word/"))) return "docx";
  }
  return null;
}
