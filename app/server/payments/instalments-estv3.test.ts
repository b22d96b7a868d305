// Instalments on the EstV3 wire (decision 0044): the `taksit` form field and the XML `Taksit`,
// signed by the ver3 hash, honoured and echoed by the sandbox bank, and checked on the callback.
import { describe, expect, it } from "vitest";
import { createEstV3Gateway, type EstV3Config } from "./estv3-gateway.server.ts";
import { ver3Hash, ver3HashInput } from "./estv3-hash.server.ts";
import { decodeXmlBytes, parseCc5Xml } from "./estv3-xml.server.ts";
import { PaymentGatewayError } from "./gateway.server.ts";
import { parseTaksit, taksitValue } from "./estv3-client.server.ts";
import { createEstV3Provider } from "./estv3-provider.server.ts";
import { handleApiRequest } from "./sandbox-bank/sandbox-api.server.ts";
import { sandboxInstalmentCounts } from "./sandbox-bank/sandbox-cards.server.ts";
import { completeAcs, handleGatePost, type GateCallback } from "./sandbox-bank/sandbox-gate.server.ts";
import { createMemoryLedgerStore, createMemorySessionStore } from "./sandbox-bank/sandbox-memory-store.server.ts";
import type { SandboxBankDeps } from "./sandbox-bank/sandbox-store.server.ts";

const KEY = "SANDBOX-STORE-KEY-123456";
const NOON = new Date("2025-06-30T09:00:00Z");
const VISA = "4355084355084358"; // 435508: 2, 3, 6, 9
const MASTERCARD = "5406675406675403"; // 540667: 2, 3, 6
const TROY = "9792030394440796"; // 979203: debit, none

function world(model: "3d_pay" | "3d" = "3d_pay", instalmentCounts = sandboxInstalmentCounts) {
  const deps: SandboxBankDeps = {
    merchants: [{ clientId: "190100000", name: "Yolda", storeKey: KEY, apiUser: "api", apiPassword: "pw" }],
    sessions: createMemorySessionStore(),
    ledger: createMemoryLedgerStore(),
  };
  const sent: string[] = [];
  const config: EstV3Config = {
    gateUrl: "http://localhost/sandbox-bank/est3Dgate",
    apiUrl: "http://localhost/sandbox-bank/fim/api",
    clientId: "190100000",
    storeKey: KEY,
    apiUser: "api",
    apiPassword: "pw",
    model,
    instalmentCounts,
    fetch: async (_url, init) => {
      const body = new Uint8Array(await new Response(init?.body).arrayBuffer());
      sent.push(decodeXmlBytes(body, "text/xml; charset=ISO-8859-9"));
      const answer = await handleApiRequest(deps, body, "text/xml; charset=ISO-8859-9", NOON);
      return new Response(new Blob([new Uint8Array(answer.body)]), { headers: { "content-type": answer.contentType } });
    },
  };
  return { deps, sent, client: createEstV3Gateway(config) };
}

let seq = 0;
function order(amountKurus = 1_047_500) {
  seq += 1;
  return { orderId: `YLD-TAKSIT${seq}`, amountKurus, currency: "TRY" as const };
}

async function gatePost(w: ReturnType<typeof world>, o: ReturnType<typeof order>, pan: string, instalments?: number) {
  const form = await w.client.beginThreeDSecure({
    ...o,
    lang: "tr",
    okUrl: "http://localhost/odemecallback",
    failUrl: "http://localhost/odemecallback",
    ...(instalments !== undefined ? { instalments } : {}),
  });
  const posted = new URLSearchParams([
    ...form.fields,
    ["pan", pan],
    ["Ecom_Payment_Card_ExpDate_Month", "12"],
    ["Ecom_Payment_Card_ExpDate_Year", "30"],
    ["cv2", "000"],
  ]);
  return { form, result: await handleGatePost(w.deps, posted, NOON) };
}

