// /uye-verilerim/verilerim.json and /uye-verilerim/verilerim.pdf: a signed-in member's own
// personal data, made on request (decision 0067).
import type { Route } from "./+types/member-data-file";
import { pageContext } from "./page-context.server.ts";
import { memberDataFileResponse } from "./member-data.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return memberDataFileResponse(pageContext(request, context), request, params.file);
}
