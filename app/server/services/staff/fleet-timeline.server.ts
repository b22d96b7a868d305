// The fleet timeline (docs/decisions/0045): for one office or every office the
// viewer reaches, each unit's bookings over a few Istanbul days, laid out by the pure
// `layoutRow`. A fixed number of SQL queries whatever the fleet size (offices, units, bookings,
// classes and models, blocks, journeys), all at once when every office is shown.
import { readTogether } from "#app/server/db/reads.server.ts";
import { shortageByClass } from "#app/domain/fleet/shortage.ts";
import { awayPeriods } from "#app/domain/fleet/transfers.ts";
import { layoutRow, rangeBounds, rangeDates, timelineDays } from "#app/domain/fleet/timeline.ts";
import { allows, officeFilter, reachesOffices, type StaffActor } from "#app/domain/staff/permissions.ts";
import type { DateString } from "#app/domain/time/calendar.ts";
import { formatIstanbulLocal, istanbulDate } from "#app/domain/time/istanbul.ts";
import type { Lang } from "#app/i18n/config.ts";
import type {
  FleetTimelineView,
  TimelineBarView,
  TimelineReservationBarView,
  TimelineRowView,
  TimelineStatusFilter,
} from "#app/shared/staff/fleet-timeline.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  listTimelineBookings,
  listTimelineClassesAndModels,
  listTimelineOffices,
  listTimelineUnits,
  type TimelineBookingRow,
} from "#app/server/repositories/fleet-timeline.server.ts";
import { type BlockRow, listBlocksOverlapping } from "#app/server/repositories/units.server.ts";
import { listLiveTransfersFrom, type TimelineTransferRow } from "#app/server/repositories/unit-transfers.server.ts";
import { requireAllowed } from "./staff-access.server.ts";

