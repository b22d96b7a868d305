// A Microsoft compound file (OLE2 / CFB, the container of legacy .doc files), read just far enough
// to trust its structure: header, sector allocation table, directory, and one stream's first bytes.

export type CompoundEntry = {
  name: string;
  /** 1 storage, 2 stream, 5 root. */
  type: number;
  start: number;
  size: number;
};

export type CompoundFile = {
  entries: CompoundEntry[];
  /** The first `limit` bytes of a stream, or null when its sector chain is broken. */
  readStream(entry: CompoundEntry, limit: number): Uint8Array | null;
};

export const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const MAX_REGULAR_SECTOR = 0xfffffffa;
const END_OF_CHAIN = 0xfffffffe;
const MINI_CUTOFF = 4096;
const MINI_SECTOR = 64;

function u16(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}

function u32(bytes: Uint8Array, at: number): number {
  return (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;
}

/** The compound file's structure, or null when the header, FAT or directory is not sane. */
export function readCompoundFile(bytes: Uint8Array): CompoundFile | null {
  if (bytes.length < 512 || !OLE2_SIGNATURE.every((b, i) => bytes[i] === b)) return null;
  const major = u16(bytes, 0x1a);
  const shift = u16(bytes, 0x1e);
  if (u16(bytes, 0x1c) !== 0xfffe || u16(bytes, 0x20) !== 6 || u32(bytes, 0x38) !== MINI_CUTOFF) return null;
  if (!((major === 3 && shift === 9) || (major === 4 && shift === 12))) return null;
  if (major === 3 && u32(bytes, 0x28) !== 0) return null;
  const size = 1 << shift;
  const sectorCount = Math.floor((bytes.length - size) / size);
  if (sectorCount < 1) return null;
  const offsetOf = (sector: number) => size * (sector + 1);
  const inFile = (sector: number) => sector < sectorCount;

  // The FAT's own sectors: 109 in the header, the rest in a chain of DIFAT sectors.
  const fatSectorCount = u32(bytes, 0x2c);
  if (fatSectorCount < 1 || fatSectorCount > sectorCount) return null;
  const fatSectors: number[] = [];
  for (let i = 0; i < 109 && fatSectors.length < fatSectorCount; i++) fatSectors.push(u32(bytes, 0x4c + 4 * i));
  let difat = u32(bytes, 0x44);
  const perDifat = size / 4 - 1;
  for (let n = u32(bytes, 0x48); n > 0 && fatSectors.length < fatSectorCount; n--) {
    if (!inFile(difat)) return null;
    for (let i = 0; i < perDifat && fatSectors.length < fatSectorCount; i++) {
      fatSectors.push(u32(bytes, offsetOf(difat) + 4 * i));
    }
    difat = u32(bytes, offsetOf(difat) + 4 * perDifat);
  }
  if (fatSectors.length !== fatSectorCount || !fatSectors.every(inFile)) return null;
  const fat: number[] = [];
  for (const sector of fatSectors) {
    for (let i = 0; i < size / 4; i++) fat.push(u32(bytes, offsetOf(sector) + 4 * i));
  }

  /** A sector chain from `start`: every link inside the file, no loop, ending in END_OF_CHAIN. */
  const chain = (start: number, table: number[], limit: number, valid: (s: number) => boolean): number[] | null => {
    const seen = new Set<number>();
    const out: number[] = [];
    for (let s = start; s !== END_OF_CHAIN; s = table[s] ?? -1) {
      if (s < 0 || s > MAX_REGULAR_SECTOR || !valid(s) || seen.has(s) || out.length >= limit) return null;
      seen.add(s);
      out.push(s);
    }
    return out;
  };
  const regular = (start: number) => chain(start, fat, sectorCount, (s) => inFile(s) && s < fat.length);

  const directory = regular(u32(bytes, 0x30));
  if (!directory || directory.length === 0) return null;
  const entries: CompoundEntry[] = [];
  for (const sector of directory) {
    for (let at = offsetOf(sector); at < offsetOf(sector) + size; at += 128) {
      const type = bytes[at + 0x42] ?? 0;
      if (type === 0) continue; // an unused slot
      const nameLength = u16(bytes, at + 0x40);
      if (nameLength < 2 || nameLength > 64 || nameLength % 2 !== 0) return null;
      if (type !== 1 && type !== 2 && type !== 5) return null;
      let name = "";
      for (let i = 0; i < nameLength - 2; i += 2) name += String.fromCharCode(u16(bytes, at + i));
      entries.push({ name, type, start: u32(bytes, at + 0x74), size: u32(bytes, at + 0x78) });
    }
  }
  const root = entries[0];
  if (!root || root.type !== 5 || entries.slice(1).some((e) => e.type === 5)) return null;

  function readStream(entry: CompoundEntry, limit: number): Uint8Array | null {
    const want = Math.min(limit, entry.size);
    if (entry.size >= MINI_CUTOFF || entry.type === 5) {
      const sectors = regular(entry.start);
      if (!sectors || sectors.length * size < entry.size) return null;
      const out = new Uint8Array(want);
      for (let i = 0; i * size < want; i++) {
        const from = offsetOf(sectors[i] ?? 0);
        out.set(bytes.subarray(from, from + Math.min(size, want - i * size)), i * size);
      }
      return out;
    }
    // Small streams live in 64-byte mini sectors inside the root's stream.
    const miniFat: number[] = [];
    const miniFatSectors = regular(u32(bytes, 0x3c));
    if (!miniFatSectors) return null;
    for (const sector of miniFatSectors) {
      for (let i = 0; i < size / 4; i++) miniFat.push(u32(bytes, offsetOf(sector) + 4 * i));
    }
    const rootSectors = regular(root?.start ?? END_OF_CHAIN);
    if (!rootSectors) return null;
    const miniCount = Math.floor(Math.min(root?.size ?? 0, rootSectors.length * size) / MINI_SECTOR);
    const minis = chain(entry.start, miniFat, miniCount, (s) => s < miniCount && s < miniFat.length);
    if (!minis || minis.length * MINI_SECTOR < entry.size) return null;
    const out = new Uint8Array(want);
    for (let i = 0; i * MINI_SECTOR < want; i++) {
      const position = (minis[i] ?? 0) * MINI_SECTOR;
      const from = offsetOf(rootSectors[Math.floor(position / size)] ?? 0) + (position % size);
      out.set(bytes.subarray(from, from + Math.min(MINI_SECTOR, want - i * MINI_SECTOR)), i * MINI_SECTOR);
    }
    return out;
  }

  return { entries, readStream };
}

/** Word's File Information Block starts with this magic (Word 97 and later; Word 6/95). */
const WORD_FIB_MAGIC = new Set([0xa5ec, 0xa5dc]);
/** Storages that carry macros (VBA) in a legacy Word document. */
const MACRO_STORAGES = new Set(["macros", "_vba_project_cur", "vba"]);

/**
 * True when the bytes are a legacy Word document: a sane compound file with a "WordDocument"
 * stream that starts with a Word FIB, and no macro storage.
 */
export function isWordCompoundFile(bytes: Uint8Array): boolean {
  const file = readCompoundFile(bytes);
  if (!file) return false;
  if (file.entries.some((e) => e.type === 1 && MACRO_STORAGES.has(e.name.toLowerCase()))) return false;
  const word = file.entries.find((e) => e.type === 2 && e.name === "WordDocument");
  if (!word || word.size < 32) return false;
  const head = file.readStream(word, 2);
  return head !== null && WORD_FIB_MAGIC.has(u16(head, 0));
}
