// The gauges deploy/prometheus/alerts.yaml watches besides the counts (docs/decisions/0071): the outbox's
// oldest pending e-mail, card attempts left "initiated" past 20 minutes, cancellation refunds by
// state, and how far each background job is past its next run. Read through /metrics' registry.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { cancellationRequests, jobLeases, outbox, payments } from "#app/server/db/schema.ts";
import { businessMetrics } from "#app/server/http/metrics.server.ts";
import { addReservation, addUnit, at, buildFixture, type Fixture } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let test: TestDatabase | undefined;
let db: Db;
let f: Fixture;

beforeAll(async () => {
  test = await withTestDatabase();
  db = test.database.db;
  f = await buildFixture(db);
});
afterAll(async () => {
  await test?.cleanup();
});

/** The value of one sample (name and labels as written) in the registry's text output. */
async function sample(text: string | null, line: string): Promise<number | undefined> {
  const body = text ?? (await businessMetrics(db).metrics());
  const found = body.split("\n").find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

const ago = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

async function reservation(day: number): Promise<string> {
  const unitId = await addUnit(db, f.clio, f.istAirport);
  return addReservation(db, {
    unitId,
    modelId: f.clio,
    from: f.istAirport,
    to: f.istAirport,
    pickupAt: at(day),
    returnAt: at(day + 2),
  });
}

describe("operations gauges", () => {
  it("read zero on a database with nothing waiting", async () => {
    const text = await businessMetrics(db).metrics();
    expect(await sample(text, "yolda_outbox_oldest_pending_seconds")).toBe(0);
    expect(await sample(text, "yolda_payments_stale")).toBe(0);
    expect(text).not.toMatch(/^yolda_cancellation_refunds\{/m);
    for (const status of ["pending", "refused", "failed"]) {
      expect(await sample(text, `yolda_invoices_unsent{status="${status}"}`)).toBe(0);
    }
  });

  it("give the age of the oldest pending e-mail, not of sent ones", async () => {
    await db.insert(outbox).values([
      { kind: "email", payload: {}, status: "pending", createdAt: sql`${ago(300)}` as never },
      { kind: "email", payload: {}, status: "pending", createdAt: sql`${ago(30)}` as never },
      { kind: "email", payload: {}, status: "sent", createdAt: sql`${ago(5000)}` as never },
    ]);
    const age = await sample(null, "yolda_outbox_oldest_pending_seconds");
    expect(age).toBeGreaterThanOrEqual(300);
    expect(age).toBeLessThan(360);
  });

  it("count card attempts still initiated after 20 minutes only", async () => {
    const [a, b, c] = [await reservation(10), await reservation(20), await reservation(30)];
    const attempt = (reservationId: string, order: string, status: "initiated" | "approved", seconds: number) => ({
      reservationId,
      orderId: `ops-${order}`,
      amountKurus: 100_000,
      model: "3d_pay" as const,
      lang: "tr" as const,
      status,
      createdAt: sql`${ago(seconds)}` as never,
    });
    await db
      .insert(payments)
      .values([
        attempt(a, "old", "initiated", 25 * 60),
        attempt(b, "new", "initiated", 5 * 60),
        attempt(c, "done", "approved", 60 * 60),
      ]);
    expect(await sample(null, "yolda_payments_stale")).toBe(1);
  });

  it("count cancellation refunds by state", async () => {
    const request = async (day: number, refundState: "failed" | "refunded") => ({
      reservationId: await reservation(day),
      reason: "plans changed",
      lang: "tr" as const,
      rule: "full",
      refundKurus: 10_000,
      deductionKurus: 0,
      status: "applied" as const,
      requestedAt: new Date(),
      refundState,
    });
    await db
      .insert(cancellationRequests)
      .values([await request(40, "failed"), await request(50, "failed"), await request(60, "refunded")]);
    const text = await businessMetrics(db).metrics();
    expect(await sample(text, 'yolda_cancellation_refunds{state="failed"}')).toBe(2);
    expect(await sample(text, 'yolda_cancellation_refunds{state="refunded"}')).toBe(1);
  });

  it("give how far each job is past its next run, zero for one on time", async () => {
    await db.insert(jobLeases).values([
      { name: "ops-late", nextRunAt: sql`${ago(120)}` as never },
      { name: "ops-on-time", nextRunAt: sql`now() + interval '1 minute'` as never },
    ]);
    const text = await businessMetrics(db).metrics();
    const late = await sample(text, 'yolda_job_lag_seconds{name="ops-late"}');
    expect(late).toBeGreaterThanOrEqual(120);
    expect(late).toBeLessThan(180);
    expect(await sample(text, 'yolda_job_lag_seconds{name="ops-on-time"}')).toBe(0);
  });
});
