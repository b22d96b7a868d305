// Transactional SMS against a real database (issue 31 item 9, decision 0118): a booking queues
// one confirmation SMS and a repeat queues nothing more; the pick-up reminder is queued and sent
// once with two servers running the jobs; delivery retries a temporary failure and gives up on a
// permanent one; marketing needs a given İYS consent.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { reservations, smsOutbox } from "#app/server/db/schema.ts";
import { appJobs } from "#app/server/jobs/app-jobs.server.ts";
import { scheduleJobs } from "#app/server/jobs/scheduler.server.ts";
import { createLogger } from "#app/server/logger.server.ts";
import type { PaymentGateway } from "#app/server/payments/gateway.server.ts";
import { listSmsOfReservation } from "#app/server/repositories/sms.server.ts";
import { createQuote } from "#app/server/services/quote.server.ts";
import { enqueueReservationConfirmation, reserveFromQuote } from "#app/server/services/reserve.server.ts";
import { sandboxSmsProvider, type SmsProvider, type SmsToSend } from "#app/server/sms/provider.server.ts";
import {
  deliverSms,
  enqueuePaymentLinkSms,
  mayReceiveMarketingSms,
  queueDueReminders,
  recordMarketingSmsConsent,
} from "#app/server/sms/sms.server.ts";
import { ManualClock } from "#tests/support/manual-clock.ts";
import {
  addUnit,
  at,
  billing,
  driver,
  type Fixture,
  insertReservationRow,
  NOW,
  resetAndBuildFixture,
} from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let test: TestDatabase | undefined;
let db: Db;
let f: Fixture;
const logger = createLogger("silent");

beforeAll(async () => {
  test = await withTestDatabase();
  db = test.database.db;
  f = await resetAndBuildFixture(db);
});
afterAll(async () => {
  await test?.cleanup();
});

/** A provider that records what it was asked to send; `fail` answers the first calls with an error. */
function recordingProvider(fail: { times: number; permanent: boolean } = { times: 0, permanent: false }) {
  const sent: SmsToSend[] = [];
  let calls = 0;
  const provider: SmsProvider = {
    name: "recording",
    async send(message) {
      calls += 1;
      if (calls <= fail.times) return { ok: false, permanent: fail.permanent, error: "operator busy" };
      sent.push(message);
      return { ok: true, providerMessageId: `rec-${calls}` };
    },
  };
  return { provider, sent, calls: () => calls };
}

async function bookAtOffice(day: number, draftId = randomUUID()) {
  await addUnit(db, f.clio, f.istAirport);
  const quote = await createQuote(
    db,
    {
      modelId: f.clio,
      pickupOfficeId: f.istAirport,
      dropoffOfficeId: f.istAirport,
      pickupAt: at(day),
      returnAt: at(day + 2),
      lang: "tr",
    },
    { now: NOW },
  );
  if (!quote.ok) throw new Error("quote refused");
  const request = {
    quoteId: quote.quote.id,
    driver,
    billing,
    paymentType: "office" as const,
    lang: "tr" as const,
    draftId,
  };
  return { request, result: await reserveFromQuote(db, request, { now: NOW }) };
}

describe("the booking's confirmation SMS", () => {
  it("a pay-at-office booking queues one SMS in Turkish with its number, pick-up and office; a repeat adds none", async () => {
    const { request, result } = await bookAtOffice(5);
    if (!result.ok) throw new Error(result.reason);
    const rows = await listSmsOfReservation(db, result.reservation.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "confirmation", phone: "+905321112233", status: "pending", lang: "tr" });
    expect(rows[0]?.body).toContain(result.reservation.number);
    expect(rows[0]?.body).toMatch(
      /^Yolda: YLD-\w{7} rezervasyonunuz onaylandı\. Alış: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, /,
    );
    expect(rows[0]).toMatchObject({ encoding: "ucs2", segments: 2 });

    // The same form posted again (its draft), and the confirmation written again (a repeated bank
    // callback would do that): still one SMS.
    const replay = await reserveFromQuote(db, request, { now: NOW });
    expect(replay).toMatchObject({ ok: true, reservation: { id: result.reservation.id } });
    await db.transaction((tx) => enqueueReservationConfirmation(tx as unknown as Db, result.reservation.id, NOW));
    expect(await listSmsOfReservation(db, result.reservation.id)).toHaveLength(1);
  });

  it("is sent once through the provider, even with two workers delivering at the same time", async () => {
    const { provider, sent } = recordingProvider();
    const reports = await Promise.all([deliverSms(db, provider, NOW), deliverSms(db, provider, NOW)]);
    const pending = (await db.select().from(smsOutbox)).filter((r) => r.kind === "confirmation");
    expect(sent.length).toBe(pending.length);
    expect(new Set(sent.map((m) => m.text)).size).toBe(sent.length);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(sent.length);
    for (const row of pending) expect(row).toMatchObject({ status: "sent", provider: "recording" });
    // Nothing left: a third run sends nothing.
    expect(await deliverSms(db, provider, NOW)).toEqual({ sent: 0, retried: 0, failed: 0, lost: 0 });
  });
});

