// The audit screen's rules (docs/decisions/0066): every action kind and record kind the services
// write into the audit log (docs/decisions/0034), the fields an entry changed, the kind of each
// value (so it is shown as money, a date or a yes/no word) and the staff page of each record.
// Pure: the screen and its CSV export both read entries through these functions.

/** Every `action` a service writes with `audit(...)`; a new one belongs here and in the catalogs. */
export const auditActions = [
  "api_client.create",
  "api_client.rotate",
  "api_client.revoke",
  "content_text.update",
  "content_article.create",
  "content_article.update",
  "content_article.publish",
  "content_article.schedule",
  "content_article.unpublish",
  "content_listing.create",
  "content_listing.update",
  "content_listing.publish",
  "content_listing.schedule",
  "content_listing.unpublish",
  "campaign.create",
  "campaign.update",
  "vehicle_model.update",
  "vehicle_model.photo",
  "vehicle_model.photo_alt",
  "vehicle_model.photo_remove",
  "vehicle_class.update",
  "price_edit.rates",
  "price_edit.season",
  "price_edit.season_add",
  "price_edit.one_way",
  "price_edit.assurance",
  "price_edit.km_package",
  "price_edit.extra",
  "price_edit.pay_now",
  "price_edit.deposit_free",
  "price_edit.monthly",
  "unit.add",
  "unit.edit",
  "unit.retire",
  "unit.block.add",
  "unit.block.remove",
  "unit.transfer.add",
  "unit.transfer.cancel",
  "staff_account.invite",
  "staff_account.reinvite",
  "staff_account.role",
  "staff_account.offices",
  "staff_account.disable",
  "staff_account.enable",
  "office.settings",
  "office.closure",
  "office.closure_removed",
  "office.delivery",
  "place.create",
  "place.update",
  "place.retire",
  "place.restore",
  "reservation.unit",
  "reservation.pickup",
  "reservation.return",
  "reservation.cancel",
  "reservation.no_show",
  "payment.desk",
  "refund.issue",
  "refund.retry",
  "refund.manual",
  "payment_reference.issue",
  "payment_reference.reissue",
  "payment_reference.email",
  "payment_reference.cancel",
  "cancellation.approve",
  "cancellation.refund",
  "cancellation.decline",
  "request.status",
  "request.assign",
  "request.note",
  "request.reply",
  "job_application.cv_open",
  "till.close",
  "bank.reconcile",
  "reservation.create",
  "do_not_rent.add",
  "do_not_rent.remove",
  "customer.note",
  "agreement.sign",
  "damage.close",
  "charges.waive",
  "charges.correct",
  "deposit.settle",
  "deposit.link",
  "reservation.change",
  "invoice.email",
  "invoice.correct",
  "invoice.cancel",
] as const;
export type AuditAction = (typeof auditActions)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (auditActions as readonly string[]).includes(value);
}

/** Every `entityType` the services write: the kind of record an entry is about. */
export const auditRecordKinds = [
  "reservation",
  "cancellation_request",
  "form_submission",
  "office",
  "unit",
  "vehicle_model",
  "model",
  "vehicle_class",
  "season",
  "one_way_fee",
  "assurance_price",
  "km_package",
  "extra",
  "pricing_settings",
  "monthly_rates",
  "campaign",
  "blog_post",
  "news_item",
  "trip_place",
  "faq_entry",
  "page",
  "staff",
  "api_client",
  "bank_reconciliation",
  "do_not_rent",
  "customer",
  "invoice",
  "place",
] as const;
export type AuditRecordKind = (typeof auditRecordKinds)[number];

export function isAuditRecordKind(value: string): value is AuditRecordKind {
  return (auditRecordKinds as readonly string[]).includes(value);
}

/** The message key part of an action: "unit.block.add" -> "unitBlockAdd". */
export function auditActionKey(action: AuditAction): string {
  return action.replace(/[._]([a-z])/g, (_m, letter: string) => letter.toUpperCase());
}

