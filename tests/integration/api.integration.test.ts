// The mobile and partner API against the running app (startApp on a fresh database, demo seed):
// a typed client generated from the published OpenAPI document books a car from token to
// cancellation request; the spec's two calls work exactly as its client makes them; scopes, the
// per-client rate limit, idempotency keys, problem details in both languages and the call log.
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { compileErrors, validate } from "@readme/openapi-parser";
import { eq, sql } from "drizzle-orm";
import createClient from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import {
  apiCalls,
  cancellationRequests,
  rateLimits,
  reservationDeliveries,
  reservations,
} from "#app/server/db/schema.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import { auditOf } from "#app/server/repositories/audit-log.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { findIdempotencyKey } from "#app/server/repositories/api-clients.server.ts";
import {
  admitBearer,
  beginIdempotent,
  cleanUpApiRows,
  guardTokenTry,
  WRONG_TOKEN_SECRETS_PER_CLIENT,
} from "#app/server/services/api-gateway.server.ts";
import { emptyDraft, ensureQuote, resolveSearch } from "#app/server/services/booking-flow.server.ts";
import {
  authenticateBearer,
  issueToken,
  createApiClient,
  revokeApiClient,
  rotateApiClientSecret,
  sha256Hex,
} from "#app/server/services/api-clients.server.ts";
import { startApp, type StartedApp } from "#server/app.ts";
import { DEMO_API_CLIENTS } from "#seed/api-clients.ts";
import { apiClientTypes, CLIENT_TYPES_FILE } from "./api-client/generate.ts";
import type { paths } from "./api-client/yolda-api.d.ts";
import { type AppEnvironment, appEnvironment } from "#tests/support/app-environment.ts";

let env: AppEnvironment | undefined;
const PUBLIC_URL = "http://api-test.yolda.test";
let app: StartedApp;
let server: Server;
let base = "";

const admin: StaffActor = { id: "staff-1", name: "Admin", email: "admin@yolda.test", role: "admin", officeIds: [] };

beforeAll(async () => {
  env = await appEnvironment({ name: "api", publicUrl: PUBLIC_URL });
  const build = () => Promise.reject(new Error("no page build in this test"));
  app = await startApp({ build, buildVersion: "test" });
  server = await new Promise<Server>((resolve) => {
    const s = app.app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await app?.stop();
  await env?.cleanup();
});

const db = () => app.services.database.db;

async function newClient(scopes: Array<"public:read" | "book">, rateLimitPerMinute = 1000) {
  const made = await createApiClient(db(), admin, {
    clientId: `test-${randomBytes(4).toString("hex")}`,
    name: "Test partner",
    scopes,
    publicClient: false,
    rateLimitPerMinute,
  });
  if (!made.ok) throw new Error(made.reason);
  return made;
}

/** POST /token the RFC 6749 4.4 way: form body, client authenticated with HTTP Basic. */
async function clientCredentials(clientId: string, secret: string, scope?: string) {
  const res = await fetch(`${base}/token`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString("base64")}`,
    },
    body: new URLSearchParams({ grant_type: "client_credentials", ...(scope ? { scope } : {}) }),
  });
  return { res, body: (await res.json()) as Record<string, unknown> };
}

async function tokenFor(clientId: string, secret: string, scope?: string): Promise<string> {
  const { res, body } = await clientCredentials(clientId, secret, scope);
  expect(res.status).toBe(200);
  return String(body.access_token);
}

function typedClient(token: string) {
  return createClient<paths>({ baseUrl: base, headers: { Authorization: `Bearer ${token}` } });
}

/** A rental window 20 to 23 days ahead, 10:00 Istanbul time (IST is open around the clock). */
function rentalWindow(offsetDays = 20) {
  const day = istanbulDate(new Date());
  return {
    pickupOffice: "IST",
    pickupAt: `${addDays(day, offsetDays)}T10:00`,
    returnAt: `${addDays(day, offsetDays + 3)}T10:00`,
  };
}

const driver = {
  firstName: "Ayşe",
  lastName: "Işık",
  email: "ayse@example.com",
  phoneCountry: "TR",
  phone: "5321112233",
  birthDate: "10.05.1990",
  licenceDate: "01.02.2010",
  nationality: "tr" as const,
  tckn: "10000000146",
  billingKind: "individual" as const,
  billingName: "Ayşe Işık",
  billingTckn: "10000000146",
  billingAddress: "Kadıköy, İstanbul",
  termsAccepted: true,
  kvkkAccepted: true,
};

describe("the published OpenAPI document", () => {
  it("is valid OpenAPI 3.1 and the committed typed client is exactly what openapi-typescript makes of it", async () => {
    const res = await fetch(`${base}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const document = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : compileErrors(result)).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/token",
        "/api/Locations/List",
        "/api/v1/offices",
        "/api/v1/availability",
        "/api/v1/quotes",
        "/api/v1/reservations",
        "/api/v1/reservation-lookups",
        "/api/v1/cancellation-requests",
        "/api/v1/campaign-check",
      ]),
    );
    expect(await apiClientTypes(document)).toBe(readFileSync(CLIENT_TYPES_FILE, "utf8"));
  });

  it("has a reference page served from here, without scripts", async () => {
    const res = await fetch(`${base}/api/v1/docs`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("POST</span> <code>/api/v1/reservations</code>");
    expect(html).toContain('id="problem-quoteExpired"');
    expect(html).not.toMatch(/<script|https?:\/\/(?!api-test\.yolda\.test)[a-z]/i);
  });
});

