// What the sandbox bank persists, and the repository ports it persists through.
// No record here ever holds a card number, CVV or expiry date.
import type { SandboxCardBrand, SandboxCardOutcome } from "./sandbox-cards.server.ts";

export interface SandboxMerchant {
  clientId: string;
  name: string;
  storeKey: string;
  apiUser: string;
  apiPassword: string;
}

export type AcsState = "challenge" | "authenticated" | "failed" | "completed";

/** One 3-D Secure authentication, from the gate post to the callback (and, for `3d`, provisioning). */
export interface SandboxAcsSession {
  id: string;
  clientId: string;
  orderId: string;
  storeType: "3d_pay" | "3d";
  amountKurus: number;
  /** The instalments (taksit) the merchant asked for; 1 = single payment (absent in older records). */
  instalments?: number;
  lang: "tr" | "en";
  okUrl: string;
  failUrl: string;
  maskedPan: string;
  brand: SandboxCardBrand;
  /** What the issuer will answer once the card holder is authenticated. */
  outcome: SandboxCardOutcome;
  oneTimeCode: string;
  createdAt: string;
  expiresAt: string;
  attemptsLeft: number;
  /** The merchant's request fields to echo back, card fields already removed. */
  echo: Array<[string, string]>;
  state: AcsState;
  md: string | null;
  xid: string | null;
  eci: string | null;
  cavv: string | null;
  /** Optimistic concurrency: each replace must name the version it read. */
  version: number;
}

/** "authorized": a pre-authorisation (PreAuth) holds the amount on the card until PostAuth or Void. */
export type LedgerStatus = "authorized" | "captured" | "voided" | "declined";

export interface SandboxLedgerMovement {
  type: "Auth" | "PreAuth" | "PostAuth" | "Void" | "Credit";
  transId: string;
  amountKurus: number;
  at: string;
}

/** The bank's record of one order: what was charged, voided and refunded. */
export interface SandboxLedgerEntry {
  clientId: string;
  orderId: string;
  status: LedgerStatus;
  procReturnCode: string;
  transId: string;
  authCode: string;
  hostRefNum: string;
  maskedPan: string;
  brand: SandboxCardBrand;
  amountKurus: number;
  /** Instalments the sale was split into; 1 = single payment (absent in older records). */
  instalments?: number;
  capturedKurus: number;
  refundedKurus: number;
  authAt: string;
  voidAt: string | null;
  movements: SandboxLedgerMovement[];
  version: number;
}

export interface SandboxSessionStore {
  get(id: string): Promise<SandboxAcsSession | undefined>;
  findByMd(md: string): Promise<SandboxAcsSession | undefined>;
  insert(session: SandboxAcsSession): Promise<void>;
  /** Writes `next` only if the stored version is still `expectedVersion`; false otherwise. */
  replace(next: SandboxAcsSession, expectedVersion: number): Promise<boolean>;
}

export interface SandboxLedgerStore {
  get(clientId: string, orderId: string): Promise<SandboxLedgerEntry | undefined>;
  /** Adds a new order; false when (clientId, orderId) already exists. */
  insert(entry: SandboxLedgerEntry): Promise<boolean>;
  /** Writes `next` only if the stored version is still `expectedVersion`; false otherwise. */
  replace(next: SandboxLedgerEntry, expectedVersion: number): Promise<boolean>;
  /** Every order of the merchant (the day-end file picks the day's movements; decision 0075). */
  list(clientId: string): Promise<SandboxLedgerEntry[]>;
}

export interface SandboxBankDeps {
  merchants: readonly SandboxMerchant[];
  sessions: SandboxSessionStore;
  ledger: SandboxLedgerStore;
}

export function findMerchant(deps: SandboxBankDeps, clientId: string): SandboxMerchant | undefined {
  return deps.merchants.find((m) => m.clientId === clientId);
}
