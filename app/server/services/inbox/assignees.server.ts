// Who a request can be given to: active staff members with a known role (docs/decisions/0043).
// The requests inbox narrows the list to the roles that handle the request's kind.
import { isStaffRole, type StaffRole } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { listStaffRows } from "#app/server/repositories/staff.server.ts";

export type AssigneeRow = { id: string; name: string; role: StaffRole };

export async function listAssignees(db: Db): Promise<AssigneeRow[]> {
  const rows = await listStaffRows(db);
  return rows.flatMap((r) => (!r.banned && isStaffRole(r.role) ? [{ id: r.id, name: r.name, role: r.role }] : []));
}
