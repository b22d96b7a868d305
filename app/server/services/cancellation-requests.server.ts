// Storing a cancellation request (the site's confirm step and the partner API): one live request per
// reservation, stored with the customer's copy and the reservations department's notice in the
// e-mail outbox, all in one transaction.
import type { CancellationRefund } from "#app/domain/cancellation/cancellation-refund.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { serverT } from "#app/i18n/translate.server.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { departmentNotificationEmail, senderCopyEmail } from "#app/server/email/form-emails.server.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import {
  findDepartmentBySlug,
  findOpenCancellationRequest,
  insertCancellationRequest,
} from "#app/server/repositories/forms.server.ts";
import { pgErrorCode, type ReservationRow } from "#app/server/repositories/reservations.server.ts";
import { displayLocal } from "./reservation-lookup.server.ts";

/**
 * Stores a cancellation request and e-mails the customer and the reservations department, once:
 * a second request for the same reservation while one is open changes nothing (`created` false).
 * The site's confirm step and the partner API both come here.
 */
export async function recordCancellationRequest(
  db: Db,
  input: {
    reservation: ReservationRow;
    reason: string;
    lang: Lang;
    clientIp: string | null;
    now: Date;
    refund: CancellationRefund;
  },
): Promise<{ created: boolean }> {
  const { reservation, refund } = input;
  const t = serverT(input.lang);
  const tr = serverT("tr");
  const money = (kurus: number) => formatTl(kurus, input.lang);
  const department = await findDepartmentBySlug(db, "rezervasyon");
  if (!department) throw new Error("department rezervasyon is missing from the seed");
  const driver = reservation.driver;
  const name = `${driver.firstName} ${driver.lastName}`;
  // One live request per reservation (migration 0020): a second confirmation (double click, back and
  // resend, or the partner API) stores and e-mails nothing.
  if (await findOpenCancellationRequest(db, reservation.id)) return { created: false };
  const refundLine = t("forms.mail.cancelRefund", {
    refund: money(refund.refundKurus),
    deduction: money(refund.deductionKurus),
  });
  const store = db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await insertCancellationRequest(tx, {
      reservationId: reservation.id,
      reason: input.reason,
      lang: input.lang,
      rule: refund.rule,
      refundKurus: refund.refundKurus,
      deductionKurus: refund.deductionKurus,
      clientIp: input.clientIp,
      requestedAt: input.now,
    });
    const facts: Array<readonly [string, string]> = [
      [t("forms.cancel.number"), reservation.number],
      [t("forms.lookup.pickup"), displayLocal(reservation.pickupAt, input.lang)],
      [t("forms.cancel.reason"), input.reason],
      [t("forms.cancel.refund"), money(refund.refundKurus)],
      [t("forms.cancel.deduction"), money(refund.deductionKurus)],
    ];
    await enqueueEmail(
      tx,
      senderCopyEmail({
        to: driver.email,
        lang: input.lang,
        t,
        name,
        subject: t("forms.mail.cancelSubject", { number: reservation.number }),
        confirmation: t("forms.cancel.success"),
        extra: [t(`forms.cancel.rules.${refund.rule}`), refundLine],
        facts,
      }),
      input.now,
    );
    await enqueueEmail(
      tx,
      departmentNotificationEmail({
        to: department.email,
        subject: tr("forms.mail.notifySubject", { kind: tr("forms.mail.kinds.cancel"), name }),
        lines: [
          `#${row.id} · ${input.now.toISOString()} · ${input.lang.toUpperCase()}`,
          tr(`forms.cancel.rules.${refund.rule}`),
        ],
        facts: [[tr("forms.email"), driver.email], ...facts],
      }),
      input.now,
    );
  });
  try {
    await store;
  } catch (error) {
    // Two confirmations at once: the unique index lets one through; the other stores nothing.
    if (pgErrorCode(error) === "23505") return { created: false };
    throw error;
  }
  return { created: true };
}