export type FleetTimelineRequest = {
  lang: Lang;
  /** One office, or null for every office the viewer reaches. */
  officeId: number | null;
  from: DateString;
  days?: number | undefined;
  now: Date;
  /** Only the cars of one class or one model (decision 0095). */
  classId?: number | null;
  modelId?: number | null;
  /** Only the bars of one status (or blocks); the shortage row still counts every booking. */
  status?: TimelineStatusFilter | null;
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

  const only = { classId: request.classId ?? null, modelId: request.modelId ?? null };
  // Every office: every unit's blocks and journeys are read beside the units, a round trip less
  // (those of units a class or model filter leaves out are ignored below); one office: by its units.
  const blocksAndJourneys = (unitIds: readonly number[] | null) =>
    readTogether(db, [
      () => listBlocksOverlapping(db, { unitIds, from: start, to: end }),
      () => listLiveTransfersFrom(db, { unitIds, from: start }),
    ]);
  const [allOffices, unitRows, bookingRows, catalogue, everyUnit] = await readTogether(db, [
    () => listTimelineOffices(db, request.lang),
    () => listTimelineUnits(db, request.lang, officeIds, only, start),
    () => listTimelineBookings(db, { officeIds, from: start, to: end, now: request.now }),
    () => listTimelineClassesAndModels(db, request.lang),
    async () => (officeIds === null ? blocksAndJourneys(null) : null),
  ]);
  const [blockRows, transferRows] = everyUnit ?? (await blocksAndJourneys(unitRows.map((u) => u.id)));
  const transferOfBlock = new Map(transferRows.map((t) => [t.blockId, t]));
  const plateOf = new Map(unitRows.map((u) => [u.id, u.plate]));
  const status = request.status ?? null;
  const officeName = new Map(allOffices.map((o) => [o.id, o.name]));
  const nameOf = (id: number) => officeName.get(id) ?? String(id);

  type Item = { start: Date; end: Date; bar: () => TimelineBarView };
  const byUnit = new Map<number, Item[]>();
  const add = (unitId: number, item: Item) => {
    const items = byUnit.get(unitId);
    if (items) items.push(item);
    else byUnit.set(unitId, [item]);
  };
  for (const row of bookingRows) {
    if (status === null || row.status === status) {
      add(row.unitId, { start: row.pickupAt, end: row.returnAt, bar: () => barOf(row) });
    }
  }
  for (const row of blockRows) {
    if (status === null || status === "block") {
      const transfer = transferOfBlock.get(row.id);
      add(row.unitId, {
        start: row.start,
        end: row.end,
        bar: () => (transfer ? transferBarOf(transfer) : blockBarOf(row)),
      });
    }
  }

  const transferBarOf = (row: TimelineTransferRow): TimelineBarView => ({
    kind: "transfer",
    transferId: row.id,
    unitId: row.unitId,
    plate: plateOf.get(row.unitId) ?? "",
    fromOffice: nameOf(row.fromOfficeId),
    toOffice: nameOf(row.toOfficeId),
    departAt: formatIstanbulLocal(row.departAt),
    arriveAt: formatIstanbulLocal(row.arriveAt),
    cancellable: row.departAt > request.now && allows(actor, "fleet.manage", [row.fromOfficeId]),
  });

  const blockBarOf = (row: BlockRow): TimelineBarView => ({
    kind: "block",
    blockId: row.id,
    unitId: row.unitId,
    blockKind: row.kind,
    firstDay: istanbulDate(row.start),
    lastDay: istanbulDate(new Date(row.end.getTime() - 1)),
    note: row.note,
  });

  const mayOperate = allows(actor, "reservation.operate");
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
      movable: reachable && mayOperate && row.status === "confirmed",
    };
  };

  const rows: TimelineRowView[] = unitRows.map((unit) => ({
    unitId: unit.id,
    plate: unit.plate,
    vehicle: `${unit.brand} ${unit.model}`,
    className: unit.className,
    classId: unit.classId,
    homeOffice: nameOf(unit.homeOfficeId),
    inService: unit.inService,
    transferable: allows(actor, "fleet.manage", [unit.homeOfficeId]),
    segments: layoutRow(range, byUnit.get(unit.id) ?? []).map((segment) =>
      segment.kind === "free"
        ? segment
        : { kind: "busy", startSlot: segment.startSlot, slots: segment.slots, bars: segment.items.map((i) => i.bar()) },
    ),
  }));

  const classKey = (unit: (typeof unitRows)[number]) => String(unit.classId);
  // A car on its way here counts from its arrival, a car leaving until its departure (decision 0129).
  const legsOf = new Map<number, TimelineTransferRow[]>();
  for (const t of transferRows) legsOf.set(t.unitId, [...(legsOf.get(t.unitId) ?? []), t]);
  const shortage = shortageByClass(
    range,
    unitRows.map((u) => ({
      unitId: u.id,
      classKey: classKey(u),
      inService: u.inService,
      away: awayPeriods(legsOf.get(u.id) ?? [], officeIds),
    })),
    bookingRows.map((b) => ({ unitId: b.unitId, start: b.pickupAt, end: b.returnAt })),
    blockRows.map((b) => ({ unitId: b.unitId, start: b.start, end: b.end })),
  );
  const dates = rangeDates(range);
  const classNames = new Map(unitRows.map((u) => [u.classId, u.className]));

  return {
    from: range.from,
    days: range.days,
    dates,
    officeId: request.officeId,
    offices: allOffices.filter((o) => reach === null || reach.includes(o.id)).map(({ id, name }) => ({ id, name })),
    destinations: allOffices.filter((o) => o.active).map(({ id, name }) => ({ id, name })),
    rows,
    classId: only.classId,
    modelId: only.modelId,
    status,
    classes: catalogue.classes,
    models: catalogue.models,
    shortage: [...shortage].map(([key, days]) => ({
      classId: Number(key),
      className: classNames.get(Number(key)) ?? key,
      days: days.map((d, i) => ({ date: dates[i] ?? range.from, ...d })),
    })),
  };
}
