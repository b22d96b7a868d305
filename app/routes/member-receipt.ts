// /uye-faturalar/YLD-XXXXXXX.pdf: a signed-in member's receipt, generated on request.
import type { Route } from "./+types/member-receipt";
import { pageContext } from "../server/page.server.ts";
import { memberReceipt } from "../server/services/member-area.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return memberReceipt(pageContext(request, context), request, params.file);
}
