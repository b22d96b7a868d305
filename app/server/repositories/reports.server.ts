// The reports' reads (docs/decisions/0045): one aggregate query per report, grouped
// in SQL. Months are Istanbul months (UTC+3 all year, like app/domain/time/istanbul.ts); the
// instants bounding a period are worked out by the service and passed in.
import { readTogether } from "#app/server/db/reads.server.ts";
import { type SQL, sql } from "drizzle-orm";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { CampaignsReport } from "#app/shared/staff/reports.ts";

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The Istanbul month "YYYY-MM" of a timestamptz column. */
const istanbulMonth = (column: SQL) => sql`to_char((${column} at time zone 'UTC') + interval '3 hours', 'YYYY-MM')`;

/** Statuses of a booking that went ahead (or is going ahead): the car was or will be rented. */
const BOOKED = sql`('confirmed', 'active', 'completed')`;

export type ReportPeriod = { start: Date; end: Date };

export type UtilisationRow = { monday: string; officeId: number; classId: number; units: number; bookedHours: number };

/**
 * Per week, home office and class: in-service units and the hours their reservations (confirmed,
 * active, completed) covered inside the week's part of the period. Units as they are today.
 */
export async function utilisationByWeek(
  db: Db,
  weeks: readonly { monday: string; start: Date; end: Date }[],
  officeIds: readonly number[] | null,
): Promise<UtilisationRow[]> {
  if (weeks.length === 0 || (officeIds !== null && officeIds.length === 0)) return [];
  const values = sql.join(
    weeks.map(
      (w) => sql`(${w.monday}::date, ${w.start.toISOString()}::timestamptz, ${w.end.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const officeClause =
    officeIds === null
      ? sql``
      : sql`and u.home_office_id in (${sql.join(
          officeIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const rows = await rowsOf<{
    monday: string;
    office_id: number;
    class_id: number;
    units: number;
    booked_seconds: number | string;
  }>(
    db,
    sql`
      with weeks(monday, ws, we) as (values ${values})
      select to_char(w.monday, 'YYYY-MM-DD') as monday, u.home_office_id as office_id, m.class_id,
             count(distinct u.id)::int as units,
             coalesce(sum(extract(epoch from least(r.return_at, w.we) - greatest(r.pickup_at, w.ws)))
               filter (where r.id is not null), 0)::float8 as booked_seconds
      from weeks w
      cross join units u
      join vehicle_models m on m.id = u.model_id
      left join reservations r on r.unit_id = u.id and r.status in ${BOOKED}
        and r.pickup_at < w.we and r.return_at > w.ws
      where u.in_service ${officeClause}
      group by w.monday, u.home_office_id, m.class_id
      order by w.monday, u.home_office_id, m.class_id`,
  );
  return rows.map((r) => ({
    monday: r.monday,
    officeId: Number(r.office_id),
    classId: Number(r.class_id),
    units: Number(r.units),
    bookedHours: Number(r.booked_seconds) / 3600,
  }));
}

export type RevenueRow = {
  month: string;
  paymentType: "office" | "card";
  bookings: number;
  totalKurus: number;
  /** Rentals among them with a booked return. */
  returns: number;
  /** Their return charges in force: the last correction's, else the booked ones (decision 0134). */
  chargesKurus: number;
};

/**
 * The return's charges in force for reservation `r`: the latest correction's `charges_kurus`
 * (a correction reverses the charges before it whole, decision 0108), else the booked
 * `rental_checkins.charges_kurus`, else nothing. A scalar sub-select, so a reservation with several
 * corrections is still one row and its charges count once.
 */
const chargesInForceSql = sql`coalesce(
  (select rc.charges_kurus from return_corrections rc where rc.reservation_id = r.id order by rc.version desc limit 1),
  ci.charges_kurus, 0)`;

/**
 * Booked revenue (reservation totals) by the Istanbul month of pick-up and the payment type, with
 * the return charges in force of those rentals beside it.
 */
export async function revenueByMonth(db: Db, period: ReportPeriod): Promise<RevenueRow[]> {
  const rows = await rowsOf<{
    month: string;
    payment_type: "office" | "card";
    bookings: number;
    total: string | number;
    returns: number;
    charges: string | number;
  }>(
    db,
    sql`
      select ${istanbulMonth(sql`r.pickup_at`)} as month, r.payment_type, count(*)::int as bookings,
             coalesce(sum(r.total_kurus), 0)::bigint as total,
             count(ci.reservation_id)::int as returns,
             coalesce(sum(${chargesInForceSql}), 0)::bigint as charges
      from reservations r
      left join rental_checkins ci on ci.reservation_id = r.id
      where r.status in ${BOOKED} and r.pickup_at >= ${period.start.toISOString()}::timestamptz
        and r.pickup_at < ${period.end.toISOString()}::timestamptz
      group by 1, 2
      order by 1, 2`,
  );
  return rows.map((r) => ({
    month: r.month,
    paymentType: r.payment_type,
    bookings: Number(r.bookings),
    totalKurus: Number(r.total),
    returns: Number(r.returns),
    chargesKurus: Number(r.charges),
  }));
}

/** Bookings made in the period, by whole days between booking and pick-up. */
export async function leadTimeHistogram(db: Db, period: ReportPeriod): Promise<{ days: number; count: number }[]> {
  const rows = await rowsOf<{ days: number; count: number }>(
    db,
    sql`
      select floor(extract(epoch from pickup_at - created_at) / 86400)::int as days, count(*)::int as count
      from reservations
      where status in ('confirmed', 'active', 'completed', 'cancelled')
        and created_at >= ${period.start.toISOString()}::timestamptz
        and created_at < ${period.end.toISOString()}::timestamptz
      group by 1
      order by 1`,
  );
  return rows.map((r) => ({ days: Number(r.days), count: Number(r.count) }));
}

export type CancellationRow = {
  month: string;
  cancelled: number;
  refunds: number;
  refundKurus: number;
  deductionKurus: number;
};

/**
 * Per Istanbul month: reservations cancelled (their status event); cancellation refunds the bank
 * confirmed (payment_events "refunded" whose reason is "cancellation:<rule>", by the day of the
 * bank's answer: never what the policy promised nor a refund the bank refused, decision 0074) and
 * those paid back another way (manual_refunds of a request, by the day paid, decision 0106); and
 * what applied cancellation requests kept (the deduction).
 */
export async function cancellationsByMonth(db: Db, period: ReportPeriod): Promise<CancellationRow[]> {
  const start = sql`${period.start.toISOString()}::timestamptz`;
  const end = sql`${period.end.toISOString()}::timestamptz`;
  const rows = await rowsOf<{ month: string; cancelled: number; refunds: number; refund: string; deduction: string }>(
    db,
    sql`
      with c as (
        select ${istanbulMonth(sql`at`)} as month, count(distinct reservation_id)::int as cancelled
        from reservation_events where to_status = 'cancelled' and at >= ${start} and at < ${end}
        group by 1
      ), r as (
        select ${istanbulMonth(sql`at`)} as month, count(*)::int as refunds,
               coalesce(sum(amount_kurus), 0)::bigint as refund
        from (
          select at, amount_kurus from payment_events
          where kind = 'refunded' and detail->>'reason' like 'cancellation:%' and at >= ${start} and at < ${end}
          union all
          select paid_at as at, amount_kurus from manual_refunds
          where cancellation_request_id is not null and paid_at >= ${start} and paid_at < ${end}
        ) paid
        group by 1
      ), d as (
        select ${istanbulMonth(sql`applied_at`)} as month, coalesce(sum(deduction_kurus), 0)::bigint as deduction
        from cancellation_requests where status = 'applied' and applied_at >= ${start} and applied_at < ${end}
        group by 1
      ), m as (
        select month from c union select month from r union select month from d
      )
      select m.month, coalesce(c.cancelled, 0) as cancelled, coalesce(r.refunds, 0) as refunds,
             coalesce(r.refund, 0) as refund, coalesce(d.deduction, 0) as deduction
      from m left join c on c.month = m.month left join r on r.month = m.month left join d on d.month = m.month
      order by 1`,
  );
  return rows.map((r) => ({
    month: r.month,
    cancelled: Number(r.cancelled),
    refunds: Number(r.refunds),
    refundKurus: Number(r.refund),
    deductionKurus: Number(r.deduction),
  }));
}

export type CampaignUseRow = CampaignsReport["campaigns"][number];

/** Every campaign with the bookings made in the period that used it, what they cost and brought. */
export async function campaignUse(db: Db, lang: Lang, period: ReportPeriod): Promise<CampaignUseRow[]> {
  const title = lang === "tr" ? sql`c.title_tr` : sql`c.title_en`;
  const rows = await rowsOf<{
    code: string;
    title: string;
    uses: number;
    discount: string;
    revenue: string;
    usage_limit: number | null;
    used_count: number;
  }>(
    db,
    sql`
      select c.code, ${title} as title, count(r.id)::int as uses,
             coalesce(sum(r.discount_kurus), 0)::bigint as discount, coalesce(sum(r.total_kurus), 0)::bigint as revenue,
             c.usage_limit, c.used_count
      from campaigns c
      left join reservations r on r.campaign_id = c.id and r.status in ${BOOKED}
        and r.created_at >= ${period.start.toISOString()}::timestamptz and r.created_at < ${period.end.toISOString()}::timestamptz
      group by c.id
      order by count(r.id) desc, c.code`,
  );
  return rows.map((r) => ({
    code: r.code,
    title: r.title,
    uses: Number(r.uses),
    discountKurus: Number(r.discount),
    revenueKurus: Number(r.revenue),
    usageLimit: r.usage_limit === null ? null : Number(r.usage_limit),
    usedCount: Number(r.used_count),
  }));
}

/** Class and office names for the utilisation report, in `lang`. */
export async function reportNames(
  db: Db,
  lang: Lang,
): Promise<{ classes: { id: number; name: string; sort: number }[]; offices: { id: number; name: string }[] }> {
  const [classes, offices] = await readTogether(db, [
    () =>
      rowsOf<{ id: number; name: string; sort: number }>(
        db,
        lang === "tr"
          ? sql`select id, name_tr as name, sort from vehicle_classes order by sort, id`
          : sql`select id, name_en as name, sort from vehicle_classes order by sort, id`,
      ),
    () =>
      rowsOf<{ id: number; name: string }>(
        db,
        lang === "tr"
          ? sql`select id, name_tr as name from offices order by name_tr`
          : sql`select id, name_en as name from offices order by name_en`,
      ),
  ]);
  return {
    classes: classes.map((c) => ({ id: Number(c.id), name: c.name, sort: Number(c.sort) })),
    offices: offices.map((o) => ({ id: Number(o.id), name: o.name })),
  };
}
