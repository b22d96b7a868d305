// The fleet timeline (docs/decisions/0045): for one office or every office the
// viewer reaches, each unit's bookings over a few Istanbul days, laid out by the pure
// `layoutRow`. Two SQL queries (units, bookings) whatever the fleet size, plus the office names.
import { layoutRow, rangeBounds, rangeDates, timelineDays } from "#app/domain/fleet/timeline.ts";
import { officeFilter, reachesOffices, type StaffActor } from "#app/domain/staff/permissions.ts";
import type { DateString } from "#app/domain/time/calendar.ts";
import { formatIstanbulLocal, istanbulDate } from "#app/domain/time/istanbul.ts";
import type { Lang } from "#app/i18n/config.ts";
import type {
  FleetTimelineView,
  TimelineBarView,
  TimelineReservationBarView,
  TimelineRowView,
} from "#app/shared/staff/fleet-timeline.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  listTimelineBookings,
  listTimelineOffices,
  listTimelineUnits,
  type TimelineBookingRow,
} from "#app/server/repositories/fleet-timeline.server.ts";
import { type BlockRow, listBlocksOverlapping } from "#app/server/repositories/units.server.ts";
import { requireAllowed } from "./staff-access.server.ts";

export type FleetTimelineRequest = {
  lang: Lang;
  /** One office, or null for every office the viewer reaches. */
  officeId: number | null;
  from: DateString;
  days?: number | undefined;
  now: Date;
};

export async function fleetTimeline(
  db: Db,
  actor: StaffActor,
  request: FleetTimelineRequest,
): Promise<FleetTimelineView> {
  requireAllowed(actor, "fleet.manage", request.officeId === null ? undefined : [request.officeId]);
  const reach = officeFilter(actor);
  const officeIds = request.officeId === null ? reach : [request.officeId];
  const range = { from: request.from, days: timelineDays(request.days) };
  const { start, end } = rangeBounds(range);

  const [allOffices, unitRows, bookingRows] = await Promise.all([
    listTimelineOffices(db, request.lang),
    listTimelineUnits(db, request.lang, officeIds),
    listTimelineBookings(db, { officeIds, from: start, to: end, now: request.now }),
  ]);
  const blockRows = await listBlocksOverlapping(db, { unitIds: unitRows.map((u) => u.id), from: start, to: end });
  const officeName = new Map(allOffices.map((o) => [o.id, o.name]));
  const nameOf = (id: number) => officeName.get(id) ?? String(id);

  type Item = { start: Date; end: Date; bar: () => TimelineBarView };
  const byUnit = new Map<number, Item[]>();
  const add = (unitId: number, item: Item) => byUnit.set(unitId, [...(byUnit.get(unitId) ?? []), item]);
  for (const row of bookingRows) add(row.unitId, { start: row.pickupAt, end: row.returnAt, bar: () => barOf(row) });
  for (const row of blockRows) add(row.unitId, { start: row.start, end: row.end, bar: () => blockBarOf(row) });

  const blockBarOf = (row: BlockRow): TimelineBarView => ({
    kind: "block",
    blockId: row.id,
    unitId: row.unitId,
    blockKind: row.kind,
    firstDay: istanbulDate(row.start),
    lastDay: istanbulDate(new Date(row.end.getTime() - 1)),
    note: row.note,
  });

  const barOf = (row: TimelineBookingRow): TimelineReservationBarView => {
    const reachable = reachesOffices(actor, [row.pickupOfficeId, row.dropoffOfficeId]);
    return {
      kind: row.status === "pending_payment" ? "hold" : "reservation",
      number: row.number,
      status: row.status,
      customer: reachable ? `${row.firstName} ${row.lastName}`.trim() : null,
      pickupAt: formatIstanbulLocal(row.pickupAt),
      returnAt: formatIstanbulLocal(row.returnAt),
      pickupOffice: nameOf(row.pickupOfficeId),
      returnOffice: nameOf(row.dropoffOfficeId),
      linked: reachable,
    };
  };

  const rows: TimelineRowView[] = unitRows.map((unit) => ({
    unitId: unit.id,
    plate: unit.plate,
    vehicle: `${unit.brand} ${unit.model}`,
    className: unit.className,
    homeOffice: nameOf(unit.homeOfficeId),
    inService: unit.inService,
    segments: layoutRow(range, byUnit.get(unit.id) ?? []).map((segment) =>
      segment.kind === "free"
        ? segment
        : { kind: "busy", startSlot: segment.startSlot, slots: segment.slots, bars: segment.items.map((i) => i.bar()) },
    ),
  }));

  return {
    from: range.from,
    days: range.days,
    dates: rangeDates(range),
    officeId: request.officeId,
    offices: allOffices.filter((o) => reach === null || reach.includes(o.id)),
    rows,
  };
}
