// An audit entry as the reader sees it (docs/decisions/0066): the action as a sentence, the record's
// kind and page, and the changed fields with labels and values in the reader's language (money as
// the site writes it, instants in Istanbul time, yes/no words). The screen and the CSV use it alike.
import {
  auditActionKey,
  auditChanges,
  auditRecordKey,
  auditRecordPath,
  auditValueKind,
  isAuditAction,
  isAuditRecordKind,
} from "#app/domain/staff/audit-trail.ts";
import { toCsv } from "#app/domain/reports/csv.ts";
import { isStaffRole } from "#app/domain/staff/permissions.ts";
import type { RefundRule } from "#app/domain/cancellation/cancellation-refund.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { ISTANBUL_TIME_ZONE } from "#app/domain/time/istanbul.ts";
import { locales, type Lang } from "#app/i18n/config.ts";
import type { AuditMessages } from "#app/i18n/messages/staff-audit.ts";
import type { MessageKey, Translate } from "#app/i18n/translate.ts";

/** What the service reads of one entry. */
export type AuditEntryFacts = {
  id: number;
  at: Date;
  actorName: string;
  action: string;
  entityType: string;
  entityId: string;
  /** The reservation's number when the record is a reservation (its page is found by number). */
  reservationNumber: string | null;
  /** What the record is called (an office's name, a plate, a code...), when the service knows it. */
  recordName: string | null;
  before: unknown;
  after: unknown;
  note: string | null;
};

export type AuditChangeView = { field: string; label: string; before: string; after: string };

export type AuditEntryView = {
  id: number;
  when: string;
  /** The instant as ISO text, for `<time dateTime>`. */
  at: string;
  who: string;
  what: string;
  recordKind: string;
  recordLabel: string;
  /** The record's staff page (Turkish form), or null when no page shows it. */
  recordPath: string | null;
  changes: AuditChangeView[];
  note: string | null;
};

type FieldName = keyof AuditMessages["fields"];

/** The fields the catalogs name; any other field is shown by its own name, split into words. */
const labelledFields: readonly FieldName[] = [
  "status",
  "name",
  "email",
  "role",
  "officeIds",
  "lang",
  "disabled",
  "open24h",
  "hours",
  "turnaroundMinutes",
  "addressTr",
  "addressEn",
  "phone",
  "lat",
  "lng",
  "closures",
  "date",
  "plate",
  "modelId",
  "homeOfficeId",
  "inService",
  "retiredAt",
  "removedAt",
  "code",
  "slug",
  "titleTr",
  "titleEn",
  "summaryTr",
  "summaryEn",
  "bodyTr",
  "bodyEn",
  "termsTr",
  "termsEn",
  "altTr",
  "altEn",
  "photo",
  "discountKind",
  "discountValue",
  "validFrom",
  "validTo",
  "classIds",
  "usageLimit",
  "publishedAt",
  "dailyKurus",
  "className",
  "active",
  "priceKurus",
  "capKurus",
  "feeKurus",
  "amountKurus",
  "owedKurus",
  "refundKurus",
  "totalKurus",
  "depositKurus",
  "extraKmKurus",
  "payNowDiscountBp",
  "percent",
  "startsOn",
  "endsOn",
  "unitId",
  "odometerKm",
  "fuelEighths",
  "damageNotes",
  "licenceSeen",
  "depositMethod",
  "method",
  "reason",
  "note",
  "assigneeId",
  "number",
  "clientId",
  "scopes",
  "revokedAt",
  "kind",
  "from",
  "to",
  "fromOffice",
  "toOffice",
  "departAt",
  "arriveAt",
  "cancelledAt",
  "channel",
  "paidKurus",
  "monthsPaid",
  "forMonth",
  "rule",
  "deductionKurus",
  "returnAt",
  "chargeKurus",
  "waivedKurus",
  "waiveReason",
  "kinds",
  "swap",
  "fromPlate",
  "toPlate",
  "inKm",
  "inFuel",
  "inNotes",
  "outKm",
  "outFuel",
  "outNotes",
];

