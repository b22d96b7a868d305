// Gateway <-> sandbox bank, end to end without HTTP: the adapter's own form goes to the gate,
// the gate's callback goes to verifyCallback, the adapter's XML goes to the sandbox API.
import { describe, expect, it } from "vitest";
import { createEstV3Gateway } from "#app/server/payments/estv3-gateway.server.ts";
import { ver3Hash } from "#app/server/payments/estv3-hash.server.ts";
import type { CallbackVerdict, EstV3Client, ThreeDSecureModel } from "#app/server/payments/estv3-client.server.ts";
import { handleApiRequest } from "./sandbox-api.server.ts";
import {
  completeAcs,
  getAcsChallenge,
  handleGatePost,
  type AcsChallenge,
  type GateCallback,
} from "./sandbox-gate.server.ts";
import { createMemoryLedgerStore, createMemorySessionStore } from "./sandbox-memory-store.server.ts";
import type {
  SandboxBankDeps,
  SandboxLedgerStore,
  SandboxMerchant,
  SandboxSessionStore,
} from "./sandbox-store.server.ts";

const MERCHANT: SandboxMerchant = {
  clientId: "190100000",
  name: "Yolda Araç Kiralama",
  storeKey: "SANDBOX-STORE-KEY-123456",
  apiUser: "yoldaapi",
  apiPassword: "SANDBOX-API-PASS",
};
const APPROVED = "4355084355084358";
const DECLINED = "4355080000005053";
const INSUFFICIENT = "4355080000005152";
const EXPIRED = "4355080000005459";
const NOT_ENROLLED = "4355080000002001";
const GATE_ERROR = "4355080000009907";
// 12:00 in Istanbul.
const NOON = new Date("2025-06-30T09:00:00Z");

/** Stores that also keep every record they were handed, serialised, to prove no card data reaches them. */
function recordingStores(): { sessions: SandboxSessionStore; ledger: SandboxLedgerStore; writes: string[] } {
  const writes: string[] = [];
  const sessions = createMemorySessionStore();
  const ledger = createMemoryLedgerStore();
  return {
    writes,
    sessions: {
      ...sessions,
      insert: (s) => (writes.push(JSON.stringify(s)), sessions.insert(s)),
      replace: (s, v) => (writes.push(JSON.stringify(s)), sessions.replace(s, v)),
    },
    ledger: {
      ...ledger,
      insert: (e) => (writes.push(JSON.stringify(e)), ledger.insert(e)),
      replace: (e, v) => (writes.push(JSON.stringify(e)), ledger.replace(e, v)),
    },
  };
}

interface World {
  deps: SandboxBankDeps;
  gateway: EstV3Client;
  writes: string[];
  clock: { now: Date };
}

function world(model: ThreeDSecureModel = "3d_pay"): World {
  const stores = recordingStores();
  const deps: SandboxBankDeps = { merchants: [MERCHANT], sessions: stores.sessions, ledger: stores.ledger };
  const clock = { now: NOON };
  const sandboxFetch: typeof fetch = async (_url, init) => {
    const body = new Uint8Array(await new Response(init?.body).arrayBuffer());
    const contentType = new Headers(init?.headers).get("content-type") ?? undefined;
    const answer = await handleApiRequest(deps, body, contentType, clock.now);
    return new Response(new Blob([new Uint8Array(answer.body)]), {
      status: answer.status,
      headers: { "content-type": answer.contentType },
    });
  };
  const gateway = createEstV3Gateway({
    gateUrl: "http://localhost:3000/sandbox-bank/est3Dgate",
    apiUrl: "http://localhost:3000/sandbox-bank/fim/api",
    clientId: MERCHANT.clientId,
    storeKey: MERCHANT.storeKey,
    apiUser: MERCHANT.apiUser,
    apiPassword: MERCHANT.apiPassword,
    model,
    fetch: sandboxFetch,
  });
  return { deps, gateway, writes: stores.writes, clock };
}

let orderSeq = 0;
function newOrder(amountKurus = 123450) {
  orderSeq += 1;
  return { orderId: `YLD-TEST${orderSeq}`, amountKurus, currency: "TRY" as const };
}

