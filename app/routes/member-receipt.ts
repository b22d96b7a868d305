// /uye-faturalar/YLD-XXXXXXX.pdf: a signed-in member's receipt, generated on request.
import type { Route } from "./+types/member-receipt";
import { pageContext } from "./page-context.server.ts";
import { memberReceiptResponse } from "./member-page.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return memberReceiptResponse(pageContext(request, context), request, params.file);
}