/**
 * Database keys, hashes and tokens: kept in the log and its CSV for auditors, never shown on the
 * screen or in a reservation's story (staff read sentences, not keys).
 */
export function isTechnicalAuditField(field: string): boolean {
  if ((labelledFields as readonly string[]).includes(field)) return false;
  return /(^id|Id|Ids|Sha256|Hash|Token|Secret)$/.test(field);
}

/** The changes a reader sees: every changed field but the technical ones. */
export function readableAuditChanges(before: unknown, after: unknown) {
  return auditChanges(before, after).filter((c) => !isTechnicalAuditField(c.field));
}

export function auditFieldLabel(field: string, t: Translate): string {
  if ((labelledFields as readonly string[]).includes(field)) return t(`audit.fields.${field}` as MessageKey);
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

const instantFormats = new Map<Lang, Intl.DateTimeFormat>();
const dayFormats = new Map<Lang, Intl.DateTimeFormat>();

/** "28.11.2026 14:05" in Turkish, "28 Nov 2026, 14:05" in English: the wall clock in Istanbul. */
export function formatAuditInstant(instant: Date, lang: Lang): string {
  let format = instantFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[lang], {
      timeZone: ISTANBUL_TIME_ZONE,
      dateStyle: "medium",
      timeStyle: "short",
      hourCycle: "h23",
    });
    instantFormats.set(lang, format);
  }
  return format.format(instant);
}

