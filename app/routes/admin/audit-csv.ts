// /yonetim/denetim/csv: the audit screen's filtered entries as a CSV download (decision 0066), admins.
import type { Route } from "./+types/audit-csv";
import { auditCsvDownload } from "./audit-page.server.ts";

export const loader = (args: Route.LoaderArgs) => auditCsvDownload(args);
