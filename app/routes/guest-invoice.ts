// /misafir-fatura?no=…&e=…&s=…: a guest's invoice PDF by the signed link the lookup page gives
// after the number and surname matched (decision 0092); a forged or expired link is a 404.
import { data } from "react-router";
import type { Route } from "./+types/guest-invoice";
import { guestInvoicePdf } from "#app/server/services/invoice-documents.server.ts";
import { pageContext } from "./page-context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const invoice = await guestInvoicePdf(
    ctx.db,
    ctx.services.env.SESSION_SECRET,
    ctx.url.searchParams,
    ctx.lang,
    new Date(),
  );
  if (!invoice) throw data(null, { status: 404 });
  return new Response(Buffer.from(invoice.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoice.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
