// Bad input never answers 500, and /metrics is private
// (docs/decisions/0025). An Express app with the server's own body guards in front of a page
// handler that reads the body the way React Router does (a web Request over the Node stream) and
// stores a value in the real database (PostgreSQL with DATABASE_URL, PGlite otherwise).
// The figures against the built server are in bench/bad-input.ts.
import type { AddressInfo } from "node:net";
import { request as httpRequest, type Server } from "node:http";
import { createReadableStreamFromReadable } from "@react-router/node";
import { eq } from "drizzle-orm";
import express, { type NextFunction, type Request, type Response } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { formSubmissions, outbox, paymentCallbacks, payments } from "#app/server/db/schema.ts";
import { businessMetrics, metricsHandler } from "#app/server/http/metrics.server.ts";
import { bodyGuards, FORM_BODY_LIMIT } from "#app/server/http/request-body.server.ts";
import { insertFormSubmission } from "#app/server/repositories/forms.server.ts";
import { createTestReservation } from "#app/server/services/test-reservations.server.ts";
import { seedDemo } from "#seed/run.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

const MB = 1024 * 1024;
const UPLOAD_LIMIT = 5 * MB + 512 * 1024;
const TOKEN = "metrics-token-for-the-test-0123456789";
const quiet = { warn() {}, error() {} };

let testDb: TestDatabase;
let db: Db;
let server: Server;
let base: string;

/** The page: what React Router does with the body (a web Request over the stream), then a stored row. */
async function page(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET") {
    const query = new URL(`http://localhost${req.originalUrl}`).searchParams;
    return void res.json({ query: Object.fromEntries(query) });
  }
  try {
    const web = new Request(`http://localhost${req.originalUrl}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: createReadableStreamFromReadable(req),
      duplex: "half",
    } as RequestInit);
    const form = await web.formData();
    const fields: Record<string, string> = {};
    for (const [key, value] of form)
      fields[key] = typeof value === "string" ? value : `file:${value.name}:${value.size}`;
    const id = await insertFormSubmission(db, {
      kind: "contact",
      lang: "tr",
      name: fields.name ?? "",
      email: "ayse@example.com",
      data: { message: fields.message ?? "" },
      clientIp: "127.0.0.1",
    });
    res.json({ id, fields });
  } catch (error) {
    next(error);
  }
}

function appUnderTest(env: { APP_ENV: "development" | "production"; METRICS_TOKEN?: string }) {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.requestId = "req-1";
    next();
  });
  app.get("/metrics", metricsHandler(env, [businessMetrics(db)], quiet));
  const bodies = bodyGuards({
    uploadPath: /^\/(?:en\/)?ik(?:\.data|\/basvuru)?\/?$/,
    uploadLimit: UPLOAD_LIMIT,
    drainLimit: 25 * MB,
    lingerMs: 500,
    appName: "Yolda",
    log: quiet,
  });
  app.use(bodies.beforeRoutes);
  app.all("/{*splat}", bodies.pageBody, bodies.replayed(page));
  app.use((_error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    res.status(500).send("internal error");
  });
  return app;
}

function listen(app: express.Express): Promise<{ server: Server; base: string }> {
  return new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => {
      resolve({ server: s, base: `http://127.0.0.1:${(s.address() as AddressInfo).port}` });
    });
  });
}

/**
 * Streams `bytes` of a form body to `path` 64 KB at a time (never holding it), stopping as soon as
 * the answer arrives. Resolves with the status, the milliseconds until then and the bytes written.
 */
function streamPost(
  path: string,
  bytes: number,
  options: { chunked?: boolean } = {},
): Promise<{ status: number; ms: number; sent: number; body: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let sent = 0;
    let answered = false;
    const req = httpRequest(
      `${base}${path}`,
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          ...(options.chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(bytes) }),
        },
      },
      (res) => {
        answered = true;
        const status = res.statusCode ?? 0;
        const ms = Date.now() - started;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => {
          req.destroy();
          resolve({ status, ms, sent, body });
        });
      },
    );
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    chunk.write("a=");
    const pump = () => {
      while (sent < bytes && !answered) {
        const size = Math.min(chunk.length, bytes - sent);
        sent += size;
        if (!req.write(size === chunk.length ? chunk : chunk.subarray(0, size))) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

const rss = () => process.memoryUsage().rss;

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  ({ server, base } = await listen(appUnderTest({ APP_ENV: "development", METRICS_TOKEN: TOKEN })));
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await testDb?.cleanup();
});

