// The outbox under two workers and a slow relay: every e-mail reaches the SMTP peer once, counted
// by Message-ID; a worker whose claim ran out never writes the outcome of a row it lost.
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { outbox } from "#app/server/db/schema.ts";
import { type EmailMessage, outboxMessageId, smtpTransport } from "#app/server/email/message.server.ts";
import { deliverOutbox, enqueueEmail } from "#app/server/email/outbox.server.ts";
import { claimDueOutboxRows, markOutboxAttemptFailed, markOutboxSent } from "#app/server/repositories/outbox.server.ts";
import { ManualClock } from "#tests/support/manual-clock.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

const DOMAIN = "test.yolda.example";

let test: TestDatabase | undefined;
let db: Db;
let server: SMTPServer;
let smtpUrl: string;
/** Message-IDs as the peer accepted them, in order (a repeat appears twice). */
const accepted: string[] = [];
/** How long the peer waits before answering the n-th message's DATA (0-based), on `clock`. */
let stallFor: (n: number) => number = () => 0;
/**
 * The workers' clock: a stalled answer moves it on (the relay "takes" that long, and the workers'
 * lease renewals due meanwhile fire) instead of making the test wait.
 */
let clock = new ManualClock();

beforeAll(async () => {
  test = await withTestDatabase();
  db = test.database.db;
  let seen = 0;
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const id = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? "(none)";
        const wait = stallFor(seen++);
        void clock.advance(wait).then(() => {
          accepted.push(id);
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await test?.cleanup();
});
beforeEach(async () => {
  await db.delete(outbox);
  accepted.length = 0;
  stallFor = () => 0;
  clock = new ManualClock();
});

const message = (subject: string): EmailMessage => ({
  to: "someone@example.com",
  subject,
  text: "text",
  html: "<p>html</p>",
});

async function pendingCount(): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from outbox where status = 'pending'`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

describe("outbox: exactly once", () => {
  it("two workers and a relay that stalls past the lease: every e-mail delivered once", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await enqueueEmail(db, message(`bulk ${i}`), new Date(clock.ms - 1000)));
    const leaseMs = 1_500;
    // Every sixth message waits 4 s for the relay's answer: more than two and a half leases.
    stallFor = (n) => (n % 6 === 5 ? 4_000 : 0);

    const worker = async () => {
      const transport = smtpTransport(smtpUrl);
      const total = { sent: 0, lost: 0 };
      try {
        for (let round = 0; round < 200 && (await pendingCount()) > 0; round++) {
          const report = await deliverOutbox(db, transport, clock.now(), {
            batch: 5,
            leaseMs,
            messageIdDomain: DOMAIN,
            clock,
          });
          total.sent += report.sent;
          total.lost += report.lost;
          // Nothing free (the other worker holds the rest): try again 100 ms later on the clock.
          if (report.sent + report.retried + report.failed + report.lost === 0) await clock.advance(100);
        }
      } finally {
        transport.close?.();
      }
      return total;
    };
    const [a, b] = await Promise.all([worker(), worker()]);

    const counts = new Map<string, number>();
    for (const id of accepted) counts.set(id, (counts.get(id) ?? 0) + 1);
    const repeated = [...counts.values()].filter((n) => n > 1).length;
    expect(repeated).toBe(0);
    expect([...counts.keys()].sort()).toEqual(ids.map((id) => outboxMessageId(id, DOMAIN)).sort());
    expect(a.sent + b.sent).toBe(30);
    // Both workers took part.
    expect(a.sent).toBeGreaterThan(0);
    expect(b.sent).toBeGreaterThan(0);
    const rows = await db.select().from(outbox);
    // A row that waited in one worker's batch past its lease may have been claimed again by the
    // other (attempts 2); it was still sent once.
    expect(rows.map((r) => [r.status, r.claimToken])).toEqual(rows.map(() => ["sent", null]));
  });

  it("a worker whose claim ran out cannot mark the row; a retry carries the same Message-ID", async () => {
    const id = await enqueueEmail(db, message("crash window"), new Date(Date.now() - 1000));
    // Worker A claims the row and stops (a crash, or a pause longer than its lease).
    const claimedAt = new Date();
    const [row] = await claimDueOutboxRows(db, claimedAt, 10, new Date(claimedAt.getTime() + 200), "token-of-a");
    expect(row?.id).toBe(id);
    // Within A's lease nobody else takes the row.
    const transport = smtpTransport(smtpUrl);
    try {
      expect(await deliverOutbox(db, transport, claimedAt, { messageIdDomain: DOMAIN })).toMatchObject({ sent: 0 });
      // After it, worker B does.
      const later = new Date(claimedAt.getTime() + 1_000);
      expect(await deliverOutbox(db, transport, later, { messageIdDomain: DOMAIN })).toMatchObject({ sent: 1 });
    } finally {
      transport.close?.();
    }
    expect(accepted).toEqual([outboxMessageId(id, DOMAIN)]);

    // A wakes up: neither "sent" nor "failed" from it is written any more.
    expect(await markOutboxSent(db, id, "token-of-a", new Date())).toBe(false);
    expect(await markOutboxAttemptFailed(db, id, "token-of-a", "451 later", null)).toBe(false);
    const [after] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(after).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("the Message-ID is stable and names the site", () => {
    expect(outboxMessageId(42, "www.yolda.com.tr")).toBe("<outbox.42@www.yolda.com.tr>");
    expect(outboxMessageId(42, "www.yolda.com.tr")).toBe(outboxMessageId(42, "WWW.yolda.com.tr"));
    expect(outboxMessageId(42)).toMatch(/^<outbox\.42@[a-z0-9.-]+>$/);
  });
});
