// The reports (docs/decisions/0045): utilisation by class and office per week,
// booked revenue by month and payment type, booking lead time, cancellations with their refunds,
// campaign use. Admin and finance only ("reports.read"); reading changes nothing, so no audit entry.
import { readTogether } from "#app/server/db/reads.server.ts";
import { leadTimeBuckets, medianLeadDays } from "#app/domain/reports/lead-time.ts";
import { monthsOf, reportRangeOf, type ReportRange, weeksOf } from "#app/domain/reports/report-range.ts";
import { combinedUtilisation, utilisationPercent } from "#app/domain/reports/utilisation.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import { addDays, type DateString } from "#app/domain/time/calendar.ts";
import { startOfIstanbulDay } from "#app/domain/time/istanbul.ts";
import type { Lang } from "#app/i18n/config.ts";
import type {
  CampaignsReport,
  CancellationsReport,
  LeadTimeReport,
  ReportName,
  ReportsView,
  RevenueReport,
  UtilisationReport,
} from "#app/shared/staff/reports.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  campaignUse,
  cancellationsByMonth,
  leadTimeHistogram,
  type ReportPeriod,
  reportNames,
  revenueByMonth,
  utilisationByWeek,
} from "#app/server/repositories/reports.server.ts";
import { requireAllowed } from "./staff-access.server.ts";

export type ReportsRequest = {
  lang: Lang;
  from?: string | undefined;
  to?: string | undefined;
  officeId?: number | null | undefined;
  today: DateString;
};

const periodOf = (range: ReportRange): ReportPeriod => ({
  start: startOfIstanbulDay(range.from),
  end: startOfIstanbulDay(addDays(range.to, 1)),
});

/** Whole Istanbul months around the range: revenue and cancellations are monthly figures. */
const monthPeriodOf = (range: ReportRange): ReportPeriod => {
  const months = monthsOf(range);
  const last = months[months.length - 1] ?? range.to.slice(0, 7);
  const [y, m] = last.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
  return { start: startOfIstanbulDay(`${months[0] ?? range.from.slice(0, 7)}-01`), end: startOfIstanbulDay(next) };
};

async function utilisationReport(
  db: Db,
  lang: Lang,
  range: ReportRange,
  officeId: number | null,
): Promise<UtilisationReport> {
  const weeks = weeksOf(range);
  const [rows, names] = await readTogether(db, [
    () =>
      utilisationByWeek(
        db,
        weeks.map((w) => ({ monday: w.monday, start: startOfIstanbulDay(w.start), end: startOfIstanbulDay(w.end) })),
        officeId === null ? null : [officeId],
      ),
    () => reportNames(db, lang),
  ]);
  const daysOf = new Map(weeks.map((w) => [w.monday, w.days]));
  const className = new Map(names.classes.map((c) => [c.id, c.name]));
  const officeName = new Map(names.offices.map((o) => [o.id, o.name]));
  const cells = rows.map((r) => {
    const days = daysOf.get(r.monday) ?? 7;
    return {
      ...r,
      office: officeName.get(r.officeId) ?? String(r.officeId),
      className: className.get(r.classId) ?? String(r.classId),
      days,
      bookedHours: Math.round(r.bookedHours * 10) / 10,
      percent: utilisationPercent(r.bookedHours, r.units, days),
    };
  });
  const byClass = names.classes
    .filter((c) => cells.some((cell) => cell.classId === c.id))
    .map((c) => ({
      classId: c.id,
      className: c.name,
      percent: weeks.map((w) =>
        combinedUtilisation(cells.filter((cell) => cell.classId === c.id && cell.monday === w.monday)),
      ),
    }));
  return { weeks: weeks.map((w) => w.monday), byClass, cells };
}

