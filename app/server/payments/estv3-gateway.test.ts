import { describe, expect, it } from "vitest";
import { createEstV3Gateway, type EstV3Config } from "./estv3-gateway.server.ts";
import { ver3Hash, verifyVer3Hash } from "./estv3-hash.server.ts";
import { buildCc5Xml, decodeXmlBytes, parseCc5Xml } from "./estv3-xml.server.ts";
import { PaymentGatewayError } from "./gateway.server.ts";

const CONFIG: EstV3Config = {
  gateUrl: "https://bank.test/fim/est3Dgate",
  apiUrl: "https://bank.test/fim/api",
  clientId: "190100000",
  storeKey: "STORE&KEY|1",
  apiUser: "api&user",
  apiPassword: "şifre<1>",
  model: "3d_pay",
};
const BEGIN = {
  orderId: "YLD-ABC1234",
  amountKurus: 123450,
  currency: "TRY" as const,
  lang: "tr" as const,
  okUrl: "https://yolda.test/odemecallback",
  failUrl: "https://yolda.test/odemecallback",
};

function xmlResponse(elements: Parameters<typeof buildCc5Xml>[1], status = 200): Response {
  return new Response(new Blob([new Uint8Array(buildCc5Xml("CC5Response", elements))]), {
    status,
    headers: { "content-type": "text/xml; charset=ISO-8859-9" },
  });
}

async function rejection(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PaymentGatewayError) return error;
    throw error;
  }
  throw new Error("expected a PaymentGatewayError");
}

describe("beginThreeDSecure", () => {
  it("renders the documented fields, signed with ver3 over everything but the hash", async () => {
    const form = await createEstV3Gateway(CONFIG).beginThreeDSecure({ ...BEGIN, email: "a@b.test" });
    expect(form.gateUrl).toBe(CONFIG.gateUrl);
    const fields = new Map(form.fields);
    expect(Object.fromEntries(fields)).toMatchObject({
      clientid: "190100000",
      storetype: "3d_pay",
      amount: "1234.50",
      oid: "YLD-ABC1234",
      okUrl: BEGIN.okUrl,
      failUrl: BEGIN.failUrl,
      lang: "tr",
      currency: "949",
      taksit: "",
      TranType: "Auth",
      hashAlgorithm: "ver3",
      email: "a@b.test",
    });
    expect(fields.get("rnd")).toMatch(/^[0-9a-f]{24}$/);
    const unsigned = form.fields.filter(([k]) => k !== "hash");
    expect(fields.get("hash")).toBe(ver3Hash(unsigned, CONFIG.storeKey, "request"));
    expect(verifyVer3Hash(form.fields, "another key", "request", fields.get("hash") ?? "")).toBe(false);
  });

  it("uses a fresh rnd every time and the configured model", async () => {
    const gateway = createEstV3Gateway({ ...CONFIG, model: "3d" });
    const a = new Map((await gateway.beginThreeDSecure(BEGIN)).fields);
    const b = new Map((await gateway.beginThreeDSecure(BEGIN)).fields);
    expect(a.get("rnd")).not.toBe(b.get("rnd"));
    expect(a.get("storetype")).toBe("3d");
    expect(a.has("email")).toBe(false);
  });

  it("refuses bad input before anything is signed", async () => {
    const gateway = createEstV3Gateway(CONFIG);
    const bad = [
      { ...BEGIN, amountKurus: 0 },
      { ...BEGIN, amountKurus: 10.5 },
      { ...BEGIN, orderId: "YLD 1" },
      { ...BEGIN, orderId: "" },
      { ...BEGIN, okUrl: "javascript:alert(1)" },
      { ...BEGIN, failUrl: "/relative" },
      { ...BEGIN, email: "a|b@c.test" },
    ];
    for (const input of bad) {
      const error = await rejection(gateway.beginThreeDSecure(input));
      expect(error.code).toBe("invalid_input");
    }
  });
});