/** The message key part of a record kind: "cancellation_request" -> "cancellationRequest". */
export function auditRecordKey(kind: AuditRecordKind): string {
  return kind.replace(/_([a-z])/g, (_m, letter: string) => letter.toUpperCase());
}

/** One changed field of an entry: its name and the values before and after (absent = null). */
export type AuditChange = { field: string; before: unknown; after: unknown };

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function fieldsOf(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The fields whose values differ between `before` and `after`, in the order they first appear
 * (after's order, then fields only before had). A created record (no before) lists every field it
 * was given; a field equal on both sides is left out.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = fieldsOf(before);
  const a = fieldsOf(after);
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return names
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }))
    .filter((c) => !sameValue(c.before, c.after));
}

/** How a value is shown: an amount in kuruş, a rate in basis points, an instant, a day, a yes/no... */
export type AuditValueKind =
  "empty" | "money" | "basisPoints" | "instant" | "day" | "boolean" | "list" | "object" | "text";

const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A value's kind, by its field's name (…Kurus, …Bp) and its shape. */
export function auditValueKind(field: string, value: unknown): AuditValueKind {
  if (value === null || value === undefined || value === "") return "empty";
  if (typeof value === "number" && Number.isSafeInteger(value) && /Kurus$/.test(field)) return "money";
  if (typeof value === "number" && /Bp$/.test(field)) return "basisPoints";
  if (typeof value === "boolean") return "boolean";
  if (typeof value === "string" && instantPattern.test(value) && !Number.isNaN(Date.parse(value))) return "instant";
  if (typeof value === "string" && dayPattern.test(value)) return "day";
  if (Array.isArray(value)) return "list";
  if (typeof value === "object") return "object";
  return "text";
}

const segment = (id: string) => encodeURIComponent(id);

/**
 * The staff page of an entry's record (Turkish form; the page adds /en), or null when none shows
 * it. A reservation's page is found by its number, which the caller looks up from the id.
 */
export function auditRecordPath(kind: string, id: string, reservationNumber: string | null): string | null {
  if (!isAuditRecordKind(kind)) return null;
  switch (kind) {
    case "reservation":
      return reservationNumber ? `/yonetim/rezervasyonlar/${segment(reservationNumber)}` : null;
    case "cancellation_request":
      return `/yonetim/iptal-talepleri/${segment(id)}`;
    case "form_submission":
      return `/yonetim/talepler/${segment(id)}`;
    case "office":
      return `/yonetim/subeler/${segment(id)}`;
    case "unit":
      return `/yonetim/araclar/${segment(id)}`;
    case "vehicle_model":
    case "model":
      return `/yonetim/modeller/${segment(id)}`;
    case "vehicle_class":
      return "/yonetim/siniflar";
    case "season":
      return "/yonetim/fiyatlar/sezonlar";
    case "one_way_fee":
      return "/yonetim/fiyatlar/tek-yon";
    case "assurance_price":
    case "km_package":
    case "extra":
      return "/yonetim/fiyatlar/paketler";
    case "pricing_settings":
      return "/yonetim/fiyatlar";
    case "monthly_rates":
      return "/yonetim/fiyatlar/aylik";
    case "campaign":
      return `/yonetim/kampanyalar/${segment(id)}`;
    case "blog_post":
      return `/yonetim/icerik/blog/${segment(id)}`;
    case "news_item":
      return `/yonetim/icerik/haber/${segment(id)}`;
    case "trip_place":
      return `/yonetim/icerik/gezi/${segment(id)}`;
    case "faq_entry":
      return `/yonetim/icerik/sss/${segment(id)}`;
    case "page":
      return `/yonetim/icerik/metin/${segment(id)}`;
    case "staff":
      return "/yonetim/personel";
    case "api_client":
      return "/yonetim/api-istemcileri";
    case "bank_reconciliation":
      return "/yonetim/finans";
    case "do_not_rent":
      return "/yonetim/kiralanmaz";
    case "customer":
      return "/yonetim/musteri";
    case "invoice":
      return "/yonetim/faturalar";
    case "place":
      return "/yonetim/subeler/harita-verisi";
  }
}