describe("a whole booking through the generated client", () => {
  it("token, offices, search, quote, reserve, lookup, cancellation request", async () => {
    const partner = await newClient(["public:read", "book"]);
    const api = typedClient(await tokenFor(partner.client.clientId, partner.secret));

    const offices = await api.GET("/api/v1/offices", { params: { query: { lang: "en" } } });
    expect(offices.response.status).toBe(200);
    const ist = offices.data?.offices.find((o) => o.code === "IST");
    expect(ist?.hours).toHaveLength(7);
    expect(ist?.name).toMatch(/Airport/i);

    const window = rentalWindow();
    const search = await api.GET("/api/v1/availability", { params: { query: window } });
    expect(search.response.status).toBe(200);
    const offer = search.data?.models[0];
    if (!offer) throw new Error("no car offered");
    expect(offer.totalKurus).toBeGreaterThan(0);
    expect(search.data?.days).toBe(3);

    const quote = await api.POST("/api/v1/quotes", {
      params: { header: { "Idempotency-Key": randomUUID() } },
      body: { ...window, modelId: offer.modelId },
    });
    expect(quote.response.status).toBe(201);
    expect(quote.data?.totalKurus).toBe(offer.totalKurus);

    const reserved = await api.POST("/api/v1/reservations", {
      params: { header: { "Idempotency-Key": randomUUID() } },
      body: { quoteId: quote.data?.id ?? "", paymentType: "office", driver },
    });
    expect(reserved.response.status).toBe(201);
    expect(reserved.data).toMatchObject({ status: "confirmed", paymentType: "office", paymentUrl: null });
    const number = reserved.data?.number ?? "";

    const lookup = await api.POST("/api/v1/reservation-lookups", {
      params: { query: { lang: "en" } },
      body: { number, lastName: "IŞIK" },
    });
    expect(lookup.response.status).toBe(200);
    expect(lookup.data).toMatchObject({ number, status: "confirmed", canCancel: true, driverName: "Ayşe Işık" });

    const cancel = await api.POST("/api/v1/cancellation-requests", {
      params: { header: { "Idempotency-Key": randomUUID() } },
      body: { number, lastName: "Işık", reason: "Plans changed" },
    });
    expect(cancel.response.status).toBe(201);
    expect(cancel.data).toMatchObject({ number, status: "received", created: true });
    const [row] = await db()
      .select()
      .from(cancellationRequests)
      .innerJoin(reservations, eq(reservations.id, cancellationRequests.reservationId))
      .where(eq(reservations.number, number));
    expect(row?.cancellation_requests.reason).toBe("Plans changed");

    // Every call above (token, offices, search, quote, reserve, lookup, cancel) is logged under this client.
    await expect
      .poll(async () =>
        (await db().select().from(apiCalls).where(eq(apiCalls.clientRef, partner.client.id)))
          .map((c) => `${c.method} ${c.route} ${c.status}`)
          .sort(),
      )
      .toEqual(
        [
          "POST /token 200",
          "GET /api/v1/offices 200",
          "GET /api/v1/availability 200",
          "POST /api/v1/quotes 201",
          "POST /api/v1/reservations 201",
          "POST /api/v1/reservation-lookups 200",
          "POST /api/v1/cancellation-requests 201",
        ].sort(),
      );
  });

  it("leaves the rest of the site alone: only API paths are logged as API calls", async () => {
    const before = await db().$count(apiCalls);
    const ready = await fetch(`${base}/sandbox-bank`);
    await ready.arrayBuffer();
    expect(ready.status).toBe(200);
    const api = await fetch(`${base}/api/v1/openapi.json`);
    await api.arrayBuffer();
    expect(api.headers.get("cache-control")).toBe("no-store");
    await expect.poll(async () => (await db().$count(apiCalls)) - before).toBe(1);
  });

  it("a card reservation answers the 3-D Secure page's address", async () => {
    const partner = await newClient(["public:read", "book"]);
    const api = typedClient(await tokenFor(partner.client.clientId, partner.secret));
    const window = rentalWindow(30);
    const search = await api.GET("/api/v1/availability", { params: { query: window } });
    const quote = await api.POST("/api/v1/quotes", {
      params: { header: { "Idempotency-Key": randomUUID() } },
      body: { ...window, modelId: search.data?.models[0]?.modelId ?? 0 },
    });
    const reserved = await api.POST("/api/v1/reservations", {
      params: { header: { "Idempotency-Key": randomUUID() }, query: { lang: "en" } },
      body: { quoteId: quote.data?.id ?? "", paymentType: "card", driver },
    });
    expect(reserved.response.status).toBe(201);
    expect(reserved.data?.status).toBe("pending_payment");
    expect(reserved.data?.holdExpiresAt).toBeTruthy();
    expect(reserved.data?.paymentUrl).toMatch(new RegExp(`^${PUBLIC_URL}/en/pos3d\\?odeme=[0-9a-f-]{36}$`));
  });
});

