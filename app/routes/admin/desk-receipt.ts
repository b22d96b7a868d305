// /yonetim/rezervasyonlar/:number/makbuz: the receipt PDF of every payment received (online and at
// the desk) with the return's charges, in the page's language (decision 0041).
import { data } from "react-router";
import type { Route } from "./+types/desk-receipt";
import { deskReceipt } from "#app/server/services/desk/desk-receipt.server.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requireStaff } from "./staff-guard.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const result = await asStaff(() =>
    deskReceipt(ctx.db, actor, { number: params.number, lang: ctx.lang, now: new Date() }),
  );
  if (!result.ok) throw data(null, { status: 404 });
  return new Response(Buffer.from(result.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${result.number}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
