// /Rezervasyon-Degistir (decision 0056): the change form of one booking, found like the lookup finds
// it (number + the driver's last name, same rate limits), its re-quote with old total, new total and
// difference, and the confirmation. Every post carries the number and last name again (no session).
import { readTogether } from "#app/server/db/reads.server.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { DEPOSIT_FREE_CODE, depositFreeOf } from "#app/domain/pricing/deposit-free.ts";
import { findDepositFreePrice } from "#app/server/repositories/deposit-free.server.ts";
import { normalizeReservationNumber } from "#app/domain/reservation/reservation-number.ts";
import { istanbulDate, istanbulTime, parseIstanbulLocal } from "#app/domain/time/istanbul.ts";
import type { PaymentGateway } from "#app/server/payments/gateway.server.ts";
import { listBookingOptions } from "#app/server/repositories/booking-options.server.ts";
import { findQuote, loadActiveModels } from "#app/server/repositories/quotes.server.ts";
import { listChangeOffices } from "#app/server/repositories/reservation-changes.server.ts";
import type { ReservationRow } from "#app/server/repositories/reservations.server.ts";
import { checkRateLimits } from "#app/server/security/form-guard.server.ts";
import {
  type ChangeChoice,
  confirmChange,
  isChangeable,
  newChangeKey,
  previewChange,
} from "./booking-change.server.ts";
import type { FormRequest } from "./forms.server.ts";
import type { ChangeFormValues, ChangePageData, ChangeProblem } from "#app/shared/booking-change/change-page-data.ts";
import { startReferencePayment } from "./payment-references.server.ts";
import { cancellationRequestState, displayLocal, findOwnReservation } from "./reservation-lookup.server.ts";
import { findLatestCancellationRequest } from "#app/server/repositories/forms.server.ts";

export type ChangeReply = { status: number; data: ChangePageData; redirectTo?: string };

const text = (form: FormData, name: string) => String(form.get(name) ?? "").slice(0, 100);

function valuesOf(form: FormData): ChangeFormValues {
  const extras: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (key.startsWith("extra.")) extras[key.slice(6, 60)] = String(value).slice(0, 3);
  }
  return {
    pickupOfficeId: text(form, "pickupOfficeId"),
    dropoffOfficeId: text(form, "dropoffOfficeId"),
    pickupDate: text(form, "pickupDate"),
    pickupTime: text(form, "pickupTime"),
    returnDate: text(form, "returnDate"),
    returnTime: text(form, "returnTime"),
    modelId: text(form, "modelId"),
    assuranceCode: text(form, "assuranceCode"),
    addOns: form.getAll("addOns").map((v) => String(v).slice(0, 60)),
    kmPackageCode: text(form, "kmPackageCode"),
    extras,
  };
}

function valuesFromBooking(r: ReservationRow, inputs: Awaited<ReturnType<typeof findQuote>>): ChangeFormValues {
  const q = inputs?.inputs;
  return {
    pickupOfficeId: String(r.pickupOfficeId),
    dropoffOfficeId: String(r.dropoffOfficeId),
    pickupDate: istanbulDate(r.pickupAt),
    pickupTime: istanbulTime(r.pickupAt),
    returnDate: istanbulDate(r.returnAt),
    returnTime: istanbulTime(r.returnAt),
    modelId: String(r.modelId),
    assuranceCode: q?.assuranceCode ?? "",
    // The deposit-free package is ticked when the booking has it (decision 0125), however it was asked for.
    addOns: [...new Set([...(q?.assuranceAddOnCodes ?? []), ...(depositFreeOf(r.lines) ? [DEPOSIT_FREE_CODE] : [])])],
    kmPackageCode: q?.kmPackageCode ?? "",
    extras: Object.fromEntries((q?.extras ?? []).map((x) => [x.code, String(x.quantity)])),
  };
}

/** The deposit as the page writes it: an amount, or null for "none: deposit-free package". */
function depositText(depositKurus: number, depositFree: boolean, lang: "tr" | "en"): string | null {
  return depositFree && depositKurus === 0 ? null : formatTl(depositKurus, lang);
}