describe("assurance add-ons beside the main package (decision 0053)", () => {
  const ADD_ON = "tyre-glass-headlight";

  /** The web booking flow's quote for the same choice: step 1's search, step 2's packages, ensureQuote. */
  async function webQuote(window: ReturnType<typeof rentalWindow>, modelId: number, addOns: string[]) {
    const search = { pickupCode: "IST", dropoffCode: "IST", ...window, campaignCode: "" };
    const now = new Date();
    const resolved = await resolveSearch(db(), search, "tr", now);
    if (!resolved.ok) throw new Error(`web search refused: ${resolved.errors.join(",")}`);
    const draft = { ...emptyDraft(search), modelId, assuranceCode: "full", assuranceAddOns: addOns };
    const quote = await ensureQuote(db(), draft, resolved.search, "tr", now);
    if (!quote.ok) throw new Error(`web quote refused: ${quote.reason}`);
    return quote.quote;
  }

  it("Full + Lastik-Cam-Far is quoted at the web booking's total, booked, and shown on the lookup", async () => {
    const partner = await newClient(["public:read", "book"]);
    const api = typedClient(await tokenFor(partner.client.clientId, partner.secret));
    const window = rentalWindow(60);
    const search = await api.GET("/api/v1/availability", { params: { query: window } });
    const modelId = search.data?.models[0]?.modelId;
    if (!modelId) throw new Error("no car offered");

    const quoteOf = (assuranceAddOnCodes?: string[]) =>
      api.POST("/api/v1/quotes", {
        params: { header: { "Idempotency-Key": randomUUID() } },
        body: { ...window, modelId, assuranceCode: "full", ...(assuranceAddOnCodes ? { assuranceAddOnCodes } : {}) },
      });
    const both = await quoteOf([ADD_ON]);
    const fullOnly = await quoteOf();
    expect(both.response.status).toBe(201);
    expect(fullOnly.response.status).toBe(201);
    const assuranceLines = both.data?.lines.filter((l) => l.kind === "assurance") ?? [];
    expect(assuranceLines.map((l) => l.code)).toEqual(["full", ADD_ON]);
    expect(both.data).toMatchObject({ assuranceCode: "full", assuranceAddOnCodes: [ADD_ON] });
    expect(fullOnly.data?.assuranceAddOnCodes).toEqual([]);
    // The add-on is its own line, priced per day (3 days), on top of the same Full package.
    const addOnKurus = assuranceLines[1]?.amountKurus ?? 0;
    expect(addOnKurus).toBeGreaterThan(0);
    expect(addOnKurus % 3).toBe(0);
    expect((both.data?.totalKurus ?? 0) - (fullOnly.data?.totalKurus ?? 0)).toBe(addOnKurus);

    // The web flow prices the same choice to the kuruş, line by line, both ways of paying.
    const web = await webQuote(window, modelId, [ADD_ON]);
    expect(both.data?.totalKurus).toBe(web.totalKurus);
    expect(both.data?.payNowTotalKurus).toBe(web.price.payNow?.totalKurus ?? web.totalKurus);
    expect(both.data?.lines.map((l) => l.amountKurus)).toEqual(web.price.lines.map((l) => l.amountKurus));

    const reserved = await api.POST("/api/v1/reservations", {
      params: { header: { "Idempotency-Key": randomUUID() } },
      body: { quoteId: both.data?.id ?? "", paymentType: "office", driver },
    });
    expect(reserved.response.status).toBe(201);
    expect(reserved.data).toMatchObject({
      status: "confirmed",
      totalKurus: web.totalKurus,
      assuranceCode: "full",
      assuranceAddOnCodes: [ADD_ON],
    });
    const number = reserved.data?.number ?? "";
    const [row] = await db().select().from(reservations).where(eq(reservations.number, number));
    expect(row?.totalKurus).toBe(web.totalKurus);
    expect(row?.assuranceKurus).toBe(assuranceLines.reduce((sum, l) => sum + l.amountKurus, 0));

    const lookUp = (lang: "tr" | "en") =>
      api.POST("/api/v1/reservation-lookups", { params: { query: { lang } }, body: { number, lastName: "Işık" } });
    const en = await lookUp("en");
    const tr = await lookUp("tr");
    expect(en.response.status).toBe(200);
    expect(en.data?.assuranceAddOns).toEqual([{ code: ADD_ON, name: "Tyres, Glass & Headlights Protection" }]);
    expect(en.data?.assurance).toBe("Full Protection + Tyres, Glass & Headlights Protection");
    expect(tr.data?.assuranceAddOns).toEqual([{ code: ADD_ON, name: "Lastik-Cam-Far Güvencesi" }]);
    expect(tr.data?.assurance).toBe("Full Güvence + Lastik-Cam-Far Güvencesi");
  });

  it("takes the deposit-free package where the office offers it (deposit 0, a daily line); refused where not", async () => {
    const partner = await newClient(["public:read", "book"]);
    const api = typedClient(await tokenFor(partner.client.clientId, partner.secret));
    const window = rentalWindow(64);
    const search = await api.GET("/api/v1/availability", { params: { query: window } });
    const modelId = search.data?.models[0]?.modelId;
    if (!modelId) throw new Error("no car offered");
    const quoteOf = () =>
      api.POST("/api/v1/quotes", {
        params: { header: { "Idempotency-Key": randomUUID() } },
        body: { ...window, modelId, assuranceAddOnCodes: ["deposit-free"] },
      });
    // Not offered at Istanbul Airport yet: refused, never priced at 0.
    const refused = await quoteOf();
    expect(refused.response.status).toBe(422);
    // 450 TL a day for every class there.
    await db().execute(
      sql`insert into deposit_free_prices (office_id, class_id, daily_kurus, active)
          select o.id, c.id, 45000, true from offices o cross join vehicle_classes c where o.code = 'IST'
          on conflict do nothing`,
    );
    const plain = await api.POST("/api/v1/quotes", {
      params: { header: { "Idempotency-Key": randomUUID() } },
      body: { ...window, modelId },
    });
    const taken = await quoteOf();
    expect(taken.response.status).toBe(201);
    expect(plain.data?.depositKurus).toBeGreaterThan(0);
    expect(taken.data?.depositKurus).toBe(0);
    const line = taken.data?.lines.find((l) => l.kind === "assurance" && l.code === "deposit-free");
    expect(line?.amountKurus).toBe(3 * 45_000);
    expect((taken.data?.totalKurus ?? 0) - (plain.data?.totalKurus ?? 0)).toBe(3 * 45_000);
  });

  it("refuses an unknown add-on, an add-on as the package, a package as an add-on and a repeat, in both languages", async () => {
    const partner = await newClient(["public:read", "book"]);
    const token = await tokenFor(partner.client.clientId, partner.secret);
    const api = typedClient(token);
    const window = rentalWindow(70);
    const search = await api.GET("/api/v1/availability", { params: { query: window } });
    const modelId = search.data?.models[0]?.modelId;
    if (!modelId) throw new Error("no car offered");
    type Problem = {
      status: number;
      code: string;
      title: string;
      errors?: { field: string; code: string; message: string }[];
    };
    const ask = async (choice: Record<string, unknown>, lang: "tr" | "en") => {
      const res = await fetch(`${base}/api/v1/quotes?lang=${lang}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Authorization: `Bearer ${token}`,
          "Idempotency-Key": randomUUID(),
        },
        body: JSON.stringify({ ...window, modelId, ...choice }),
      });
      expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      return { status: res.status, body: (await res.json()) as Problem };
    };

    const cases: Array<[Record<string, unknown>, number, string, { field: string; code: string }]> = [
      [
        { assuranceCode: "full", assuranceAddOnCodes: ["no-such-cover"] },
        422,
        "unknownOption",
        { field: "assuranceAddOnCodes.0", code: "api.addOnUnknown" },
      ],
      [{ assuranceCode: ADD_ON }, 422, "unknownOption", { field: "assuranceCode", code: "api.assuranceIsAddOn" }],
      [
        { assuranceCode: "full", assuranceAddOnCodes: [ADD_ON, "mini"] },
        422,
        "unknownOption",
        { field: "assuranceAddOnCodes.1", code: "api.addOnIsPackage" },
      ],
      [
        { assuranceCode: "no-such-cover" },
        422,
        "unknownOption",
        { field: "assuranceCode", code: "api.assuranceUnknown" },
      ],
      [
        { assuranceCode: "full", assuranceAddOnCodes: [ADD_ON, ADD_ON] },
        400,
        "invalidRequest",
        { field: "assuranceAddOnCodes", code: "api.addOnTwice" },
      ],
      [
        { assuranceCode: "full", assuranceAddOnCodes: ADD_ON },
        400,
        "invalidRequest",
        { field: "assuranceAddOnCodes", code: "invalid.invalid_type" },
      ],
    ];
    for (const [choice, status, code, error] of cases) {
      const tr = await ask(choice, "tr");
      const en = await ask(choice, "en");
      expect({ choice, status: tr.status, code: tr.body.code }).toEqual({ choice, status, code });
      expect(en.status).toBe(status);
      expect(tr.body.errors).toContainEqual(expect.objectContaining(error));
      expect(en.body.errors).toContainEqual(expect.objectContaining(error));
      // Worded in each language, never the generic "invalid value" fallback for the API's own checks.
      expect(tr.body.errors?.[0]?.message).not.toBe(en.body.errors?.[0]?.message);
      if (error.code.startsWith("api.")) {
        expect(tr.body.errors).toHaveLength(1);
        expect(tr.body.errors?.[0]?.message).not.toMatch(/geçersiz\.$/);
        expect(en.body.errors?.[0]?.message).not.toMatch(/invalid\.$/);
      }
    }
    expect((await ask({ assuranceCode: ADD_ON }, "tr")).body.errors?.[0]?.message).toMatch(/ek güvence/i);
    expect((await ask({ assuranceCode: ADD_ON }, "en")).body.errors?.[0]?.message).toMatch(/add-on/i);
  });

  it("lists the new field and its messages on the reference page", async () => {
    const html = await (await fetch(`${base}/api/v1/docs`)).text();
    expect(html).toContain("assuranceAddOnCodes");
    expect(html).toContain('id="field-api.addOnIsPackage"');
    expect(html).toContain("Bu bir ana güvence paketidir");
  });
});

describe("delivery to an address and collection from one (decision 0141)", () => {
  it("quotes the legs with the site's fees, books them, shows them on the lookup; refuses what the site refuses", async () => {
    const partner = await newClient(["public:read", "book"]);
    const api = typedClient(await tokenFor(partner.client.clientId, partner.secret));
    const window = { ...rentalWindow(70), pickupOffice: "KDK" };
    const search = await api.GET("/api/v1/availability", { params: { query: window } });
    const modelId = search.data?.models[0]?.modelId;
    if (!modelId) throw new Error("no car offered at Kadıköy");
    const addresses = { deliveryAddress: "Atatürk Mah. 12, Ataşehir", collectionAddress: "Moda Cd., Kadıköy" };
    const quoted = await api.POST("/api/v1/quotes", {
      params: { header: { "Idempotency-Key": randomUUID() } },
      body: { ...window, modelId, ...addresses },
    });
    expect(quoted.response.status).toBe(201);
    // The site's own quote for the same addresses: the same legs, fees and total to the kuruş.
    const search2 = { pickupCode: "KDK", dropoffCode: "KDK", ...window, campaignCode: "" };
    const now = new Date();
    const resolved = await resolveSearch(db(), search2, "tr", now);
    if (!resolved.ok) throw new Error("web search refused");
    const draft = {
      ...emptyDraft(search2),
      modelId,
      delivery: { delivery: addresses.deliveryAddress, collection: addresses.collectionAddress },
    };
    const web = await ensureQuote(db(), draft, resolved.search, "tr", now);
    if (!web.ok) throw new Error(web.reason);
    expect(quoted.data?.totalKurus).toBe(web.quote.totalKurus);
    expect(quoted.data?.lines.filter((l) => l.kind === "delivery")).toEqual([
      { kind: "delivery", code: "delivery", amountKurus: 18_000 },
      { kind: "delivery", code: "collection", amountKurus: 15_000 },
    ]);
    expect(quoted.data?.deliveries).toEqual([
      { leg: "delivery", address: addresses.deliveryAddress, km: 8.5, feeKurus: 18_000 },
      expect.objectContaining({ leg: "collection", address: addresses.collectionAddress, feeKurus: 15_000 }),
    ]);

    const reserved = await api.POST("/api/v1/reservations", {
      params: { header: { "Idempotency-Key": randomUUID() } },
      body: { quoteId: quoted.data?.id ?? "", paymentType: "office", driver },
    });
    expect(reserved.response.status).toBe(201);
    expect(reserved.data?.deliveries.map((l) => [l.leg, l.feeKurus])).toEqual([
      ["delivery", 18_000],
      ["collection", 15_000],
    ]);
    const number = reserved.data?.number ?? "";
    const [row] = await db().select().from(reservations).where(eq(reservations.number, number));
    const legs = await db()
      .select()
      .from(reservationDeliveries)
      .where(eq(reservationDeliveries.reservationId, row!.id));
    expect(legs.map((l) => [l.leg, l.address, Number(l.feeKurus)]).sort()).toEqual([
      ["collection", addresses.collectionAddress, 15_000],
      ["delivery", addresses.deliveryAddress, 18_000],
    ]);
    const lookup = await api.POST("/api/v1/reservation-lookups", {
      params: { query: { lang: "en" } },
      body: { number, lastName: "Işık" },
    });
    expect(lookup.data?.deliveries).toEqual([
      expect.objectContaining({ leg: "delivery", address: addresses.deliveryAddress, fee: "180.00 TL", km: "8.5 km" }),
      expect.objectContaining({ leg: "collection", address: addresses.collectionAddress, fee: "150.00 TL" }),
    ]);

    // Refused as the site refuses: an address not in the office's map data, and an office that does not deliver.
    const notFound = await api.POST("/api/v1/quotes", {
      params: { header: { "Idempotency-Key": randomUUID() }, query: { lang: "en" } },
      body: { ...window, modelId, deliveryAddress: "Somewhere 5, Nowhere" },
    });
    expect(notFound.response.status).toBe(422);
    const problem = notFound.error as unknown as {
      code: string;
      errors: { field: string; code: string; message: string }[];
    };
    expect(problem.errors).toEqual([
      {
        field: "deliveryAddress",
        code: "delivery.refusals.notFound",
        message: expect.stringContaining("We could not find the neighbourhood or district"),
      },
    ]);
    const airport = await api.POST("/api/v1/quotes", {
      params: { header: { "Idempotency-Key": randomUUID() }, query: { lang: "tr" } },
      body: { ...rentalWindow(70), modelId, collectionAddress: "Ataşehir" },
    });
    expect(airport.response.status).toBe(422);
    const refusedTr = airport.error as unknown as { errors: { field: string; message: string }[] };
    expect(refusedTr.errors[0]?.field).toBe("collectionAddress");
    expect(refusedTr.errors[0]?.message).toMatch(/^İstanbul .*adrese teslim yapmıyor\.$/);
  });
});

describe("the spec's two calls, as its client makes them", () => {
  const mobile = DEMO_API_CLIENTS.find((c) => c.publicClient)!;

  async function legacyToken(): Promise<string> {
    const res = await fetch(`${base}/token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ Name: mobile.clientId, Password: mobile.secret }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token?: string; scope?: string };
    expect(body.scope).toBe("public:read");
    return body.token ?? "";
  }

  async function locations(token: string, language: string) {
    return fetch(`${base}/api/Locations/List`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `bearer ${token}` },
      body: JSON.stringify({ limit: 0, offset_count: -1, offset_limit: 0, language }),
    });
  }

  it("POST /token with Name and Password answers token; Locations/List answers value with every office", async () => {
    const token = await legacyToken();
    expect(token).toMatch(/^yat_/);
    const tr = await locations(token, "TR");
    expect(tr.status).toBe(200);
    const { value } = (await tr.json()) as { value: Array<{ code: string; name: string; hours: unknown[] }> };
    const api = typedClient(token);
    const all = await api.GET("/api/v1/offices");
    expect(value.map((o) => o.code)).toEqual(all.data?.offices.map((o) => o.code));
    expect(value.length).toBeGreaterThan(3);
    expect(value.find((o) => o.code === "IST")?.name).toMatch(/Havalimanı/);
    const en = (await (await locations(token, "EN")).json()) as { value: Array<{ code: string; name: string }> };
    expect(en.value.find((o) => o.code === "IST")?.name).toMatch(/Airport/);
  });

  it("the embedded credentials can only read: booking is refused, asking for book is refused", async () => {
    const token = await legacyToken();
    const res = await fetch(`${base}/api/v1/quotes`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: `Bearer ${token}`,
        "Idempotency-Key": randomUUID(),
      },
      body: JSON.stringify({ ...rentalWindow(), modelId: 1 }),
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(((await res.json()) as { code: string }).code).toBe("forbidden");
    const { res: asked, body } = await clientCredentials(mobile.clientId, mobile.secret, "public:read book");
    expect(asked.status).toBe(400);
    expect(body.error).toBe("invalid_scope");
  });

  it("a confidential client's secret is not accepted as a Name/Password pair; wrong passwords get 401", async () => {
    const partner = DEMO_API_CLIENTS.find((c) => !c.publicClient)!;
    for (const body of [
      { Name: partner.clientId, Password: partner.secret },
      { Name: mobile.clientId, Password: "wrong" },
    ]) {
      const res = await fetch(`${base}/token`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: "invalid_client" });
    }
  });
});

