// The staff menu: one entry per desk page, shown only to people whose role allows it (the server
// checks again on the page itself). Add an entry here when you add a page to the staff layout.
import { allows, type StaffActor, type StaffPermission } from "../../domain/staff/permissions.ts";

export type StaffNavEntry = {
  /** Turkish path; English pages get /en in front. */
  to: string;
  /** Message key under staff.nav. */
  label: "today" | "reservations" | "staff" | "audit";
  /** Any one of these permissions shows the entry. */
  anyOf: readonly StaffPermission[];
  /** Active only on the exact path (Today), not on pages below it. */
  end?: boolean;
};

export const staffNav: readonly StaffNavEntry[] = [
  { to: "/yonetim", label: "today", anyOf: ["reservation.read"], end: true },
  { to: "/yonetim/rezervasyonlar", label: "reservations", anyOf: ["reservation.read"] },
  { to: "/yonetim/personel", label: "staff", anyOf: ["staff.manage"] },
  { to: "/yonetim/denetim", label: "audit", anyOf: ["audit.read"] },
];

/** The entries this person sees, in menu order. */
export function navFor(actor: StaffActor): StaffNavEntry[] {
  return staffNav.filter((entry) => entry.anyOf.some((permission) => allows(actor, permission)));
}
