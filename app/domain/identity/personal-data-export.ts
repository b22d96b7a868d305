// The member's copy of their personal data (KVKK art. 11): which fields of which records go into
// the JSON file and the PDF, in one list, so both carry the same and nothing else (no password
// hash, session token or full card number can slip in by being a column). Decision 0067.

/** The sections in their order, each with its fields in order. Nested objects list their own. */
export const EXPORT_FIELDS = {
  account: ["id", "email", "firstName", "lastName", "phone", "phoneCountry", "lang", "emailVerified", "createdAt"],
  driverProfile: [
    "birthDate",
    "licenceDate",
    "nationality",
    "tckn",
    "passport",
    "billingKind",
    "billingName",
    "billingTckn",
    "companyTitle",
    "taxOffice",
    "taxNumber",
    "billingAddress",
  ],
  consents: ["kind", "textVersion", "given", "ip", "at"],
  sessions: ["createdAt", "expiresAt", "ipAddress", "userAgent"],
  reservations: [
    "number",
    "status",
    "createdAt",
    "pickupAt",
    "returnAt",
    "pickupOffice",
    "dropoffOffice",
    "vehicle",
    "paymentType",
    "rentalDays",
    "totalKurus",
    "discountKurus",
    "payNowDiscountKurus",
    "depositKurus",
    "campaignCode",
    "flightNumber",
    "driver",
    "billing",
  ],
  payments: [
    "reservationNumber",
    "createdAt",
    "status",
    "amountKurus",
    "instalments",
    "refundedKurus",
    "maskedPan",
    "clientIp",
  ],
  cancellationRequests: [
    "reservationNumber",
    "requestedAt",
    "reason",
    "status",
    "refundKurus",
    "deductionKurus",
    "clientIp",
  ],
  formSubmissions: ["kind", "createdAt", "name", "email", "data", "clientIp", "status"],
  /** The SMS sent about the member's reservations (decision 0118). */
  smsMessages: ["reservationNumber", "kind", "phone", "body", "status", "createdAt", "sentAt"],
  /** The marketing SMS consent recorded for İYS. */
  smsConsents: ["phone", "given", "source", "ip", "at"],
} as const;

export const DRIVER_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "birthDate",
  "licenceDate",
  "tckn",
  "passport",
  "note",
] as const;
export const BILLING_FIELDS = ["kind", "name", "title", "tckn", "taxOffice", "taxNumber", "address"] as const;

export type ExportSectionKey = keyof typeof EXPORT_FIELDS;
export const EXPORT_SECTIONS = Object.keys(EXPORT_FIELDS) as ExportSectionKey[];

/** Every field name a row may show (labels are looked up by these). */
export type ExportField =
  (typeof EXPORT_FIELDS)[ExportSectionKey][number] | (typeof DRIVER_FIELDS)[number] | (typeof BILLING_FIELDS)[number];

type Row = Record<string, unknown>;

/** What the repositories gathered: rows as read, possibly with more columns than the list names. */
export type PersonalDataSnapshot = {
  account: Row;
  driverProfile: Row | null;
  consents: Row[];
  sessions: Row[];
  reservations: Row[];
  payments: Row[];
  cancellationRequests: Row[];
  formSubmissions: Row[];
  smsMessages: Row[];
  smsConsents: Row[];
};

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

function jsonValue(value: unknown): JsonValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (Array.isArray(value)) return value.map(jsonValue);
  if (typeof value === "object") {
    return Object.fromEntries(Object.entries(value as Row).map(([k, v]) => [k, jsonValue(v)]));
  }
  return String(value);
}

function pick(row: Row, fields: readonly string[]): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  for (const field of fields) {
    const value = row[field];
    if (field === "driver" && value && typeof value === "object") out[field] = pick(value as Row, DRIVER_FIELDS);
    else if (field === "billing" && value && typeof value === "object") out[field] = pick(value as Row, BILLING_FIELDS);
    else out[field] = jsonValue(value);
  }
  return out;
}

export type PersonalDataDocument = {
  format: "yolda-personal-data";
  version: 1;
  generatedAt: string;
} & { account: Record<string, JsonValue>; driverProfile: Record<string, JsonValue> | null } & {
  [K in Exclude<ExportSectionKey, "account" | "driverProfile">]: Record<string, JsonValue>[];
};

/** The JSON file: only the listed fields, dates as ISO 8601 strings, amounts in kuruş. */
export function personalDataDocument(snapshot: PersonalDataSnapshot, generatedAt: Date): PersonalDataDocument {
  const many = (key: Exclude<ExportSectionKey, "account" | "driverProfile">) =>
    snapshot[key].map((row) => pick(row, EXPORT_FIELDS[key]));
  return {
    format: "yolda-personal-data",
    version: 1,
    generatedAt: generatedAt.toISOString(),
    account: pick(snapshot.account, EXPORT_FIELDS.account),
    driverProfile: snapshot.driverProfile
      ? Object.fromEntries(
          Object.entries(pick(snapshot.driverProfile, EXPORT_FIELDS.driverProfile)).filter(([, v]) => v !== null),
        )
      : null,
    consents: many("consents"),
    sessions: many("sessions"),
    reservations: many("reservations"),
    payments: many("payments"),
    cancellationRequests: many("cancellationRequests"),
    formSubmissions: many("formSubmissions"),
    smsMessages: many("smsMessages"),
    smsConsents: many("smsConsents"),
  };
}

/** One line of the readable copy: a field's name (for its label) and its value as text. */
export type ExportLine = { field: string; value: string; depth: 0 | 1 };
export type ExportRecord = ExportLine[];
export type ExportSection = { key: ExportSectionKey; records: ExportRecord[] };

export type ValueFormat = {
  /** An ISO 8601 instant as the reader's local date and time. */
  instant: (iso: string) => string;
  money: (kurus: number) => string;
  yes: string;
  no: string;
};

const INSTANT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function text(field: string, value: JsonValue, format: ValueFormat): string {
  if (value === null || value === "") return "-";
  if (typeof value === "boolean") return value ? format.yes : format.no;
  if (typeof value === "number") return field.endsWith("Kurus") ? format.money(value) : String(value);
  if (typeof value === "string") return INSTANT_RE.test(value) ? format.instant(value) : value;
  return JSON.stringify(value);
}

function lines(record: Record<string, JsonValue>, format: ValueFormat, depth: 0 | 1): ExportLine[] {
  return Object.entries(record).flatMap(([field, value]): ExportLine[] => {
    if (value && typeof value === "object" && !Array.isArray(value) && depth === 0) {
      return [{ field, value: "", depth }, ...lines(value, format, 1)];
    }
    return [{ field, value: text(field, value, format), depth }];
  });
}

/** The readable copy (the PDF): the same document, section by section, one line per field. */
export function personalDataSections(doc: PersonalDataDocument, format: ValueFormat): ExportSection[] {
  return EXPORT_SECTIONS.map((key) => {
    const value = doc[key];
    const rows = value === null ? [] : Array.isArray(value) ? value : [value];
    return { key, records: rows.map((row) => lines(row, format, 0)) };
  });
}
