// The partner API's reservation use cases (decision 0040): reserve from a quote, look a reservation up,
// request its cancellation. Each calls the site's own service and shapes its answer for the API;
// the catalogue, search and quote are in partner-api.server.ts.
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { PaymentType, QuoteInputsJson } from "#app/server/db/schema.ts";
import { isAirportOffice } from "#app/server/repositories/booking-options.server.ts";
import { packageNames } from "#app/server/repositories/forms.server.ts";
import { findQuote, loadActiveModels } from "#app/server/repositories/quotes.server.ts";
import { driverRules } from "./booking-flow.server.ts";
import { checkReservationParty } from "./booking-steps.server.ts";
import { recordCancellationRequest } from "./cancellation-requests.server.ts";
import { isOpen, refundFor } from "./cancellation.server.ts";
import { deliveryLegsOf, offerOf, type PartnerApiResult, refuse } from "./partner-api.server.ts";
import { startCardPayment } from "./payments.server.ts";
import { findOwnReservation, reservationView, type ReservationView } from "./reservation-lookup.server.ts";
import { reserveFromQuote } from "./reserve.server.ts";

/** The driver fields as the site's form posts them (strings; ticked boxes as "on"). */
function asDraft(driver: Record<string, unknown>): Record<string, string> {
  const draft: Record<string, string> = {};
  for (const [k, v] of Object.entries(driver)) {
    if (typeof v === "string") draft[k] = v;
    else if (v === true) draft[k] = "on";
    else if (typeof v === "number") draft[k] = String(v);
  }
  return draft;
}

export type ApiReserveInput = { quoteId: string; paymentType: PaymentType; driver: Record<string, unknown> };

export async function apiReserve(
  db: Db,
  input: ApiReserveInput,
  context: { lang: Lang; now: Date; ip: string; publicUrl: string },
) {
  const { lang, now } = context;
  const quote = await findQuote(db, input.quoteId);
  if (!quote) return refuse("not-found", "quoteNotFound");
  const model = (await loadActiveModels(db, quote.inputs.modelId))[0];
  if (!model) return refuse("conflict", "noLongerAvailable", { alternatives: [] });
  const party = checkReservationParty(asDraft(input.driver), driverRules(model, new Date(quote.inputs.pickupAt), now));
  if (!party.ok) {
    const errors = Object.entries(party.fieldErrors).flatMap(([field, codes]) =>
      codes.map((code) => ({ field: `driver.${field}`, code })),
    );
    return refuse("invalid-input", "invalidRequest", { errors });
  }
  // Kept for airport pick-ups only, as on the site (decision 0055).
  const flightNumber = (await isAirportOffice(db, quote.inputs.pickupOfficeId)) ? party.flightNumber : null;
  const result = await reserveFromQuote(
    db,
    {
      quoteId: quote.id,
      driver: party.driver,
      billing: party.billing,
      paymentType: input.paymentType,
      flightNumber,
      lang,
      channel: "api",
    },
    { now },
  );
  if (!result.ok) {
    switch (result.reason) {
      case "quoteNotFound":
        return refuse("not-found", "quoteNotFound");
      case "quoteExpired":
        return refuse("expired", "quoteExpired");
      case "quoteUsed":
        return refuse("conflict", "quoteUsed");
      case "memberMismatch":
        return refuse("conflict", "memberMismatch");
      case "campaignUsedUp":
        return refuse("conflict", "campaignUsedUp");
      case "driverNotEligible":
        return refuse("refused", "driverNotEligible", {
          errors: result.problems.map((p) => ({
            field: p === "birthInFuture" || p === "tooYoung" ? "driver.birthDate" : "driver.licenceDate",
            code: `booking.errors.${p}`,
          })),
        });
      case "noLongerAvailable":
        return refuse("conflict", "noLongerAvailable", { alternatives: result.alternatives.map(offerOf) });
      case "refused":
        return refuse("refused", "bookingRefused");
    }
  }
  const r = result.reservation;
  let paymentUrl: string | null = null;
  if (r.paymentType === "card" && r.status === "pending_payment") {
    const started = await startCardPayment(db, { reservationNumber: r.number, lang, ip: context.ip }, { now });
    if (started.ok) {
      const path = lang === "en" ? "/en/pos3d" : "/pos3d";
      paymentUrl = `${context.publicUrl}${path}?odeme=${encodeURIComponent(started.paymentId)}`;
    }
  }
  return {
    ok: true as const,
    value: {
      number: r.number,
      status: r.status === "pending_payment" ? ("pending_payment" as const) : ("confirmed" as const),
      paymentType: r.paymentType,
      totalKurus: r.totalKurus,
      depositKurus: r.depositKurus,
      assuranceCode: quote.inputs.assuranceCode,
      assuranceAddOnCodes: quote.inputs.assuranceAddOnCodes ?? [],
      flightNumber,
      deliveries: deliveryLegsOf(quote.inputs.delivery),
      holdExpiresAt: r.holdExpiresAt ? r.holdExpiresAt.toISOString() : null,
      paymentUrl,
    },
  };
}

export async function apiLookup(
  db: Db,
  input: { number: string; lastName: string },
  lang: Lang,
  now: Date,
): Promise<PartnerApiResult<ReservationView & { assuranceAddOns: { code: string; name: string }[] }>> {
  const details = await findOwnReservation(db, input.number, input.lastName);
  if (!details) return refuse("not-found", "reservationNotFound");
  // The add-ons apart from the main package, by code, in the order they were booked.
  const codes = (details.quoteInputs as QuoteInputsJson | null)?.assuranceAddOnCodes ?? [];
  const { addOns } = await packageNames(db, { assurance: null, addOns: codes, km: null, extras: [] });
  const assuranceAddOns = codes.flatMap((code) => {
    const row = addOns.find((a) => a.code === code);
    return row ? [{ code, name: lang === "en" ? row.nameEn : row.nameTr }] : [];
  });
  return { ok: true, value: { ...(await reservationView(db, details, lang, now)), assuranceAddOns } };
}

export async function apiRequestCancellation(
  db: Db,
  input: { number: string; lastName: string; reason: string },
  context: { lang: Lang; now: Date; ip: string },
) {
  const details = await findOwnReservation(db, input.number, input.lastName);
  if (!details) return refuse("not-found", "reservationNotFound");
  const reservation = details.reservation;
  const refund = await refundFor(db, reservation, context.now);
  if (!isOpen(reservation) || !refund.cancellable) return refuse("conflict", "notCancellable");
  const { created } = await recordCancellationRequest(db, {
    reservation,
    reason: input.reason,
    lang: context.lang,
    clientIp: context.ip,
    now: context.now,
    refund,
  });
  return {
    ok: true as const,
    value: {
      number: reservation.number,
      status: "received" as const,
      rule: refund.rule,
      paidKurus: refund.paidKurus,
      refundKurus: refund.refundKurus,
      deductionKurus: refund.deductionKurus,
      created,
    },
  };
}
