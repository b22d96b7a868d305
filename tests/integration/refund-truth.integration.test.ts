// Refunds tell the truth (issue 26, docs/decisions/0074), on the demo reservations and the sandbox
// bank: a cancellation request is approved only when the bank confirmed the refund (or a person
// recorded paying it back another way); a refused refund leaves it open with the bank's words, the
// customer is told nothing, and the cancellations report counts money the bank confirmed and money
// recorded as paid back another way (decision 0106), never a refused refund.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor, StaffRole } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { auditLog, manualRefunds, offices, outbox, reservations, sandboxLedger } from "#app/server/db/schema.ts";
import type { EmailMessage } from "#app/server/email/message.server.ts";
import { insertCancellationRequest } from "#app/server/repositories/forms.server.ts";
import { latestCancellationRequestOf } from "#app/server/repositories/inbox.server.ts";
import {
  approveCancellationRequest,
  recordManualRefund,
  retryCancellationRefund,
} from "#app/server/services/inbox/cancellation-inbox.server.ts";
import { listCancellationRequests } from "#app/server/services/inbox/cancellation-inbox-view.server.ts";
import { cancellationRequestView } from "#app/server/services/reservation-lookup.server.ts";
import { staffReports } from "#app/server/services/staff/reports.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { seedDemoDesk } from "#seed/desk.ts";
import { seedDemo } from "#seed/run.ts";
import { type PaymentWorld, sandboxWorld } from "#tests/support/payment-start.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

const NOW = new Date("2026-12-01T07:00:00Z");
const CLIENT_ID = "190100000";
let testDb: TestDatabase;
let db: Db;
let w: PaymentWorld;
const officeId: Record<string, number> = {};

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  await seedDemo(db, { today: NOW });
  await seedDemoDesk(db, NOW, { sandboxClientId: CLIENT_ID });
  for (const o of await db.select({ id: offices.id, code: offices.code }).from(offices)) officeId[o.code] = o.id;
  w = sandboxWorld(db, "http://127.0.0.1:3000", "3d_pay", NOW);
}, 180_000);
afterAll(() => testDb.cleanup());

function staff(role: StaffRole, codes: string[] = []): StaffActor {
  return {
    id: `t-${role}`,
    name: `Test ${role}`,
    email: `${role}@yolda.test`,
    role,
    officeIds: codes.map((c) => officeId[c] ?? -1),
  };
}
const finance = () => staff("finance");

async function reservationOf(number: string) {
  const [row] = await db.select().from(reservations).where(eq(reservations.number, number));
  if (!row) throw new Error(number);
  return row;
}

async function mailsTo(address: string): Promise<EmailMessage[]> {
  const rows = await db.select().from(outbox).orderBy(asc(outbox.id));
  return rows.map((r) => r.payload as EmailMessage).filter((m) => m.to === address);
}

async function december() {
  const view = await staffReports(db, finance(), {
    lang: "tr",
    from: "2026-12-01",
    to: "2026-12-31",
    today: "2026-12-01",
  });
  const month = view.cancellations.months.find((m) => m.month === "2026-12");
  return { refunds: month?.refunds ?? 0, refundKurus: month?.refundKurus ?? 0 };
}

