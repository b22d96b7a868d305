// The desk's inboxes (docs/decisions/0043) against a real database and the
// sandbox bank, with constructed staff members: cancellation requests approved (refund once, even
// when approved twice at the same moment), declined with a reason, a refused refund retried;
// payment references issued, e-mailed, paid and cancelled; requests handled and CVs opened. Every
// role the permission table refuses is refused here, and nothing changes when it is.
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor, StaffRole } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  auditLog,
  cancellationRequests,
  departments,
  outbox,
  paymentReferences,
  payments,
  reservations,
} from "#app/server/db/schema.ts";
import type { EmailMessage } from "#app/server/email/message.server.ts";
import type { PaymentGateway } from "#app/server/payments/gateway.server.ts";
import { insertCancellationRequest, insertFormSubmission } from "#app/server/repositories/forms.server.ts";
import { latestCancellationRequestOf } from "#app/server/repositories/inbox.server.ts";
import {
  approveCancellationRequest,
  declineCancellationRequest,
  retryCancellationRefund,
} from "#app/server/services/inbox/cancellation-inbox.server.ts";
import {
  getCancellationRequest,
  listCancellationRequests,
} from "#app/server/services/inbox/cancellation-inbox-view.server.ts";
import {
  cancelDeskReference,
  emailDeskReference,
  getReservationReferences,
  issueDeskReference,
} from "#app/server/services/inbox/desk-references.server.ts";
import {
  addRequestNote,
  assignRequest,
  getRequest,
  listRequestsInbox,
  openCv,
  replyToRequest,
  setRequestStatus,
} from "#app/server/services/inbox/requests-inbox.server.ts";
import { lookupPaymentReference, startReferencePayment } from "#app/server/services/payment-references.server.ts";
import { handlePaymentCallback } from "#app/server/services/payments.server.ts";
import { cancellationRequestView } from "#app/server/services/reservation-lookup.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { postgresFileStorage } from "#app/server/storage/postgres-file-storage.server.ts";
import { departmentsData } from "#seed/content/departments.ts";
import { realPdf } from "#tests/support/cv-samples.ts";
import { bookedReservation, type PaymentWorld, sandboxRoundTrip, sandboxWorld } from "#tests/support/payment-start.ts";
import { buildFixture, type Fixture } from "./booking-fixture.ts";
import { closeTestDatabase, type TestDatabase, withTestDatabase } from "./test-database.ts";

const APPROVED = "4355084355084358";
const PUBLIC_URL = "http://127.0.0.1:3000";
const T0 = new Date("2027-03-01T07:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let testDb: TestDatabase;
let db: Db;
let f: Fixture;
let w: PaymentWorld;

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  await db.insert(departments).values(departmentsData);
  w = sandboxWorld(db, PUBLIC_URL, "3d_pay", T0);
});
afterAll(() => closeTestDatabase(testDb));

function staff(role: StaffRole, officeIds: number[] = []): StaffActor {
  return {
    id: `staff-${role}-${officeIds.join("-")}`,
    name: `${role} person`,
    email: `${role}@yolda.test`,
    role,
    officeIds,
  };
}
const admin = () => staff("admin");
const finance = () => staff("finance");
const callCentre = () => staff("call_centre");
const hr = () => staff("hr");
const content = () => staff("content");
/** An office agent at the Istanbul airport (where every reservation here is picked up). */
const agentHere = () => staff("office", [f.istAirport]);
/** An office agent in Izmir: none of these reservations touch that office. */
const agentThere = () => staff("office", [f.izmir]);

let offsetDays = 10;

/** The browser's round trip through the sandbox bank for payment `paymentId`, then the callback. */
async function payThroughBank(paymentId: string, at: Date) {
  w.clock.now = at;
  const callback = await sandboxRoundTrip(db, w, paymentId, APPROVED, PUBLIC_URL);
  const outcome = await handlePaymentCallback(db, w.setup.gateway, callback.fields, { now: at });
  if (outcome.result !== "applied") throw new Error(outcome.result);
}

