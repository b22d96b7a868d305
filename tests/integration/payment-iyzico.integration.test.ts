// The payment port with a second provider of another protocol family: iyzico's hosted Checkout
// Form through iyzico's own npm client, against a local fake of iyzico's API (node:http, below)
// that checks the client's IYZWSv2 signature on every request. Selected by configuration
// (PAYMENT_PROVIDER=iyzico); the same services and database as the EstV3 bank. No network.
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { outbox, paymentCallbacks, reservations } from "#app/server/db/schema.ts";
import { iyzicoSignature } from "#app/server/payments/iyzico-provider.server.ts";
import { createPaymentSetup, type PaymentSetup } from "#app/server/payments/payment-setup.server.ts";
import {
  handlePaymentCallback,
  paymentResult,
  preparePaymentPage,
  refundPayment,
  startCardPayment,
} from "#app/server/services/payments.server.ts";
import { buildFixture, type Fixture, sandboxPaymentEnv } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";
import { paymentRowOf, pendingCardReservation } from "#tests/support/payment-start.ts";

const API_KEY = "sandbox-api-key";
const SECRET_KEY = "sandbox-secret-key";
const PUBLIC_URL = "http://127.0.0.1:3000";
const T0 = new Date("2027-03-01T07:00:00Z");

// ------------------------------------------------------------------------------------------------
// A fake of the few iyzico endpoints the adapter calls.

type Checkout = { token: string; orderId: string; price: string; callbackUrl: string; card: string | null };
type Payment = { paymentId: string; orderId: string; price: string; refunded: number; cancelled: boolean };

