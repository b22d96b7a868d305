// Issuer decisions and the bank's ledger of sales, shared by the 3D gate (3d_pay) and the XML API (3d).
import { ISSUER_CODES, type SandboxCardBrand, type SandboxCardOutcome } from "./sandbox-cards.server.ts";
import type { SandboxAcsSession, SandboxLedgerEntry, SandboxLedgerStore } from "./sandbox-store.server.ts";
import { newAuthCode, newHostRefNum, newTransId } from "./sandbox-values.server.ts";

export type IssuerOutcome = keyof typeof ISSUER_CODES;

const ISSUER_MESSAGES: Readonly<Record<IssuerOutcome, { tr: string; en: string }>> = {
  approved: { tr: "", en: "" },
  declined: { tr: "Red-Onaylanmadı", en: "Declined" },
  insufficient_funds: { tr: "Yetersiz bakiye", en: "Insufficient funds" },
  expired: { tr: "Kartın süresi dolmuş", en: "Expired card" },
};

export function isIssuerOutcome(outcome: SandboxCardOutcome): outcome is IssuerOutcome {
  return outcome in ISSUER_CODES;
}

export function issuerMessage(outcome: IssuerOutcome, lang: "tr" | "en"): string {
  return ISSUER_MESSAGES[outcome][lang];
}

export interface SaleInput {
  clientId: string;
  orderId: string;
  amountKurus: number;
  instalments: number;
  maskedPan: string;
  brand: SandboxCardBrand;
  outcome: IssuerOutcome;
  /** TranType PreAuth: the amount is held on the card (status authorized), nothing captured yet. */
  preAuth?: boolean;
}

/** The ledger row of a sale the issuer approved (captured) or refused (declined). */
export function newSaleEntry(input: SaleInput, now: Date): SandboxLedgerEntry {
  const approved = input.outcome === "approved";
  const transId = newTransId(now);
  const held = input.preAuth === true;
  return {
    clientId: input.clientId,
    orderId: input.orderId,
    status: approved ? (held ? "authorized" : "captured") : "declined",
    procReturnCode: ISSUER_CODES[input.outcome],
    transId,
    authCode: approved ? newAuthCode() : "",
    hostRefNum: newHostRefNum(),
    maskedPan: input.maskedPan,
    brand: input.brand,
    amountKurus: input.amountKurus,
    instalments: input.instalments,
    capturedKurus: approved && !held ? input.amountKurus : 0,
    refundedKurus: 0,
    authAt: now.toISOString(),
    voidAt: null,
    movements: approved
      ? [{ type: held ? "PreAuth" : "Auth", transId, amountKurus: input.amountKurus, at: now.toISOString() }]
      : [],
    version: 1,
  };
}

/** Writes a sale; an order id that already holds a live sale is a duplicate, a declined one may be retried. */
export async function recordSale(
  store: SandboxLedgerStore,
  entry: SandboxLedgerEntry,
): Promise<"recorded" | "duplicate"> {
  if (await store.insert(entry)) return "recorded";
  const existing = await store.get(entry.clientId, entry.orderId);
  if (!existing || existing.status !== "declined") return "duplicate";
  const replaced = await store.replace({ ...entry, version: existing.version + 1 }, existing.version);
  return replaced ? "recorded" : "duplicate";
}

/** True when the order already holds a sale that was not declined. */
export async function hasLiveSale(store: SandboxLedgerStore, clientId: string, orderId: string): Promise<boolean> {
  const existing = await store.get(clientId, orderId);
  return existing !== undefined && existing.status !== "declined";
}

/** The transaction the merchant's signed form asked for (Auth, or PreAuth: hold the amount only). */
export function tranTypeOf(session: SandboxAcsSession): "Auth" | "PreAuth" {
  return session.echo.some(([name, value]) => name === "TranType" && value === "PreAuth") ? "PreAuth" : "Auth";
}
