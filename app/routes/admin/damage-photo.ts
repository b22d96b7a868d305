// /yonetim/hasar-fotograflari/:year/:month/:file: a damage photo from the shared file storage, for
// staff who may read reservations (decision 0078).
import { data } from "react-router";
import type { Route } from "./+types/damage-photo";
import { damagePhotoBytes } from "#app/server/services/desk/agreements.server.ts";
import { createFileStorage } from "#app/server/storage/create-file-storage.server.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requireStaff } from "./staff-guard.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  if (!/^\d{4}$/.test(params.year) || !/^\d{2}$/.test(params.month) || !/^[0-9a-f-]{36}\.jpg$/.test(params.file)) {
    throw data(null, { status: 404 });
  }
  const key = `damage/${params.year}/${params.month}/${params.file}`;
  const storage = createFileStorage(ctx.services.env, ctx.db);
  const bytes = await asStaff(() => damagePhotoBytes(ctx.db, storage, actor, key));
  if (!bytes) throw data(null, { status: 404 });
  return new Response(Buffer.from(bytes), {
    headers: { "Content-Type": "image/jpeg", "Cache-Control": "private, max-age=3600" },
  });
}
