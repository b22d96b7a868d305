// The lookup page (/Rezervasyon-On-Izleme) with cancel at once (decision 0100): the lookup as
// before, plus "Cancel now" for a booking the policy decides alone: the amounts first, then the
// confirmation. Every post proves ownership again (number and last name, rate-limited).
import type { Lang } from "#app/i18n/config.ts";
import type { PaymentGateway } from "#app/server/payments/gateway.server.ts";
import { CANCEL_NOW_INTENT, CANCEL_PREVIEW_INTENT, shownRefundOf } from "#app/shared/reservations/cancel-now.ts";
import type { ReservationView } from "#app/shared/reservations/reservation-view.ts";
import {
  type AtOncePreview,
  cancelAtOnce,
  type CancelAtOnceResult,
  checkCancelAtOnce,
} from "./cancel-at-once.server.ts";
import type { FormRequest } from "./forms.server.ts";
import {
  findOwnReservation,
  type LookupActionData,
  lookupReservation,
  type LookupReply,
  reservationView,
} from "./reservation-lookup.server.ts";

export type LookupCancelData = LookupActionData & {
  /** Step 1 of cancel at once: the amounts and the confirm button. */
  cancelNow?: AtOncePreview;
  /** Step 2: done (cancelled; the money sentence). */
  cancelled?: Extract<CancelAtOnceResult, { ok: true }>;
  cancelNotice?: "changed" | "notAtOnce";
};

export type LookupCancelReply = Omit<LookupReply, "data"> & { data: LookupCancelData };

async function withAtOnce(req: FormRequest, view: ReservationView, number: string, lastName: string, lang: Lang) {
  const details = await findOwnReservation(req.db, number, lastName);
  if (!details) return { view, preview: null };
  const check = await checkCancelAtOnce(req.db, details.reservation, lang, req.now);
  const atOnce = view.canCancel && check.decision.atOnce;
  return { view: { ...view, canCancelAtOnce: atOnce }, preview: atOnce ? check.preview : null, details };
}

export async function lookupWithCancelAtOnce(
  req: FormRequest,
  formData: FormData,
  paths: { virtualPayment: string },
  gateway: PaymentGateway,
): Promise<LookupCancelReply> {
  const reply = await lookupReservation(req, formData, paths);
  const shown = reply.data.reservation;
  if (!shown || reply.redirectTo) return reply;
  const number = String(formData.get("number") ?? "");
  const lastName = String(formData.get("lastName") ?? "");
  const intent = formData.get("intent");
  const found = await withAtOnce(req, shown, number, lastName, req.lang);
  const data: LookupCancelData = { ...reply.data, reservation: found.view };
  if (intent === CANCEL_PREVIEW_INTENT) {
    return found.preview
      ? { ...reply, data: { ...data, cancelNow: found.preview } }
      : { ...reply, data: { ...data, cancelNotice: "notAtOnce" } };
  }
  if (intent !== CANCEL_NOW_INTENT || !found.details) return { ...reply, data };

  const result = await cancelAtOnce(req.db, gateway, {
    reservationId: found.details.reservation.id,
    lang: req.lang,
    now: req.now,
    clientIp: req.ip,
    shownRefundKurus: shownRefundOf(formData),
  });
  // The page shows the booking as it now stands (cancelled, and where the money is).
  const fresh = await findOwnReservation(req.db, number, lastName);
  const view = fresh
    ? (await withAtOnce(req, await reservationView(req.db, fresh, req.lang, req.now), number, lastName, req.lang)).view
    : found.view;
  if (result.ok) return { ...reply, data: { ...data, reservation: view, cancelled: result } };
  if (result.reason === "changed") {
    return { ...reply, data: { ...data, reservation: view, cancelNow: result.preview, cancelNotice: "changed" } };
  }
  return { ...reply, data: { ...data, reservation: view, cancelNotice: "notAtOnce" } };
}