interface FakeIyzico {
  baseUrl: string;
  /** Requests whose Authorization header was missing or wrongly signed. */
  unsigned: number;
  checkouts: Map<string, Checkout>;
  payments: Map<string, Payment>;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

/** IYZWSv2: base64("apiKey:K&randomKey:R&signature:HMAC-SHA256(secret, R + path + JSON body)"). */
function signedCorrectly(req: IncomingMessage, path: string, body: string): boolean {
  const header = req.headers.authorization ?? "";
  if (!header.startsWith("IYZWSv2 ")) return false;
  const parts = new URLSearchParams(Buffer.from(header.slice(8), "base64").toString("utf8").replaceAll(":", "="));
  const rnd = parts.get("randomKey") ?? "";
  if (parts.get("apiKey") !== API_KEY || rnd === "" || rnd !== req.headers["x-iyzi-rnd"]) return false;
  const expected = createHmac("sha256", SECRET_KEY)
    .update(rnd + path + JSON.stringify(JSON.parse(body)))
    .digest("hex");
  return parts.get("signature") === expected;
}

const CARD_RESULTS: Record<string, { ok: boolean; errorCode?: string; errorMessage?: string }> = {
  "5528790000000008": { ok: true },
  "4766620000000001": { ok: false, errorCode: "10051", errorMessage: "Kart limiti yetersiz" },
};

async function startFakeIyzico(): Promise<FakeIyzico> {
  const fake: FakeIyzico = {
    baseUrl: "",
    unsigned: 0,
    checkouts: new Map(),
    payments: new Map(),
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const path = (req.url ?? "").split("?")[0] ?? "";
      const json = (status: number, answer: object) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(answer));
      };
      // The hosted page: the customer enters a card on iyzico's site; iyzico posts the token back.
      if (path.startsWith("/checkout/") && req.method === "POST") {
        const checkout = fake.checkouts.get(path.slice("/checkout/".length));
        if (!checkout) return json(404, {});
        checkout.card = new URLSearchParams(raw).get("card");
        res.writeHead(200, { "content-type": "text/html" });
        res.end(
          `<form method="post" action="${checkout.callbackUrl}"><input type="hidden" name="token" value="${checkout.token}"></form>`,
        );
        return;
      }
      if (!signedCorrectly(req, path, raw)) {
        fake.unsigned += 1;
        return json(200, { status: "failure", errorCode: "1001", errorMessage: "api bilgileri bulunamadı" });
      }
      const body = JSON.parse(raw) as Record<string, string>;
      if (path === "/payment/iyzipos/checkoutform/initialize/auth/ecom") {
        const token = randomBytes(12).toString("hex");
        fake.checkouts.set(token, {
          token,
          orderId: body.basketId ?? "",
          price: body.paidPrice ?? "",
          callbackUrl: body.callbackUrl ?? "",
          card: null,
        });
        return json(200, {
          status: "success",
          token,
          conversationId: body.conversationId,
          paymentPageUrl: `${fake.baseUrl}/checkout/${token}`,
          tokenExpireTime: 1800,
          signature: iyzicoSignature([body.conversationId, token], SECRET_KEY),
        });
      }
      if (path === "/payment/iyzipos/checkoutform/auth/ecom/detail") {
        const checkout = fake.checkouts.get(body.token ?? "");
        if (!checkout || !checkout.card) return json(200, { status: "failure", errorCode: "5001" });
        const result = CARD_RESULTS[checkout.card] ?? { ok: false, errorCode: "10005", errorMessage: "onaylanmadı" };
        const earlier = [...fake.payments.values()].find((p) => p.orderId === checkout.orderId);
        const paymentId = result.ok ? (earlier?.paymentId ?? String(20000000 + fake.payments.size)) : "";
        if (result.ok && !earlier) {
          fake.payments.set(paymentId, {
            paymentId,
            orderId: checkout.orderId,
            price: checkout.price,
            refunded: 0,
            cancelled: false,
          });
        }
        const answer = {
          status: "success",
          paymentStatus: result.ok ? "SUCCESS" : "FAILURE",
          paymentId,
          currency: "TRY",
          basketId: checkout.orderId,
          conversationId: checkout.orderId,
          paidPrice: Number(checkout.price),
          price: Number(checkout.price),
          token: checkout.token,
          authCode: result.ok ? "A12345" : "",
          binNumber: checkout.card.slice(0, 6),
          lastFourDigits: checkout.card.slice(-4),
          mdStatus: 1,
          fraudStatus: 1,
          ...(result.ok ? {} : { errorCode: result.errorCode, errorMessage: result.errorMessage }),
        };
        const signature = iyzicoSignature(
          [
            answer.paymentStatus,
            answer.paymentId,
            answer.currency,
            answer.basketId,
            answer.conversationId,
            answer.paidPrice,
            answer.price,
            answer.token,
          ],
          SECRET_KEY,
        );
        return json(200, { ...answer, signature });
      }
      if (path === "/v2/payment/refund") {
        const payment = fake.payments.get(body.paymentId ?? "");
        const kurus = Math.round(Number(body.price) * 100);
        if (!payment || payment.refunded + kurus > Math.round(Number(payment.price) * 100)) {
          return json(200, { status: "failure", errorCode: "5093", errorMessage: "iade tutarı fazla" });
        }
        payment.refunded += kurus;
        return json(200, { status: "success", paymentId: payment.paymentId, price: body.price, currency: "TRY" });
      }
      if (path === "/payment/cancel") {
        const payment = fake.payments.get(body.paymentId ?? "");
        if (!payment || payment.cancelled) return json(200, { status: "failure", errorCode: "5092" });
        payment.cancelled = true;
        return json(200, { status: "success", paymentId: payment.paymentId, price: Number(payment.price) });
      }
      return json(404, { status: "failure", errorCode: "404" });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

// ------------------------------------------------------------------------------------------------

let test: TestDatabase | undefined;
let db: Db;
let f: Fixture;
let fake: FakeIyzico;

beforeAll(async () => {
  test = await withTestDatabase();
  db = test.database.db;
  f = await buildFixture(db);
  fake = await startFakeIyzico();
});
afterAll(async () => {
  await fake?.close();
  await test?.cleanup();
});

/** The app's payment setup as configuration picks it: PAYMENT_PROVIDER=iyzico, pointed at the fake. */
function iyzicoSetup(secretKey = SECRET_KEY): PaymentSetup {
  return createPaymentSetup(
    {
      PAYMENT_PROVIDER: "iyzico",
      IYZICO_API_KEY: API_KEY,
      IYZICO_SECRET_KEY: secretKey,
      IYZICO_BASE_URL: fake.baseUrl,
      ...sandboxPaymentEnv(PUBLIC_URL),
    },
    db,
  );
}

let day = 10;
function pendingReservation(createdAt: Date, totalKurus?: number) {
  day += 3;
  return pendingCardReservation(db, f, { pickupAt: new Date(T0.getTime() + day * 86_400_000), createdAt, totalKurus });
}

const paymentRow = (id: string) => paymentRowOf(db, id);

async function statusOf(reservationId: string) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, reservationId));
  return row?.status;
}

/** /pos3d sends the browser to iyzico's page; the customer pays there; iyzico posts the token back. */
async function payOnHostedPage(setup: PaymentSetup, paymentId: string, card: string): Promise<URLSearchParams> {
  const page = await preparePaymentPage(db, setup.gateway, paymentId, { publicUrl: PUBLIC_URL, now: T0 });
  if (page.kind !== "redirect") throw new Error(`no redirect: ${page.kind}`);
  expect(page.url.startsWith(`${fake.baseUrl}/checkout/`)).toBe(true);
  const hosted = await fetch(page.url, { method: "POST", body: new URLSearchParams({ card }) });
  const html = await hosted.text();
  expect(/action="([^"]+)"/.exec(html)?.[1]).toBe(`${PUBLIC_URL}/odemecallback`);
  return new URLSearchParams({ token: /name="token" value="([^"]+)"/.exec(html)?.[1] ?? "" });
}

