// Who on the staff may do what, and where (docs/domain-rules.md "The desk"; docs/decisions/0034).
// Pure: the server asks `allows` before every staff action and every staff read, with the offices
// the record touches; the desk's menus ask the same function, so a hidden button and a refused
// request never disagree.

export const staffRoles = [
  "admin",
  "office",
  "call_centre",
  "finance",
  "content",
  "hr",
  /** An office agent who also may waive return charges above the limit (decision 0081). */
  "office_manager",
] as const;
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value);
}

export const staffPermissions = [
  /** The "Today" screen and the reservation list and detail pages. */
  "reservation.read",
  /** Assign or change the unit, pick-up (check-out), return (check-in), no-show. */
  "reservation.operate",
  /** Cancel on the customer's behalf with the policy applied (a refund also needs `refund.issue`). */
  "reservation.cancel",
  /** Record a payment taken at the desk (cash, card on the office terminal). */
  "payment.desk",
  /** Issue, e-mail and cancel a /sanal-odeme payment reference for what a reservation owes. */
  "payment.reference",
  /** Send money back through the gateway: approve a refunding cancellation, retry a failed refund. */
  "refund.issue",
  /** Decide cancellation requests (approve with no refund due, or decline with a reason). */
  "cancellation.decide",
  /** Contact messages and fleet requests: read, assign, note, reply, close. */
  "request.handle",
  /** Job applications and their CVs (personal data: HR and admins only). */
  "job_application.handle",
  /** Units, maintenance blocks and the fleet timeline. */
  "fleet.manage",
  /** Rates, seasons, one-way fees, packages and extras. */
  "prices.manage",
  /** Campaigns and their codes. */
  "campaigns.manage",
  /** Offices: hours, closures, buffer, address. */
  "offices.manage",
  /** The map data (gazetteer) of the cities: add, edit, retire places (office managers: their offices' cities; decision 0141). */
  "places.manage",
  /** See an office's settings without changing them (office staff: their own offices; decision 0050). */
  "offices.read",
  /** Blog, news, trips, campaign texts, FAQ and legal texts. */
  "content.edit",
  /** Reports and CSV exports. */
  "reports.read",
  /** Invite, change and disable staff accounts. */
  "staff.manage",
  /** API clients: create, rotate, revoke. */
  "api_clients.manage",
  /** The whole audit log (each record's own entries show to whoever may read the record). */
  "audit.read",
  /** Cash collected per office and day (office staff: their own offices; decision 0075). */
  "finance.read",
  /** Count the drawer and close an office's day (office staff: their own offices; decision 0075). */
  "till.close",
  /** Match the bank's day-end list with Yolda's payments and refunds (decision 0075). */
  "bank.reconcile",
  /** Make a booking for a customer at the counter or on the phone (decision 0076). */
  "reservation.create",
  /** Add to and remove from the do-not-rent list (decision 0077). */
  "do_not_rent.manage",
  /** Lower or remove a return's charges beyond the desk's waiver limit (decision 0081). */
  "charges.waive",
  /** The invoice office: list, download, re-send, correct and cancel invoices (decision 0104). */
  "invoices.manage",
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

const grants: Record<StaffRole, readonly StaffPermission[]> = {
  admin: staffPermissions,
  // At the counter of their own offices: the whole life of a reservation there, its fleet, and the
  // requests the public sends; no refunds, prices or content.
  office: [
    "reservation.read",
    "reservation.operate",
    "reservation.cancel",
    "payment.desk",
    "payment.reference",
    "cancellation.decide",
    "request.handle",
    "fleet.manage",
    "offices.read",
    "finance.read",
    "till.close",
    "reservation.create",
  ],
  // Every office on the phone: reads and helps, cancels and sends payment links; no refunds, no
  // prices, no car handed over (that needs someone at the counter).
  call_centre: [
    "reservation.read",
    "reservation.cancel",
    "payment.reference",
    "cancellation.decide",
    "request.handle",
    "reservation.create",
  ],
  finance: [
    "reservation.read",
    "payment.desk",
    "payment.reference",
    "refund.issue",
    "cancellation.decide",
    "reports.read",
    "finance.read",
    "till.close",
    "bank.reconcile",
    "invoices.manage",
  ],
  content: ["content.edit", "campaigns.manage"],
  hr: ["job_application.handle"],
  office_manager: [
    "reservation.read",
    "reservation.operate",
    "reservation.cancel",
    "payment.desk",
    "payment.reference",
    "cancellation.decide",
    "request.handle",
    "fleet.manage",
    "offices.read",
    "charges.waive",
    "places.manage",
  ],
};

/** Roles whose reach is limited to the offices assigned to the person. */
export const officeBoundRoles: readonly StaffRole[] = ["office", "office_manager"];

/** A signed-in staff member as every staff service sees them. */
export type StaffActor = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** The offices assigned to the person; only binding for office-bound roles. */
  officeIds: readonly number[];
};

export function roleAllows(role: StaffRole, permission: StaffPermission): boolean {
  return grants[role].includes(permission);
}

/** The permissions a role has, in the catalogue's order (for menus and the staff list). */
export function permissionsOf(role: StaffRole): StaffPermission[] {
  return staffPermissions.filter((p) => roleAllows(role, p));
}

/** True when the actor may reach a record that touches these offices (any one of them is enough). */
export function reachesOffices(actor: StaffActor, officeIds: readonly number[]): boolean {
  if (!officeBoundRoles.includes(actor.role)) return true;
  return officeIds.some((id) => actor.officeIds.includes(id));
}

/**
 * The one question: may this person do this, on a record touching these offices? `officeIds`
 * omitted means the action is not about one office's record (lists filter by office themselves,
 * through `officeFilter`).
 */
export function allows(actor: StaffActor, permission: StaffPermission, officeIds?: readonly number[]): boolean {
  if (!roleAllows(actor.role, permission)) return false;
  return officeIds === undefined ? true : reachesOffices(actor, officeIds);
}

/** The office filter a list must apply for this actor: null = every office. */
export function officeFilter(actor: StaffActor): readonly number[] | null {
  return officeBoundRoles.includes(actor.role) ? actor.officeIds : null;
}
