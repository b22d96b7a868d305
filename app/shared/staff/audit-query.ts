// The audit screen's filters in its address (/yonetim/denetim?kisi=&tur=&kayit=&islem=&baslangic=&bitis=&sayfa=),
// shared by the page, its CSV link and the server (docs/decisions/0066). A value that does not parse
// is dropped (and the page says so), never an error page.
import { isDateString } from "#app/domain/time/calendar.ts";
import { startOfIstanbulDay } from "#app/domain/time/istanbul.ts";
import { isAuditAction, isAuditRecordKind } from "#app/domain/staff/audit-trail.ts";
import { z } from "#app/shared/validation/zod.ts";

const text = (max: number) => z.string().trim().max(max).optional().catch(undefined);

export const auditQuery = z.object({
  kisi: text(100),
  tur: text(40),
  kayit: text(80),
  islem: text(60),
  baslangic: text(10),
  bitis: text(10),
  sayfa: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});

export type AuditQuery = z.infer<typeof auditQuery>;

export type AuditFilterValues = {
  person: string;
  recordKind: string;
  record: string;
  action: string;
  from: string;
  to: string;
};

const nextDay = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

/**
 * The filters the query asks for, as the service takes them (days are Istanbul days, the "to" day
 * included), the values to show in the form, and whether any given value had to be dropped.
 */
export function auditFiltersOf(query: AuditQuery) {
  let dropped = false;
  const keep = <T extends string>(value: string | undefined, valid: (v: string) => boolean): T | undefined => {
    if (!value) return undefined;
    if (valid(value)) return value as T;
    dropped = true;
    return undefined;
  };
  const from = keep(query.baslangic, isDateString);
  const to = keep(query.bitis, isDateString);
  const filters = {
    actorId: query.kisi || undefined,
    entityType: keep(query.tur, isAuditRecordKind),
    record: query.kayit || undefined,
    action: keep(query.islem, isAuditAction),
    from: from ? startOfIstanbulDay(from) : undefined,
    to: to ? startOfIstanbulDay(nextDay(to)) : undefined,
  };
  const values: AuditFilterValues = {
    person: filters.actorId ?? "",
    recordKind: filters.entityType ?? "",
    record: filters.record ?? "",
    action: filters.action ?? "",
    from: from ?? "",
    to: to ?? "",
  };
  return { filters, values, dropped, page: query.sayfa ?? 1 };
}

/** The address's query for these filter values (empty ones left out), with a page when past the first. */
export function auditSearchParams(values: AuditFilterValues, page = 1): string {
  const params = new URLSearchParams();
  const pairs: [string, string][] = [
    ["kisi", values.person],
    ["tur", values.recordKind],
    ["kayit", values.record],
    ["islem", values.action],
    ["baslangic", values.from],
    ["bitis", values.to],
  ];
  for (const [name, value] of pairs) if (value) params.set(name, value);
  if (page > 1) params.set("sayfa", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
