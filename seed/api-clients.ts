// Demo API clients (only with SEED_DEMO, which env.server.ts refuses in production): the mobile
// app's public pair for the spec's POST /token { Name, Password }, and a partner that may book.
// Their secrets are in the README; real clients are created in the back office with random ones.
import type { Db } from "#app/server/db/client.server.ts";
import { apiClients } from "#app/server/db/schema.ts";
import { sha256Hex } from "#app/server/services/api-clients.server.ts";

export const DEMO_API_CLIENTS = [
  {
    clientId: "yolda-mobile",
    secret: "yolda-mobile-demo",
    name: "Yolda mobile app (demo)",
    scopes: ["public:read" as const],
    publicClient: true,
    rateLimitPerMinute: 600,
  },
  {
    clientId: "demo-partner",
    secret: "demo-partner-secret",
    name: "Demo travel agency",
    scopes: ["public:read" as const, "book" as const],
    publicClient: false,
    rateLimitPerMinute: 120,
  },
];

/**
 * The load test's client (decision 0145): only when the bench gives its secret (random per run), with
 * the demo seed (never in production). Its limit is the highest the table allows (100,000 a minute) so a benchmark measures the service, not
 * the limiter; every other client keeps its own limit.
 */
export const BENCH_API_CLIENT = {
  clientId: "yolda-bench",
  name: "Load test (bench/run.ts)",
  scopes: ["public:read" as const, "book" as const],
  publicClient: false,
  rateLimitPerMinute: 100_000,
};

/** Adds the demo clients that are missing (never changes one that exists). */
export async function seedDemoApiClients(db: Db, options: { benchSecret?: string | undefined } = {}): Promise<void> {
  const clients = [
    ...DEMO_API_CLIENTS,
    ...(options.benchSecret ? [{ ...BENCH_API_CLIENT, secret: options.benchSecret }] : []),
  ];
  await db
    .insert(apiClients)
    .values(
      clients.map(({ secret, ...client }) => ({
        ...client,
        secretHash: sha256Hex(secret),
        createdBy: "seed",
      })),
    )
    .onConflictDoNothing();
}