/** A reservation paid by card at T0 (prepaid) or to be paid at the office, with a cancellation request. */
async function booked(b: { paymentType: "card" | "office"; vehicleKurus?: number; lang?: "tr" | "en" }) {
  offsetDays += 4;
  const pickupAt = new Date(T0.getTime() + offsetDays * DAY);
  const row = await bookedReservation(db, f, w, {
    ...b,
    days: 2,
    vehicleKurus: b.vehicleKurus ?? 300_000,
    at: T0,
    pickupAt,
    pan: APPROVED,
    publicUrl: PUBLIC_URL,
  });
  // The booking's own e-mails (confirmation, payment) come before this; the desk's after.
  const [last] = await db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
  deskMailsAfter.set(row.driver.email, last?.id ?? 0);
  return row;
}

const deskMailsAfter = new Map<string, number>();

async function requested(b: Parameters<typeof booked>[0]) {
  const r = await booked(b);
  const requestedAt = new Date(r.pickupAt.getTime() - 3 * DAY);
  const request = await insertCancellationRequest(db, {
    reservationId: r.id,
    reason: "Plans changed",
    lang: b.lang ?? "tr",
    rule: "earlyFull",
    refundKurus: 0,
    deductionKurus: 0,
    requestedAt,
  });
  return { r, request, at: new Date(requestedAt.getTime() + HOUR) };
}

async function paymentOf(id: string | null) {
  const [p] = await db
    .select()
    .from(payments)
    .where(eq(payments.id, id ?? ""));
  if (!p) throw new Error("payment");
  return p;
}

async function ledgerCredits(orderId: string) {
  const entry = await w.setup.sandbox!.ledger.get("190100000", orderId);
  return entry?.movements.filter((m) => m.type === "Credit") ?? [];
}

async function statusOf(id: string) {
  const [row] = await db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, id));
  return row?.status;
}

/** The e-mails to `address` since its reservation was booked, oldest first. */
async function mailsTo(address: string): Promise<EmailMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(gt(outbox.id, deskMailsAfter.get(address) ?? 0))
    .orderBy(asc(outbox.id));
  return rows.map((r) => r.payload as EmailMessage).filter((m) => m.to === address);
}

async function auditFor(entityId: string) {
  return (await db.select().from(auditLog).where(eq(auditLog.entityId, entityId))).map((a) => a.action);
}

/** The sandbox bank, except that its refunds are refused while `refuse` is true. */
function refusingGateway(state: { refuse: boolean }): PaymentGateway {
  const real = w.setup.gateway;
  const wrapped = Object.create(real) as PaymentGateway;
  wrapped.refund = async (input) =>
    state.refuse
      ? {
          kind: "error",
          orderId: input.orderId,
          reason: "provider_error",
          resultCode: "99",
          errorCode: "CORE-2008",
          message: "Refund temporarily not possible",
        }
      : real.refund(input);
  return wrapped;
}

