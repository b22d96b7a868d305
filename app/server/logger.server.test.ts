import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import fc from "fast-check";
import pino from "pino";
import { pinoHttp } from "pino-http";
import { describe, expect, it } from "vitest";
import { createLogger, httpLogSerializers, PERSONAL_FIELDS, scrubText } from "./logger.server.ts";

// A visitor's personal data, as a booking draft or a sign-in form carries it.
const PERSON = {
  email: "ayse.yilmaz@example.com",
  tckn: "10000000146",
  phone: "+905321234567",
  phoneSpaced: "0532 123 45 67",
  birthDate: "1990-04-23",
  password: "gizli-parola-123",
  passport: "U12345678",
  billingAddress: "Atatürk Cad. No 5 Kadıköy",
};

/** The log lines the server writes while it answers `requests`, through the server's logging path. */
async function logsOf(requests: (base: string) => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  const logger = createLogger("debug", destination);
  // As server/app.ts: pino-http with our serializers; pages log through req.log (context.log).
  const httpLog = pinoHttp({ logger, serializers: httpLogSerializers });
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    httpLog(req, res);
    const url = new URL(req.url ?? "/", "http://localhost");
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const form = Object.fromEntries(new URLSearchParams(body));
      if (url.pathname === "/rezervasyon/surucu") {
        // A page that logs what it should: the route and an id.
        req.log.info({ path: url.pathname, draftId: url.searchParams.get("taslak") }, "driver step");
        res.statusCode = 302;
        res.setHeader("Location", `/rezervasyon/odeme${url.search}`);
        res.end();
        return;
      }
      // A careless page: logs the form and writes a value into the message; then fails with an
      // error whose message holds the URL and which carries the raw body (as body parsers do).
      req.log.warn({ form, values: { ...form, message: form.email } }, "form received");
      req.log.info(`sign-in attempt for ${form.email ?? ""} from ${req.url ?? ""}`);
      const error = Object.assign(new Error(`cannot handle ${req.url ?? ""} for ${form.email ?? ""}`), {
        body,
        status: 500,
      });
      req.log.error({ err: error, path: url.pathname }, "unhandled error");
      res.statusCode = 500;
      (res as ServerResponse & { err?: Error }).err = error;
      res.end("error");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await requests(`http://127.0.0.1:${port}`);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  await new Promise((resolve) => setImmediate(resolve));
  return lines.join("");
}