describe("scopes, limits, keys, problems", () => {
  it("a read-only client can search but cannot quote, reserve or cancel", async () => {
    const reader = await newClient(["public:read"]);
    const api = typedClient(await tokenFor(reader.client.clientId, reader.secret));
    expect((await api.GET("/api/v1/availability", { params: { query: rentalWindow() } })).response.status).toBe(200);
    const before = (await db().select().from(reservations)).length;
    const reserve = await api.POST("/api/v1/reservations", {
      params: { header: { "Idempotency-Key": randomUUID() } },
      body: { quoteId: randomUUID(), paymentType: "office", driver },
    });
    expect(reserve.response.status).toBe(403);
    expect(reserve.error).toMatchObject({ status: 403, code: "forbidden" });
    const cancel = await api.POST("/api/v1/cancellation-requests", {
      params: { header: { "Idempotency-Key": randomUUID() } },
      body: { number: "YLD-ABCDEFG", lastName: "Işık", reason: "x" },
    });
    expect(cancel.response.status).toBe(403);
    expect((await db().select().from(reservations)).length).toBe(before);
  });

  it("wrong secrets for one client from 100 addresses: only 20 are checked, then 429 until the minute ends", async () => {
    const partner = await newClient(["public:read"]);
    const now = new Date("2031-05-05T10:00:10Z");
    let checked = 0;
    const tryFrom = (ip: string, secret: string) =>
      guardTokenTry(
        db(),
        { clientId: partner.client.clientId, ip, now },
        async () => {
          checked += 1;
          return issueToken(db(), { clientId: partner.client.clientId, clientSecret: secret }, now);
        },
        (issued) => !issued.ok && issued.error === "invalid_client",
      );
    const outcomes = [];
    for (let i = 0; i < 100; i++) outcomes.push(await tryFrom(`198.51.100.${i + 1}`, `wrong-${i}`));
    expect(checked).toBe(WRONG_TOKEN_SECRETS_PER_CLIENT);
    expect(outcomes.filter((o) => o.limited)).toHaveLength(100 - WRONG_TOKEN_SECRETS_PER_CLIENT);
    expect(outcomes.find((o) => o.limited)).toEqual({ limited: true, retryAfterSeconds: 50 });
    // The next minute the right secret is checked and answered.
    const later = await guardTokenTry(
      db(),
      { clientId: partner.client.clientId, ip: "198.51.100.7", now: new Date("2031-05-05T10:01:05Z") },
      () => issueToken(db(), { clientId: partner.client.clientId, clientSecret: partner.secret }, now),
      (issued) => !issued.ok,
    );
    expect(later).toMatchObject({ limited: false, result: { ok: true } });
  });

  it("30 wrong tries from an address a partner shares do not lock the partner out", async () => {
    const partner = await newClient(["public:read"]);
    const neighbour = await newClient(["public:read"]);
    const shared = "203.0.113.77";
    const now = new Date("2031-05-06T10:00:00Z");
    const tryAs = (clientId: string, clientSecret: string) =>
      guardTokenTry(
        db(),
        { clientId, ip: shared, now },
        () => issueToken(db(), { clientId, clientSecret }, now),
        (issued) => !issued.ok && issued.error === "invalid_client",
      );
    for (let i = 0; i < 10; i++) await tryAs(neighbour.client.clientId, `wrong-${i}`);
    for (let i = 0; i < 20; i++) await tryAs(`no-such-client-${i}`, "wrong");
    // The neighbour's own wrong tries from this address are spent; the partner's are not.
    expect(await tryAs(neighbour.client.clientId, neighbour.secret)).toMatchObject({ limited: true });
    const right = await tryAs(partner.client.clientId, partner.secret);
    expect(right).toMatchObject({ limited: false, result: { ok: true } });
    // A right secret gives its slot back: a partner asking a token 50 times is never limited.
    for (let i = 0; i < 50; i++) {
      expect(await tryAs(partner.client.clientId, partner.secret)).toMatchObject({ limited: false });
    }
  });

  it("a client over its limit gets 429 with Retry-After; another client is not affected", async () => {
    const tiny = await newClient(["public:read"], 3);
    const other = await newClient(["public:read"], 3);
    const api = typedClient(await tokenFor(tiny.client.clientId, tiny.secret));
    const calls = [];
    for (let i = 0; i < 4; i++) calls.push(await api.GET("/api/v1/vehicle-classes"));
    const statuses = calls.map((c) => c.response.status);
    const last = calls[3];
    // One window may end between the calls; then the 4th is the 1st of a new window.
    if (statuses[3] === 200) return void expect(statuses).toEqual([200, 200, 200, 200]);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const retryAfter = Number(last?.response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(last?.error).toMatchObject({ status: 429, code: "rateLimited", retryAfterSeconds: retryAfter });
    const otherApi = typedClient(await tokenFor(other.client.clientId, other.secret));
    expect((await otherApi.GET("/api/v1/vehicle-classes")).response.status).toBe(200);
  });

  it("admits a token and counts its call in one statement: 30 at once under a limit of 10 let exactly 10 in", async () => {
    const partner = await newClient(["public:read"], 10);
    const token = await tokenFor(partner.client.clientId, partner.secret);
    // One instant for every call: they all fall in the same minute's window.
    const now = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5_000);
    const answers = await Promise.all(Array.from({ length: 30 }, () => admitBearer(db(), token, now)));
    expect(answers.every((a) => a?.caller.clientRef === partner.client.id)).toBe(true);
    expect(answers.filter((a) => a?.decision.allowed)).toHaveLength(10);
    expect(answers.filter((a) => a?.decision.allowed === false).map((a) => a?.decision.retryAfterSeconds)).toEqual(
      Array<number>(20).fill(55),
    );
    expect(answers.map((a) => a?.decision.remaining).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      ...Array<number>(21).fill(0),
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      9,
    ]);
    // An unknown token, or one whose client is revoked, is not admitted and counts nothing.
    expect(await admitBearer(db(), `${token}x`, now)).toBeNull();
    expect(await admitBearer(db(), token, new Date(now.getTime() + 2 * 3600_000))).toBeNull();
    await revokeApiClient(db(), admin, partner.client.id);
    expect(await admitBearer(db(), token, now)).toBeNull();
    const [counter] = await db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `api:client:${partner.client.id}`));
    expect(counter?.count).toBe(30);
  });

  it("the same Idempotency-Key replays the stored reservation; another body with it is refused", async () => {
    const partner = await newClient(["public:read", "book"]);
    const api = typedClient(await tokenFor(partner.client.clientId, partner.secret));
    const window = rentalWindow(40);
    const search = await api.GET("/api/v1/availability", { params: { query: window } });
    const quote = await api.POST("/api/v1/quotes", {
      params: { header: { "Idempotency-Key": randomUUID() } },
      body: { ...window, modelId: search.data?.models[0]?.modelId ?? 0 },
    });
    const key = randomUUID();
    const body = { quoteId: quote.data?.id ?? "", paymentType: "office" as const, driver };
    const [a, b] = await Promise.all([
      api.POST("/api/v1/reservations", { params: { header: { "Idempotency-Key": key } }, body }),
      api.POST("/api/v1/reservations", { params: { header: { "Idempotency-Key": key } }, body }),
    ]);
    const statuses = [a.response.status, b.response.status].sort();
    // Both at once: one runs; the other waits for nothing and says so (409), or comes after and replays.
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    const again = await api.POST("/api/v1/reservations", { params: { header: { "Idempotency-Key": key } }, body });
    expect(again.response.status).toBe(201);
    expect(again.response.headers.get("idempotent-replayed")).toBe("true");
    const number = (a.data ?? b.data)?.number;
    expect(again.data?.number).toBe(number);
    expect((await db().select().from(reservations).where(eq(reservations.quoteId, body.quoteId))).length).toBe(1);

    const reused = await api.POST("/api/v1/reservations", {
      params: { header: { "Idempotency-Key": key } },
      body: { ...body, paymentType: "card" },
    });
    expect(reused.response.status).toBe(422);
    expect(reused.error).toMatchObject({ code: "idempotencyKeyReused" });

    const missing = await fetch(`${base}/api/v1/quotes`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: `Bearer ${await tokenFor(partner.client.clientId, partner.secret)}`,
      },
      body: JSON.stringify({ ...window, modelId: 1 }),
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { code: string }).code).toBe("idempotencyKeyMissing");
  });

  it("problems come in the requested language, with each field's message", async () => {
    const partner = await newClient(["public:read", "book"]);
    const token = await tokenFor(partner.client.clientId, partner.secret);
    const api = typedClient(token);
    const window = rentalWindow(50);
    const search = await api.GET("/api/v1/availability", { params: { query: window } });
    const quote = await api.POST("/api/v1/quotes", {
      params: { header: { "Idempotency-Key": randomUUID() } },
      body: { ...window, modelId: search.data?.models[0]?.modelId ?? 0 },
    });
    const bad = {
      quoteId: quote.data?.id ?? "",
      paymentType: "office",
      driver: { ...driver, firstName: "", tckn: "123" },
    };
    const ask = async (headers: Record<string, string>, query = "") => {
      const res = await fetch(`${base}/api/v1/reservations${query}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Authorization: `Bearer ${token}`,
          "Idempotency-Key": randomUUID(),
          ...headers,
        },
        body: JSON.stringify(bad),
      });
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      return (await res.json()) as { title: string; type: string; errors: Array<{ field: string; message: string }> };
    };
    const tr = await ask({ "Accept-Language": "tr-TR,tr;q=0.9,en;q=0.5" });
    const en = await ask({ "Accept-Language": "tr" }, "?lang=en");
    expect(tr.title).toBe("Geçersiz istek");
    expect(en.title).toBe("Invalid request");
    expect(en.type).toBe(`${PUBLIC_URL}/api/v1/docs#problem-invalidRequest`);
    const field = (p: typeof tr, name: string) => p.errors.find((e) => e.field === name)?.message;
    expect(field(tr, "driver.firstName")).toMatch(/ad/i);
    expect(field(en, "driver.firstName")).toMatch(/first name/i);
    expect(field(en, "driver.tckn")).toBeTruthy();
    expect(field(tr, "driver.tckn")).not.toBe(field(en, "driver.tckn"));

    const searchProblem = await api.GET("/api/v1/availability", {
      params: { query: { ...window, pickupAt: window.pickupAt.replace("10:00", "10:15"), lang: "en" } },
    });
    expect(searchProblem.response.status).toBe(422);
    expect(searchProblem.error?.errors?.[0]).toMatchObject({
      field: "pickupAt",
      code: "search.errors.pickupNotOnHalfHour",
    });
    expect(searchProblem.error?.errors?.[0]?.message).toMatch(/half hour|:30/i);
  });

  it("no token, or an unknown one: 401 problem; an unknown address under /api: 404 problem, not a page", async () => {
    const res = await fetch(`${base}/api/v1/offices`);
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    const bad = await fetch(`${base}/api/v1/offices`, { headers: { Authorization: "Bearer yat_nope" } });
    expect(bad.status).toBe(401);
    const missing = await fetch(`${base}/api/v2/offices?lang=en`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { title: string }).title).toBe("Not found");
  });
});

