import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { outbox } from "#app/server/db/schema.ts";
import { type EmailMessage, type EmailTransport, smtpTransport } from "#app/server/email/message.server.ts";
import { deliverOutbox, enqueueEmail, MAX_EMAIL_ATTEMPTS } from "#app/server/email/outbox.server.ts";
import { createQuote } from "#app/server/services/quote.server.ts";
import { reserveFromQuote } from "#app/server/services/reserve.server.ts";
import { addUnit, at, billing, resetAndBuildFixture, driver, type Fixture, NOW } from "./booking-fixture.ts";
import type { SuiteContext } from "./suite-context.ts";

/** The outbox and the confirmation e-mail over a real SMTP peer, on a fresh fixture. */
export function emailSuite(ctx: SuiteContext): void {
  type Received = { from: string; to: string[]; raw: string };

  let db: Db;
  let f: Fixture;
  let server: SMTPServer;
  let smtpUrl: string;
  const received: Received[] = [];

  beforeAll(async () => {
    db = ctx.db();
    f = await resetAndBuildFixture(db);
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  const message = (subject: string): EmailMessage => ({
    to: "someone@example.com",
    subject,
    text: "text",
    html: "<p>html</p>",
  });

  /** Decodes the quoted-printable / base64 parts well enough to search the message text. */
  function decoded(raw: string): string {
    const unfolded = raw.replace(/=\r?\n/g, "");
    const qp = unfolded.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    const b64 = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)]
      .map((m) => Buffer.from((m[1] ?? "").replace(/\s/g, ""), "base64").toString("utf8"))
      .join("\n");
    return `${Buffer.from(qp, "latin1").toString("utf8")}\n${b64}`;
  }

  describe("confirmation e-mail through the outbox", () => {
    it("delivers the pay-at-office confirmation over SMTP with the .ics, once", async () => {
      await addUnit(db, f.clio, f.istAirport);
      const quote = await createQuote(
        db,
        {
          modelId: f.clio,
          pickupOfficeId: f.istAirport,
          dropoffOfficeId: f.izmir,
          pickupAt: at(6),
          returnAt: at(10),
          assuranceCode: "full",
          lang: "en",
        },
        { now: NOW },
      );
      if (!quote.ok) throw new Error(JSON.stringify(quote));
      const booked = await reserveFromQuote(
        db,
        { quoteId: quote.quote.id, driver, billing, paymentType: "office", lang: "en" },
        { now: NOW },
      );
      if (!booked.ok) throw new Error(JSON.stringify(booked));
      const number = booked.reservation.number;

      const transport = smtpTransport(smtpUrl);
      try {
        expect(await deliverOutbox(db, transport, NOW)).toEqual({ sent: 1, retried: 0, failed: 0, lost: 0 });
        expect(await deliverOutbox(db, transport, new Date(NOW.getTime() + 3_600_000))).toEqual({
          sent: 0,
          retried: 0,
          failed: 0,
          lost: 0,
        });
      } finally {
        transport.close?.();
      }
      expect(received).toHaveLength(1);
      const mail = received[0]!;
      expect(mail.to).toEqual([driver.email]);
      expect(mail.raw).toContain(`Subject: Your reservation is confirmed: ${number}`);
      expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH; ?\r?\n?\s*name=/);
      const body = decoded(mail.raw);
      expect(body).toContain("BEGIN:VEVENT");
      // Pick-up 7 March 2027 09:00 and return 11 March 09:00, Istanbul wall time.
      expect(body).toContain("DTSTART;TZID=Europe/Istanbul:20270307T090000");
      expect(body).toContain("DTSTART;TZID=Europe/Istanbul:20270311T090000");
      expect(body).toContain("at the office");
      expect(body).toContain("5,000.00 TL");
      expect(body).not.toMatch(/card number|password/i);
      // Decision 0058: the roadside line and both offices as links, in the text and the HTML part.
      expect(body).toContain("24/7 roadside assistance: 0850 555 96 54 (tel:+908505559654)");
      expect(body).toContain("Pick-up office: ISTA Office, 0212 000 00 00 (tel:+902120000000), ista@yolda.test");
      expect(body).toContain("Return office: IZM Office, 0212 000 00 00 (tel:+902120000000), izm@yolda.test");
      expect(body).toContain('<a href="tel:+908505559654"');
      expect(body).toContain('<a href="tel:+902120000000"');
      expect(body).toContain('<a href="mailto:izm@yolda.test"');

      const rows = await db.select().from(outbox);
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([["sent", 1]]);
      // Marked with the delivery's clock: its start plus the time the relay took.
      expect(rows[0]?.sentAt?.getTime()).toBeGreaterThanOrEqual(NOW.getTime());
      expect(rows[0]?.sentAt?.getTime()).toBeLessThan(NOW.getTime() + 30_000);
      expect(mail.raw).toMatch(new RegExp(`^Message-ID: <outbox\\.${rows[0]?.id}@[a-z0-9.-]+>`, "im"));
    });

    it("backs off after a failure and marks the row failed after the last attempt", async () => {
      const id = await enqueueEmail(db, message("retry me"), NOW);
      const failing: EmailTransport = {
        async send() {
          throw Object.assign(new Error("451 try later for someone@example.com"), { responseCode: 451 });
        },
      };
      let now = NOW;
      expect(await deliverOutbox(db, failing, now)).toEqual({ sent: 0, retried: 1, failed: 0, lost: 0 });
      let [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      // One minute after the failure (the delivery's clock: its start plus the time spent).
      expect(row?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(NOW.getTime() + 60_000);
      expect(row?.nextAttemptAt.getTime()).toBeLessThan(NOW.getTime() + 90_000);
      expect(row?.lastError).toContain("451");
      expect(row?.lastError).not.toContain("someone@example.com");
      // Not due yet: nothing happens.
      expect(await deliverOutbox(db, failing, now)).toEqual({ sent: 0, retried: 0, failed: 0, lost: 0 });
      for (let attempt = 2; attempt <= MAX_EMAIL_ATTEMPTS; attempt++) {
        now = new Date(now.getTime() + 3_600_000);
        await deliverOutbox(db, failing, now);
      }
      [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      expect(row).toMatchObject({ status: "failed", attempts: MAX_EMAIL_ATTEMPTS });
    });

    it("gives each row to one worker only, even with two workers at once", async () => {
      const subjects = Array.from({ length: 24 }, (_, i) => `bulk ${i}`);
      for (const s of subjects) await enqueueEmail(db, message(s), NOW);
      const sent: string[] = [];
      // Each send gives the event loop a turn, so the other worker's claims run in between.
      const slow: EmailTransport = {
        async send(m) {
          await new Promise((resolve) => setImmediate(resolve));
          sent.push(m.subject);
        },
      };
      const later = new Date(NOW.getTime() + 1000);
      const [a, b] = await Promise.all([
        deliverOutbox(db, slow, later, { batch: 3 }),
        deliverOutbox(db, slow, later, { batch: 3 }),
      ]);
      expect(a.sent + b.sent).toBe(24);
      expect([...sent].sort()).toEqual([...subjects].sort());
    });
  });
}