describe("request logs", () => {
  it("write the route, ids and status, never a query string, form value or personal field", async () => {
    const query = new URLSearchParams({
      taslak: "d-42",
      tckn: PERSON.tckn,
      email: PERSON.email,
      phone: PERSON.phone,
      birthDate: PERSON.birthDate,
    });
    const form = new URLSearchParams({
      email: PERSON.email,
      password: PERSON.password,
      tckn: PERSON.tckn,
      phone: PERSON.phoneSpaced,
      passport: PERSON.passport,
      birthDate: PERSON.birthDate,
      billingAddress: PERSON.billingAddress,
    });
    const logs = await logsOf(async (base) => {
      const driver = await fetch(`${base}/rezervasyon/surucu?${query}`, { redirect: "manual" });
      expect(driver.status).toBe(302);
      const post = await fetch(`${base}/giris?${query}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", referer: `${base}/giris?${query}` },
        body: form,
      });
      expect(post.status).toBe(500);
    });

    // The entries are there: route paths, the draft id, statuses, the redirect's path.
    expect(logs).toContain('"path":"/rezervasyon/surucu"');
    expect(logs).toContain('"draftId":"d-42"');
    expect(logs).toContain('"location":"/rezervasyon/odeme"');
    expect(logs).toContain('"statusCode":302');
    expect(logs).toContain('"path":"/giris"');
    expect(logs).toContain('"statusCode":500');
    expect(logs).toContain('"message":"cannot handle /giris?[query] for [email]"');
    // ... and nothing that identifies the visitor.
    const leaked = Object.entries(PERSON).filter(([, value]) =>
      [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)].some((form) =>
        logs.includes(form),
      ),
    );
    expect(leaked.map(([field]) => field)).toEqual([]);
    expect(logs).not.toMatch(/@example\.com/);
  });

  it("clean free text of query strings, e-mail addresses and long numbers", () => {
    expect(scrubText("GET /uye-profil?tckn=10000000146&x=1 failed")).toBe("GET /uye-profil?[query] failed");
    expect(scrubText("for ayse.yilmaz@example.com.tr")).toBe("for [email]");
    expect(scrubText("call +90 (532) 123-45-67 or 05321234567")).toBe("call [number] or [number]");
    expect(scrubText("reservation YLD12345 at 10:30, order 42")).toBe("reservation YLD12345 at 10:30, order 42");
  });
});

/** Each line a logger writes, parsed, without its time. */
function linesOf(write: (logger: pino.Logger) => void, make: (destination: Writable) => pino.Logger): unknown[] {
  const lines: unknown[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const { time: _time, ...line } = JSON.parse(chunk.toString("utf8")) as Record<string, unknown>;
      lines.push(line);
      done();
    },
  });
  write(make(destination));
  return lines;
}

// pino's own path redaction, as createLogger configured it before decision 0166: each personal field
// at the top of an entry and two levels down; "message" only in form values.
const PATH_REDACTION = [
  ...PERSONAL_FIELDS.filter((f) => f !== "message").flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
  "form.message",
  "values.message",
];

describe("log redaction (decision 0166)", () => {
  const key = fc.constantFrom(...PERSONAL_FIELDS, "form", "values", "id", "path", "items", "count", "status");
  const leaf = fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.boolean(), fc.constant(null));
  const { entry } = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, tie("object"), tie("array")),
    object: fc.dictionary(key, tie("value"), { maxKeys: 4, noNullPrototype: true }),
    array: fc.array(tie("value"), { maxLength: 3 }),
    entry: fc.dictionary(key, tie("value"), { maxKeys: 5, noNullPrototype: true }),
  }));

  it("writes what pino's path redaction wrote, for any entry and child bindings", () => {
    const pathRedacted = (destination: Writable) =>
      pino(
        { level: "info", base: { app: "yolda" }, redact: { paths: PATH_REDACTION, censor: "[redacted]" } },
        destination,
      );
    const ours = (destination: Writable) => createLogger("info", destination);
    fc.assert(
      fc.property(entry, entry, (logged, bindings) => {
        const write = (logger: pino.Logger) => {
          logger.info(logged as object, "entry");
          logger.child(bindings as object).warn({ ...(logged as object) }, "child");
        };
        expect(linesOf(write, ours)).toEqual(linesOf(write, pathRedacted));
      }),
      { numRuns: 400 },
    );
  });

  it("leaves the logged object itself as it was", () => {
    const form = { email: "ayse.yilmaz@example.com", values: { tckn: "10000000146" } };
    const logged = { form, note: "arayınız" };
    const lines = linesOf(
      (logger) => logger.info(logged, "form"),
      (d) => createLogger("info", d),
    );
    expect(lines).toEqual([
      expect.objectContaining({ form: { email: "[redacted]", values: { tckn: "[redacted]" } }, note: "[redacted]" }),
    ]);
    expect(logged).toEqual({
      form: { email: "ayse.yilmaz@example.com", values: { tckn: "10000000146" } },
      note: "arayınız",
    });
  });

  it("cleans an error's own fields, keeping its message", () => {
    const error = Object.assign(new Error("payment refused"), { email: "ayse.yilmaz@example.com", code: "E1" });
    const [line] = linesOf(
      (logger) => logger.error({ err: error }, "failed"),
      (d) => createLogger("info", d),
    ) as {
      err: Record<string, unknown>;
    }[];
    expect(line?.err).toMatchObject({ message: "payment refused", email: "[redacted]", code: "E1" });
  });
});
