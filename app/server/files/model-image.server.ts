// A model photo's variants, made by sharp (libvips; docs/decisions/0051): the upload is checked by
// its bytes and its decoded size, turned upright by its EXIF orientation, resized to 480/960/1440 px
// wide (never enlarged) and written as AVIF, WebP and JPEG without any of the original's metadata
// (a phone photo's GPS position stays out). The original itself is not kept.
import { randomBytes } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import {
  checkImageBytes,
  checkImageSize,
  type ImageFormat,
  type ImageRefusal,
  MAX_IMAGE_PIXELS,
  sniffImage,
  variantWidths,
} from "#app/domain/fleet/model-image.ts";

export type ImageVariant = { width: number; format: ImageFormat; bytes: Uint8Array };

export type ProcessedImage = {
  /** Random per upload: the variants' URLs never change meaning. */
  version: string;
  width: number;
  height: number;
  widths: number[];
  variants: ImageVariant[];
};

export type ImageOutcome = { ok: true; image: ProcessedImage } | { ok: false; reason: ImageRefusal };

// What sharp names the formats sniffImage knows (AVIF is decoded by libheif).
const SHARP_FORMATS = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif" } as const;

// One image at a time per libvips call: the machine's cores are shared with the requests.
sharp.concurrency(1);

async function encode(base: Sharp, width: number, format: ImageFormat): Promise<Uint8Array> {
  const resized = base.clone().resize({ width, withoutEnlargement: true });
  const out =
    format === "avif"
      ? resized.avif({ quality: 55, effort: 2 })
      : format === "webp"
        ? resized.webp({ quality: 78 })
        : resized.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true });
  return new Uint8Array(await out.toBuffer());
}

/** The variants of an uploaded photo, or why it is refused. */
export async function processModelImage(bytes: Uint8Array): Promise<ImageOutcome> {
  const refused = checkImageBytes(bytes);
  if (refused) return { ok: false, reason: refused };
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" } as const;
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, options).metadata();
    if (meta.format !== SHARP_FORMATS[sniffImage(bytes) ?? "jpeg"]) return { ok: false, reason: "notImage" };
    ({ width, height } = meta.autoOrient);
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  const badSize = checkImageSize(width, height);
  if (badSize) return { ok: false, reason: badSize };
  const widths = variantWidths(width);
  const variants: ImageVariant[] = [];
  try {
    const base = sharp(bytes, options).autoOrient();
    for (const w of widths) {
      for (const format of ["avif", "webp", "jpg"] as const) {
        variants.push({ width: w, format, bytes: await encode(base, w, format) });
      }
    }
  } catch {
    // Headers that read but pixel data that does not (a truncated file).
    return { ok: false, reason: "unreadable" };
  }
  return { ok: true, image: { version: randomBytes(8).toString("hex"), width, height, widths, variants } };
}