async function pay(w: ReturnType<typeof world>, o: ReturnType<typeof order>, pan: string, instalments?: number) {
  const { result } = await gatePost(w, o, pan, instalments);
  if (result.kind !== "challenge") throw new Error(`expected a challenge, got ${result.kind}`);
  const done = await completeAcs(w.deps, result.challenge.sessionId, result.challenge.oneTimeCode, NOON);
  if (done.kind !== "callback") throw new Error("expected a callback");
  return done;
}

const field = (cb: GateCallback, name: string) => cb.fields.find(([k]) => k === name)?.[1];

describe("taksit on the wire", () => {
  it("is empty for a single payment and the count otherwise", () => {
    expect([undefined, 1, 2, 3, 9].map(taksitValue)).toEqual(["", "", "2", "3", "9"]);
    expect(["", "0", "1", "3", "12", "x", "3.5", "-2", "003"].map(parseTaksit)).toEqual([
      1,
      1,
      1,
      3,
      12,
      null,
      null,
      null,
      null,
    ]);
  });

  it("the 3-D form carries taksit=3 and the ver3 hash covers it", async () => {
    const { client } = world();
    const form = await client.beginThreeDSecure({
      ...order(),
      lang: "tr",
      okUrl: "https://yolda.test/odemecallback",
      failUrl: "https://yolda.test/odemecallback",
      instalments: 3,
    });
    const fields = new Map(form.fields);
    expect(fields.get("taksit")).toBe("3");
    expect(fields.get("amount")).toBe("10475.00");
    const unsigned = form.fields.filter(([k]) => k !== "hash");
    // Natural order: ... storetype, taksit, TranType, then the store key (design/payments-estv3.md).
    expect(ver3HashInput(unsigned, KEY, "request")).toContain(`|3d_pay|3|Auth|${KEY}`);
    expect(fields.get("hash")).toBe(ver3Hash(unsigned, KEY, "request"));
    const asSingle = unsigned.map(([k, v]): [string, string] => [k, k === "taksit" ? "" : v]);
    expect(ver3Hash(asSingle, KEY, "request")).not.toBe(fields.get("hash"));
  });

  it("refuses a count the protocol cannot carry", async () => {
    const { client } = world();
    const begin = { ...order(), lang: "tr" as const, okUrl: "https://y.test/a", failUrl: "https://y.test/a" };
    for (const instalments of [0, 13, 2.5]) {
      await expect(client.beginThreeDSecure({ ...begin, instalments })).rejects.toBeInstanceOf(PaymentGatewayError);
    }
  });

  it("asks the bank's BIN table for the counts a card allows", async () => {
    const { client } = world();
    expect(await client.instalmentCounts("435508")).toEqual([2, 3, 6, 9]);
    expect(await client.instalmentCounts("540667")).toEqual([2, 3, 6]);
    expect(await client.instalmentCounts("979203")).toEqual([]);
    expect(await client.instalmentCounts("12345")).toEqual([]);
    // A live bank without a BIN table: single payments only.
    const none = createEstV3Provider(
      createEstV3Gateway({
        gateUrl: "https://bank.test/gate",
        apiUrl: "https://bank.test/api",
        clientId: "1",
        storeKey: "k",
        apiUser: "u",
        apiPassword: "p",
        model: "3d_pay",
      }),
    );
    expect(await none.instalmentCounts("435508")).toEqual([]);
  });
});