async function postCard(w: World, order: ReturnType<typeof newOrder>, pan: string, expiry = ["12", "30"]) {
  const form = await w.gateway.beginThreeDSecure({
    ...order,
    lang: "tr",
    okUrl: "http://localhost:3000/odemecallback",
    failUrl: "http://localhost:3000/odemecallback",
    email: "surucu@example.com",
  });
  const posted = new URLSearchParams([
    ...form.fields,
    ["pan", pan],
    ["Ecom_Payment_Card_ExpDate_Month", expiry[0] ?? ""],
    ["Ecom_Payment_Card_ExpDate_Year", expiry[1] ?? ""],
    ["cv2", "000"],
  ]);
  return handleGatePost(w.deps, posted, w.clock.now);
}

async function challenge(w: World, order: ReturnType<typeof newOrder>, pan: string): Promise<AcsChallenge> {
  const result = await postCard(w, order, pan);
  if (result.kind !== "challenge") throw new Error(`expected a challenge, got ${result.kind}`);
  return result.challenge;
}

function asCallback(result: { kind: string }): GateCallback {
  if (result.kind !== "callback") throw new Error(`expected a callback, got ${result.kind}`);
  return result as GateCallback;
}

/** Card holder types the right code; returns the callback the browser would post. */
async function payWith(w: World, order: ReturnType<typeof newOrder>, pan: string): Promise<GateCallback> {
  const acs = await challenge(w, order, pan);
  return asCallback(await completeAcs(w.deps, acs.sessionId, acs.oneTimeCode, w.clock.now));
}

function verify(w: World, callback: GateCallback, order: ReturnType<typeof newOrder>): CallbackVerdict {
  return w.gateway.verifyCallback(new URLSearchParams(callback.fields), order);
}

function expectNoCardData(w: World, callback?: GateCallback): void {
  for (const write of w.writes) {
    expect(write).not.toMatch(/4355084355084358|4355080000\d{6}|"cv2"|ExpDate/);
  }
  if (callback) {
    const names = callback.fields.map(([n]) => n.toLowerCase());
    expect(names).not.toContain("pan");
    expect(names).not.toContain("cv2");
    expect(names).not.toContain("ecom_payment_card_expdate_month");
    expect(names).not.toContain("ecom_payment_card_expdate_year");
    expect(callback.fields.map(([, v]) => v)).not.toContain(APPROVED);
  }
}

