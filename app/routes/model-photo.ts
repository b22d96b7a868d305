// /gorsel/modeller/:modelId/:version/:file: one variant of a model's photo (e.g. 960.avif) from the
// shared file storage, for every language (docs/decisions/0051). The URL never changes meaning, so
// browsers and shared caches keep it for a year; a revalidation with the ETag gets 304.
import type { Route } from "./+types/model-photo";
import { pageContext } from "./page-context.server.ts";
import { etagMatches } from "#app/server/http/page-cache.server.ts";
import { modelPhotoFile } from "#app/server/services/model-photo-files.server.ts";
import { createFileStorage } from "#app/server/storage/create-file-storage.server.ts";

const CACHE = "public, max-age=31536000, immutable";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const file = await modelPhotoFile(createFileStorage(ctx.services.env, ctx.db), params);
  if (!file) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
    });
  }
  const headers = {
    "Cache-Control": CACHE,
    ETag: file.etag,
    "Content-Type": file.contentType,
    "X-Content-Type-Options": "nosniff",
  };
  if (etagMatches(request.headers.get("if-none-match"), file.etag)) return new Response(null, { status: 304, headers });
  return new Response(Buffer.from(file.bytes), {
    headers: { ...headers, "Content-Length": String(file.bytes.length) },
  });
}
