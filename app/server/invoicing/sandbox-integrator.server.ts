// The sandbox integrator: answers like an integrator, from the document alone, so every outcome
// can be produced on purpose (decision 0073):
//   - a buyer address containing "REDDET" is refused with the reason an integrator gives for a
//     buyer address GİB cannot read;
//   - a buyer address containing "YANITSIZ" gets no answer (the job retries with backoff);
//   - anything else is accepted; sending the same ETTN again returns the same reference (as
//     integrators answer a UUID they already hold), so a repeat can never make a second document.
// The taxpayer list: the demo and test tax numbers exampleVkn(4..9) are e-Fatura users.
import { exampleVkn } from "#app/domain/identity/vkn.ts";
import type { InvoiceIntegrator } from "./integrator.server.ts";

export const SANDBOX_REFUSE_MARK = "REDDET";
export const SANDBOX_SILENT_MARK = "YANITSIZ";
export const SANDBOX_REFUSAL_REASON =
  "Alıcı adresi okunamadı: cac:AccountingCustomerParty/cac:Party/cac:PostalAddress geçerli bir adres içermiyor.";

export const SANDBOX_EFATURA_USERS: ReadonlySet<string> = new Set([4, 5, 6, 7, 8, 9].map((seed) => exampleVkn(seed)));

function customerAddress(xml: string): string {
  const party = /<cac:AccountingCustomerParty>([\s\S]*?)<\/cac:AccountingCustomerParty>/.exec(xml)?.[1] ?? "";
  return /<cac:PostalAddress>([\s\S]*?)<\/cac:PostalAddress>/.exec(party)?.[1] ?? "";
}

export function createSandboxIntegrator(): InvoiceIntegrator {
  return {
    name: "sandbox",
    async send(invoice) {
      const address = customerAddress(invoice.xml).toLocaleUpperCase("tr-TR");
      if (address.includes(SANDBOX_SILENT_MARK))
        return { kind: "noAnswer", error: "sandbox integrator: no answer (timeout)" };
      if (address.includes(SANDBOX_REFUSE_MARK)) return { kind: "refused", reason: SANDBOX_REFUSAL_REASON };
      return { kind: "accepted", ref: `SBX-${invoice.ettn}` };
    },
    async status() {
      return { kind: "accepted" };
    },
    async cancelEArchive() {
      return { ok: true };
    },
    async taxpayer(vkn) {
      const isUser = SANDBOX_EFATURA_USERS.has(vkn);
      return { isUser, alias: isUser ? `urn:mail:defaultpk@${vkn}.sandbox` : null };
    },
  };
}