function formatDay(day: string, lang: Lang): string {
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[lang], { timeZone: "UTC", dateStyle: "medium" });
    dayFormats.set(lang, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** A name stored in both languages ({ tr, en }, e.g. an office's), which the reader reads in theirs. */
function nameInBothLanguages(value: unknown): Record<Lang, string> | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const keys = Object.keys(value);
  const v = value as Record<string, unknown>;
  return keys.length === 2 && typeof v.tr === "string" && typeof v.en === "string" ? { tr: v.tr, en: v.en } : null;
}

const refundRules: readonly RefundRule[] = [
  "pickedUp",
  "payAtOffice",
  "assuranceFree",
  "earlyFull",
  "lateOneDay",
  "lateTwoDays",
  "lateTwentyPercent",
  "lateFirstMonth",
];
const rentalChangeKinds = ["extend", "dropoff", "upgrade", "driver"] as const;
const isRentalChangeKind = (value: unknown): value is (typeof rentalChangeKinds)[number] =>
  typeof value === "string" && (rentalChangeKinds as readonly string[]).includes(value);
const isRefundRule = (value: string): value is RefundRule => (refundRules as readonly string[]).includes(value);

/** One value as text in the reader's language (nested values one level deep). */
export function formatAuditValue(field: string, value: unknown, t: Translate, lang: Lang, depth = 0): string {
  if (field === "role" && isStaffRole(value)) return t(`staff.roles.${value}`);
  if (field === "channel" && (value === "web" || value === "api" || value === "desk" || value === "phone"))
    return t(`deskBooking.result.channel.${value}`);
  if (field === "depositMethod" && (value === "card_preauth" || value === "cash"))
    return t(`audit.depositMethods.${value}`);
  // What a running-rental change changed, in the desk's words (a list of kinds).
  if (field === "kinds" && Array.isArray(value) && value.length > 0 && value.every(isRentalChangeKind))
    return value.map((k) => t(`desk.change.kinds.${k}`)).join(", ");
  // A cancellation's refund rule, in the cancellations inbox's words.
  if (field === "rule" && typeof value === "string" && isRefundRule(value))
    return t(`inbox.cancellations.rules.${value}`);
  const named = nameInBothLanguages(value);
  if (named) return named[lang];
  const kind = auditValueKind(field, value);
  switch (kind) {
    case "empty":
      return t("audit.emptyValue");
    case "money":
      return formatTl(value as number, lang);
    case "basisPoints":
      return new Intl.NumberFormat(locales[lang], { style: "percent", maximumFractionDigits: 2 }).format(
        (value as number) / 10_000,
      );
    case "boolean":
      return value ? t("audit.yes") : t("audit.no");
    case "instant":
      return formatAuditInstant(new Date(value as string), lang);
    case "day":
      return formatDay(value as string, lang);
    case "list": {
      const items = value as unknown[];
      if (items.length === 0) return t("audit.emptyValue");
      return items.map((item) => formatAuditValue(field, item, t, lang, depth + 1)).join(", ");
    }
    case "object": {
      const entries = Object.entries(value as Record<string, unknown>);
      if (depth > 1) return JSON.stringify(value);
      const text = entries.map(([k, v]) => `${auditFieldLabel(k, t)}: ${formatAuditValue(k, v, t, lang, depth + 1)}`);
      return depth === 0 ? text.join("; ") : `(${text.join("; ")})`;
    }
    case "text":
      return typeof value === "number" ? new Intl.NumberFormat(locales[lang]).format(value) : String(value);
  }
}

/** The action as a sentence in the reader's language. */
export function auditSentence(action: string, t: Translate): string {
  if (!isAuditAction(action)) return t("audit.unknownAction", { action });
  return t(`audit.actions.${auditActionKey(action)}` as MessageKey);
}

/** The record kind's name in the reader's language. */
export function auditRecordKindName(kind: string, t: Translate): string {
  if (!isAuditRecordKind(kind)) return t("audit.unknownRecord");
  return t(`audit.kinds.${auditRecordKey(kind)}` as MessageKey);
}

/**
 * The record's name or reservation number when known; else its id (a UUID shortened to its first
 * block, the full one is in the CSV).
 */
const recordLabel = (facts: AuditEntryFacts) =>
  facts.recordName ??
  facts.reservationNumber ??
  (facts.entityId.length > 12 ? `${facts.entityId.slice(0, 8)}…` : `#${facts.entityId}`);

export function auditEntryView(facts: AuditEntryFacts, t: Translate, lang: Lang): AuditEntryView {
  return {
    id: facts.id,
    when: formatAuditInstant(facts.at, lang),
    at: facts.at.toISOString(),
    who: facts.actorName,
    what: auditSentence(facts.action, t),
    recordKind: auditRecordKindName(facts.entityType, t),
    recordLabel: recordLabel(facts),
    recordPath: auditRecordPath(facts.entityType, facts.entityId, facts.reservationNumber),
    changes: readableAuditChanges(facts.before, facts.after).map((c) => ({
      field: c.field,
      label: auditFieldLabel(c.field, t),
      before: formatAuditValue(c.field, c.before, t, lang),
      after: formatAuditValue(c.field, c.after, t, lang),
    })),
    note: facts.note,
  };
}

/**
 * The entries as a CSV file (the reports' writer: BOM, ";" in Turkish): the screen's columns, the
 * full record id, and the changes one per line as "field: before → after".
 */
export function auditCsv(entries: readonly AuditEntryFacts[], t: Translate, lang: Lang): string {
  const header = [
    t("audit.columns.when"),
    t("audit.columns.who"),
    t("audit.columns.what"),
    t("audit.recordKind"),
    t("audit.columns.record"),
    t("audit.columns.changes"),
    t("audit.columns.note"),
  ];
  const rows = entries.map((facts) => {
    const view = auditEntryView(facts, t, lang);
    return [
      view.when,
      view.who,
      view.what,
      view.recordKind,
      [facts.recordName ?? facts.reservationNumber, facts.entityId].filter(Boolean).join(" "),
      view.changes.map((c) => `${c.label}: ${c.before} ${t("audit.arrow")} ${c.after}`).join("\n"),
      view.note ?? "",
    ];
  });
  return toCsv(header, rows, lang);
}