describe("a card payment through iyzico's hosted checkout (PAYMENT_PROVIDER=iyzico)", () => {
  it("approves: start -> iyzico's page -> token callback -> approved -> reservation confirmed, once", async () => {
    const setup = iyzicoSetup();
    expect(setup.gateway.name).toBe("iyzico");
    const r = await pendingReservation(T0);
    const started = await startCardPayment(
      db,
      { reservationNumber: r.number, lang: "tr", ip: "10.0.0.1" },
      { now: T0 },
    );
    if (!started.ok) throw new Error(started.reason);
    const callback = await payOnHostedPage(setup, started.paymentId, "5528790000000008");
    const outcome = await handlePaymentCallback(db, setup.gateway, callback, { now: T0 });
    expect(outcome).toEqual({ paymentId: started.paymentId, result: "applied" });
    expect(await statusOf(r.id)).toBe("confirmed");
    const p = await paymentRow(started.paymentId);
    expect(p).toMatchObject({
      provider: "iyzico",
      status: "approved",
      maskedPan: "552879******0008",
      authCode: "A12345",
      amountKurus: 345_650,
    });
    expect(fake.payments.get(p.transId ?? "")).toMatchObject({ orderId: p.orderId, price: "3456.5" });
    const mails = await db.select().from(outbox);
    expect(mails.some((m) => JSON.stringify(m.payload).includes(r.number))).toBe(true);
    expect((await paymentResult(db, started.paymentId))?.outcome).toBe("approved");
    // The browser posts the token again: the stored outcome, nothing applied twice.
    expect(await handlePaymentCallback(db, setup.gateway, callback, { now: T0 })).toMatchObject({ result: "repeated" });
    const claims = await db.select().from(paymentCallbacks).where(eq(paymentCallbacks.paymentId, started.paymentId));
    expect(claims.map((c) => c.provider)).toEqual(["iyzico"]);
    // A staff refund goes to iyzico with the charge's paymentId.
    const refund = await refundPayment(
      db,
      setup.gateway,
      { paymentId: p.id, amountKurus: 100_000, actor: "staff:1", reason: "goodwill", idempotencyKey: `iyz-${p.id}` },
      { now: T0 },
    );
    expect(refund).toEqual({ ok: true, refundedKurus: 100_000, status: "partially_refunded" });
    expect(fake.payments.get(p.transId ?? "")?.refunded).toBe(100_000);
    expect(fake.unsigned).toBe(0);
  });

  it("declines with a neutral reason and releases the unit", async () => {
    const setup = iyzicoSetup();
    const r = await pendingReservation(T0);
    const started = await startCardPayment(
      db,
      { reservationNumber: r.number, lang: "tr", ip: "10.0.0.1" },
      { now: T0 },
    );
    if (!started.ok) throw new Error(started.reason);
    const callback = await payOnHostedPage(setup, started.paymentId, "4766620000000001");
    expect((await handlePaymentCallback(db, setup.gateway, callback, { now: T0 })).result).toBe("applied");
    expect(await paymentRow(started.paymentId)).toMatchObject({
      provider: "iyzico",
      status: "declined",
      declineReason: "insufficient_funds",
      transId: null,
    });
    expect(await statusOf(r.id)).toBe("payment_failed");
    expect(await paymentResult(db, started.paymentId)).toMatchObject({
      outcome: "rejected",
      declineReason: "insufficient_funds",
    });
  });

  it("refuses a token iyzico does not know, and a client with the wrong secret cannot start", async () => {
    const setup = iyzicoSetup();
    expect(
      await handlePaymentCallback(db, setup.gateway, new URLSearchParams({ token: "forged" }), { now: T0 }),
    ).toEqual({ paymentId: null, result: "refused" });
    const r = await pendingReservation(T0);
    const started = await startCardPayment(
      db,
      { reservationNumber: r.number, lang: "tr", ip: "10.0.0.1" },
      { now: T0 },
    );
    if (!started.ok) throw new Error(started.reason);
    const before = fake.unsigned;
    await expect(
      preparePaymentPage(db, iyzicoSetup("wrong-secret").gateway, started.paymentId, {
        publicUrl: PUBLIC_URL,
        now: T0,
      }),
    ).rejects.toThrow(/iyzico refused/);
    expect(fake.unsigned).toBe(before + 1);
    expect(await statusOf(r.id)).toBe("pending_payment");
  });
});
