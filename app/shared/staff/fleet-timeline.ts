// What the fleet timeline page shows (docs/decisions/0045): serialisable, read by the server's
// service and the page. A bar is one thing that holds a unit: a reservation, a payment hold or a
// maintenance block (decision 0046), which the layout (app/domain/fleet/timeline.ts) treats alike.
import type { DateString } from "#app/domain/time/calendar.ts";

export type TimelineReservationBarView = {
  /** "reservation": confirmed, active or completed; "hold": a pay-now reservation waiting for its payment. */
  kind: "reservation" | "hold";
  number: string;
  status: "pending_payment" | "confirmed" | "active" | "completed";
  /** The driver's name; null when the reservation touches none of the viewer's offices. */
  customer: string | null;
  /** Istanbul local "YYYY-MM-DDTHH:mm". */
  pickupAt: string;
  returnAt: string;
  pickupOffice: string;
  returnOffice: string;
  /** The viewer may open the reservation's page. */
  linked: boolean;
  /** The viewer may move it to another car of its class (confirmed, decision 0094). */
  movable: boolean;
};

/** A maintenance or out-of-service block (decision 0046); it opens the unit's page. */
export type TimelineBlockBarView = {
  kind: "block";
  blockId: number;
  unitId: number;
  blockKind: "maintenance" | "out_of_service" | "transfer";
  /** The first and last Istanbul day blocked (a block covers whole days). */
  firstDay: DateString;
  lastDay: DateString;
  note: string;
};

/** A car's journey to another office (decision 0110): blocked while it travels. */
export type TimelineTransferBarView = {
  kind: "transfer";
  transferId: number;
  unitId: number;
  plate: string;
  fromOffice: string;
  toOffice: string;
  /** Istanbul local "YYYY-MM-DDTHH:mm". */
  departAt: string;
  arriveAt: string;
  /** Not left yet, and the viewer manages the office it leaves from. */
  cancellable: boolean;
};

export type TimelineBarView = TimelineReservationBarView | TimelineBlockBarView | TimelineTransferBarView;

export type TimelineSegmentView =
  | { kind: "free"; startSlot: number; slots: number }
  | { kind: "busy"; startSlot: number; slots: number; bars: TimelineBarView[] };

export type TimelineRowView = {
  unitId: number;
  plate: string;
  vehicle: string;
  className: string;
  classId: number;
  homeOffice: string;
  inService: boolean;
  /** The viewer may send this car to another office (decision 0110). */
  transferable: boolean;
  segments: TimelineSegmentView[];
};

export type FleetTimelineView = {
  from: DateString;
  days: number;
  dates: DateString[];
  /** The office shown; null = every office the viewer reaches. */
  officeId: number | null;
  offices: { id: number; name: string }[];
  rows: TimelineRowView[];
  /** The filters shown (decision 0095): null = all. */
  classId: number | null;
  modelId: number | null;
  status: TimelineStatusFilter | null;
  classes: { id: number; name: string }[];
  models: { id: number; classId: number; name: string }[];
  /** One row per class shown: per day, cars needed at once vs cars available (decision 0095). */
  shortage: TimelineShortageView[];
  /** The open offices a car can be sent to (decision 0110). */
  destinations: { id: number; name: string }[];
};

export const timelineStatusFilters = ["pending_payment", "confirmed", "active", "completed", "block"] as const;
export type TimelineStatusFilter = (typeof timelineStatusFilters)[number];

export type TimelineShortageView = {
  classId: number;
  className: string;
  days: { date: DateString; needed: number; available: number; overbooked: boolean }[];
};

/** What moving a reservation to another car gave (decision 0094). */
export type MoveConflict =
  | { kind: "reservation"; number: string; pickupAt: string; returnAt: string }
  | { kind: "block"; blockKind: "maintenance" | "out_of_service" | "transfer"; firstDay: string; lastDay: string };

export type MoveOutcome =
  | { ok: true; number: string; plate: string; repeated: boolean }
  | {
      ok: false;
      number: string;
      plate: string | null;
      reason:
        | "notFound"
        | "unknownUnit"
        | "notConfirmed"
        | "otherClass"
        | "notInService"
        | "previousUnitNeeded"
        | "notThere"
        | "conflict";
      conflicts: MoveConflict[];
    };

export type MoveChoices = {
  number: string;
  currentPlate: string | null;
  free: { unitId: number; plate: string; model: string }[];
};

/** What sending a car to another office gave (decision 0110), as the page shows it. */
export type TransferOutcomeView =
  | {
      ok: true;
      repeated: boolean;
      plate: string;
      fromOffice: string;
      toOffice: string;
      departAt: string;
      arriveAt: string;
    }
  | {
      ok: false;
      field: "departAt" | "arriveAt" | "toOfficeId" | null;
      reason: TransferRefusalReason;
      numbers: string[];
    };