describe("refunds tell the truth", () => {
  it("the demo's prepaid reservations are paid at the sandbox bank, as a real booking is", async () => {
    const paid = await db.select().from(sandboxLedger).where(eq(sandboxLedger.clientId, CLIENT_ID));
    const orders = paid.map((p) => p.orderId).sort();
    expect(orders).toContain("YLD-DEM000A-DEMO01");
    expect(orders.length).toBeGreaterThanOrEqual(4);
  });

  it("a refund the bank refuses leaves the request open with the bank's words; the customer hears nothing", async () => {
    // The demo as it was seeded before: the sandbox bank has no record of YLD-DEM000A's payment.
    await db
      .delete(sandboxLedger)
      .where(and(eq(sandboxLedger.clientId, CLIENT_ID), eq(sandboxLedger.orderId, "YLD-DEM000A-DEMO01")));
    const r = await reservationOf("YLD-DEM000A");
    const request = await latestCancellationRequestOf(db, r.id);
    if (!request) throw new Error("no demo request");
    w.clock.now = NOW;
    const approved = await approveCancellationRequest(db, w.setup.gateway, finance(), request.id, { now: NOW });
    expect(approved).toMatchObject({
      ok: true,
      item: {
        outcome: "refundOpen",
        refundState: "failed",
        refundKurus: 645_000,
        bankAnswer: "No record found for YLD-DEM000A-DEMO01",
        actions: { retryRefund: true, recordManualRefund: true },
      },
    });
    // Still with the work to do at the top of the inbox, not among the answered.
    const inbox = await listCancellationRequests(db, finance());
    expect(inbox[0]?.id).toBe(request.id);
    // The customer is told nothing: no e-mail, and the lookup still says the request is being reviewed.
    expect(await mailsTo(r.driver.email)).toEqual([]);
    expect(cancellationRequestView(await latestCancellationRequestOf(db, r.id), "tr")?.state).toBe("received");
    // The report counts money the bank confirmed: none.
    expect(await december()).toEqual({ refunds: 0, refundKurus: 0 });

    // Retried, refused again: still open, still silent.
    expect(await retryCancellationRefund(db, w.setup.gateway, finance(), request.id, { now: NOW })).toMatchObject({
      ok: true,
      item: { outcome: "refundOpen", refundAttempt: 1 },
    });
    expect(await mailsTo(r.driver.email)).toEqual([]);

    // Finance pays it back by bank transfer and records it: the call centre may not, a blank note is refused.
    await expect(
      recordManualRefund(db, staff("call_centre"), request.id, { note: "Havale yapıldı" }, { now: NOW }),
    ).rejects.toBeInstanceOf(StaffAccessDenied);
    expect(await recordManualRefund(db, finance(), request.id, { note: "  " }, { now: NOW })).toEqual({
      ok: false,
      reason: "invalidNote",
    });
    const note = "6.450,00 TL TR12 0006 4000 0011 2345 6789 01 IBAN'a havale edildi (dekont 4471)";
    const recorded = await recordManualRefund(db, finance(), request.id, { note }, { now: NOW });
    expect(recorded).toMatchObject({
      ok: true,
      item: { outcome: "approved", refundState: "manual", manualRefund: { note, by: "Test finance" } },
    });
    expect(recorded.ok && recorded.item.actions).toMatchObject({ retryRefund: false, recordManualRefund: false });
    // Recorded once: a second click finds nothing left to record.
    expect(await recordManualRefund(db, finance(), request.id, { note }, { now: NOW })).toEqual({
      ok: false,
      reason: "notRetryable",
    });
    const mails = await mailsTo(r.driver.email);
    expect(mails.map((m) => m.subject)).toEqual(["İptal talebiniz onaylandı: YLD-DEM000A"]);
    expect(mails[0]?.text).toContain(`6.450,00 TL tutarındaki iadeniz şu şekilde yapıldı: ${note}`);
    expect(cancellationRequestView(await latestCancellationRequestOf(db, r.id), "tr")).toMatchObject({
      state: "approved",
      refund: "6.450,00 TL",
    });
    const audits = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, request.id))
      .orderBy(asc(auditLog.id));
    expect(audits.map((a) => a.action)).toEqual([
      "cancellation.approve",
      "cancellation.refund",
      "refund.retry",
      "cancellation.refund",
      "refund.manual",
    ]);
    // The transfer is money that left Yolda, recorded with how and by whom (decision 0106): the
    // report counts it as refunded, once.
    const [paidBack] = await db.select().from(manualRefunds).where(eq(manualRefunds.cancellationRequestId, request.id));
    expect(paidBack).toMatchObject({ method: "bank_transfer", amountKurus: 645_000, note, staffName: "Test finance" });
    expect(await december()).toEqual({ refunds: 1, refundKurus: 645_000 });
  });

  it("a demo prepaid reservation's refund goes through at the sandbox bank, then the customer is told", async () => {
    const r = await reservationOf("YLD-DEM000G");
    const request = await insertCancellationRequest(db, {
      reservationId: r.id,
      reason: "Plans changed",
      lang: "en",
      rule: "earlyFull",
      refundKurus: 0,
      deductionKurus: 0,
      requestedAt: NOW,
    });
    const approved = await approveCancellationRequest(db, w.setup.gateway, finance(), request.id, { now: NOW });
    expect(approved).toMatchObject({ ok: true, item: { outcome: "approved", refundState: "refunded" } });
    const refunded = approved.ok ? approved.item.refundKurus : 0;
    expect(refunded).toBeGreaterThan(0);
    const entry = await w.setup.sandbox!.ledger.get(CLIENT_ID, "YLD-DEM000G-DEMO01");
    expect(entry?.refundedKurus).toBe(refunded);
    const mails = await mailsTo(r.driver.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("has been sent to your card");
    expect(await december()).toEqual({ refunds: 2, refundKurus: 645_000 + refunded });
  });
});
