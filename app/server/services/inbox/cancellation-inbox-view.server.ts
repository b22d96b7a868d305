// The cancellation requests inbox's list and detail (docs/decisions/0043): each
// request with the refund the policy gives now (open) or what was decided, the bank's answer and
// what the actor may do; only the actor's offices. The decisions are in cancellation-inbox.server.ts.
import { readTogether } from "#app/server/db/reads.server.ts";
import {
  type DeskActions,
  deskActions,
  type RequestOutcome,
  requestOutcome,
} from "#app/domain/cancellation/desk-decision.ts";
import { UUID_RE } from "#app/domain/requests/request-inbox.ts";
import { officeFilter, type StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { CancellationRefundState, ManualRefundMethod } from "#app/server/db/schema.ts";
import type { CancellationRequestRow } from "#app/server/repositories/forms.server.ts";
import {
  type CancellationInboxRow,
  findCancellationInboxRow,
  listCancellationInbox,
} from "#app/server/repositories/inbox.server.ts";
import { manualRefundOfRequest } from "#app/server/repositories/manual-refunds.server.ts";
import type { ReservationRow } from "#app/server/repositories/reservations.server.ts";
import { refundFor } from "#app/server/services/cancellation.server.ts";
import { requireAllowed } from "#app/server/services/staff/staff-access.server.ts";

export type CancellationInboxItem = {
  id: string;
  reservationId: string;
  reservationNumber: string;
  reservationStatus: ReservationRow["status"];
  paymentType: ReservationRow["paymentType"];
  driverName: string;
  email: string;
  lang: "tr" | "en";
  pickupAt: Date;
  requestedAt: Date;
  reason: string;
  status: CancellationRequestRow["status"];
  /** Where it stands: "approved" only once the money moved (or nothing was owed), decision 0074. */
  outcome: RequestOutcome;
  rule: string;
  /** What the policy gives now for an open request; what was decided for an approved one. */
  refundKurus: number;
  deductionKurus: number;
  paidKurus: number;
  refundState: CancellationRefundState | null;
  refundAttempt: number;
  /** The bank's words when a refund was refused, or why it could not be sent. */
  bankAnswer: string | null;
  decidedAt: Date | null;
  decidedBy: string | null;
  declineReason: string | null;
  /** How a refund the bank refused was paid back instead, and by whom (refund state "manual"). */
  /** `method` is null on requests recorded before decision 0106 (a note only). */
  manualRefund: { note: string; by: string; at: Date; method: ManualRefundMethod | null } | null;
  officeIds: number[];
  actions: DeskActions;
};

export const officesOf = (r: ReservationRow) => [r.pickupOfficeId, r.dropoffOfficeId];

function bankAnswerOf(result: unknown): string | null {
  if (!result || typeof result !== "object") return null;
  const r = result as { ok?: unknown; reason?: unknown; message?: unknown };
  if (r.ok !== false) return null;
  const message = typeof r.message === "string" ? r.message.trim() : "";
  return message !== "" ? message : typeof r.reason === "string" ? r.reason : null;
}

export async function itemOf(db: Db, actor: StaffActor, row: CancellationInboxRow): Promise<CancellationInboxItem> {
  const { request, reservation } = row;
  const open = request.status === "received";
  const computed = open ? await refundFor(db, reservation, request.requestedAt) : null;
  const refundKurus = computed ? computed.refundKurus : request.refundKurus;
  const officeIds = officesOf(reservation);
  return {
    id: request.id,
    reservationId: reservation.id,
    reservationNumber: reservation.number,
    reservationStatus: reservation.status,
    paymentType: reservation.paymentType,
    driverName: `${reservation.driver.firstName} ${reservation.driver.lastName}`,
    email: reservation.driver.email,
    lang: request.lang,
    pickupAt: reservation.pickupAt,
    requestedAt: request.requestedAt,
    reason: request.reason,
    status: request.status,
    outcome: requestOutcome(request),
    rule: computed ? computed.rule : request.rule,
    refundKurus,
    deductionKurus: computed ? computed.deductionKurus : request.deductionKurus,
    paidKurus: computed ? computed.paidKurus : refundKurus + request.deductionKurus,
    refundState: request.refundState,
    refundAttempt: request.refundAttempt,
    bankAnswer: request.refundState === "failed" ? bankAnswerOf(request.refundResult) : null,
    decidedAt: request.appliedAt,
    decidedBy: request.decidedByName ?? request.appliedBy,
    declineReason: request.declineReason,
    manualRefund:
      request.refundState === "manual" && request.refundManualNote && request.refundManualAt
        ? {
            note: request.refundManualNote,
            by: request.refundManualBy ?? "",
            at: request.refundManualAt,
            method: (await manualRefundOfRequest(db, request.id))?.method ?? null,
          }
        : null,
    officeIds,
    actions: deskActions(actor, { status: request.status, refundState: request.refundState, refundKurus, officeIds }),
  };
}

/** The inbox: unanswered first (oldest first), then decided ones; only the actor's offices. */
export async function listCancellationRequests(
  db: Db,
  actor: StaffActor,
  options: { limit?: number } = {},
): Promise<CancellationInboxItem[]> {
  requireAllowed(actor, "cancellation.decide");
  const rows = await listCancellationInbox(db, { officeIds: officeFilter(actor), limit: options.limit ?? 100 });
  const items = await readTogether(
    db,
    rows.map((row) => () => itemOf(db, actor, row)),
  );
  // A decided request whose money has not moved is still work: it stays with the unanswered ones.
  const waiting = (i: CancellationInboxItem) => (i.outcome === "open" || i.outcome === "refundOpen" ? 0 : 1);
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => waiting(a.item) - waiting(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

/** One request, or null; refused (StaffAccessDenied) when it touches none of the actor's offices. */
export async function getCancellationRequest(
  db: Db,
  actor: StaffActor,
  id: string,
): Promise<CancellationInboxItem | null> {
  requireAllowed(actor, "cancellation.decide");
  const row = await load(db, actor, id);
  return row ? itemOf(db, actor, row) : null;
}

export async function load(db: Db, actor: StaffActor, id: string) {
  if (!UUID_RE.test(id)) return null;
  const row = await findCancellationInboxRow(db, id);
  if (!row) return null;
  requireAllowed(actor, "cancellation.decide", officesOf(row.reservation));
  return row;
}
