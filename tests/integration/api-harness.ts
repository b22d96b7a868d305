// The partner API on a fresh database (startApp, demo seed) for tests that call it over HTTP: a
// client with a high limit, its token, a rental window and a quote request.
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { addDays } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import { createApiClient } from "#app/server/services/api-clients.server.ts";
import { startApp, type StartedApp } from "#server/app.ts";
import { type AppEnvironment, appEnvironment } from "#tests/support/app-environment.ts";

const admin: StaffActor = { id: "staff-1", name: "Admin", email: "admin@yolda.test", role: "admin", officeIds: [] };

export interface ApiHarness {
  app: StartedApp;
  env: AppEnvironment;
  base: string;
  /** A new client with both scopes and a bearer token; its database id is `clientRef`. */
  partner(): Promise<{ clientRef: string; token: string }>;
  stop(): Promise<void>;
}

export async function startApiHarness(name: string): Promise<ApiHarness> {
  const env = await appEnvironment({ name, publicUrl: "http://api-test.yolda.test" });
  const app = await startApp({ build: () => Promise.reject(new Error("no page build")), buildVersion: "test" });
  const server = await new Promise<Server>((resolve) => {
    const s = app.app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    app,
    env,
    base,
    async partner() {
      const made = await createApiClient(app.services.database.db, admin, {
        clientId: `test-${randomBytes(4).toString("hex")}`,
        name: "Test partner",
        scopes: ["public:read", "book"],
        publicClient: false,
        rateLimitPerMinute: 10_000,
      });
      if (!made.ok) throw new Error(made.reason);
      const res = await fetch(`${base}/token`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Authorization: `Basic ${Buffer.from(`${made.client.clientId}:${made.secret}`).toString("base64")}`,
        },
        body: new URLSearchParams({ grant_type: "client_credentials" }),
      });
      const body = (await res.json()) as { access_token?: string };
      if (!body.access_token) throw new Error(`no token: ${res.status}`);
      return { clientRef: made.client.id, token: body.access_token };
    },
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await app.stop();
      await env.cleanup();
    },
  };
}

/** A quote request for a car 20 to 23 days ahead at IST (open around the clock). */
export function quoteRequest(modelId: number, offsetDays = 20) {
  const day = istanbulDate(new Date());
  return {
    pickupOffice: "IST",
    pickupAt: `${addDays(day, offsetDays)}T10:00`,
    returnAt: `${addDays(day, offsetDays + 3)}T10:00`,
    modelId,
  };
}

/** POSTs JSON with a bearer token and an Idempotency-Key. */
export async function postWithKey(base: string, token: string, path: string, key: string, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    replayed: res.headers.get("idempotent-replayed") === "true",
    json: (await res.json()) as Record<string, unknown>,
  };
}
