// An adapter shaped on Nilvera's published REST API (developer.nilvera.com, decision 0073):
// Bearer API key; the signed-by-integrator UBL goes as a file to /earchive/Send/Xml or
// /einvoice/Send/Xml (with the buyer's alias), status from /{earchive|einvoice}/Invoices/{UUID}/Status,
// e-Arşiv cancellation at /earchive/Invoices/Cancel, the taxpayer list at
// /general/GlobalCompany/Check/TaxNumber/{vkn}. 4xx answers are refusals with Nilvera's message;
// 5xx, timeouts and network errors are "no answer" (retried). Not yet run against Nilvera's test
// server: the field names follow the documentation and are checked with a fake fetch only.
import type { InvoiceIntegrator, SendOutcome } from "./integrator.server.ts";

export type NilveraConfig = { baseUrl: string; apiKey: string; fetch?: typeof fetch; timeoutMs?: number };

type NilveraError = { Errors?: { Code?: number | string; Description?: string; Detail?: string }[]; Message?: string };

async function messageOf(res: Response): Promise<string> {
  const text = await res.text();
  try {
    const body = JSON.parse(text) as NilveraError;
    const first = body.Errors?.[0];
    return (
      [first?.Code, first?.Description, first?.Detail, body.Message].filter(Boolean).join(" ") || `HTTP ${res.status}`
    );
  } catch {
    return text.slice(0, 300) || `HTTP ${res.status}`;
  }
}

export function createNilveraIntegrator(config: NilveraConfig): InvoiceIntegrator {
  const doFetch = config.fetch ?? fetch;
  const base = config.baseUrl.replace(/\/$/, "");
  const call = (path: string, init: RequestInit = {}) =>
    doFetch(`${base}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${config.apiKey}`, Accept: "application/json", ...(init.headers ?? {}) },
      signal: AbortSignal.timeout(config.timeoutMs ?? 20_000),
    });
  const area = (profile: string) => (profile === "EARSIVFATURA" ? "earchive" : "einvoice");

  return {
    name: "nilvera",
    async send(invoice): Promise<SendOutcome> {
      try {
        const form = new FormData();
        form.append("file", new Blob([invoice.xml], { type: "application/xml" }), `${invoice.ettn}.xml`);
        const res = await call(`/${area(invoice.profile)}/Send/Xml`, { method: "POST", body: form });
        if (res.ok) {
          const body = (await res.json()) as { UUID?: string; InvoiceNumber?: string };
          return { kind: "accepted", ref: body.UUID ?? invoice.ettn };
        }
        // 409: Nilvera already holds this UUID: the earlier send went through.
        if (res.status === 409) return { kind: "accepted", ref: invoice.ettn };
        if (res.status >= 400 && res.status < 500) return { kind: "refused", reason: await messageOf(res) };
        return { kind: "noAnswer", error: `HTTP ${res.status}` };
      } catch (error) {
        return { kind: "noAnswer", error: error instanceof Error ? error.message : String(error) };
      }
    },
    async status(invoice) {
      try {
        const res = await call(`/${area(invoice.profile)}/Invoices/${invoice.ettn}/Status`);
        if (!res.ok) return { kind: "unknown" };
        const body = (await res.json()) as { StatusCode?: string; StatusDetail?: string };
        const code = (body.StatusCode ?? "").toLowerCase();
        if (code === "succeed") return { kind: "accepted" };
        if (code === "error") return { kind: "refused", reason: body.StatusDetail ?? "" };
        if (code === "cancel" || code === "canceled") return { kind: "cancelled" };
        return { kind: "processing" };
      } catch {
        return { kind: "unknown" };
      }
    },
    async cancelEArchive(invoice) {
      try {
        const res = await call("/earchive/Invoices/Cancel", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify([invoice.ettn]),
        });
        return res.ok ? { ok: true } : { ok: false, reason: await messageOf(res) };
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
    async taxpayer(vkn) {
      try {
        const res = await call(`/general/GlobalCompany/Check/TaxNumber/${encodeURIComponent(vkn)}`);
        if (res.status === 404) return { isUser: false, alias: null };
        if (!res.ok) return { error: await messageOf(res) };
        const body = (await res.json()) as { Name?: string; DocumentType?: string; Aliases?: { Name?: string }[] }[];
        const invoiceAlias = body.find((a) => (a.DocumentType ?? "Invoice") === "Invoice");
        return invoiceAlias ? { isUser: true, alias: invoiceAlias.Name ?? null } : { isUser: false, alias: null };
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
