// Which integrator the invoices go to (INVOICE_INTEGRATOR, decision 0073) and the site's address
// printed on them. Read once per process from the validated environment.
import { type Env, parseEnv } from "#app/server/env.server.ts";
import type { InvoicingDeps } from "./invoice-issuing.server.ts";
import { createNilveraIntegrator } from "./nilvera-integrator.server.ts";
import { createSandboxIntegrator } from "./sandbox-integrator.server.ts";

export type InvoicingEnv = Pick<Env, "INVOICE_INTEGRATOR" | "NILVERA_API_KEY" | "NILVERA_BASE_URL" | "PUBLIC_URL">;

export function createInvoicing(env: InvoicingEnv): InvoicingDeps {
  const integrator =
    env.INVOICE_INTEGRATOR === "nilvera"
      ? createNilveraIntegrator({ baseUrl: env.NILVERA_BASE_URL, apiKey: env.NILVERA_API_KEY ?? "" })
      : createSandboxIntegrator();
  return { integrator, publicUrl: env.PUBLIC_URL };
}

let fromEnv: InvoicingDeps | null = null;

/** The process's invoicing, from its environment (the desk and cancellation hooks use it). */
export function defaultInvoicing(): InvoicingDeps {
  fromEnv ??= createInvoicing(parseEnv());
  return fromEnv;
}