describe("clients in the back office's service", () => {
  it("rotating ends the old secret and its tokens; revoking ends the client; each change is audited", async () => {
    const partner = await newClient(["public:read"]);
    const token = await tokenFor(partner.client.clientId, partner.secret);
    const rotated = await rotateApiClientSecret(db(), admin, partner.client.id);
    if (!rotated.ok || !rotated.secret) throw new Error("not rotated");
    expect((await fetch(`${base}/api/v1/offices`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
    expect((await clientCredentials(partner.client.clientId, partner.secret)).res.status).toBe(401);
    const fresh = await tokenFor(partner.client.clientId, rotated.secret);
    expect((await fetch(`${base}/api/v1/offices`, { headers: { Authorization: `Bearer ${fresh}` } })).status).toBe(200);

    const revoked = await revokeApiClient(db(), admin, partner.client.id);
    expect(revoked.ok).toBe(true);
    expect((await fetch(`${base}/api/v1/offices`, { headers: { Authorization: `Bearer ${fresh}` } })).status).toBe(401);
    expect((await clientCredentials(partner.client.clientId, rotated.secret)).res.status).toBe(401);
    const entries = await auditOf(db(), "api_client", partner.client.id);
    expect(entries.map((a) => [a.action, a.actorId, a.actorRole])).toEqual([
      ["api_client.create", "staff-1", "admin"],
      ["api_client.rotate", "staff-1", "admin"],
      ["api_client.revoke", "staff-1", "admin"],
    ]);
    // Neither the secret nor its hash is written to the audit log.
    expect(JSON.stringify(entries)).not.toContain(rotated.secret);
    expect(JSON.stringify(entries)).not.toMatch(/secretHash|[0-9a-f]{64}/);
  });

  it("the clean-up job removes run-out tokens and day-old idempotency answers, and nothing live", async () => {
    const partner = await newClient(["public:read"]);
    const longAgo = new Date(Date.now() - 2 * 24 * 3600_000);
    const old = await issueToken(db(), { clientId: partner.client.clientId, clientSecret: partner.secret }, longAgo);
    const live = await tokenFor(partner.client.clientId, partner.secret);
    if (!old.ok) throw new Error("no token");
    await beginIdempotent(db(), {
      clientRef: partner.client.id,
      key: "old-key",
      operation: "createQuote",
      body: {},
      now: longAgo,
    });
    await cleanUpApiRows(db(), new Date());
    // What is left of this client's rows, whoever ran the clean-up: this test, or the app's own
    // clean-up job (first run at start, then every 15 minutes), which the slower embedded database
    // once ran between the rows' writing and this call, so that the call itself removed nothing.
    const tokensLeft = await db().execute(
      sql`select token_hash from api_tokens where client_ref = ${partner.client.id}`,
    );
    expect((tokensLeft as unknown as { rows: { token_hash: string }[] }).rows).toEqual([
      { token_hash: sha256Hex(live) },
    ]);
    expect(await authenticateBearer(db(), old.token.accessToken)).toBeNull();
    expect(await authenticateBearer(db(), live)).toMatchObject({ clientRef: partner.client.id });
    expect(await findIdempotencyKey(db(), partner.client.id, "old-key")).toBeNull();
  });

  it("only an admin may manage clients", async () => {
    const partner = await newClient(["public:read"]);
    for (const role of ["office", "call_centre", "finance", "content", "hr"] as const) {
      const staff: StaffActor = { ...admin, id: `staff-${role}`, role, officeIds: [1] };
      await expect(revokeApiClient(db(), staff, partner.client.id)).rejects.toBeInstanceOf(StaffAccessDenied);
      await expect(
        createApiClient(db(), staff, {
          clientId: `by-${role}`,
          name: "x",
          scopes: ["public:read"],
          publicClient: false,
          rateLimitPerMinute: 10,
        }),
      ).rejects.toBeInstanceOf(StaffAccessDenied);
    }
    expect(await auditOf(db(), "api_client", partner.client.id)).toHaveLength(1);
  });

  it("a public client can only ever be read-only, and a client id is taken once", async () => {
    const made = await createApiClient(db(), admin, {
      clientId: "yolda-mobile-2",
      name: "Mobile",
      scopes: ["public:read", "book"],
      publicClient: true,
      rateLimitPerMinute: 60,
    });
    expect(made).toEqual({ ok: false, reason: "publicClientReadOnly" });
    const again = await createApiClient(db(), admin, {
      clientId: "yolda-mobile",
      name: "Mobile again",
      scopes: ["public:read"],
      publicClient: true,
      rateLimitPerMinute: 60,
    });
    expect(again).toEqual({ ok: false, reason: "clientIdTaken" });
  });
});