describe("the sandbox bank honours taksit", () => {
  it("charges a VISA in 3 instalments and echoes taksit=3, which the callback accepts", async () => {
    const w = world();
    const o = order();
    const cb = await pay(w, o, VISA, 3);
    expect(field(cb, "Response")).toBe("Approved");
    expect(field(cb, "taksit")).toBe("3");
    expect(w.client.verifyCallback(new URLSearchParams(cb.fields), { ...o, instalments: 3 })).toMatchObject({
      kind: "approved",
      amountKurus: 1_047_500,
    });
    expect(await w.deps.ledger.get("190100000", o.orderId)).toMatchObject({ instalments: 3, capturedKurus: 1_047_500 });
  });

  it("a bank answer whose taksit differs from what we stored is refused, and marked charged", async () => {
    const w = world();
    const o = order();
    const cb = await pay(w, o, VISA, 3);
    expect(w.client.verifyCallback(new URLSearchParams(cb.fields), { ...o, instalments: 1 })).toEqual({
      kind: "rejected",
      reason: "instalments",
      detail: "taksit is not the stored instalments",
      bankApproved: true,
    });
    expect(w.client.verifyCallback(new URLSearchParams(cb.fields), o)).toMatchObject({ reason: "instalments" });
  });

  it("a taksit changed in the browser breaks the request hash: gate error, nothing charged", async () => {
    const w = world();
    const o = order(1_000_000);
    const form = await w.client.beginThreeDSecure({
      ...o,
      lang: "en",
      okUrl: "http://localhost/odemecallback",
      failUrl: "http://localhost/odemecallback",
    });
    const tampered = form.fields.map(([k, v]): [string, string] => [k, k === "taksit" ? "9" : v]);
    const result = await handleGatePost(
      w.deps,
      new URLSearchParams([
        ...tampered,
        ["pan", VISA],
        ["Ecom_Payment_Card_ExpDate_Month", "12"],
        ["Ecom_Payment_Card_ExpDate_Year", "30"],
        ["cv2", "000"],
      ]),
      NOON,
    );
    expect(result.kind).toBe("callback");
    expect(field(result as GateCallback, "ErrorCode")).toBe("HASH_MISMATCH");
    expect(await w.deps.ledger.get("190100000", o.orderId)).toBeUndefined();
  });

  it("refuses counts the card does not allow at the gate", async () => {
    const w = world();
    for (const [pan, count] of [
      [TROY, 2],
      [MASTERCARD, 9],
      [VISA, 12],
    ] as const) {
      const { result } = await gatePost(w, order(), pan, count);
      expect(result.kind).toBe("callback");
      expect(field(result as GateCallback, "ErrorCode")).toBe("INSTALMENT_NOT_ALLOWED");
      expect(field(result as GateCallback, "Response")).toBe("Error");
    }
    const { result } = await gatePost(w, order(), MASTERCARD, 6);
    expect(result.kind).toBe("challenge");
  });

  it("3d model: the XML Auth carries Taksit and must match what was authenticated", async () => {
    const w = world("3d");
    const o = order();
    const cb = await pay(w, o, MASTERCARD, 6);
    const verdict = w.client.verifyCallback(new URLSearchParams(cb.fields), { ...o, instalments: 6 });
    if (verdict.kind !== "authenticated") throw new Error(`expected authenticated, got ${verdict.kind}`);
    const auth = { orderId: o.orderId, amountKurus: o.amountKurus, md: verdict.md, xid: verdict.xid };
    const rest = { eci: verdict.eci, cavv: verdict.cavv, ip: "127.0.0.1" };
    // The same authentication presented as a single payment is not what the card holder approved.
    expect(await w.client.provision({ ...auth, ...rest, instalments: 1 })).toMatchObject({
      kind: "error",
      errorCode: "MD_INVALID",
    });
    expect(await w.client.provision({ ...auth, ...rest, instalments: 6 })).toMatchObject({ kind: "approved" });
    const doc = parseCc5Xml(w.sent.at(-1) ?? "", "CC5Request");
    expect(doc?.fields.get("Taksit")).toBe("6");
    expect(doc?.fields.get("Total")).toBe("10475.00");
  });

  it("the adapter hands the authenticated taksit to the capture", async () => {
    const w = world("3d");
    const provider = createEstV3Provider(w.client);
    const o = order();
    const cb = await pay(w, o, VISA, 2);
    const verdict = await provider.verifyCallback(new URLSearchParams(cb.fields), async () => ({
      ...o,
      instalments: 2,
    }));
    if (verdict.kind !== "authenticated") throw new Error(`expected authenticated, got ${verdict.kind}`);
    expect(verdict.completion.taksit).toBe("2");
    const captured = await provider.capture({
      orderId: o.orderId,
      amountKurus: o.amountKurus,
      completion: verdict.completion,
      ip: "",
    });
    expect(captured.kind).toBe("approved");
    expect(parseCc5Xml(w.sent.at(-1) ?? "", "CC5Request")?.fields.get("Taksit")).toBe("2");
  });
});
