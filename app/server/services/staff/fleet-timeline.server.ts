// The fleet timeline (issue 13 item 1, docs/decisions/0045): for one office or every office the
// viewer reaches, each unit's bookings over a few Istanbul days, laid out by the pure
// `layoutRow`. Two SQL queries (units, bookings) whatever the fleet size, plus the office names.
import { layoutRow, rangeBounds, rangeDates, timelineDays } from "../../../domain/fleet/timeline.ts";
import { officeFilter, reachesOffices, type StaffActor } from "../../../domain/staff/permissions.ts";
import type { DateString } from "../../../domain/time/calendar.ts";
import { formatIstanbulLocal } from "../../../domain/time/istanbul.ts";
import type { Lang } from "../../../i18n/config.ts";
import type { FleetTimelineView, TimelineBarView, TimelineRowView } from "../../../shared/staff/fleet-timeline.ts";
import type { Db } from "../../db/client.server.ts";
import {
  listTimelineBookings,
  listTimelineOffices,
  listTimelineUnits,
  type TimelineBookingRow,
} from "../../repositories/fleet-timeline.server.ts";
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
  const officeName = new Map(allOffices.map((o) => [o.id, o.name]));
  const nameOf = (id: number) => officeName.get(id) ?? String(id);

  const byUnit = new Map<number, (TimelineBookingRow & { start: Date; end: Date })[]>();
  for (const row of bookingRows) {
    const list = byUnit.get(row.unitId) ?? [];
    list.push({ ...row, start: row.pickupAt, end: row.returnAt });
    byUnit.set(row.unitId, list);
  }

  const barOf = (row: TimelineBookingRow): TimelineBarView => {
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
        : { kind: "busy", startSlot: segment.startSlot, slots: segment.slots, bars: segment.items.map(barOf) },
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
