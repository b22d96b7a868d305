// The public side of model photos (docs/decisions/0051): one variant's bytes from the shared file
// storage, for routes/model-photo.ts. The URL names the variant exactly (model, version, width,
// format) and a version is never reused, so the answer may be cached for a year.
import { IMAGE_CONTENT_TYPES, modelImageKey, parseModelImagePath } from "#app/domain/fleet/model-image.ts";
import type { FileStorage } from "#app/server/storage/file-storage.server.ts";

export type PhotoFile = { bytes: Uint8Array; contentType: string; etag: string };

export async function modelPhotoFile(
  storage: FileStorage,
  params: { modelId?: string; version?: string; file?: string },
): Promise<PhotoFile | null> {
  const parts = parseModelImagePath(params.modelId ?? "", params.version ?? "", params.file ?? "");
  if (!parts) return null;
  const bytes = await storage.get(modelImageKey(parts.modelId, parts.version, parts.width, parts.format));
  if (!bytes) return null;
  return {
    bytes,
    contentType: IMAGE_CONTENT_TYPES[parts.format],
    etag: `"${parts.version}-${parts.width}-${parts.format}"`,
  };
}