describe("3d_pay round trip", () => {
  it("approves a payment with the approved card and records the capture", async () => {
    const w = world();
    const order = newOrder(123450);
    const acs = await challenge(w, order, APPROVED);
    expect(acs.maskedPan).toBe("435508******4358");
    expect(acs.amountKurus).toBe(123450);
    expect(acs.merchantName).toBe(MERCHANT.name);
    expect(acs.oneTimeCode).toMatch(/^[0-9]{6}$/);
    expect(acs.attemptsLeft).toBe(3);
    expect(Date.parse(acs.expiresAt) - NOON.getTime()).toBe(3 * 60 * 1000);

    const callback = asCallback(await completeAcs(w.deps, acs.sessionId, acs.oneTimeCode, w.clock.now));
    expect(callback.action).toBe("http://localhost:3000/odemecallback");
    const verdict = verify(w, callback, order);
    expect(verdict.kind).toBe("approved");
    if (verdict.kind !== "approved") return;
    expect(verdict.procReturnCode).toBe("00");
    expect(verdict.maskedPan).toBe("435508******4358");
    expect(verdict.transId).not.toBe("");
    expect(verdict.authCode).not.toBe("");
    expect(verdict.trxDate).toBe("20250630 12:00:00");
    expect(verdict.fields["oid"]).toBe(order.orderId);
    expect(verdict.fields["mdStatus"]).toBe("1");
    expectNoCardData(w, callback);

    const status = await w.gateway.query({ orderId: order.orderId });
    expect(status).toMatchObject({ kind: "found", status: "captured", capturedKurus: 123450, refundedKurus: 0 });
    if (status.kind === "found") expect(status.transId).toBe(verdict.transId);
    // The session is spent: the ACS page cannot be replayed.
    expect(await completeAcs(w.deps, acs.sessionId, acs.oneTimeCode, w.clock.now)).toEqual({ kind: "no-session" });
    expect(await getAcsChallenge(w.deps, acs.sessionId)).toBeNull();
  });

  it.each([
    ["declined", "05", DECLINED],
    ["insufficient funds", "51", INSUFFICIENT],
    ["expired card", "54", EXPIRED],
  ])("%s: authenticated, then the issuer refuses with %s", async (_name, code, pan) => {
    const w = world();
    const order = newOrder();
    const callback = await payWith(w, order, pan);
    const verdict = verify(w, callback, order);
    expect(verdict).toMatchObject({ kind: "declined", procReturnCode: code, mdStatus: "1" });
    expect(await w.gateway.query({ orderId: order.orderId })).toMatchObject({
      kind: "found",
      status: "declined",
      capturedKurus: 0,
      procReturnCode: code,
    });
    expectNoCardData(w, callback);
  });

  it("declines an approved card whose expiry date has passed (54)", async () => {
    const w = world();
    const order = newOrder();
    const acs = await postCard(w, order, APPROVED, ["05", "25"]);
    if (acs.kind !== "challenge") throw new Error("expected a challenge");
    const callback = asCallback(await completeAcs(w.deps, acs.challenge.sessionId, acs.challenge.oneTimeCode, NOON));
    expect(verify(w, callback, order)).toMatchObject({ kind: "declined", procReturnCode: "54" });
  });

  it("a wrong code three times fails authentication (mdStatus 0), nothing is charged", async () => {
    const w = world();
    const order = newOrder();
    const acs = await challenge(w, order, APPROVED);
    const wrong = acs.oneTimeCode === "000000" ? "111111" : "000000";
    expect(await completeAcs(w.deps, acs.sessionId, wrong, NOON)).toMatchObject({
      kind: "retry",
      challenge: { attemptsLeft: 2 },
    });
    expect(await completeAcs(w.deps, acs.sessionId, wrong, NOON)).toMatchObject({
      kind: "retry",
      challenge: { attemptsLeft: 1 },
    });
    const callback = asCallback(await completeAcs(w.deps, acs.sessionId, wrong, NOON));
    expect(verify(w, callback, order)).toMatchObject({ kind: "declined", mdStatus: "0" });
    // Even the right code is too late now.
    expect(await completeAcs(w.deps, acs.sessionId, acs.oneTimeCode, NOON)).toEqual({ kind: "no-session" });
    expect(await w.gateway.query({ orderId: order.orderId })).toMatchObject({ kind: "not_found" });
  });

  it("a code entered after 3 minutes times out (mdStatus 0)", async () => {
    const w = world();
    const order = newOrder();
    const acs = await challenge(w, order, APPROVED);
    const late = new Date(NOON.getTime() + 3 * 60 * 1000);
    const callback = asCallback(await completeAcs(w.deps, acs.sessionId, acs.oneTimeCode, late));
    const verdict = verify(w, callback, order);
    expect(verdict).toMatchObject({ kind: "declined", mdStatus: "0" });
    if (verdict.kind === "declined") expect(verdict.errMsg).toMatch(/süre/i);
    expect(await w.gateway.query({ orderId: order.orderId })).toMatchObject({ kind: "not_found" });
  });

  it("a card not enrolled in 3-D Secure comes back at once with mdStatus 2", async () => {
    const w = world();
    const order = newOrder();
    const callback = asCallback(await postCard(w, order, NOT_ENROLLED));
    expect(verify(w, callback, order)).toMatchObject({ kind: "declined", mdStatus: "2" });
    expectNoCardData(w, callback);
  });

  it("the gate-error card gives a signed gate error without mdStatus", async () => {
    const w = world();
    const order = newOrder();
    const callback = asCallback(await postCard(w, order, GATE_ERROR));
    expect(callback.fields.some(([n]) => n === "mdStatus")).toBe(false);
    expect(verify(w, callback, order)).toMatchObject({ kind: "error", errorCode: "ISSUER_UNAVAILABLE" });
  });

  it("a form with a bad hash gets a gate error callback", async () => {
    const w = world();
    const order = newOrder();
    const form = await w.gateway.beginThreeDSecure({
      ...order,
      lang: "en",
      okUrl: "http://localhost:3000/odemecallback",
      failUrl: "http://localhost:3000/odemecallback",
    });
    const tampered = form.fields.map(([k, v]): [string, string] => [k, k === "hash" ? `${v.slice(0, -4)}AAA=` : v]);
    const posted = new URLSearchParams([...tampered, ["pan", APPROVED], ["Ecom_Payment_Card_ExpDate_Month", "12"]]);
    posted.append("Ecom_Payment_Card_ExpDate_Year", "30");
    posted.append("cv2", "000");
    const callback = asCallback(await handleGatePost(w.deps, posted, NOON));
    const get = (name: string) => callback.fields.find(([n]) => n === name)?.[1];
    expect(get("Response")).toBe("Error");
    expect(get("ErrorCode")).toBe("HASH_MISMATCH");
    expect(get("mdStatus")).toBeUndefined();
    expect(verify(w, callback, order)).toMatchObject({ kind: "error", errorCode: "HASH_MISMATCH" });
    expect(w.writes).toEqual([]);
  });

  it("a form whose amount was lowered in the browser is refused by the gate and by the merchant", async () => {
    const w = world();
    const order = newOrder(123450);
    const form = await w.gateway.beginThreeDSecure({
      ...order,
      lang: "tr",
      okUrl: "https://a.test/ok",
      failUrl: "https://a.test/fail",
    });
    const posted = new URLSearchParams(form.fields.map(([k, v]): [string, string] => [k, k === "amount" ? "1.00" : v]));
    for (const [k, v] of [
      ["pan", APPROVED],
      ["Ecom_Payment_Card_ExpDate_Month", "12"],
      ["Ecom_Payment_Card_ExpDate_Year", "30"],
      ["cv2", "000"],
    ] as const) {
      posted.append(k, v);
    }
    const callback = asCallback(await handleGatePost(w.deps, posted, NOON));
    expect(callback.action).toBe("https://a.test/fail");
    expect(verify(w, callback, order)).toMatchObject({ kind: "rejected", reason: "amount" });
  });

  it("refuses a second payment for an order already captured", async () => {
    const w = world();
    const order = newOrder();
    await payWith(w, order, APPROVED);
    const again = asCallback(await postCard(w, order, APPROVED));
    expect(verify(w, again, order)).toMatchObject({ kind: "error", errorCode: "DUPLICATE_ORDER" });
  });

  it("lets a declined order id be tried again with another card", async () => {
    const w = world();
    const order = newOrder();
    expect(verify(w, await payWith(w, order, INSUFFICIENT), order).kind).toBe("declined");
    expect(verify(w, await payWith(w, order, APPROVED), order).kind).toBe("approved");
  });
});