async function revenueReport(db: Db, range: ReportRange): Promise<RevenueReport> {
  const rows = await revenueByMonth(db, monthPeriodOf(range));
  const months = monthsOf(range);
  const pick = (month: string, type: "office" | "card") => {
    const row = rows.find((r) => r.month === month && r.paymentType === type);
    return { bookings: row?.bookings ?? 0, totalKurus: row?.totalKurus ?? 0 };
  };
  const chargesOf = (month: string) => {
    const inMonth = rows.filter((r) => r.month === month);
    return {
      returns: inMonth.reduce((s, r) => s + r.returns, 0),
      chargesKurus: inMonth.reduce((s, r) => s + r.chargesKurus, 0),
    };
  };
  const bookedKurus = rows.reduce((s, r) => s + r.totalKurus, 0);
  const chargesKurus = rows.reduce((s, r) => s + r.chargesKurus, 0);
  return {
    months,
    office: months.map((m) => pick(m, "office")),
    card: months.map((m) => pick(m, "card")),
    charges: months.map(chargesOf),
    bookedKurus,
    chargesKurus,
    totalKurus: bookedKurus + chargesKurus,
  };
}

async function leadTimeReport(db: Db, range: ReportRange): Promise<LeadTimeReport> {
  const histogram = await leadTimeHistogram(db, periodOf(range));
  return {
    buckets: leadTimeBuckets(histogram),
    medianDays: medianLeadDays(histogram),
    bookings: histogram.reduce((s, h) => s + h.count, 0),
  };
}

async function cancellationsReport(db: Db, range: ReportRange): Promise<CancellationsReport> {
  const rows = await cancellationsByMonth(db, monthPeriodOf(range));
  return {
    months: monthsOf(range).map(
      (month) =>
        rows.find((r) => r.month === month) ?? { month, cancelled: 0, refunds: 0, refundKurus: 0, deductionKurus: 0 },
    ),
  };
}

async function campaignsReport(db: Db, lang: Lang, range: ReportRange): Promise<CampaignsReport> {
  return { campaigns: await campaignUse(db, lang, periodOf(range)) };
}

/** Every report for the period asked (or the default one), for the reports page. */
export async function staffReports(db: Db, actor: StaffActor, request: ReportsRequest): Promise<ReportsView> {
  requireAllowed(actor, "reports.read");
  const { range, problem } = reportRangeOf(request.from, request.to, request.today);
  const officeId = request.officeId ?? null;
  const [names, utilisation, revenue, leadTime, cancellations, campaigns] = await readTogether(db, [
    () => reportNames(db, request.lang),
    () => utilisationReport(db, request.lang, range, officeId),
    () => revenueReport(db, range),
    () => leadTimeReport(db, range),
    () => cancellationsReport(db, range),
    () => campaignsReport(db, request.lang, range),
  ]);
  return { range, problem, officeId, offices: names.offices, utilisation, revenue, leadTime, cancellations, campaigns };
}

export type OneReport =
  | { name: "doluluk"; range: ReportRange; data: UtilisationReport }
  | { name: "gelir"; range: ReportRange; data: RevenueReport }
  | { name: "rezervasyon-zamani"; range: ReportRange; data: LeadTimeReport }
  | { name: "iptaller"; range: ReportRange; data: CancellationsReport }
  | { name: "kampanyalar"; range: ReportRange; data: CampaignsReport };

/** One report, for its CSV export: only its own query runs. */
export async function staffReport(
  db: Db,
  actor: StaffActor,
  name: ReportName,
  request: ReportsRequest,
): Promise<OneReport> {
  requireAllowed(actor, "reports.read");
  const { range } = reportRangeOf(request.from, request.to, request.today);
  switch (name) {
    case "doluluk":
      return { name, range, data: await utilisationReport(db, request.lang, range, request.officeId ?? null) };
    case "gelir":
      return { name, range, data: await revenueReport(db, range) };
    case "rezervasyon-zamani":
      return { name, range, data: await leadTimeReport(db, range) };
    case "iptaller":
      return { name, range, data: await cancellationsReport(db, range) };
    case "kampanyalar":
      return { name, range, data: await campaignsReport(db, request.lang, range) };
  }
}
