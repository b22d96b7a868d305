// /yonetim/faturalar/<number>.xml and .pdf: an invoice's UBL-TR XML or its PDF copy for finance
// (decision 0104). Anything else, or an unknown number, is a 404.
import { data } from "react-router";
import type { Route } from "./+types/invoice-file";
import { INVOICE_NUMBER_RE } from "#app/server/services/invoice-documents.server.ts";
import { invoiceFileForOffice } from "#app/server/services/staff/invoice-office.server.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requireStaff } from "./staff-guard.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const match = /^([A-Z0-9]{16})\.(xml|pdf)$/.exec(params.file ?? "");
  if (!match?.[1] || !match[2] || !INVOICE_NUMBER_RE.test(match[1])) throw data(null, { status: 404 });
  const format = match[2] as "xml" | "pdf";
  const file = await asStaff(() => invoiceFileForOffice(ctx.db, actor, match[1] ?? "", format, ctx.lang));
  if (!file) throw data(null, { status: 404 });
  return new Response(typeof file.body === "string" ? file.body : Buffer.from(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
