// POST /ik/basvuru: the job form's upload when JavaScript is on (XMLHttpRequest, for the progress
// bar). Same service and answer as the page's own action, as JSON.
import type { Route } from "./+types/job-application-upload";
import { pageContext } from "./page-context.server.ts";
import { formRequestOf } from "#app/server/services/forms.server.ts";
import { submitJobApplication } from "#app/server/services/job-applications.server.ts";
import { createFileStorage } from "#app/server/storage/create-file-storage.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const storage = createFileStorage(ctx.services.env, ctx.db);
  const outcome = await submitJobApplication(formRequestOf(ctx), await request.formData(), storage);
  return Response.json(outcome.data, {
    status: outcome.status,
    headers: { "Cache-Control": "no-store", ...outcome.headers },
  });
}
