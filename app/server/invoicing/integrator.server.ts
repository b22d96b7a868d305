// The integrator port (özel entegratör, decision 0073): what Yolda asks of the GİB-licensed
// company that signs, sends and keeps its invoices. The sandbox integrator inside the app plays it
// for tests and the demo (as the sandbox bank plays the bank); the Nilvera adapter speaks a real
// integrator's published REST API. INVOICE_INTEGRATOR picks one.
import type { InvoiceProfile } from "#app/domain/invoices/invoice.ts";

export type SendOutcome =
  | { kind: "accepted"; ref: string }
  /** The integrator or GİB refused the document; `reason` is shown to finance as given. */
  | { kind: "refused"; reason: string }
  /** No answer (timeout, 5xx, network): the sending job tries again later. */
  | { kind: "noAnswer"; error: string };

export type StatusAnswer =
  { kind: "accepted" | "refused" | "cancelled" | "processing"; reason?: string } | { kind: "unknown" };

export type CancelAnswer = { ok: true } | { ok: false; reason: string };

export type OutgoingInvoice = { ettn: string; number: string; profile: InvoiceProfile; xml: string };

export interface InvoiceIntegrator {
  readonly name: "sandbox" | "nilvera";
  send(invoice: OutgoingInvoice): Promise<SendOutcome>;
  status(invoice: Pick<OutgoingInvoice, "ettn" | "profile">): Promise<StatusAnswer>;
  /** e-Arşiv only (an e-Fatura is corrected by a return invoice); the caller checks the window. */
  cancelEArchive(invoice: Pick<OutgoingInvoice, "ettn" | "number">): Promise<CancelAnswer>;
  /** The taxpayer list: is this VKN an e-Fatura user, and under which alias (posta kutusu)? */
  taxpayer(vkn: string): Promise<{ isUser: boolean; alias: string | null } | { error: string }>;
}
