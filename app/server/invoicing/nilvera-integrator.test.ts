import { describe, expect, it } from "vitest";
import { createNilveraIntegrator } from "./nilvera-integrator.server.ts";

type Call = { url: string; method: string; auth: string | null };

function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const f = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call = { url: String(input), method: init?.method ?? "GET", auth: headers.get("Authorization") };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
  return { f, calls };
}

const invoice = {
  ettn: "0b6c1f2e-7d4a-4c3b-9e21-000000000001",
  number: "YEA2026000000001",
  profile: "EARSIVFATURA" as const,
  xml: "<Invoice/>",
};

describe("the Nilvera-shaped adapter", () => {
  it("sends e-Arşiv XML to /earchive/Send/Xml and e-Fatura to /einvoice/Send/Xml with the API key", async () => {
    const { f, calls } = fakeFetch(() => Response.json({ UUID: invoice.ettn, InvoiceNumber: invoice.number }));
    const n = createNilveraIntegrator({ baseUrl: "https://apitest.nilvera.com/", apiKey: "KEY", fetch: f });
    expect(await n.send(invoice)).toEqual({ kind: "accepted", ref: invoice.ettn });
    await n.send({ ...invoice, profile: "TEMELFATURA" });
    expect(calls.map((c) => [c.method, c.url, c.auth])).toEqual([
      ["POST", "https://apitest.nilvera.com/earchive/Send/Xml", "Bearer KEY"],
      ["POST", "https://apitest.nilvera.com/einvoice/Send/Xml", "Bearer KEY"],
    ]);
  });

  it("a 4xx is a refusal with Nilvera's words, a 409 (UUID already held) an acceptance, a 5xx or a network error no answer", async () => {
    const refusal = fakeFetch(() =>
      Response.json(
        { Errors: [{ Code: 3101, Description: "Alıcı adresi hatalı", Detail: "CityName" }] },
        { status: 422 },
      ),
    );
    expect(
      await createNilveraIntegrator({ baseUrl: "https://x", apiKey: "k", fetch: refusal.f }).send(invoice),
    ).toEqual({
      kind: "refused",
      reason: "3101 Alıcı adresi hatalı CityName",
    });
    const dup = fakeFetch(() => new Response("", { status: 409 }));
    expect(
      await createNilveraIntegrator({ baseUrl: "https://x", apiKey: "k", fetch: dup.f }).send(invoice),
    ).toMatchObject({ kind: "accepted" });
    const down = fakeFetch(() => new Response("", { status: 503 }));
    expect(await createNilveraIntegrator({ baseUrl: "https://x", apiKey: "k", fetch: down.f }).send(invoice)).toEqual({
      kind: "noAnswer",
      error: "HTTP 503",
    });
    const broken = fakeFetch(() => {
      throw new TypeError("fetch failed");
    });
    expect(await createNilveraIntegrator({ baseUrl: "https://x", apiKey: "k", fetch: broken.f }).send(invoice)).toEqual(
      { kind: "noAnswer", error: "fetch failed" },
    );
  });

  it("the taxpayer list: aliases mean an e-Fatura user, 404 means not one, other errors are reported", async () => {
    const user = fakeFetch(() => Response.json([{ Name: "urn:mail:defaultpk@firma.com.tr", DocumentType: "Invoice" }]));
    expect(
      await createNilveraIntegrator({ baseUrl: "https://x", apiKey: "k", fetch: user.f }).taxpayer("1234567890"),
    ).toEqual({
      isUser: true,
      alias: "urn:mail:defaultpk@firma.com.tr",
    });
    expect(user.calls[0]?.url).toBe("https://x/general/GlobalCompany/Check/TaxNumber/1234567890");
    const none = fakeFetch(() => new Response("", { status: 404 }));
    expect(await createNilveraIntegrator({ baseUrl: "https://x", apiKey: "k", fetch: none.f }).taxpayer("1")).toEqual({
      isUser: false,
      alias: null,
    });
    const err = fakeFetch(() => new Response("boom", { status: 500 }));
    expect(await createNilveraIntegrator({ baseUrl: "https://x", apiKey: "k", fetch: err.f }).taxpayer("1")).toEqual({
      error: "boom",
    });
  });
});
