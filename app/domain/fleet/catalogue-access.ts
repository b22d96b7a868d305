// Who may change models and classes (docs/decisions/0051): they are company-wide (one model is on
// every office's fleet page and in every office's search), so `fleet.manage` alone is not enough —
// an office-bound role has it for its own offices' units. Only someone whose reach is every office
// (today: admins) edits the catalogue.
import { allows, officeFilter, type StaffActor } from "#app/domain/staff/permissions.ts";

export function mayEditCatalogue(actor: StaffActor): boolean {
  return allows(actor, "fleet.manage") && officeFilter(actor) === null;
}

/** The fields whose values differ, as the audit log's before and after (nothing when equal). */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | null {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of Object.keys(after) as Array<keyof T>) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return Object.keys(a).length === 0 ? null : { before: b, after: a };
}