export type TransferRefusalReason =
  | "departInvalid"
  | "arriveInvalid"
  | "departPast"
  | "departTooFar"
  | "arriveBeforeDepart"
  | "journeyTooLong"
  | "unknownOffice"
  | "sameOffice"
  | "notFound"
  | "retired"
  | "blockOverlap"
  | "reserved"
  | "nextElsewhere";

export type CancelTransferOutcomeView =
  { ok: true; plate: string; repeated: boolean } | { ok: false; reason: "notFound" | "departed" };

/**
 * A timeline row as the page's data stream carries it (decision 0149): a tuple instead of an object
 * with named fields, and each segment `[startSlot, slots]` (free) or `[startSlot, slots, bars]`
 * (busy), each bar a `PackedTimelineBar`. React Router's stream writes every object's keys as
 * references per object; 300 rows of 9 fields, their stretches and bars were most of the page's
 * inline data. `unpackTimelineRows` gives
 * the rows back exactly as `TimelineRowView`.
 */
export type PackedTimelineRow = [
  unitId: number,
  plate: string,
  vehicle: string,
  className: string,
  classId: number,
  homeOffice: string,
  /** 1: in service, 2: transferable. */
  flags: number,
  segments: ([startSlot: number, slots: number] | [startSlot: number, slots: number, bars: PackedTimelineBar[]])[],
];

/**
 * A bar as a tuple led by its kind: "r" reservation, "h" payment hold (flags 1: linked, 2: movable),
 * "b" block, "t" transfer (flags 1: cancellable).
 */
export type PackedTimelineBar =
  | [
      kind: "r" | "h",
      number: string,
      status: TimelineReservationBarView["status"],
      customer: string | null,
      pickupAt: string,
      returnAt: string,
      pickupOffice: string,
      returnOffice: string,
      flags: number,
    ]
  | [
      kind: "b",
      blockId: number,
      unitId: number,
      blockKind: TimelineBlockBarView["blockKind"],
      firstDay: DateString,
      lastDay: DateString,
      note: string,
    ]
  | [
      kind: "t",
      transferId: number,
      unitId: number,
      plate: string,
      fromOffice: string,
      toOffice: string,
      departAt: string,
      arriveAt: string,
      flags: number,
    ];

function packBar(b: TimelineBarView): PackedTimelineBar {
  if (b.kind === "block") return ["b", b.blockId, b.unitId, b.blockKind, b.firstDay, b.lastDay, b.note];
  if (b.kind === "transfer") {
    return [
      "t",
      b.transferId,
      b.unitId,
      b.plate,
      b.fromOffice,
      b.toOffice,
      b.departAt,
      b.arriveAt,
      b.cancellable ? 1 : 0,
    ];
  }
  return [
    b.kind === "hold" ? "h" : "r",
    b.number,
    b.status,
    b.customer,
    b.pickupAt,
    b.returnAt,
    b.pickupOffice,
    b.returnOffice,
    (b.linked ? 1 : 0) | (b.movable ? 2 : 0),
  ];
}

function unpackBar(b: PackedTimelineBar): TimelineBarView {
  switch (b[0]) {
    case "b":
      return { kind: "block", blockId: b[1], unitId: b[2], blockKind: b[3], firstDay: b[4], lastDay: b[5], note: b[6] };
    case "t":
      return {
        kind: "transfer",
        transferId: b[1],
        unitId: b[2],
        plate: b[3],
        fromOffice: b[4],
        toOffice: b[5],
        departAt: b[6],
        arriveAt: b[7],
        cancellable: (b[8] & 1) === 1,
      };
    default:
      return {
        kind: b[0] === "h" ? "hold" : "reservation",
        number: b[1],
        status: b[2],
        customer: b[3],
        pickupAt: b[4],
        returnAt: b[5],
        pickupOffice: b[6],
        returnOffice: b[7],
        linked: (b[8] & 1) === 1,
        movable: (b[8] & 2) === 2,
      };
  }
}

export function packTimelineRows(rows: readonly TimelineRowView[]): PackedTimelineRow[] {
  return rows.map((r) => [
    r.unitId,
    r.plate,
    r.vehicle,
    r.className,
    r.classId,
    r.homeOffice,
    (r.inService ? 1 : 0) | (r.transferable ? 2 : 0),
    r.segments.map((s) => (s.kind === "free" ? [s.startSlot, s.slots] : [s.startSlot, s.slots, s.bars.map(packBar)])),
  ]);
}

export function unpackTimelineRows(rows: readonly PackedTimelineRow[]): TimelineRowView[] {
  return rows.map(([unitId, plate, vehicle, className, classId, homeOffice, flags, segments]) => ({
    unitId,
    plate,
    vehicle,
    className,
    classId,
    homeOffice,
    inService: (flags & 1) === 1,
    transferable: (flags & 2) === 2,
    segments: segments.map((s): TimelineSegmentView =>
      s.length === 2
        ? { kind: "free", startSlot: s[0], slots: s[1] }
        : { kind: "busy", startSlot: s[0], slots: s[1], bars: s[2].map(unpackBar) },
    ),
  }));
}