describe("XML API transport", () => {
  it("posts an ISO-8859-9 CC5Request with escaped credentials and parses the answer", async () => {
    let sent = "";
    let contentType = "";
    const gateway = createEstV3Gateway({
      ...CONFIG,
      fetch: async (url, init) => {
        expect(String(url)).toBe(CONFIG.apiUrl);
        expect(init?.method).toBe("POST");
        contentType = new Headers(init?.headers).get("content-type") ?? "";
        sent = decodeXmlBytes(new Uint8Array(await new Response(init?.body).arrayBuffer()));
        return xmlResponse([
          ["OrderId", "YLD-ABC1234"],
          ["Response", "Approved"],
          ["ProcReturnCode", "00"],
          ["TransId", "25181ABCDEFGHI"],
          ["AuthCode", "P12345"],
          ["HostRefNum", "123456789012"],
          ["ErrMsg", ""],
          ["Extra", [["TRXDATE", "20250630 12:00:00"]]],
        ]);
      },
    });
    const result = await gateway.refund({ orderId: "YLD-ABC1234", amountKurus: 5050 });
    expect(result).toEqual({
      kind: "approved",
      orderId: "YLD-ABC1234",
      transId: "25181ABCDEFGHI",
      authCode: "P12345",
      hostRefNum: "123456789012",
      procReturnCode: "00",
      trxDate: "20250630 12:00:00",
    });
    expect(contentType).toBe("text/xml; charset=ISO-8859-9");
    expect(sent).toContain("<Name>api&amp;user</Name><Password>şifre&lt;1&gt;</Password>");
    const doc = parseCc5Xml(sent, "CC5Request");
    expect(doc?.fields.get("Type")).toBe("Credit");
    expect(doc?.fields.get("Total")).toBe("50.50");
    expect(doc?.fields.get("Currency")).toBe("949");
  });

  it("sends the 3-D Secure values on provisioning", async () => {
    let doc: ReturnType<typeof parseCc5Xml> = null;
    const gateway = createEstV3Gateway({
      ...CONFIG,
      model: "3d",
      fetch: async (_url, init) => {
        doc = parseCc5Xml(decodeXmlBytes(new Uint8Array(await new Response(init?.body).arrayBuffer())), "CC5Request");
        return xmlResponse([
          ["OrderId", "YLD-ABC1234"],
          ["Response", "Declined"],
          ["ProcReturnCode", "51"],
          ["ErrMsg", "Insufficient funds"],
          ["Extra", [["ERRORCODE", "ISO8583-51"]]],
        ]);
      },
    });
    const result = await gateway.provision({
      orderId: "YLD-ABC1234",
      amountKurus: 100,
      md: "MD+/=",
      xid: "XID",
      eci: "05",
      cavv: "CAVV",
      ip: "203.0.113.7",
    });
    expect(result).toEqual({
      kind: "declined",
      orderId: "YLD-ABC1234",
      procReturnCode: "51",
      errorCode: "ISO8583-51",
      errMsg: "Insufficient funds",
    });
    expect(Object.fromEntries(doc!.fields)).toMatchObject({
      Type: "Auth",
      Number: "MD+/=",
      PayerTxnId: "XID",
      PayerSecurityLevel: "05",
      PayerAuthenticationCode: "CAVV",
      IPAddress: "203.0.113.7",
      Total: "1.00",
      Mode: "P",
    });
  });

  it("times out with an outcome-unknown error", async () => {
    const gateway = createEstV3Gateway({
      ...CONFIG,
      timeoutMs: 20,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    });
    const error = await rejection(gateway.void({ orderId: "YLD-ABC1234" }));
    expect(error.code).toBe("timeout");
    expect(error.outcomeUnknown).toBe(true);
  });

  it("turns network failures, HTTP errors and garbage into typed errors", async () => {
    const failing = createEstV3Gateway({
      ...CONFIG,
      fetch: async () => {
        throw new TypeError("fetch failed");
      },
    });
    expect(await rejection(failing.query({ orderId: "YLD-1" }))).toMatchObject({
      code: "network",
      outcomeUnknown: true,
    });

    const http = (status: number) =>
      createEstV3Gateway({ ...CONFIG, fetch: async () => new Response("no", { status }) });
    expect(await rejection(http(503).refund({ orderId: "YLD-1", amountKurus: 1 }))).toMatchObject({
      code: "http_status",
      outcomeUnknown: true,
    });
    expect(await rejection(http(403).refund({ orderId: "YLD-1", amountKurus: 1 }))).toMatchObject({
      code: "http_status",
      outcomeUnknown: false,
    });

    const garbage = createEstV3Gateway({ ...CONFIG, fetch: async () => new Response("<html>oops</html>") });
    expect(await rejection(garbage.void({ orderId: "YLD-1" }))).toMatchObject({ code: "malformed_response" });
  });

  it("refuses an answer about another order", async () => {
    const gateway = createEstV3Gateway({
      ...CONFIG,
      fetch: async () =>
        xmlResponse([
          ["OrderId", "YLD-OTHER"],
          ["Response", "Approved"],
          ["ProcReturnCode", "00"],
        ]),
    });
    expect(await rejection(gateway.void({ orderId: "YLD-1" }))).toMatchObject({ code: "malformed_response" });
  });

  it("maps a status query, amounts in kuruş", async () => {
    const gateway = createEstV3Gateway({
      ...CONFIG,
      fetch: async () =>
        xmlResponse([
          ["OrderId", "YLD-1"],
          ["Response", "Approved"],
          ["ProcReturnCode", "00"],
          ["ErrMsg", "Record(s) found for YLD-1"],
          [
            "Extra",
            [
              ["ORD_ID", "YLD-1"],
              ["TRANS_STAT", "S"],
              ["TRANS_ID", "T1"],
              ["ORIG_TRANS_AMT", "123450"],
              ["CAPTURE_AMT", "123450"],
              ["PROC_RET_CD", "00"],
              ["PAN", "435508******4358"],
            ],
          ],
        ]),
    });
    expect(await gateway.query({ orderId: "YLD-1" })).toMatchObject({
      kind: "found",
      status: "settled",
      statusCode: "S",
      transId: "T1",
      originalKurus: 123450,
      capturedKurus: 123450,
      refundedKurus: null,
      maskedPan: "435508******4358",
    });
  });
});
