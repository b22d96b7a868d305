// The audit screen's use cases (docs/decisions/0066): a page of the log and the whole filtered log for
// the CSV, for whoever holds `audit.read` (admins), limited to the offices an office-bound reader
// reaches. Reads only: the log is append-only (decision 0034), so no use case here changes it.
import { officeFilter, type StaffActor } from "#app/domain/staff/permissions.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  auditActors,
  searchAudit,
  type AuditSearch,
  type AuditSearchRow,
} from "#app/server/repositories/audit-search.server.ts";
import { requireAllowed } from "./staff-access.server.ts";

export const AUDIT_PAGE_SIZE = 50;
/** The most rows one CSV carries; a wider export is narrowed by the date filters. */
export const AUDIT_CSV_LIMIT = 10_000;

export type AuditFilters = Omit<AuditSearch, "officeIds">;

export type AuditPage = {
  entries: AuditSearchRow[];
  page: number;
  hasOlder: boolean;
  people: { id: string; name: string }[];
};

export async function auditPage(
  db: Db,
  actor: StaffActor,
  filters: AuditFilters,
  page: number,
  lang: Lang,
): Promise<AuditPage> {
  requireAllowed(actor, "audit.read");
  const search = { ...filters, officeIds: officeFilter(actor) };
  const rows = await searchAudit(
    db,
    search,
    {
      limit: AUDIT_PAGE_SIZE + 1,
      offset: (page - 1) * AUDIT_PAGE_SIZE,
    },
    lang,
  );
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE),
    page,
    hasOlder: rows.length > AUDIT_PAGE_SIZE,
    people: await auditActors(db),
  };
}

/** Every entry the filters match, newest first, up to AUDIT_CSV_LIMIT. */
export async function auditExport(
  db: Db,
  actor: StaffActor,
  filters: AuditFilters,
  lang: Lang,
): Promise<AuditSearchRow[]> {
  requireAllowed(actor, "audit.read");
  const search = { ...filters, officeIds: officeFilter(actor) };
  return searchAudit(db, search, { limit: AUDIT_CSV_LIMIT, offset: 0 }, lang);
}
