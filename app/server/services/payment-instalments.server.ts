// Instalments (taksit) on /pos3d (decision 0044). The page sends the first six digits of the typed
// card (the BIN, never more: the card itself goes to the bank only, 0014); the provider says which
// counts the issuer allows for that BIN, Yolda's rates price them, and the customer's choice is
// stored on the attempt (count, surcharge, the amount to charge) before the form is signed again.
import { type InstalmentOption, instalmentOptions, pickInstalments } from "#app/domain/payments/instalments.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { PaymentGateway } from "#app/server/payments/gateway.server.ts";
import {
  type PaymentRow,
  findPaymentById,
  insertPaymentEvent,
  loadInstalmentRates,
  setPaymentInstalments,
} from "#app/server/repositories/payments.server.ts";
import { type PaymentPage, preparePaymentPage } from "./payment-attempts.server.ts";
import { runTx } from "./payment-common.server.ts";

const BIN = /^[0-9]{6}$/;

export type InstalmentOffer =
  { ok: true; options: InstalmentOption[] } | { ok: false; reason: "notFound" | "notOffered" | "badBin" };

async function offerFor(
  db: Db,
  gateway: PaymentGateway,
  payment: PaymentRow,
  bin: string,
): Promise<InstalmentOption[]> {
  const baseKurus = payment.amountKurus - payment.instalmentSurchargeKurus;
  const [allowed, rates] = [await gateway.instalmentCounts(bin), await loadInstalmentRates(db)];
  return instalmentOptions(baseKurus, allowed, rates);
}

function offered(payment: PaymentRow | null): payment is PaymentRow {
  // Office-issued references are paid in one go (decision 0044); only live card attempts of a reservation.
  return payment !== null && payment.status === "initiated" && payment.reservationId !== null;
}

/** The instalment options for the card whose BIN was typed, with the total of each. */
export async function instalmentOffer(
  db: Db,
  gateway: PaymentGateway,
  paymentId: string,
  bin: string,
): Promise<InstalmentOffer> {
  if (!BIN.test(bin)) return { ok: false, reason: "badBin" };
  const payment = await findPaymentById(db, paymentId);
  if (!payment) return { ok: false, reason: "notFound" };
  if (!offered(payment)) return { ok: false, reason: "notOffered" };
  return { ok: true, options: await offerFor(db, gateway, payment, bin) };
}

export type ChooseInstalmentsResult =
  | { ok: true; page: Extract<PaymentPage, { kind: "form" }> }
  | { ok: false; reason: "notFound" | "notOffered" | "badBin" | "notAllowed" | "changed" | "expired" };

/**
 * Stores the chosen count (1 = single payment) on the live attempt, with its surcharge and the
 * amount to charge, and signs the form again for it. A count the card or the rates do not allow
 * is refused; the callback later refuses any answer whose `taksit` is not the stored count.
 */
export async function chooseInstalments(
  db: Db,
  gateway: PaymentGateway,
  input: { paymentId: string; bin: string; count: number },
  options: { publicUrl: string; now?: Date },
): Promise<ChooseInstalmentsResult> {
  const now = options.now ?? new Date();
  if (!BIN.test(input.bin)) return { ok: false, reason: "badBin" };
  const payment = await findPaymentById(db, input.paymentId);
  if (!payment) return { ok: false, reason: "notFound" };
  if (!offered(payment)) return { ok: false, reason: "notOffered" };
  const option = pickInstalments(await offerFor(db, gateway, payment, input.bin), input.count);
  if (!option) return { ok: false, reason: "notAllowed" };
  if (option.count !== payment.instalments || option.totalKurus !== payment.amountKurus) {
    const stored = await runTx(db, async (tx) => {
      const changed = await setPaymentInstalments(
        tx,
        payment.id,
        { amountKurus: payment.amountKurus, surchargeKurus: payment.instalmentSurchargeKurus },
        { instalments: option.count, surchargeKurus: option.surchargeKurus, amountKurus: option.totalKurus },
        now,
      );
      if (!changed) return false;
      await insertPaymentEvent(tx, {
        paymentId: payment.id,
        actor: "customer",
        kind: "instalments",
        from: "initiated",
        to: "initiated",
        amountKurus: option.totalKurus,
        detail: { instalments: option.count, surchargeKurus: option.surchargeKurus, bin: input.bin },
        at: now,
      });
      return true;
    });
    if (!stored) return { ok: false, reason: "changed" };
  }
  const page = await preparePaymentPage(db, gateway, payment.id, { publicUrl: options.publicUrl, now });
  if (page.kind !== "form") return { ok: false, reason: "expired" };
  return { ok: true, page };
}
