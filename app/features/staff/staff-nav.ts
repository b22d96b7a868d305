// The staff menu: one entry per desk page, shown only to people whose role allows it (the server
// checks again on the page itself). Add an entry here when you add a page to the staff layout.
import { mayEditCatalogue } from "#app/domain/fleet/catalogue-access.ts";
import { allows, type StaffActor, type StaffPermission } from "#app/domain/staff/permissions.ts";
import type { MessageKey } from "#app/i18n/translate.ts";

export type StaffNavEntry = {
  /** Turkish path; English pages get /en in front. */
  to: string;
  /** The menu text: a message key (e.g. "staff.nav.today", or one of your own area). */
  label: MessageKey;
  /** Any one of these permissions shows the entry. */
  anyOf: readonly StaffPermission[];
  /** Active only on the exact path (Today), not on pages below it. */
  end?: boolean;
  /** Company-wide records (models, classes): not for office-bound roles (docs/decisions/0051). */
  companyWide?: boolean;
};

export const staffNav: readonly StaffNavEntry[] = [
  { to: "/yonetim", label: "staff.nav.today", anyOf: ["reservation.read"], end: true },
  { to: "/yonetim/rezervasyonlar", label: "staff.nav.reservations", anyOf: ["reservation.read"] },
  { to: "/yonetim/filo", label: "staff.nav.fleet", anyOf: ["fleet.manage"] },
  // Price editor (docs/decisions/0047).
  { to: "/yonetim/fiyatlar", label: "staff.nav.prices", anyOf: ["prices.manage"] },
  // Models and classes (docs/decisions/0051).
  { to: "/yonetim/modeller", label: "staff.nav.models", anyOf: ["fleet.manage"], companyWide: true },
  { to: "/yonetim/siniflar", label: "staff.nav.classes", anyOf: ["fleet.manage"], companyWide: true },
  { to: "/yonetim/araclar", label: "staff.nav.units", anyOf: ["fleet.manage"] },
  { to: "/yonetim/raporlar", label: "staff.nav.reports", anyOf: ["reports.read"] },
  // Desk inboxes (INBOX, docs/decisions/0043).
  { to: "/yonetim/iptal-talepleri", label: "staff.nav.cancellations", anyOf: ["cancellation.decide"] },
  { to: "/yonetim/talepler", label: "staff.nav.requests", anyOf: ["request.handle", "job_application.handle"] },
  { to: "/yonetim/subeler", label: "staff.nav.offices", anyOf: ["offices.manage", "offices.read"] },
  // Content editor (decision 0049).
  { to: "/yonetim/icerik", label: "staff.nav.content", anyOf: ["content.edit"] },
  { to: "/yonetim/personel", label: "staff.nav.staff", anyOf: ["staff.manage"] },
  { to: "/yonetim/api-istemcileri", label: "staff.nav.apiClients", anyOf: ["api_clients.manage"] },
  // Campaigns editor (CAMPAIGNS, docs/decisions/0048).
  { to: "/yonetim/kampanyalar", label: "staff.nav.campaigns", anyOf: ["campaigns.manage"] },
  // The audit screen (decision 0066).
  { to: "/yonetim/denetim", label: "staff.nav.audit", anyOf: ["audit.read"] },
  // The finance office's day (decision 0075).
  { to: "/yonetim/finans", label: "staff.nav.finance", anyOf: ["finance.read"] },
  // The invoice office (decision 0104).
  { to: "/yonetim/faturalar", label: "staff.nav.invoices", anyOf: ["invoices.manage"] },
  // Desk and phone bookings, the do-not-rent list (decisions 0076, 0077).
  { to: "/yonetim/rezervasyon-yeni", label: "staff.nav.newBooking", anyOf: ["reservation.create"] },
  { to: "/yonetim/kiralanmaz", label: "staff.nav.doNotRent", anyOf: ["do_not_rent.manage"] },
];

/** The entries this person sees, in menu order. */
export function navFor(actor: StaffActor): StaffNavEntry[] {
  return staffNav.filter(
    (entry) =>
      entry.anyOf.some((permission) => allows(actor, permission)) && (!entry.companyWide || mayEditCatalogue(actor)),
  );
}
