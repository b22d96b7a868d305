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

/** Adds the demo clients that are missing (never changes one that exists). */
export async function seedDemoApiClients(db: Db): Promise<void> {
  await db
    .insert(apiClients)
    .values(
      DEMO_API_CLIENTS.map(({ secret, ...client }) => ({
        ...client,
        secretHash: sha256Hex(secret),
        createdBy: "seed",
      })),
    )
    .onConflictDoNothing();
}