describe("body limits", () => {
  it("refuses a 200 MB sign-in body with a declared length at once, without reading it", async () => {
    const before = rss();
    const answer = await streamPost("/giris", 200 * MB);
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('<html lang="tr">');
    expect(answer.body).toContain("Gönderilen bilgiler çok büyük");
    // The answer came before the client could push even half the body: it was never read.
    expect(answer.sent).toBeLessThan(100 * MB);
    // Reading the bodies whole would add at least their size; a busy machine's noise stays far below.
    expect(rss() - before).toBeLessThan(150 * MB);
  });

  it("cuts off a 200 MB chunked body (no Content-Length) as soon as it passes 64 KB", async () => {
    const before = rss();
    const answer = await streamPost("/en/giris", 200 * MB, { chunked: true });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('<html lang="en">');
    expect(answer.body).toContain("What you sent is too large");
    expect(answer.sent).toBeLessThan(100 * MB);
    // Reading the bodies whole would add at least their size; a busy machine's noise stays far below.
    expect(rss() - before).toBeLessThan(150 * MB);
  });

  it("keeps memory flat under four 50 MB posts at once", async () => {
    const before = rss();
    const answers = await Promise.all([1, 2, 3, 4].map(() => streamPost("/giris", 50 * MB)));
    expect(answers.map((a) => a.status)).toEqual([413, 413, 413, 413]);
    // Reading the bodies whole would add at least their size; a busy machine's noise stays far below.
    expect(rss() - before).toBeLessThan(150 * MB);
  });

  it("lets a form just under 64 KB through and refuses one just over it, chunked or not", async () => {
    expect((await streamPost("/iletisim", FORM_BODY_LIMIT)).status).toBe(200);
    expect((await streamPost("/iletisim", FORM_BODY_LIMIT, { chunked: true })).status).toBe(200);
    expect((await streamPost("/iletisim", FORM_BODY_LIMIT + 1)).status).toBe(413);
    expect((await streamPost("/iletisim", FORM_BODY_LIMIT + 1, { chunked: true })).status).toBe(413);
  });

  it("gives the CV upload its own limit, with the CV's message beyond it", async () => {
    const form = new FormData();
    form.append("name", "Ayşe");
    form.append("cv", new File([new Uint8Array(4 * MB)], "cv.pdf", { type: "application/pdf" }));
    const ok = await fetch(`${base}/ik`, { method: "POST", body: form });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { fields: Record<string, string> }).fields.cv).toBe(`file:cv.pdf:${4 * MB}`);
    const tooBig = await streamPost("/en/ik", 30 * MB);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toContain("The CV file can be at most 5 MB");
  });
});

describe("bodies a page cannot read", () => {
  it("stores a contact form whose fields carry NUL bytes, without the NULs and with everything else", async () => {
    const res = await fetch(`${base}/iletisim`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Ayşe\u0000 Yılmaz", message: "Merhaba\u0000\u0000 dünya", city: "34" }),
    });
    expect(res.status).toBe(200);
    const { id, fields } = (await res.json()) as { id: string; fields: Record<string, string> };
    expect(fields).toEqual({ name: "Ayşe Yılmaz", message: "Merhaba dünya", city: "34" });
    const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
    expect(row?.name).toBe("Ayşe Yılmaz");
    expect(row?.data).toEqual({ message: "Merhaba dünya" });
  });

  it("does the same for a multipart form, keeping its file", async () => {
    const form = new FormData();
    form.append("name", "Ali\u0000 Veli");
    form.append("message", "satır\u0000");
    form.append("cv", new File([new Uint8Array([0, 1, 0, 2])], "c\u0000v.pdf", { type: "application/pdf" }));
    const res = await fetch(`${base}/ik`, { method: "POST", body: form });
    expect(res.status).toBe(200);
    const { fields } = (await res.json()) as { fields: Record<string, string> };
    expect(fields).toEqual({ name: "Ali Veli", message: "satır", cv: "file:cv.pdf:4" });
  });

  it("removes encoded NULs from a query string (a booking search), keeping the rest", async () => {
    const res = await fetch(`${base}/rezervasyon?alis=IST%00&donus=A%00B&alisTarihi=2027-03-02T10%3A00`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ query: { alis: "IST", donus: "AB", alisTarihi: "2027-03-02T10:00" } });
  });

  it("answers a malformed multipart body with 400 in the page's language", async () => {
    for (const [path, lang, text] of [
      ["/iletisim", "tr", "Gönderilen bilgiler okunamadı"],
      ["/en/iletisim", "en", "What you sent could not be read"],
    ] as const) {
      const res = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=XYZ" },
        body: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAyşe\r\n--XY',
      });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(text);
    }
  });

  it("answers malformed JSON, and any body that is not a form, with 400", async () => {
    for (const [type, body] of [
      ["application/json", '{"email": "a@b.c", '],
      ["application/json", '{"email": "a@b.c"}'],
      ["text/plain", "email=a@b.c"],
      ["multipart/form-data", "no boundary"],
    ]) {
      const res = await fetch(`${base}/giris`, { method: "POST", headers: { "content-type": type ?? "" }, body });
      expect(res.status, type).toBe(400);
    }
    const empty = await fetch(`${base}/giris`, { method: "POST" });
    expect(empty.status).toBe(400);
  });
});

