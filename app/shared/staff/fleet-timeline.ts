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
};

/** A maintenance or out-of-service block (decision 0046); it opens the unit's page. */
export type TimelineBlockBarView = {
  kind: "block";
  blockId: number;
  unitId: number;
  blockKind: "maintenance" | "out_of_service";
  /** The first and last Istanbul day blocked (a block covers whole days). */
  firstDay: DateString;
  lastDay: DateString;
  note: string;
};

export type TimelineBarView = TimelineReservationBarView | TimelineBlockBarView;

export type TimelineSegmentView =
  | { kind: "free"; startSlot: number; slots: number }
  | { kind: "busy"; startSlot: number; slots: number; bars: TimelineBarView[] };

export type TimelineRowView = {
  unitId: number;
  plate: string;
  vehicle: string;
  className: string;
  homeOffice: string;
  inService: boolean;
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
};
