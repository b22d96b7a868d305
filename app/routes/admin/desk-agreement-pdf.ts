// /yonetim/rezervasyonlar/:number/sozlesme/:file ("<id>.pdf"): an agreement as a PDF, the stored
// text unchanged with its signature and hash (decision 0079).
import { data } from "react-router";
import type { Route } from "./+types/desk-agreement-pdf";
import { agreementPdf } from "#app/server/services/desk/agreements.server.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requireStaff } from "./staff-guard.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const id = /^([0-9a-f-]{36})\.pdf$/.exec(params.file)?.[1];
  if (!id) throw data(null, { status: 404 });
  const pdf = await asStaff(() =>
    agreementPdf(ctx.db, actor, params.number, id, ctx.t("handover.agreement.signature")),
  );
  if (!pdf) throw data(null, { status: 404 });
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${params.number}-${id.slice(0, 8)}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