describe("verifyCallback against forged and tampered callbacks", () => {
  async function approvedCallback() {
    const w = world();
    const order = newOrder(50000);
    const callback = await payWith(w, order, APPROVED);
    expect(verify(w, callback, order).kind).toBe("approved");
    return { w, order, callback };
  }

  it("rejects a callback in which any single field was changed", async () => {
    const { w, order, callback } = await approvedCallback();
    for (const [name] of callback.fields) {
      if (name === "HASH" || name === "hash") continue;
      const changed = callback.fields.map(([k, v]): [string, string] => [k, k === name ? `${v}0` : v]);
      const verdict = w.gateway.verifyCallback(new URLSearchParams(changed), order);
      expect(verdict, name).toMatchObject({ kind: "rejected", reason: "hash" });
    }
  });

  it("rejects a callback with a field added, removed, or the HASH missing", async () => {
    const { w, order, callback } = await approvedCallback();
    const added = new URLSearchParams([...callback.fields, ["Extra", "1"]]);
    expect(w.gateway.verifyCallback(added, order)).toMatchObject({ kind: "rejected", reason: "hash" });
    const removed = new URLSearchParams(callback.fields.filter(([k]) => k !== "AuthCode"));
    expect(w.gateway.verifyCallback(removed, order)).toMatchObject({ kind: "rejected", reason: "hash" });
    const unsigned = new URLSearchParams(callback.fields.filter(([k]) => k !== "HASH"));
    expect(w.gateway.verifyCallback(unsigned, order)).toMatchObject({ kind: "rejected", reason: "hash" });
  });

  it("rejects a repeated field name as malformed", async () => {
    const { w, order, callback } = await approvedCallback();
    const repeated = new URLSearchParams([...callback.fields, ["Response", "Approved"]]);
    expect(w.gateway.verifyCallback(repeated, order)).toMatchObject({ kind: "rejected", reason: "malformed" });
  });

  it("rejects a genuine callback presented for another amount, order or currency", async () => {
    const { w, order, callback } = await approvedCallback();
    const posted = Object.fromEntries(callback.fields);
    expect(w.gateway.verifyCallback(posted, { ...order, amountKurus: 50001 })).toMatchObject({
      kind: "rejected",
      reason: "amount",
    });
    expect(w.gateway.verifyCallback(posted, { ...order, orderId: "YLD-OTHER" })).toMatchObject({
      kind: "rejected",
      reason: "order",
    });
  });

  it("rejects a changed amount even when re-signed with the right key for the wrong payment", async () => {
    const { w, order, callback } = await approvedCallback();
    const resigned = (edit: (k: string, v: string) => string) => {
      const fields = callback.fields.filter(([k]) => k !== "HASH").map(([k, v]): [string, string] => [k, edit(k, v)]);
      return new URLSearchParams([...fields, ["HASH", ver3Hash(fields, MERCHANT.storeKey, "callback")]]);
    };
    expect(
      w.gateway.verifyCallback(
        resigned((k, v) => (k === "amount" ? "1.00" : v)),
        order,
      ),
    ).toMatchObject({
      kind: "rejected",
      reason: "amount",
    });
    expect(
      w.gateway.verifyCallback(
        resigned((k, v) => (k === "amount" ? "500.0x" : v)),
        order,
      ),
    ).toMatchObject({
      kind: "rejected",
      reason: "amount",
    });
    expect(
      w.gateway.verifyCallback(
        resigned((k, v) => (k === "currency" ? "840" : v)),
        order,
      ),
    ).toMatchObject({
      kind: "rejected",
      reason: "currency",
    });
    // The same amount written "500.0" is the same payment.
    expect(
      w.gateway.verifyCallback(
        resigned((k, v) => (k === "amount" ? "500.0" : v)),
        order,
      ).kind,
    ).toBe("approved");
    // A bank approval without full authentication is refused and flagged for reversal.
    expect(
      w.gateway.verifyCallback(
        resigned((k, v) => (k === "mdStatus" ? "4" : v)),
        order,
      ),
    ).toEqual({
      kind: "rejected",
      reason: "mdStatus",
      detail: expect.any(String),
      bankApproved: true,
    });
  });

  it("strips card fields from what it returns as storable, even when a bank echoes them", async () => {
    const { w, order, callback } = await approvedCallback();
    const fields = callback.fields.filter(([k]) => k !== "HASH");
    fields.push(["pan", APPROVED], ["cv2", "000"], ["Ecom_Payment_Card_ExpDate_Month", "12"]);
    fields.push(["Ecom_Payment_Card_ExpDate_Year", "30"]);
    const posted = new URLSearchParams([...fields, ["HASH", ver3Hash(fields, MERCHANT.storeKey, "callback")]]);
    const verdict = w.gateway.verifyCallback(posted, order);
    expect(verdict.kind).toBe("approved");
    if (verdict.kind !== "approved") return;
    expect(Object.keys(verdict.fields).map((k) => k.toLowerCase())).not.toContain("pan");
    expect(JSON.stringify(verdict)).not.toMatch(/4355084355084358|"cv2"|ExpDate/);
  });
});

