// A model's photo (docs/decisions/0051): what an upload must be, which variants
// are made of it and where they are served. Pure: the server reads the bytes (magic numbers, never
// the file name or the browser's MIME type), sharp decodes and resizes them.

/** Largest original accepted (the request body limit allows it plus the form around it). */
export const MAX_MODEL_IMAGE_BYTES = 5 * 1024 * 1024;
/** Smallest original: the smallest variant is 480 px wide and the cards are 2:1. */
export const MIN_IMAGE_WIDTH = 480;
export const MIN_IMAGE_HEIGHT = 240;
/** Largest original side and pixel count (a phone camera's 48 MP is 8000 x 6000). */
export const MAX_IMAGE_SIDE = 8000;
export const MAX_IMAGE_PIXELS = 48_000_000;

/** The widths made of every photo, up to the original's width (never enlarged). */
export const IMAGE_WIDTHS = [480, 960, 1440] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The formats served, best first: a <picture> offers AVIF, then WebP, then JPEG to old browsers. */
export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

/** What an upload is, read from its first bytes. */
export type UploadKind = "jpeg" | "png" | "webp" | "avif";

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** "jpeg", "png", "webp" or "avif" when the bytes start like one, else null. */
export function sniffImage(bytes: Uint8Array): UploadKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  // ISO-BMFF: [size]["ftyp"][major brand][minor version][compatible brands...] in the first box.
  if (startsWith(bytes, ascii("ftyp"), 4)) {
    const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
    const end = Math.min(bytes.length, boxSize >>> 0);
    for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) {
      if (startsWith(bytes, ascii("avif"), at) || startsWith(bytes, ascii("avis"), at)) return "avif";
    }
  }
  return null;
}

export type ImageRefusal = "empty" | "tooBig" | "notImage" | "unreadable" | "tooSmall" | "tooLarge";

/** The first check, before decoding: size and kind. */
export function checkImageBytes(bytes: Uint8Array): ImageRefusal | null {
  if (bytes.length === 0) return "empty";
  if (bytes.length > MAX_MODEL_IMAGE_BYTES) return "tooBig";
  return sniffImage(bytes) === null ? "notImage" : null;
}

/** The second check, on the decoded (EXIF-rotated) size. */
export function checkImageSize(width: number, height: number): ImageRefusal | null {
  if (width < MIN_IMAGE_WIDTH || height < MIN_IMAGE_HEIGHT) return "tooSmall";
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) return "tooLarge";
  return null;
}

/** The variant widths for an original this wide (at least the smallest; never wider than it). */
export function variantWidths(originalWidth: number): ImageWidth[] {
  const widths = IMAGE_WIDTHS.filter((w) => w <= originalWidth);
  return widths.length > 0 ? widths : [IMAGE_WIDTHS[0]];
}

/** The storage key of one variant. */
export function modelImageKey(modelId: number, version: string, width: number, format: ImageFormat): string {
  return `models/${modelId}/${version}/${width}.${format}`;
}

/** The public URL of one variant (routes/model-image.ts serves it). */
export function modelImagePath(modelId: number, version: string, width: number, format: ImageFormat): string {
  return `/gorsel/modeller/${modelId}/${version}/${width}.${format}`;
}

const VERSION_RE = /^[0-9a-f]{16}$/;
const FILE_RE = /^(\d{3,4})\.(avif|webp|jpg)$/;

/** A variant URL's parts, or null for anything that is not one (refused with 404). */
export function parseModelImagePath(
  modelId: string,
  version: string,
  file: string,
): { modelId: number; version: string; width: ImageWidth; format: ImageFormat } | null {
  if (!/^[1-9]\d{0,8}$/.test(modelId) || !VERSION_RE.test(version)) return null;
  const match = FILE_RE.exec(file);
  if (!match) return null;
  const width = Number(match[1]);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  return { modelId: Number(modelId), version, width: width as ImageWidth, format: match[2] as ImageFormat };
}

/** A stored photo as pages show it. */
export type ModelPhoto = { modelId: number; version: string; width: number; height: number; widths: number[] };

/** The srcset of one format: every variant with its width. */
export function photoSrcSet(photo: ModelPhoto, format: ImageFormat): string {
  return photo.widths.map((w) => `${modelImagePath(photo.modelId, photo.version, w, format)} ${w}w`).join(", ");
}

/** The height a variant of this width has (the original's aspect ratio). */
export function photoHeightAt(photo: ModelPhoto, width: number): number {
  return Math.round((photo.height * width) / photo.width);
}
