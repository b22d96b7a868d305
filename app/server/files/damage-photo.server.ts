// A damage photo taken with the counter tablet's camera (decision 0078): checked by its bytes,
// turned upright by its EXIF orientation, made at most 1280 px on its longer side and written as
// JPEG without the original's metadata (a phone photo's GPS position stays out).
import sharp from "sharp";
import { checkImageBytes, MAX_IMAGE_PIXELS, type ImageRefusal } from "#app/domain/fleet/model-image.ts";

export const DAMAGE_PHOTO_SIDE = 1280;

export type DamagePhoto = { bytes: Uint8Array; width: number; height: number };

export async function processDamagePhoto(
  bytes: Uint8Array,
): Promise<{ ok: true; photo: DamagePhoto } | { ok: false; reason: ImageRefusal }> {
  const refused = checkImageBytes(bytes);
  if (refused) return { ok: false, reason: refused };
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      .autoOrient()
      .resize({ width: DAMAGE_PHOTO_SIDE, height: DAMAGE_PHOTO_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, photo: { bytes: new Uint8Array(data), width: info.width, height: info.height } };
  } catch {
    return { ok: false, reason: "unreadable" };
  }
}
