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
 * A timeline row as the page's data stream carries it (decisions 0149, 0152): a tuple instead of an object
 * with named fields, and each segment `[startSlot, slots]` (free) or `[startSlot, slots, bars]`
 * (busy), each bar a `PackedTimelineBar`. React Router's stream writes every object's keys as
 * references per object; 300 rows of 9 fields, their stretches and bars were most of the page's
 * inline data. `unpackTimelineRows` gives
 * the rows back exactly as `TimelineRowView`.
 */
export type PackedTimelineRow = [
  /**
   * `${unitId}|${flags}|${classId}|${vehicle}|${className}|${homeOffice}|${plate}`: flags 1 in
   * service, 2 transferable; vehicle, class name and home office as indexes into `names` (decision
   * 0152: one string per row instead of eight references). The plate is last, so whatever it holds is
   * read back whole.
   */
  head: string,
  segments: ([startSlot: number, slots: number] | [startSlot: number, slots: number, bars: PackedTimelineBar[]])[],
];

/** The rows with the names they share (car models, classes, offices) written once, by index. */
export type PackedTimelineRows = { names: string[]; rows: PackedTimelineRow[] };

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

export function packTimelineRows(rows: readonly TimelineRowView[]): PackedTimelineRows {
  const names: string[] = [];
  const indexes = new Map<string, number>();
  const name = (text: string) => {
    let i = indexes.get(text);
    if (i === undefined) {
      i = names.push(text) - 1;
      indexes.set(text, i);
    }
    return i;
  };
  return {
    names,
    rows: rows.map((r) => [
      [
        r.unitId,
        (r.inService ? 1 : 0) | (r.transferable ? 2 : 0),
        r.classId,
        name(r.vehicle),
        name(r.className),
        name(r.homeOffice),
        r.plate,
      ].join("|"),
      r.segments.map((s) => (s.kind === "free" ? [s.startSlot, s.slots] : [s.startSlot, s.slots, s.bars.map(packBar)])),
    ]),
  };
}

export function unpackTimelineRows(packed: PackedTimelineRows): TimelineRowView[] {
  const { names } = packed;
  return packed.rows.map(([head, segments]) => {
    // Six numbers, then the plate (which may hold anything).
    const fields: number[] = [];
    let at = 0;
    for (let i = 0; i < 6; i++) {
      const end = head.indexOf("|", at);
      fields.push(Number(head.slice(at, end)));
      at = end + 1;
    }
    const [unitId = 0, flags = 0, classId = 0, vehicle = 0, className = 0, homeOffice = 0] = fields;
    return {
      unitId,
      plate: head.slice(at),
      vehicle: names[vehicle] ?? "",
      className: names[className] ?? "",
      classId,
      homeOffice: names[homeOffice] ?? "",
      inService: (flags & 1) === 1,
      transferable: (flags & 2) === 2,
      segments: segments.map((s): TimelineSegmentView =>
        s.length === 2
          ? { kind: "free", startSlot: s[0], slots: s[1] }
          : { kind: "busy", startSlot: s[0], slots: s[1], bars: s[2].map(unpackBar) },
      ),
    };
  });
}

/**
 * A class's shortage row as the data stream carries it (decision 0152): the cars needed and the cars
 * available per day of `view.dates`, in order, instead of 30 objects `{date, needed, available,
 * overbooked}` per class (8 classes x 30 days were a fifth of the page's data). A day is overbooked
 * exactly when more cars are needed than available (app/domain/fleet/shortage.ts), so that flag and
 * the date are derived again.
 */
export type PackedTimelineShortage = [classId: number, className: string, needed: number[], available: number[]];

/** The timeline's view as the loader sends it: rows and shortage rows packed. */
export type PackedFleetTimelineView = Omit<FleetTimelineView, "rows" | "shortage"> & {
  rows: PackedTimelineRows;
  shortage: PackedTimelineShortage[];
};

export function packTimelineView(view: FleetTimelineView): PackedFleetTimelineView {
  const { rows, shortage, ...rest } = view;
  return {
    ...rest,
    rows: packTimelineRows(rows),
    shortage: shortage.map((s) => [
      s.classId,
      s.className,
      s.days.map((d) => d.needed),
      s.days.map((d) => d.available),
    ]),
  };
}

export function unpackTimelineView(packed: PackedFleetTimelineView): FleetTimelineView {
  const { rows, shortage, ...rest } = packed;
  return {
    ...rest,
    rows: unpackTimelineRows(rows),
    shortage: shortage.map(([classId, className, needed, available]) => ({
      classId,
      className,
      days: needed.map((n, i) => {
        const a = available[i] ?? 0;
        return { date: packed.dates[i] ?? packed.from, needed: n, available: a, overbooked: n > a };
      }),
    })),
  };
}