describe("3d model: authentication, then XML provisioning", () => {
  it("provisions an authenticated payment once and the ledger shows the capture", async () => {
    const w = world("3d");
    const order = newOrder(99900);
    const callback = await payWith(w, order, APPROVED);
    expect(callback.fields.some(([n]) => n === "Response")).toBe(false);
    const verdict = verify(w, callback, order);
    expect(verdict.kind).toBe("authenticated");
    if (verdict.kind !== "authenticated") return;
    expect(verdict.eci).toBe("05");
    expect(await w.gateway.query({ orderId: order.orderId })).toMatchObject({ kind: "not_found" });

    const auth = {
      orderId: order.orderId,
      amountKurus: 99900,
      md: verdict.md,
      xid: verdict.xid,
      eci: verdict.eci,
      cavv: verdict.cavv,
      ip: "203.0.113.7",
    };
    const result = await w.gateway.provision(auth);
    expect(result).toMatchObject({ kind: "approved", orderId: order.orderId, procReturnCode: "00" });
    expect(await w.gateway.query({ orderId: order.orderId })).toMatchObject({
      kind: "found",
      status: "captured",
      originalKurus: 99900,
      capturedKurus: 99900,
    });
    // The md is single use.
    expect(await w.gateway.provision(auth)).toMatchObject({ kind: "error", errorCode: "MD_USED" });
    expectNoCardData(w, callback);
  });

  it("refuses provisioning with a different amount or a made-up md", async () => {
    const w = world("3d");
    const order = newOrder(99900);
    const verdict = verify(w, await payWith(w, order, APPROVED), order);
    if (verdict.kind !== "authenticated") throw new Error("expected authenticated");
    const auth = {
      orderId: order.orderId,
      amountKurus: 99900,
      md: verdict.md,
      xid: verdict.xid,
      eci: verdict.eci,
      cavv: verdict.cavv,
      ip: "203.0.113.7",
    };
    expect(await w.gateway.provision({ ...auth, amountKurus: 100 })).toMatchObject({
      kind: "error",
      errorCode: "MD_INVALID",
    });
    expect(await w.gateway.provision({ ...auth, md: "bm90LWEtcmVhbC1tZA==" })).toMatchObject({
      kind: "error",
      errorCode: "MD_INVALID",
    });
    expect(await w.gateway.provision(auth)).toMatchObject({ kind: "approved" });
  });

  it("a declined card is authenticated, then declined at provisioning", async () => {
    const w = world("3d");
    const order = newOrder();
    const verdict = verify(w, await payWith(w, order, INSUFFICIENT), order);
    if (verdict.kind !== "authenticated") throw new Error("expected authenticated");
    const result = await w.gateway.provision({
      ...order,
      md: verdict.md,
      xid: verdict.xid,
      eci: verdict.eci,
      cavv: verdict.cavv,
      ip: "203.0.113.7",
    });
    expect(result).toMatchObject({ kind: "declined", procReturnCode: "51", errorCode: "ISO8583-51" });
  });
});

