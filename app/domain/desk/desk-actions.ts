// Which desk actions a reservation offers to a staff member right now (decision 0041). Pure: the
// detail page's Actions section shows exactly these, and every service re-checks the same rules
// (state here, permission through requireAllowed), so a hidden link and a refused request agree.
import { sumKurus } from "#app/domain/money/money.ts";
import type { ReservationStatus } from "#app/domain/reservation/status.ts";
import { allows, type StaffActor, type StaffPermission } from "#app/domain/staff/permissions.ts";
import { HOUR_MS } from "#app/domain/time/istanbul.ts";

/** Staff may mark a no-show this long after the pick-up time without a pick-up. */
export const NO_SHOW_AFTER_HOURS = 2;

export const deskActions = [
  "unit",
  "pickup",
  "return",
  "payment",
  "receipt",
  "noShow",
  "cancel",
  "change",
  "deposit",
  "correct",
] as const;
export type DeskAction = (typeof deskActions)[number];

/** The permission each action needs (a cancellation or no-show refund also needs refund.issue). */
export const deskActionPermission: Record<DeskAction, StaffPermission> = {
  unit: "reservation.operate",
  pickup: "reservation.operate",
  return: "reservation.operate",
  payment: "payment.desk",
  receipt: "reservation.read",
  noShow: "reservation.operate",
  cancel: "reservation.cancel",
  /** A running rental changed at the desk (decision 0090). */
  change: "reservation.operate",
  /** The deposit held at hand-over: card pre-authorisation or cash (decision 0088). */
  deposit: "reservation.operate",
  /** A booked return corrected with a reversing entry (decision 0108): office managers, admins. */
  correct: "charges.waive",
};

export type DeskState = {
  status: ReservationStatus;
  pickupAt: Date;
  /** The offices the reservation touches: [pick-up, drop-off]. */
  officeIds: readonly number[];
  /** What is still owed (deskBalance); payments are taken only while something is owed. */
  owedKurus: number;
  /** Any money received (online or at the desk): a receipt exists. */
  hasPayments: boolean;
  /** The return was booked at the desk (a check-in with its charges exists). */
  returned?: boolean;
};

/** The earliest moment a confirmed reservation that was not picked up may be marked a no-show. */
export function noShowFrom(pickupAt: Date): Date {
  return new Date(pickupAt.getTime() + NO_SHOW_AFTER_HOURS * HOUR_MS);
}

/** Whether the reservation's state allows the action now (without asking who wants to). */
export function stateAllows(action: DeskAction, state: DeskState, now: Date): boolean {
  switch (action) {
    case "unit":
    case "pickup":
      return state.status === "confirmed";
    case "return":
      return state.status === "active";
    case "payment":
      // Before hand-over too: a pay-at-office balance is paid before the car leaves (decision 0081).
      return (
        (state.status === "confirmed" || state.status === "active" || state.status === "completed") &&
        state.owedKurus > 0
      );
    case "receipt":
      return state.hasPayments;
    case "noShow":
      return state.status === "confirmed" && now.getTime() >= noShowFrom(state.pickupAt).getTime();
    case "cancel":
      return state.status === "confirmed" || state.status === "pending_payment";
    case "change":
    case "deposit":
      return state.status === "active";
    case "correct":
      return state.status === "completed" && state.returned === true;
  }
}

/** The actions offered to `actor`, in the catalogue's order. */
export function availableDeskActions(actor: StaffActor, state: DeskState, now: Date): DeskAction[] {
  return deskActions.filter(
    (action) => stateAllows(action, state, now) && allows(actor, deskActionPermission[action], state.officeIds),
  );
}

export type DeskBalance = {
  /** The booking total plus the return's charges. */
  dueKurus: number;
  /** Kept online payments (net of refunds) plus desk payments. */
  paidKurus: number;
  owedKurus: number;
};

/** What the customer owes at the desk: booking total + return charges - what was received. */
export function deskBalance(input: {
  totalKurus: number;
  chargesKurus: number;
  onlineNetKurus: number;
  deskPaidKurus: readonly number[];
}): DeskBalance {
  const dueKurus = sumKurus([input.totalKurus, input.chargesKurus]);
  const paidKurus = sumKurus([input.onlineNetKurus, ...input.deskPaidKurus]);
  return { dueKurus, paidKurus, owedKurus: Math.max(0, dueKurus - paidKurus) };
}
