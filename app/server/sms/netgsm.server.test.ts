import { describe, expect, it } from "vitest";
import { netgsmProvider } from "./netgsm.server.ts";

function fakeFetch(status: number, answer: unknown, seen: { url?: string; init?: RequestInit }[]) {
  return (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return new Response(JSON.stringify(answer), { status, headers: { "content-type": "application/json" } });
  }) as unknown as typeof fetch;
}

const config = { baseUrl: "https://api.netgsm.test/", userCode: "8502220000", password: "s3cret", header: "YOLDA" };

describe("the Netgsm-shaped SMS adapter", () => {
  it("posts REST v2 JSON with Basic auth, TR encoding for Turkish letters, informational İYS filter", async () => {
    const seen: { url?: string; init?: RequestInit }[] = [];
    const provider = netgsmProvider({
      ...config,
      fetch: fakeFetch(200, { code: "00", jobid: "17377215342605050417149344", description: "queued" }, seen),
    });
    const result = await provider.send({ to: "+905321112233", text: "Rezervasyonunuz onaylandı", encoding: "ucs2" });
    expect(result).toEqual({ ok: true, providerMessageId: "17377215342605050417149344" });
    expect(seen[0]?.url).toBe("https://api.netgsm.test/sms/rest/v2/send");
    const headers = seen[0]?.init?.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from("8502220000:s3cret").toString("base64")}`);
    expect(JSON.parse(String(seen[0]?.init?.body))).toEqual({
      msgheader: "YOLDA",
      encoding: "TR",
      iysfilter: "0",
      messages: [{ msg: "Rezervasyonunuz onaylandı", no: "905321112233" }],
    });
  });

  it("a refused header or credentials is permanent; a server error is retried", async () => {
    const header = netgsmProvider({ ...config, fetch: fakeFetch(406, { code: "40", description: "header" }, []) });
    expect(await header.send({ to: "+905321112233", text: "x", encoding: "gsm7" })).toMatchObject({
      ok: false,
      permanent: true,
    });
    const down = netgsmProvider({ ...config, fetch: fakeFetch(503, { code: "" }, []) });
    expect(await down.send({ to: "+905321112233", text: "x", encoding: "gsm7" })).toMatchObject({
      ok: false,
      permanent: false,
    });
    const unreachable = netgsmProvider({
      ...config,
      fetch: (async () => {
        throw new TypeError("fetch failed");
      }) as unknown as typeof fetch,
    });
    expect(await unreachable.send({ to: "+905321112233", text: "x", encoding: "gsm7" })).toMatchObject({
      ok: false,
      permanent: false,
    });
  });
});