describe("refunds, voids and status queries", () => {
  async function captured(amountKurus: number) {
    const w = world();
    const order = newOrder(amountKurus);
    expect(verify(w, await payWith(w, order, APPROVED), order).kind).toBe("approved");
    return { w, order };
  }

  it("refunds in parts, never more than was captured", async () => {
    const { w, order } = await captured(100000);
    expect(await w.gateway.refund({ orderId: order.orderId, amountKurus: 60000 })).toMatchObject({ kind: "approved" });
    expect(await w.gateway.refund({ orderId: order.orderId, amountKurus: 40001 })).toMatchObject({
      kind: "error",
      errorCode: "REFUND_EXCEEDS_CAPTURE",
    });
    expect(await w.gateway.query({ orderId: order.orderId })).toMatchObject({
      refundedKurus: 60000,
      capturedKurus: 100000,
    });
    expect(await w.gateway.refund({ orderId: order.orderId, amountKurus: 40000 })).toMatchObject({ kind: "approved" });
    expect(await w.gateway.refund({ orderId: order.orderId, amountKurus: 1 })).toMatchObject({
      kind: "error",
      errorCode: "REFUND_EXCEEDS_CAPTURE",
    });
  });

  it("refuses a refund larger than the capture outright", async () => {
    const { w, order } = await captured(5000);
    expect(await w.gateway.refund({ orderId: order.orderId, amountKurus: 5001 })).toMatchObject({ kind: "error" });
    expect(await w.gateway.query({ orderId: order.orderId })).toMatchObject({ refundedKurus: 0 });
  });

  it("voids on the same day, then the query says voided and nothing is refundable", async () => {
    const { w, order } = await captured(70000);
    expect(await w.gateway.void({ orderId: order.orderId })).toMatchObject({
      kind: "approved",
      orderId: order.orderId,
    });
    expect(await w.gateway.query({ orderId: order.orderId })).toMatchObject({
      kind: "found",
      status: "voided",
      statusCode: "V",
      originalKurus: 70000,
      capturedKurus: 0,
    });
    expect(await w.gateway.void({ orderId: order.orderId })).toMatchObject({
      kind: "error",
      errorCode: "NOT_VOIDABLE",
    });
    expect(await w.gateway.refund({ orderId: order.orderId, amountKurus: 100 })).toMatchObject({
      kind: "error",
      errorCode: "NOT_REFUNDABLE",
    });
  });

  it("after the Istanbul day ends the sale is settled: void refused, refund allowed", async () => {
    const { w, order } = await captured(70000);
    // 00:00 the next day in Istanbul is 21:00 UTC.
    w.clock.now = new Date("2025-06-30T21:00:00Z");
    expect(await w.gateway.query({ orderId: order.orderId })).toMatchObject({ status: "settled" });
    expect(await w.gateway.void({ orderId: order.orderId })).toMatchObject({
      kind: "error",
      errorCode: "VOID_NOT_SAME_DAY",
    });
    expect(await w.gateway.refund({ orderId: order.orderId, amountKurus: 70000 })).toMatchObject({ kind: "approved" });
  });

  it("answers not found for an unknown order and refuses wrong API credentials", async () => {
    const w = world();
    expect(await w.gateway.query({ orderId: "YLD-NOPE" })).toMatchObject({ kind: "not_found" });
    expect(await w.gateway.void({ orderId: "YLD-NOPE" })).toMatchObject({ kind: "declined", procReturnCode: "99" });
    const intruder = createEstV3Gateway({
      gateUrl: "x",
      apiUrl: "http://localhost/api",
      clientId: MERCHANT.clientId,
      storeKey: MERCHANT.storeKey,
      apiUser: MERCHANT.apiUser,
      apiPassword: "guess",
      model: "3d_pay",
      fetch: async (_u, init) => {
        const body = new Uint8Array(await new Response(init?.body).arrayBuffer());
        const a = await handleApiRequest(w.deps, body, undefined, NOON);
        return new Response(new Blob([new Uint8Array(a.body)]), { headers: { "content-type": a.contentType } });
      },
    });
    expect(await intruder.query({ orderId: "YLD-NOPE" })).toMatchObject({ kind: "error", errorCode: "CREDENTIALS" });
  });
});