describe("/metrics", () => {
  const scrape = (headers: Record<string, string> = {}) => fetch(`${base}/metrics`, { headers });
  const value = (text: string, line: string) => {
    const found = text.split("\n").find((l) => l.startsWith(`${line} `));
    return found ? Number(found.slice(line.length + 1)) : 0;
  };

  it("needs the bearer token", async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape({ authorization: "Bearer wrong-token-wrong-token-wrong" })).status).toBe(401);
    expect((await scrape({ authorization: TOKEN })).status).toBe(401);
    expect((await scrape({ authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });

  it("reports reservations, payments, callbacks and e-mails from the database", async () => {
    const auth = { authorization: `Bearer ${TOKEN}` };
    await seedDemo(db);
    const before = await (await scrape(auth)).text();
    const paid = await createTestReservation(db, { lastName: "Kaya", paymentType: "card" });
    await createTestReservation(db, { lastName: "Demir", paymentType: "office" });
    const [payment] = await db.select().from(payments).where(eq(payments.reservationId, paid.id));
    if (!payment) throw new Error("the test reservation has no payment");
    await db.insert(paymentCallbacks).values([
      { provider: "estv3", orderId: payment.orderId, transactionId: "T:1", paymentId: payment.id, verdict: "approved" },
      { provider: "estv3", orderId: payment.orderId, transactionId: "T:2", paymentId: payment.id, verdict: "declined" },
    ]);
    await db.insert(outbox).values([
      { kind: "email", payload: {}, status: "sent", sentAt: new Date() },
      { kind: "email", payload: {}, status: "sent", sentAt: new Date() },
      { kind: "email", payload: {}, status: "failed", lastError: "550" },
    ]);
    const after = await (await scrape(auth)).text();
    const delta = (line: string) => value(after, line) - value(before, line);
    expect(delta('yolda_reservations{status="confirmed"}')).toBe(2);
    expect(delta('yolda_payments{status="approved"}')).toBe(1);
    expect(delta('yolda_payment_callbacks{verdict="approved"}')).toBe(1);
    expect(delta('yolda_payment_callbacks{verdict="declined"}')).toBe(1);
    expect(delta('yolda_emails{status="sent"}')).toBe(2);
    expect(delta('yolda_emails{status="failed"}')).toBe(1);
  });

  it("is not served in production without a token, and open in development without one", async () => {
    const prod = await listen(appUnderTest({ APP_ENV: "production" }));
    const dev = await listen(appUnderTest({ APP_ENV: "development" }));
    try {
      // Not served: the request goes on to the pages (the real server's 404 page).
      const closed = await fetch(`${prod.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(await closed.json()).toEqual({ query: {} });
      const open = await fetch(`${dev.base}/metrics`);
      expect(open.status).toBe(200);
      expect(await open.text()).toContain("yolda_reservations");
    } finally {
      prod.server.close();
      dev.server.close();
    }
  });
});
