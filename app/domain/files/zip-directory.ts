// A ZIP archive's central directory, read and cross-checked against each entry's local header
// (no decompression here: app/domain stays pure; app/server/files inflates what it must read).

export type ZipEntryInfo = {
  name: string;
  /** 0 stored, 8 deflated (nothing else is accepted). */
  method: 0 | 8;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's (compressed) data starts. */
  dataOffset: number;
};

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** A Word document has a few dozen parts; thousands of entries are not a CV. */
export const MAX_ZIP_ENTRIES = 2000;

function u16(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}

function u32(bytes: Uint8Array, at: number): number {
  return (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;
}

function sameBytes(bytes: Uint8Array, a: number, b: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (bytes[a + i] !== bytes[b + i]) return false;
  return true;
}

/** A name that stays inside the archive: relative, no "..", no backslashes or NULs. */
function safeName(name: string): boolean {
  if (name === "" || name.startsWith("/") || /[\\\0]/.test(name) || /^[a-zA-Z]:/.test(name)) return false;
  return !name.split("/").some((part) => part === "..");
}

/**
 * The entries of a single-disk, unencrypted ZIP whose central directory and local headers agree,
 * or null for anything else (truncated, ZIP64, encrypted, overlapping or out-of-bounds entries,
 * duplicate or escaping names, methods other than stored and deflate).
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntryInfo[] | null {
  // The end record is the last 22 bytes plus its comment (at most 65535 bytes).
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= floor; i--) {
    if (u32(bytes, i) === EOCD && i + 22 + u16(bytes, i + 20) === bytes.length) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const disk = u16(bytes, eocd + 4);
  const cdDisk = u16(bytes, eocd + 6);
  const onDisk = u16(bytes, eocd + 8);
  const count = u16(bytes, eocd + 10);
  const cdSize = u32(bytes, eocd + 12);
  const cdOffset = u32(bytes, eocd + 16);
  if (disk !== 0 || cdDisk !== 0 || onDisk !== count) return null;
  if (count === 0 || count > MAX_ZIP_ENTRIES || cdOffset + cdSize !== eocd) return null;

  const entries: ZipEntryInfo[] = [];
  const names = new Set<string>();
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const spans: Array<[number, number]> = [];
  let at = cdOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > eocd || u32(bytes, at) !== CENTRAL) return null;
    const flags = u16(bytes, at + 8);
    const method = u16(bytes, at + 10);
    const crc32 = u32(bytes, at + 16);
    const compressedSize = u32(bytes, at + 20);
    const uncompressedSize = u32(bytes, at + 24);
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    const localOffset = u32(bytes, at + 42);
    const nameAt = at + 46;
    const next = nameAt + nameLength + extraLength + commentLength;
    if (next > eocd) return null;
    if ((flags & 0x1) !== 0 || (method !== 0 && method !== 8)) return null; // encrypted, or an odd method
    if (method === 0 && compressedSize !== uncompressedSize) return null;
    let name: string;
    try {
      name = decoder.decode(bytes.subarray(nameAt, nameAt + nameLength));
    } catch {
      return null;
    }
    if (!safeName(name) || names.has(name)) return null;
    names.add(name);
    // The local header must be where the directory says, under the same name, before the directory.
    if (localOffset + 30 > cdOffset || u32(bytes, localOffset) !== LOCAL) return null;
    const localNameLength = u16(bytes, localOffset + 26);
    const localExtraLength = u16(bytes, localOffset + 28);
    if (localNameLength !== nameLength || !sameBytes(bytes, localOffset + 30, nameAt, nameLength)) return null;
    const dataOffset = localOffset + 30 + nameLength + localExtraLength;
    const dataEnd = dataOffset + compressedSize;
    if (dataEnd > cdOffset) return null;
    spans.push([localOffset, dataEnd]);
    entries.push({ name, method: method as 0 | 8, crc32, compressedSize, uncompressedSize, dataOffset });
    at = next;
  }
  if (at !== eocd) return null;
  // No two entries share bytes (a classic way to hide one file behind another's name).
  spans.sort((x, y) => x[0] - y[0]);
  for (let i = 1; i < spans.length; i++) if ((spans[i]?.[0] ?? 0) < (spans[i - 1]?.[1] ?? 0)) return null;
  return entries;
}

/** File types that run code on a Windows or any other machine, by extension. */
const EXECUTABLE_EXTENSIONS = new Set([
  "exe", "dll", "bat", "cmd", "com", "scr", "pif", "cpl", "msi", "msp", "msc", "jar", "js", "jse", "vbs",
  "vbe", "wsf", "wsh", "ps1", "psm1", "hta", "lnk", "reg", "inf", "sys", "ocx", "sh", "app", "apk",
]); // prettier-ignore

/** Office parts that carry macros (VBA) into a document. */
const MACRO_PARTS = new Set(["vbaproject.bin", "vbaprojectsignature.bin", "vbadata.xml"]);

/** True when an archive entry is a program or a macro part, whatever folder it sits in. */
export function isExecutableEntry(name: string): boolean {
  const base = (name.split("/").pop() ?? "").toLowerCase();
  if (MACRO_PARTS.has(base)) return true;
  const dot = base.lastIndexOf(".");
  return dot >= 0 && EXECUTABLE_EXTENSIONS.has(base.slice(dot + 1));
}

/** True when the bytes begin like a program: Windows (MZ), Linux (ELF), macOS (Mach-O) or a script. */
export function startsLikeExecutable(head: Uint8Array): boolean {
  const [a, b, c, d] = head;
  if (a === 0x4d && b === 0x5a) return true; // MZ
  if (a === 0x7f && b === 0x45 && c === 0x4c && d === 0x46) return true; // \x7fELF
  if (a === 0x23 && b === 0x21) return true; // #!
  const magic = ((a ?? 0) << 24) | ((b ?? 0) << 16) | ((c ?? 0) << 8) | (d ?? 0);
  return [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe].includes(magic >>> 0);
}

/**
 * True when a Windows program sits anywhere in the bytes: an "MZ" whose header's e_lfanew field
 * points at a "PE\0\0" signature (chance coincidences need four exact bytes at that pointer).
 */
export function containsWindowsExecutable(bytes: Uint8Array): boolean {
  for (let i = bytes.indexOf(0x4d); i >= 0 && i + 0x40 <= bytes.length; i = bytes.indexOf(0x4d, i + 1)) {
    if (bytes[i + 1] !== 0x5a) continue;
    const pe = i + u32(bytes, i + 0x3c);
    if (pe > i && pe + 4 <= bytes.length && u32(bytes, pe) === 0x00004550) return true;
  }
  return false;
}