describe("sandbox XML API input", () => {
  const deps = (): SandboxBankDeps => ({
    merchants: [MERCHANT],
    sessions: createMemorySessionStore(),
    ledger: createMemoryLedgerStore(),
  });
  const text = async (body: Uint8Array) => new TextDecoder("latin1").decode(body);

  it("answers a malformed or DTD-carrying document with a CC5Response error", async () => {
    for (const body of ["not xml", "<CC5Request><Name>x</CC5Request>", '<!DOCTYPE a [<!ENTITY x "y">]><CC5Request/>']) {
      const answer = await handleApiRequest(deps(), body, undefined, NOON);
      expect(await text(answer.body)).toContain("<ERRORCODE>BAD_REQUEST</ERRORCODE>");
    }
  });

  it("accepts a UTF-8 request as well as ISO-8859-9", async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><CC5Request><Name>yoldaapi</Name><Password>SANDBOX-API-PASS</Password><ClientId>190100000</ClientId><OrderId>YLD-ÇŞĞ</OrderId><Extra><ORDERSTATUS>QUERY</ORDERSTATUS></Extra></CC5Request>`;
    const answer = await handleApiRequest(deps(), new TextEncoder().encode(xml), "text/xml; charset=utf-8", NOON);
    const body = Buffer.from(answer.body);
    // ISO-8859-9 answer: Ç=0xC7, Ş=0xDE, Ğ=0xD0.
    expect(body.includes(Buffer.from([0xc7, 0xde, 0xd0]))).toBe(true);
    expect(await text(answer.body)).toContain("No record found");
  });
});