describe("cancellation requests inbox", () => {
  it("lists unanswered requests first with the policy's refund, only to those who decide, by office", async () => {
    const { request } = await requested({ paymentType: "card", vehicleKurus: 250_000 });
    const items = await listCancellationRequests(db, finance());
    const item = items.find((i) => i.id === request.id);
    expect(item).toMatchObject({ status: "received", rule: "earlyFull", refundKurus: 250_000, paidKurus: 250_000 });
    expect(item?.actions).toEqual({ approve: true, decline: true, retryRefund: false, recordManualRefund: false });
    // The call centre decides but gives no refunds: it may decline this one, not approve it.
    const seenByCallCentre = (await listCancellationRequests(db, callCentre())).find((i) => i.id === request.id);
    expect(seenByCallCentre?.actions).toEqual({
      approve: false,
      decline: true,
      retryRefund: false,
      recordManualRefund: false,
    });
    expect((await listCancellationRequests(db, agentHere())).some((i) => i.id === request.id)).toBe(true);
    expect((await listCancellationRequests(db, agentThere())).some((i) => i.id === request.id)).toBe(false);
    await expect(getCancellationRequest(db, agentThere(), request.id)).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(listCancellationRequests(db, hr())).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(listCancellationRequests(db, content())).rejects.toBeInstanceOf(StaffAccessDenied);
    expect(await getCancellationRequest(db, finance(), "not-a-uuid")).toBeNull();
  });

  it("finance approves a prepaid request: cancelled, refunded once at the bank, e-mailed in English, audited", async () => {
    const { r, request, at } = await requested({ paymentType: "card", vehicleKurus: 320_000, lang: "en" });
    w.clock.now = at;
    const approved = await approveCancellationRequest(db, w.setup.gateway, finance(), request.id, { now: at });
    expect(approved).toMatchObject({
      ok: true,
      item: { status: "applied", refundState: "refunded", refundKurus: 320_000 },
    });
    expect(await statusOf(r.id)).toBe("cancelled");
    const p = await paymentOf(r.paymentId);
    expect(p.refundedKurus).toBe(320_000);
    expect(await ledgerCredits(p.orderId)).toHaveLength(1);
    const mails = await mailsTo(r.driver.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your cancellation request is approved: ${r.number}`);
    expect(mails[0]?.text).toContain("Your refund of 3,200.00 TL has been sent to your card");
    expect(await auditFor(request.id)).toEqual(["cancellation.approve", "cancellation.refund"]);

    // Approving again (a second click, another person) changes nothing and refunds nothing.
    const again = await approveCancellationRequest(db, w.setup.gateway, admin(), request.id, { now: at });
    expect(again).toEqual({ ok: false, reason: "alreadyDecided" });
    expect(await ledgerCredits(p.orderId)).toHaveLength(1);
    expect(await mailsTo(r.driver.email)).toHaveLength(1);
    expect(cancellationRequestView(await latestCancellationRequestOf(db, r.id), "en")).toMatchObject({
      state: "approved",
      refund: "3,200.00 TL",
    });
  });

  it("two approvals at the same moment: one decision, one refund", async () => {
    const { r, request, at } = await requested({ paymentType: "card", vehicleKurus: 180_000 });
    w.clock.now = at;
    const results = await Promise.all([
      approveCancellationRequest(db, w.setup.gateway, finance(), request.id, { now: at }),
      approveCancellationRequest(db, w.setup.gateway, admin(), request.id, { now: at }),
    ]);
    expect(results.filter((x) => x.ok)).toHaveLength(1);
    expect(results.filter((x) => !x.ok)).toEqual([{ ok: false, reason: "alreadyDecided" }]);
    const p = await paymentOf(r.paymentId);
    expect(p.refundedKurus).toBe(180_000);
    expect(await ledgerCredits(p.orderId)).toHaveLength(1);
    expect((await auditFor(request.id)).filter((a) => a === "cancellation.approve")).toHaveLength(1);
  });

  it("refuses a refund to those without refund.issue, and every change to another office's agent", async () => {
    const { r, request, at } = await requested({ paymentType: "card" });
    for (const actor of [callCentre(), agentHere(), agentThere(), hr(), content()]) {
      await expect(
        approveCancellationRequest(db, w.setup.gateway, actor, request.id, { now: at }),
      ).rejects.toBeInstanceOf(StaffAccessDenied);
    }
    for (const actor of [agentThere(), hr(), content()]) {
      await expect(
        declineCancellationRequest(db, actor, request.id, { reason: "Nope" }, { now: at }),
      ).rejects.toBeInstanceOf(StaffAccessDenied);
    }
    expect(await statusOf(r.id)).toBe("confirmed");
    expect((await latestCancellationRequestOf(db, r.id))?.status).toBe("received");
    expect(await auditFor(request.id)).toEqual([]);
    expect(await ledgerCredits((await paymentOf(r.paymentId)).orderId)).toHaveLength(0);
  });

  it("a pay-at-office request needs only cancellation.decide: the call centre approves it, nothing to refund", async () => {
    const { r, request, at } = await requested({ paymentType: "office" });
    const approved = await approveCancellationRequest(db, w.setup.gateway, callCentre(), request.id, { now: at });
    expect(approved).toMatchObject({ ok: true, item: { status: "applied", refundState: "none", refundKurus: 0 } });
    expect(await statusOf(r.id)).toBe("cancelled");
    const mails = await mailsTo(r.driver.email);
    expect(mails.map((m) => m.subject)).toEqual([`İptal talebiniz onaylandı: ${r.number}`]);
    expect(mails[0]?.text).toContain("iade edilecek bir tutar bulunmamaktadır");
  });

  it("a refund the bank refuses stays visible with the bank's answer; finance retries it once", async () => {
    const { r, request, at } = await requested({ paymentType: "card", vehicleKurus: 210_000 });
    const bank = { refuse: true };
    const gateway = refusingGateway(bank);
    w.clock.now = at;
    const approved = await approveCancellationRequest(db, gateway, finance(), request.id, { now: at });
    expect(approved).toMatchObject({
      ok: true,
      item: { status: "applied", refundState: "failed", bankAnswer: "Refund temporarily not possible" },
    });
    expect(approved.ok && approved.item.actions.retryRefund).toBe(true);
    expect(await statusOf(r.id)).toBe("cancelled");
    const p = await paymentOf(r.paymentId);
    expect(p.refundedKurus).toBe(0);
    // The customer hears nothing while the money has not moved (decision 0074).
    expect(approved.ok && approved.item.outcome).toBe("refundOpen");
    expect(await mailsTo(r.driver.email)).toEqual([]);

    // Still refused: a second failed attempt, still retryable.
    expect(await retryCancellationRefund(db, gateway, finance(), request.id, { now: at })).toMatchObject({
      ok: true,
      item: { refundState: "failed", refundAttempt: 1 },
    });
    // The call centre may not send money; an agent of another office may not touch it.
    await expect(retryCancellationRefund(db, gateway, callCentre(), request.id, { now: at })).rejects.toBeInstanceOf(
      StaffAccessDenied,
    );
    await expect(retryCancellationRefund(db, gateway, agentThere(), request.id, { now: at })).rejects.toBeInstanceOf(
      StaffAccessDenied,
    );
    bank.refuse = false;
    const [first, second] = await Promise.all([
      retryCancellationRefund(db, gateway, finance(), request.id, { now: at }),
      retryCancellationRefund(db, gateway, admin(), request.id, { now: at }),
    ]);
    expect([first, second].filter((x) => x.ok)).toHaveLength(1);
    expect([first, second].filter((x) => !x.ok)).toEqual([{ ok: false, reason: "notRetryable" }]);
    const item = await getCancellationRequest(db, finance(), request.id);
    expect(item).toMatchObject({ refundState: "refunded", refundAttempt: 2, bankAnswer: null });
    expect(item?.actions.retryRefund).toBe(false);
    expect((await paymentOf(r.paymentId)).refundedKurus).toBe(210_000);
    expect(await ledgerCredits(p.orderId)).toHaveLength(1);
    expect(await retryCancellationRefund(db, gateway, finance(), request.id, { now: at })).toEqual({
      ok: false,
      reason: "notRetryable",
    });
    // Told once, when the bank confirmed it.
    const mails = await mailsTo(r.driver.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("2.100,00 TL tutarındaki iadeniz kartınıza gönderildi");
    expect(await auditFor(request.id)).toEqual([
      "cancellation.approve",
      "cancellation.refund",
      "refund.retry",
      "cancellation.refund",
      "refund.retry",
      "cancellation.refund",
    ]);
  });

  it("declines with a reason: the reservation stays, the customer reads why (e-mail and lookup)", async () => {
    const { r, request, at } = await requested({ paymentType: "card", lang: "en" });
    expect(await declineCancellationRequest(db, agentHere(), request.id, { reason: " " }, { now: at })).toEqual({
      ok: false,
      reason: "invalidReason",
    });
    const declined = await declineCancellationRequest(
      db,
      agentHere(),
      request.id,
      { reason: "The car was already handed over" },
      { now: at },
    );
    expect(declined).toMatchObject({
      ok: true,
      item: { status: "refused", declineReason: "The car was already handed over" },
    });
    expect(await statusOf(r.id)).toBe("confirmed");
    const mails = await mailsTo(r.driver.email);
    expect(mails.map((m) => m.subject)).toEqual([`About your cancellation request: ${r.number}`]);
    expect(mails[0]?.text).toContain("The car was already handed over");
    expect(await approveCancellationRequest(db, w.setup.gateway, finance(), request.id, { now: at })).toEqual({
      ok: false,
      reason: "alreadyDecided",
    });
    expect(await ledgerCredits((await paymentOf(r.paymentId)).orderId)).toHaveLength(0);
    expect(cancellationRequestView(await latestCancellationRequestOf(db, r.id), "en")).toMatchObject({
      state: "declined",
      reason: "The car was already handed over",
    });
    expect(await auditFor(request.id)).toEqual(["cancellation.decline"]);
    // The database keeps a refusal without its reason out.
    await expect(
      db.update(cancellationRequests).set({ declineReason: null }).where(eq(cancellationRequests.id, request.id)),
    ).rejects.toThrow();
  });

  it("puts unanswered requests first, the oldest of them on top, decided ones after", async () => {
    const older = await requested({ paymentType: "office" });
    const newer = await requested({ paymentType: "office" });
    await db
      .update(cancellationRequests)
      .set({ requestedAt: new Date(newer.request.requestedAt.getTime() + DAY) })
      .where(eq(cancellationRequests.id, newer.request.id));
    const items = await listCancellationRequests(db, admin());
    const open = items.filter((i) => i.status === "received");
    expect(items.slice(0, open.length)).toEqual(open);
    expect(items.length).toBeGreaterThan(open.length);
    const ids = open.map((i) => i.id);
    expect(ids.indexOf(older.request.id)).toBeLessThan(ids.indexOf(newer.request.id));
  });

  it("refuses a request whose reservation was already picked up", async () => {
    const { r, request, at } = await requested({ paymentType: "office" });
    await db.update(reservations).set({ status: "active" }).where(eq(reservations.id, r.id));
    expect(await approveCancellationRequest(db, w.setup.gateway, admin(), request.id, { now: at })).toEqual({
      ok: false,
      reason: "notCancellable",
    });
    expect(cancellationRequestView(await latestCancellationRequestOf(db, r.id), "tr")).toMatchObject({
      state: "received",
    });
  });
});

describe("payment references from the desk", () => {
  it("an agent issues a reference for what is owed and e-mails it; the customer pays; the desk sees it paid", async () => {
    const r = await booked({ paymentType: "office", vehicleKurus: 240_000, lang: "en" });
    const at = new Date(T0.getTime() + HOUR);
    const issued = await issueDeskReference(
      db,
      agentHere(),
      { reservationNumber: r.number.toLowerCase(), email: true, publicUrl: PUBLIC_URL },
      { now: at },
    );
    expect(issued).toMatchObject({ ok: true, reused: false, emailed: true, reference: { amountKurus: 240_000 } });
    if (!issued.ok) return;
    const number = issued.reference.number;
    // What the customer reads on the payment page and at the bank: the reservation number, never
    // the clerk who issued the link.
    const shown = await lookupPaymentReference(db, number, at);
    // Yolda and the number, never the clerk's name (decision 0074).
    expect(shown?.description).toBe(`Yolda · ${r.number}`);
    expect(JSON.stringify(shown)).not.toContain(agentHere().name);
    const mails = await mailsTo(r.driver.email);
    expect(mails.map((m) => m.subject)).toEqual([`Your payment link: ${r.number}`]);
    expect(mails[0]?.text).toContain(`${PUBLIC_URL}/en/sanal-odeme?ref=${number}`);
    // Asking again returns the live one.
    expect(
      await issueDeskReference(
        db,
        callCentre(),
        { reservationNumber: r.number, email: false, publicUrl: PUBLIC_URL },
        { now: at },
      ),
    ).toMatchObject({ ok: true, reused: true, reference: { number } });
    expect(
      await emailDeskReference(db, finance(), { referenceId: issued.reference.id, publicUrl: PUBLIC_URL }, { now: at }),
    ).toEqual({
      ok: true,
    });
    expect(await mailsTo(r.driver.email)).toHaveLength(2);

    const started = await startReferencePayment(
      db,
      { referenceNumber: number, lang: "en", ip: "10.0.0.2" },
      { now: at },
    );
    if (!started.ok) throw new Error(started.reason);
    // While the customer is at the bank, the desk cannot cancel it.
    expect(await cancelDeskReference(db, agentHere(), { referenceId: issued.reference.id }, { now: at })).toEqual({
      ok: false,
      reason: "inProgress",
    });
    await payThroughBank(started.paymentId, at);
    const view = await getReservationReferences(db, agentHere(), r.number, { now: at });
    expect(view?.balance).toEqual({ totalKurus: 240_000, paidKurus: 240_000, owedKurus: 0 });
    expect(view?.canIssue).toBe(false);
    expect(view?.references).toMatchObject([{ number, state: "paid", canCancel: false }]);
    expect(
      await issueDeskReference(
        db,
        agentHere(),
        { reservationNumber: r.number, email: true, publicUrl: PUBLIC_URL },
        { now: at },
      ),
    ).toEqual({ ok: false, reason: "nothingOwed" });
    expect(await auditFor(r.id)).toEqual([
      "payment_reference.issue",
      "payment_reference.reissue",
      "payment_reference.email",
    ]);
  });

  it("cancels an unused reference; other offices, HR and content editors are refused", async () => {
    const r = await booked({ paymentType: "office", vehicleKurus: 150_000 });
    const at = new Date(T0.getTime() + HOUR);
    for (const actor of [agentThere(), hr(), content()]) {
      await expect(
        issueDeskReference(db, actor, { reservationNumber: r.number, email: true, publicUrl: PUBLIC_URL }, { now: at }),
      ).rejects.toBeInstanceOf(StaffAccessDenied);
      await expect(getReservationReferences(db, actor, r.number, { now: at })).rejects.toBeInstanceOf(
        StaffAccessDenied,
      );
    }
    expect(await mailsTo(r.driver.email)).toEqual([]);
    const issued = await issueDeskReference(
      db,
      finance(),
      { reservationNumber: r.number, email: false, publicUrl: PUBLIC_URL },
      { now: at },
    );
    if (!issued.ok) throw new Error(issued.reason);
    await expect(
      cancelDeskReference(db, agentThere(), { referenceId: issued.reference.id }, { now: at }),
    ).rejects.toBeInstanceOf(StaffAccessDenied);
    expect(await cancelDeskReference(db, agentHere(), { referenceId: issued.reference.id }, { now: at })).toEqual({
      ok: true,
    });
    expect(await cancelDeskReference(db, agentHere(), { referenceId: issued.reference.id }, { now: at })).toEqual({
      ok: false,
      reason: "notOpen",
    });
    const [row] = await db.select().from(paymentReferences).where(eq(paymentReferences.id, issued.reference.id));
    expect(row?.status).toBe("cancelled");
    expect(
      await startReferencePayment(db, { referenceNumber: issued.reference.number, lang: "tr", ip: "" }, { now: at }),
    ).toEqual({
      ok: false,
      reason: "referenceExpired",
    });
    expect(await mailsTo(r.driver.email)).toEqual([]);
    expect(await auditFor(r.id)).toEqual(["payment_reference.issue", "payment_reference.cancel"]);
  });
});

describe("requests inbox", () => {
  async function submission(kind: "contact" | "fleet" | "job", lang: "tr" | "en", attachmentKey: string | null = null) {
    return insertFormSubmission(db, {
      kind,
      lang,
      name: "Deniz Kaya",
      email: `deniz-${randomBytes(3).toString("hex")}@example.com`,
      data: kind === "job" ? { cvKind: "pdf", cvName: "özgeçmiş.pdf" } : { message: "Merhaba" },
      attachmentKey,
      createdAt: T0,
    });
  }

  it("contact and fleet requests go to request.handle roles, job applications only to HR and admins", async () => {
    const contact = await submission("contact", "tr");
    const job = await submission("job", "tr");
    const ids = async (actor: StaffActor) => (await listRequestsInbox(db, actor)).map((r) => r.id);
    expect(await ids(callCentre())).toContain(contact);
    expect(await ids(callCentre())).not.toContain(job);
    expect(await ids(agentThere())).toContain(contact);
    expect(await ids(hr())).toEqual(expect.arrayContaining([job]));
    expect(await ids(hr())).not.toContain(contact);
    expect(await ids(admin())).toEqual(expect.arrayContaining([contact, job]));
    await expect(listRequestsInbox(db, finance())).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(listRequestsInbox(db, content())).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(listRequestsInbox(db, callCentre(), { kind: "job" })).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(getRequest(db, callCentre(), job)).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(getRequest(db, hr(), contact)).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(setRequestStatus(db, hr(), contact, "closed")).rejects.toBeInstanceOf(StaffAccessDenied);
    expect(await getRequest(db, callCentre(), "nope")).toBeNull();
  });

  it("status, assignment, notes and a reply e-mailed in the writer's language, all kept and audited", async () => {
    const id = await submission("fleet", "en");
    const agent = callCentre();
    expect(await assignRequest(db, agent, id, { id: "s-fin", name: "Fatma Finans", role: "finance" })).toEqual({
      ok: false,
      reason: "notAssignable",
    });
    expect(await assignRequest(db, agent, id, { id: "s-ofis", name: "Osman Ofis", role: "office" })).toEqual({
      ok: true,
    });
    expect(await getRequest(db, agent, id)).toMatchObject({
      status: "in_progress",
      assignedTo: { id: "s-ofis", name: "Osman Ofis" },
    });
    expect(await addRequestNote(db, agent, id, "  ")).toEqual({ ok: false, reason: "invalid" });
    expect(await addRequestNote(db, agent, id, "Called back, wants 12 cars")).toEqual({ ok: true });
    const at = new Date(T0.getTime() + DAY);
    expect(
      await replyToRequest(
        db,
        agent,
        id,
        { subject: "Your fleet request", body: "Thank you.\n\nWe will send an offer." },
        { now: at },
      ),
    ).toEqual({ ok: true });
    const detail = await getRequest(db, agent, id);
    expect(detail?.status).toBe("answered");
    expect(detail?.notes.map((n) => [n.kind, n.authorName, n.body])).toEqual([
      ["note", "call_centre person", "Called back, wants 12 cars"],
      ["reply", "call_centre person", "Thank you.\n\nWe will send an offer."],
    ]);
    const mails = await mailsTo(detail?.email ?? "");
    expect(mails.map((m) => m.subject)).toEqual(["Your fleet request"]);
    expect(mails[0]?.text).toMatch(/^Hello Deniz Kaya,\n\nThank you\.\n\nWe will send an offer\./);
    expect(detail?.notes[1]?.outboxId).toEqual(expect.any(Number));
    expect(await setRequestStatus(db, agent, id, "closed")).toEqual({ ok: true });
    expect((await getRequest(db, agent, id))?.status).toBe("closed");
    expect((await listRequestsInbox(db, agent, { status: "open" })).some((r) => r.id === id)).toBe(false);
    expect(await auditFor(id)).toEqual(["request.assign", "request.note", "request.reply", "request.status"]);
  });

  it("HR opens a CV from the shared storage as a PDF; nobody else may, and each opening is recorded", async () => {
    const storage = postgresFileStorage(db);
    const bytes = await realPdf();
    const key = `cv/2027/03/${randomBytes(8).toString("hex")}.pdf`;
    await storage.put(key, bytes, "application/pdf");
    const id = await submission("job", "tr", key);
    const cv = await openCv(db, storage, hr(), id);
    expect(cv?.contentType).toBe("application/pdf");
    expect(cv?.filename).toBe("deniz-kaya-cv.pdf");
    expect(Buffer.from(cv?.bytes ?? new Uint8Array()).equals(Buffer.from(bytes))).toBe(true);
    for (const actor of [callCentre(), agentHere(), finance(), content()]) {
      await expect(openCv(db, storage, actor, id)).rejects.toBeInstanceOf(StaffAccessDenied);
    }
    expect(await openCv(db, storage, admin(), await submission("contact", "tr"))).toBeNull();
    const opened = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "job_application.cv_open")));
    expect(opened.map((a) => a.actorRole)).toEqual(["hr"]);
  });
});
