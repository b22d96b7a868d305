// /yonetim/talepler/:id/cv: the CV of a job application from the shared storage, shown in the
// browser (inline, its checked content type, never cached); HR and admins only (docs/decisions/0043).
import type { Route } from "./+types/request-cv";
import { cvResponse } from "./requests-page.server.ts";

export const loader = (args: Route.LoaderArgs) => cvResponse(args);