describe("delivery", () => {
  it("retries a temporary failure after a minute, and gives up on a permanent one", async () => {
    const { result } = await bookAtOffice(9);
    if (!result.ok) throw new Error(result.reason);
    const busy = recordingProvider({ times: 1, permanent: false });
    expect(await deliverSms(db, busy.provider, NOW)).toMatchObject({ sent: 0, retried: 1 });
    expect(await deliverSms(db, busy.provider, new Date(NOW.getTime() + 30_000))).toMatchObject({ sent: 0 });
    expect(await deliverSms(db, busy.provider, new Date(NOW.getTime() + 61_000))).toMatchObject({ sent: 1 });
    expect(busy.sent).toHaveLength(1);

    const second = await bookAtOffice(12);
    if (!second.result.ok) throw new Error(second.result.reason);
    const refused = recordingProvider({ times: 1, permanent: true });
    expect(await deliverSms(db, refused.provider, NOW)).toMatchObject({ failed: 1 });
    const [row] = await listSmsOfReservation(db, second.result.reservation.id);
    expect(row).toMatchObject({ status: "failed", lastError: "operator busy", attempts: 1 });
  });

  it("the sandbox provider accepts an E.164 number and refuses another", async () => {
    const sandbox = sandboxSmsProvider();
    expect(await sandbox.send({ to: "+905321112233", text: "x", encoding: "gsm7" })).toMatchObject({ ok: true });
    expect(await sandbox.send({ to: "-", text: "x", encoding: "gsm7" })).toMatchObject({ ok: false, permanent: true });
  });
});

describe("the pick-up reminder", () => {
  it("two servers run the jobs: each booking picked up within 24 hours gets one reminder, sent once", async () => {
    const now = new Date();
    const soon = await insertReservationRow(db, f, {
      unitId: await addUnit(db, f.clio, f.istAirport),
      pickupAt: new Date(now.getTime() + 10 * 3_600_000),
      returnAt: new Date(now.getTime() + 58 * 3_600_000),
      status: "confirmed",
      paymentType: "office",
      totalKurus: 100_000,
      lastName: "Işık",
      email: "reminder@example.com",
    });
    await db.update(reservations).set({ lang: "en" }).where(eq(reservations.id, soon.id));
    const later = await insertReservationRow(db, f, {
      unitId: await addUnit(db, f.clio, f.istAirport),
      pickupAt: new Date(now.getTime() + 30 * 3_600_000),
      returnAt: new Date(now.getTime() + 78 * 3_600_000),
      status: "confirmed",
      paymentType: "office",
      totalKurus: 100_000,
      lastName: "Işık",
      email: "later@example.com",
    });
    const { provider, sent } = recordingProvider();
    const clock = new ManualClock();
    const jobs = () =>
      appJobs({
        db,
        logger,
        transport: null,
        messageIdDomain: "localhost",
        gateway: {} as PaymentGateway,
        sms: provider,
      }).filter((j) => j.name === "sms-reminders" || j.name === "deliver-sms");
    const a = scheduleJobs(db, jobs(), { logger, owner: "server-a", leaseMs: 5_000, clock });
    const b = scheduleJobs(db, jobs(), { logger, owner: "server-b", leaseMs: 5_000, clock });
    // Several minutes of both servers' polls.
    for (let i = 0; i < 6; i++) await clock.advance(61_000);
    await Promise.all([a.stop(), b.stop()]);
    // And a run of the queueing by both at once, outside the lease: still no second reminder.
    await Promise.all([queueDueReminders(db, now), queueDueReminders(db, now)]);

    const reminders = (await db.select().from(smsOutbox)).filter((r) => r.kind === "reminder");
    expect(reminders.map((r) => r.reservationId)).toEqual([soon.id]);
    expect(reminders[0]?.body).toMatch(
      new RegExp(
        `^Yolda reminder: pick-up for ${soon.number} is \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2} at .+\\. Bring your licence and card\\.$`,
      ),
    );
    const sentReminders = sent.filter((m) => m.text.startsWith("Yolda reminder"));
    expect(sentReminders).toHaveLength(1);
    expect(sentReminders[0]).toMatchObject({ to: soon.driver.phone, encoding: "gsm7" });
    expect(await listSmsOfReservation(db, later.id)).toEqual([]);

    // Six hours on, the later booking is within 24 hours: its reminder comes, once.
    expect(await queueDueReminders(db, new Date(now.getTime() + 7 * 3_600_000))).toBe(1);
    expect(await queueDueReminders(db, new Date(now.getTime() + 8 * 3_600_000))).toBe(0);
  });
});

describe("payment link and marketing consent", () => {
  it("a payment link is queued once per reference", async () => {
    const r = await insertReservationRow(db, f, {
      unitId: await addUnit(db, f.clio, f.istAirport),
      pickupAt: at(40),
      returnAt: at(42),
      status: "confirmed",
      paymentType: "office",
      totalKurus: 123_456,
      lastName: "Işık",
      email: "link@example.com",
    });
    const reference = {
      id: randomUUID(),
      amountKurus: 123_456,
      expiresAt: at(2),
      url: "http://127.0.0.1:3000/sanal-odeme?ref=REF-AB12CD34",
    };
    const row = { id: r.id, number: r.number, lang: "tr" as const, driver };
    expect(await enqueuePaymentLinkSms(db, row, reference, NOW)).not.toBeNull();
    expect(await enqueuePaymentLinkSms(db, row, reference, NOW)).toBeNull();
    const [sms] = await listSmsOfReservation(db, r.id);
    expect(sms?.body).toContain("1.234,56 TL");
    expect(sms?.body).toContain("sanal-odeme?ref=REF-AB12CD34");
  });

  it("marketing SMS only to a number whose latest İYS record is a given consent", async () => {
    const phone = "+905339998877";
    expect(await mayReceiveMarketingSms(db, phone)).toBe(false);
    await recordMarketingSmsConsent(db, { memberId: null, phone, given: true, ip: "203.0.113.5" }, at(-2));
    expect(await mayReceiveMarketingSms(db, phone)).toBe(true);
    await recordMarketingSmsConsent(db, { memberId: null, phone, given: false, ip: "203.0.113.5" }, at(-1));
    expect(await mayReceiveMarketingSms(db, phone)).toBe(false);
  });
});