function choiceOf(v: ChangeFormValues): ChangeChoice | null {
  const pickupAt = parseIstanbulLocal(`${v.pickupDate}T${v.pickupTime}`);
  const returnAt = parseIstanbulLocal(`${v.returnDate}T${v.returnTime}`);
  const ids = [v.pickupOfficeId, v.dropoffOfficeId, v.modelId].map((x) => Number.parseInt(x, 10));
  if (!pickupAt || !returnAt || ids.some((x) => !Number.isSafeInteger(x) || x <= 0)) return null;
  return {
    pickupOfficeId: ids[0]!,
    dropoffOfficeId: ids[1]!,
    modelId: ids[2]!,
    pickupAt,
    returnAt,
    assuranceCode: v.assuranceCode || null,
    assuranceAddOnCodes: v.addOns,
    kmPackageCode: v.kmPackageCode || null,
    extras: Object.entries(v.extras)
      .map(([code, q]) => ({ code, quantity: Number.parseInt(q, 10) || 0 }))
      .filter((x) => x.quantity > 0),
  };
}

async function pageOf(req: FormRequest, r: ReservationRow, car: string, lastName: string, form: ChangeFormValues) {
  const en = req.lang === "en";
  const [offices, models] = await readTogether(req.db, [
    () => listChangeOffices(req.db),
    () => loadActiveModels(req.db),
  ]);
  const chosen = models.find((m) => String(m.id) === form.modelId) ?? models.find((m) => m.id === r.modelId);
  const packs = await listBookingOptions(req.db, chosen?.classId ?? 0, req.lang);
  // The deposit-free package where the chosen pick-up office offers it for the class (decision 0125):
  // a checkbox beside the add-ons, priced by the same quote (decision 0139).
  const pickupOfficeId = Number.parseInt(form.pickupOfficeId, 10) || r.pickupOfficeId;
  const depositFreeDaily = chosen ? await findDepositFreePrice(req.db, pickupOfficeId, chosen.classId) : null;
  const officeName = (id: number) => {
    const o = offices.find((x) => x.id === id);
    return o ? (en ? o.nameEn : o.nameTr) : "";
  };
  const data: ChangePageData = {
    number: r.number,
    lastName,
    current: {
      pickup: displayLocal(r.pickupAt, req.lang),
      return: displayLocal(r.returnAt, req.lang),
      pickupOffice: officeName(r.pickupOfficeId),
      dropoffOffice: officeName(r.dropoffOfficeId),
      car,
      total: formatTl(r.totalKurus, req.lang),
      payment: r.paymentType,
      deposit: depositText(r.depositKurus, depositFreeOf(r.lines) !== null, req.lang),
    },
    form,
    options: {
      offices: offices.map((o) => ({ id: o.id, name: en ? o.nameEn : o.nameTr })),
      models: models.map((m) => ({
        id: m.id,
        label: `${en ? m.classNameEn : m.classNameTr} · ${m.brand} ${m.model}`,
      })),
      assurance: packs.assurance.map(({ code, name, combinable }) => ({ code, name, combinable })),
      km: packs.km.map(({ code, name }) => ({ code, name })),
      extras: packs.extras.map(({ code, name, maxQuantity }) => ({ code, name, maxQuantity })),
      depositFree:
        depositFreeDaily !== null && chosen
          ? { daily: formatTl(depositFreeDaily, req.lang), deposit: formatTl(chosen.depositKurus, req.lang) }
          : null,
    },
  };
  return data;
}

