// Builds the payment port the app uses, by PAYMENT_PROVIDER: EstV3 (the bank's endpoints when live;
// in sandbox mode the same adapter, whose XML API calls the sandbox bank answers in-process on our
// database) or iyzico's hosted checkout.
import type { Db } from "#app/server/db/client.server.ts";
import type { Env } from "#app/server/env.server.ts";
import {
  createPgLedgerStore,
  createPgSessionStore,
} from "#app/server/payments/sandbox-bank/sandbox-pg-store.server.ts";
import { createEstV3Gateway } from "./estv3-gateway.server.ts";
import { createEstV3Provider } from "./estv3-provider.server.ts";
import type { PaymentGateway, ThreeDSecureModel } from "./gateway.server.ts";
import { createIyzicoProvider } from "./iyzico-provider.server.ts";
import { handleApiRequest } from "./sandbox-bank/sandbox-api.server.ts";
import { sandboxInstalmentCounts } from "./sandbox-bank/sandbox-cards.server.ts";
import { ACS_LIFETIME_MS } from "./sandbox-bank/sandbox-gate.server.ts";
import type { SandboxBankDeps } from "./sandbox-bank/sandbox-store.server.ts";

export const SANDBOX_GATE_PATH = "/sandbox-bank/est3Dgate";
export const SANDBOX_API_PATH = "/sandbox-bank/fim/api";

export interface PaymentSetup {
  gateway: PaymentGateway;
  /** The sandbox bank's dependencies; null when live. */
  sandbox: SandboxBankDeps | null;
  /** How long the sandbox ACS page waits for the one-time code. */
  acsLifetimeMs: number;
}

type PaymentEnv = Pick<
  Env,
  | "PAYMENT_MODE"
  | "PAYMENT_MODEL"
  | "PAYMENT_GATE_URL"
  | "PAYMENT_API_URL"
  | "PAYMENT_CLIENT_ID"
  | "PAYMENT_STORE_KEY"
  | "PAYMENT_API_USER"
  | "PAYMENT_API_PASSWORD"
  | "PUBLIC_URL"
  | "APP_NAME"
> &
  Partial<Pick<Env, "PAYMENT_PROVIDER" | "IYZICO_API_KEY" | "IYZICO_SECRET_KEY" | "IYZICO_BASE_URL">>;

/** SANDBOX_ACS_SECONDS shortens the sandbox's 3-minute code window (browser tests of the timeout). */
export function sandboxAcsLifetimeMs(source: Record<string, string | undefined> = process.env): number {
  const raw = source.SANDBOX_ACS_SECONDS;
  if (raw === undefined || raw === "") return ACS_LIFETIME_MS;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600) {
    throw new Error("SANDBOX_ACS_SECONDS must be a whole number of seconds between 1 and 3600");
  }
  return seconds * 1000;
}

export function sandboxBankDeps(env: PaymentEnv, db: Db): SandboxBankDeps {
  return {
    merchants: [
      {
        clientId: env.PAYMENT_CLIENT_ID,
        name: `${env.APP_NAME} Araç Kiralama`,
        storeKey: env.PAYMENT_STORE_KEY,
        apiUser: env.PAYMENT_API_USER,
        apiPassword: env.PAYMENT_API_PASSWORD,
      },
    ],
    sessions: createPgSessionStore(db),
    ledger: createPgLedgerStore(db),
  };
}

/** A fetch that hands the request to the sandbox bank's XML API without leaving the process. */
export function sandboxFetch(deps: SandboxBankDeps, clock: () => Date = () => new Date()): typeof fetch {
  return async (_url, init) => {
    const body = new Uint8Array(await new Response(init?.body).arrayBuffer());
    const contentType = new Headers(init?.headers).get("content-type") ?? undefined;
    const answer = await handleApiRequest(deps, body, contentType, clock());
    return new Response(new Blob([new Uint8Array(answer.body)]), {
      status: answer.status,
      headers: { "content-type": answer.contentType },
    });
  };
}

export function createPaymentSetup(
  env: PaymentEnv,
  db: Db,
  options: { model?: ThreeDSecureModel; clock?: () => Date; acsLifetimeMs?: number } = {},
): PaymentSetup {
  const sandbox = env.PAYMENT_MODE === "sandbox" ? sandboxBankDeps(env, db) : null;
  const estv3 = createEstV3Gateway({
    gateUrl: env.PAYMENT_GATE_URL ?? SANDBOX_GATE_PATH,
    apiUrl: env.PAYMENT_API_URL ?? new URL(SANDBOX_API_PATH, env.PUBLIC_URL).href,
    clientId: env.PAYMENT_CLIENT_ID,
    storeKey: env.PAYMENT_STORE_KEY,
    apiUser: env.PAYMENT_API_USER,
    apiPassword: env.PAYMENT_API_PASSWORD,
    model: options.model ?? env.PAYMENT_MODEL,
    // The sandbox bank's BIN table says which instalments a test card allows; a live bank's list
    // is not wired yet, so live EstV3 takes single payments only (decision 0044).
    ...(sandbox ? { fetch: sandboxFetch(sandbox, options.clock), instalmentCounts: sandboxInstalmentCounts } : {}),
  });
  // PAYMENT_PROVIDER picks the adapter; the sandbox bank stays mounted for EstV3 tests and demos.
  const gateway =
    env.PAYMENT_PROVIDER === "iyzico"
      ? createIyzicoProvider({
          apiKey: env.IYZICO_API_KEY ?? "",
          secretKey: env.IYZICO_SECRET_KEY ?? "",
          baseUrl: env.IYZICO_BASE_URL ?? "",
        })
      : createEstV3Provider(estv3);
  return { gateway, sandbox, acsLifetimeMs: options.acsLifetimeMs ?? sandboxAcsLifetimeMs() };
}

const setups = new WeakMap<Db, PaymentSetup>();

/** One setup per database handle (that is, per process). */
export function paymentSetupFor(env: PaymentEnv, db: Db): PaymentSetup {
  let setup = setups.get(db);
  if (!setup) {
    setup = createPaymentSetup(env, db);
    setups.set(db, setup);
  }
  return setup;
}
