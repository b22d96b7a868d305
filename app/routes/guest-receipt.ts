// /misafir-makbuz?no=…&e=…&s=…: a guest's receipt PDF by the signed link the lookup page gives
// after the number and surname matched (issue 26); a forged or expired link is a 404.
import { data } from "react-router";
import type { Route } from "./+types/guest-receipt";
import { guestReceiptPdf } from "#app/server/services/guest-receipt.server.ts";
import { pageContext } from "./page-context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const receipt = await guestReceiptPdf(
    ctx.db,
    ctx.services.env.SESSION_SECRET,
    ctx.url.searchParams,
    ctx.lang,
    new Date(),
  );
  if (!receipt) throw data(null, { status: 404 });
  return new Response(Buffer.from(receipt.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${receipt.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
