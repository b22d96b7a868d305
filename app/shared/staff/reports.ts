// What the reports page and its CSV exports show (docs/decisions/0045).
import { z } from "#app/shared/validation/zod.ts";
import type { LeadTimeBucket } from "#app/domain/reports/lead-time.ts";
import type { RangeProblem, ReportRange } from "#app/domain/reports/report-range.ts";

/** The reports, by the name in their CSV address: /yonetim/raporlar/<name>.csv. */
export const reportNames = ["doluluk", "gelir", "rezervasyon-zamani", "iptaller", "kampanyalar"] as const;
export type ReportName = (typeof reportNames)[number];

/** The query of the reports page and its CSV links: period and the utilisation report's office. */
export const reportQuery = z.object({
  baslangic: z.string().max(10).optional().catch(undefined),
  bitis: z.string().max(10).optional().catch(undefined),
  ofis: z.coerce.number().int().positive().optional().catch(undefined),
});

export function isReportName(value: string): value is ReportName {
  return (reportNames as readonly string[]).includes(value);
}

export type UtilisationCell = {
  monday: string;
  officeId: number;
  office: string;
  classId: number;
  className: string;
  units: number;
  /** Days of the week inside the period. */
  days: number;
  bookedHours: number;
  /** Booked share of the available hours, 0..100 (one decimal); null without units. */
  percent: number | null;
};

export type UtilisationReport = {
  weeks: string[];
  /** One line per class over the chosen offices: its utilisation per week. */
  byClass: { classId: number; className: string; percent: (number | null)[] }[];
  cells: UtilisationCell[];
};

export type RevenueReport = {
  months: string[];
  /** Booked reservation totals by pick-up month. */
  office: { bookings: number; totalKurus: number }[];
  card: { bookings: number; totalKurus: number }[];
  /** The return charges in force (a corrected return's corrected amount, once) of those rentals. */
  charges: { returns: number; chargesKurus: number }[];
  bookedKurus: number;
  chargesKurus: number;
  /** Booked totals plus return charges in force. */
  totalKurus: number;
};

export type LeadTimeReport = { buckets: LeadTimeBucket[]; medianDays: number | null; bookings: number };

export type CancellationsReport = {
  months: { month: string; cancelled: number; refunds: number; refundKurus: number; deductionKurus: number }[];
};

export type CampaignsReport = {
  campaigns: {
    code: string;
    title: string;
    uses: number;
    discountKurus: number;
    revenueKurus: number;
    usageLimit: number | null;
    usedCount: number;
  }[];
};

export type ReportsView = {
  range: ReportRange;
  problem: RangeProblem | null;
  /** The office the utilisation report is cut to; null = every office. */
  officeId: number | null;
  offices: { id: number; name: string }[];
  utilisation: UtilisationReport;
  revenue: RevenueReport;
  leadTime: LeadTimeReport;
  cancellations: CancellationsReport;
  campaigns: CampaignsReport;
};