/** One post of the change page: find (show the form), preview (re-quote) or confirm. */
export async function handleChangePost(
  req: FormRequest,
  form: FormData,
  gateway: PaymentGateway,
  paths: { pos3d: string },
): Promise<ChangeReply> {
  const intent = text(form, "intent");
  const number = normalizeReservationNumber(text(form, "number")) ?? text(form, "number");
  const lastName = text(form, "lastName");
  const bare: ChangePageData = { number, lastName };
  const limited =
    intent === "find"
      ? ((await checkRateLimits(req.db, req.env, { form: "lookup", ip: req.ip, now: req.now })) ??
        (await checkRateLimits(req.db, req.env, { form: "lookup", target: number, now: req.now })))
      : null;
  if (limited) return { status: 429, data: { ...bare, problem: "tooMany" } };
  const details = number && lastName ? await findOwnReservation(req.db, number, lastName) : null;
  if (!details) {
    if (intent !== "find") await checkRateLimits(req.db, req.env, { form: "lookup", ip: req.ip, now: req.now });
    return { status: 200, data: { ...bare, problem: "notFound" } };
  }
  const r = details.reservation;
  const car = `${details.brand} ${details.model}`;
  // A cancellation request still standing is answered first (the lookup offers no change either).
  const request = await findLatestCancellationRequest(req.db, r.id);
  const standing = request !== null && ["received", "other"].includes(cancellationRequestState(request.status));
  if (!isChangeable(r, req.now) || standing) {
    return { status: 200, data: { ...bare, number: r.number, problem: "notChangeable" } };
  }
  if (intent === "find") {
    const quote = r.quoteId ? await findQuote(req.db, r.quoteId) : null;
    return { status: 200, data: await pageOf(req, r, car, lastName, valuesFromBooking(r, quote)) };
  }
  const values = valuesOf(form);
  const page = await pageOf(req, r, car, lastName, values);
  if (intent === "confirm") {
    const confirmed = await confirmChange(
      req.db,
      gateway,
      {
        reservationId: r.id,
        quoteId: text(form, "quoteId"),
        requestKey: text(form, "requestKey"),
        actor: r.memberId ? `member:${r.memberId}` : "customer",
        lang: req.lang,
      },
      { now: req.now },
    );
    if (!confirmed.ok) {
      const problem: ChangeProblem = confirmed.reason === "notAvailable" ? "notAvailable" : "quoteExpired";
      return { status: 409, data: { ...page, problem } };
    }
    if (confirmed.outcome === "pay" && confirmed.referenceNumber) {
      const started = await startReferencePayment(
        req.db,
        { referenceNumber: confirmed.referenceNumber, lang: req.lang, ip: req.ip },
        { now: req.now },
      );
      if (started.ok) {
        return { status: 303, data: bare, redirectTo: `${paths.pos3d}?odeme=${encodeURIComponent(started.paymentId)}` };
      }
      return { status: 409, data: { ...page, problem: "paymentFailed" } };
    }
    return {
      status: 200,
      data: {
        ...bare,
        number: r.number,
        done: {
          settle: confirmed.settle,
          refund: confirmed.refundKurus > 0 ? formatTl(confirmed.refundKurus, req.lang) : null,
          refundFailed: confirmed.refundKurus > 0 && confirmed.refundState !== "refunded",
        },
      },
    };
  }
  const choice = choiceOf(values);
  if (!choice) return { status: 400, data: { ...page, problem: "badDates" } };
  const preview = await previewChange(req.db, r, choice, { now: req.now, lang: req.lang });
  if (!preview.ok) {
    if (preview.reason === "invalidSearch") {
      return { status: 400, data: { ...page, problem: "invalidSearch", searchErrors: preview.errors } };
    }
    // The package ticked where the new pick-up office does not offer it: said so, never priced at 0.
    if (preview.reason === "unknownAssurance" && preview.refused.code === DEPOSIT_FREE_CODE) {
      return { status: 400, data: { ...page, problem: "depositFreeNotOffered" } };
    }
    const problem: ChangeProblem =
      preview.reason === "notAvailable" ||
      preview.reason === "pickUpPassed" ||
      preview.reason === "notChangeable" ||
      preview.reason === "deliveryNotOffered"
        ? preview.reason
        : "cannotPrice";
    return { status: 400, data: { ...page, problem } };
  }
  const s = preview.settlement;
  const tl = (k: number) => formatTl(k, req.lang);
  const sign = s.differenceKurus > 0 ? "+ " : s.differenceKurus < 0 ? "− " : "";
  return {
    status: 200,
    data: {
      ...page,
      preview: {
        oldTotal: tl(preview.oldTotalKurus),
        newTotal: tl(s.totalKurus),
        difference: `${sign}${tl(Math.abs(s.differenceKurus))}`,
        settle: s.settle,
        charge: s.chargeKurus > 0 ? tl(s.chargeKurus) : null,
        refund: s.refundKurus > 0 ? tl(s.refundKurus) : null,
        deduction: s.deductionKurus > 0 ? tl(s.deductionKurus) : null,
        // The deposit before and after: the package makes it none, leaving it brings the model's back.
        oldDeposit: depositText(r.depositKurus, depositFreeOf(r.lines) !== null, req.lang),
        newDeposit: depositText(
          preview.quote.inputs.depositKurus,
          depositFreeOf(preview.quote.price.lines) !== null,
          req.lang,
        ),
        quoteId: preview.quote.id,
        requestKey: newChangeKey(),
      },
    },
  };
}
