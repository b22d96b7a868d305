// API clients and their tokens (docs/decisions/0039-api-clients-and-tokens.md). Only an admin
// (permission api_clients.manage) creates, rotates and revokes clients in the back office; every
// change writes an audit entry in the same transaction. Secrets and tokens are random, shown once
// and stored only as SHA-256 hashes, so any app server can check them and a copy of the database
// gives none of them away.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { type ApiScope, grantScopes } from "#app/domain/api/api-access.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  type ApiClientRow,
  deleteClientTokens,
  findApiClientByClientId,
  findLiveToken,
  type LiveToken,
  insertApiClient,
  insertApiToken,
  listApiClientsWithUse,
  lockApiClient,
  markApiClientRevoked,
  updateApiClientSecret,
} from "#app/server/repositories/api-clients.server.ts";
import { audit, requireAllowed } from "./staff/staff-access.server.ts";

/** How long a bearer token lives (seconds): short, a client asks for a new one when it runs out. */
export const TOKEN_TTL_SECONDS = 3600;
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 120;

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What the back office shows of a client (never its secret or hash). */
export type ApiClientView = {
  id: string;
  clientId: string;
  name: string;
  scopes: ApiScope[];
  publicClient: boolean;
  rateLimitPerMinute: number;
  createdAt: Date;
  createdBy: string;
  rotatedAt: Date | null;
  revokedAt: Date | null;
  revokedBy: string | null;
};

function viewOf(row: ApiClientRow): ApiClientView {
  return {
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    scopes: row.scopes,
    publicClient: row.publicClient,
    rateLimitPerMinute: row.rateLimitPerMinute,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    rotatedAt: row.rotatedAt,
    revokedAt: row.revokedAt,
    revokedBy: row.revokedBy,
  };
}

export type NewClientInput = {
  clientId: string;
  name: string;
  scopes: readonly ApiScope[];
  /** Credentials shipped inside an app (the spec's Name/Password): read-only, whatever was asked. */
  publicClient: boolean;
  rateLimitPerMinute: number;
};

export type CreateClientResult =
  { ok: true; client: ApiClientView; secret: string } | { ok: false; reason: "clientIdTaken" | "publicClientReadOnly" };

export async function createApiClient(
  db: Db,
  actor: StaffActor,
  input: NewClientInput,
  now: Date = new Date(),
): Promise<CreateClientResult> {
  requireAllowed(actor, "api_clients.manage");
  const scopes = [...new Set(input.scopes)];
  if (input.publicClient && scopes.some((s) => s !== "public:read"))
    return { ok: false, reason: "publicClientReadOnly" };
  const secret = newSecret();
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await insertApiClient(tx, {
      clientId: input.clientId,
      name: input.name,
      secretHash: sha256Hex(secret),
      scopes,
      publicClient: input.publicClient,
      rateLimitPerMinute: input.rateLimitPerMinute,
      createdAt: now,
      createdBy: actor.id,
    });
    if (!row) return { ok: false as const, reason: "clientIdTaken" as const };
    const client = viewOf(row);
    await audit(tx, actor, { action: "api_client.create", entityType: "api_client", entityId: row.id, after: client });
    return { ok: true as const, client, secret };
  });
}

export type ChangeClientResult =
  { ok: true; client: ApiClientView; secret?: string } | { ok: false; reason: "notFound" | "revoked" };

/** A new secret (shown once); the old one and every token issued with it stop working at once. */
export async function rotateApiClientSecret(
  db: Db,
  actor: StaffActor,
  id: string,
  now: Date = new Date(),
): Promise<ChangeClientResult> {
  requireAllowed(actor, "api_clients.manage");
  const secret = newSecret();
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await lockApiClient(tx, id);
    if (!row) return { ok: false as const, reason: "notFound" as const };
    if (row.revokedAt) return { ok: false as const, reason: "revoked" as const };
    await updateApiClientSecret(tx, id, sha256Hex(secret), now);
    const tokens = await deleteClientTokens(tx, id);
    const client = { ...viewOf(row), rotatedAt: now };
    await audit(tx, actor, {
      action: "api_client.rotate",
      entityType: "api_client",
      entityId: id,
      note: `tokens ended: ${tokens}`,
    });
    return { ok: true as const, client, secret };
  });
}

/** Revoked for good: its tokens end now and no new token is issued. Revoking twice changes nothing. */
export async function revokeApiClient(
  db: Db,
  actor: StaffActor,
  id: string,
  now: Date = new Date(),
): Promise<ChangeClientResult> {
  requireAllowed(actor, "api_clients.manage");
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await lockApiClient(tx, id);
    if (!row) return { ok: false as const, reason: "notFound" as const };
    if (row.revokedAt) return { ok: true as const, client: viewOf(row) };
    await markApiClientRevoked(tx, id, actor.id, now);
    const tokens = await deleteClientTokens(tx, id);
    const client = { ...viewOf(row), revokedAt: now, revokedBy: actor.id };
    await audit(tx, actor, {
      action: "api_client.revoke",
      entityType: "api_client",
      entityId: id,
      before: viewOf(row),
      after: client,
      note: `tokens ended: ${tokens}`,
    });
    return { ok: true as const, client };
  });
}

export type ApiClientListEntry = ApiClientView & { callsLast24h: number; lastCallAt: Date | null };

export async function listApiClients(db: Db, actor: StaffActor, now: Date = new Date()): Promise<ApiClientListEntry[]> {
  requireAllowed(actor, "api_clients.manage");
  const rows = await listApiClientsWithUse(db, new Date(now.getTime() - 24 * 3600_000));
  return rows.map((r) => ({
    ...viewOf(r.client),
    callsLast24h: r.calls,
    lastCallAt: r.lastCallAt ? new Date(r.lastCallAt as unknown as string) : null,
  }));
}

// ----------------------------------------------------------------------------------------------
// Tokens (OAuth 2.0 client credentials, RFC 6749 section 4.4)

export type TokenRequest = {
  clientId: string;
  clientSecret: string;
  /** The `scope` parameter, space separated; empty = every scope of the client. */
  scope?: string | null;
  /** The spec's Name/Password pair: accepted only for public (read-only) clients. */
  legacy?: boolean;
};

export type IssuedToken = { accessToken: string; expiresIn: number; scopes: ApiScope[]; clientRef: string };

export type TokenResult =
  | { ok: true; token: IssuedToken }
  /** RFC 6749 5.2 error codes. */
  | { ok: false; error: "invalid_client" | "invalid_scope" };

export async function issueToken(db: Db, request: TokenRequest, now: Date = new Date()): Promise<TokenResult> {
  const client = request.clientId ? await findApiClientByClientId(db, request.clientId) : null;
  // The hash is compared even for an unknown id, so the answer takes as long either way.
  const given = sha256Hex(request.clientSecret);
  const matches = sameHash(client?.secretHash ?? "0".repeat(64), given);
  if (!client || !matches || client.revokedAt) return { ok: false, error: "invalid_client" };
  if (request.legacy && !client.publicClient) return { ok: false, error: "invalid_client" };
  const scopes = grantScopes(request.scope, client.scopes);
  if (!scopes) return { ok: false, error: "invalid_scope" };
  const accessToken = `yat_${randomBytes(32).toString("base64url")}`;
  await insertApiToken(db, {
    tokenHash: sha256Hex(accessToken),
    clientRef: client.id,
    scopes,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000),
  });
  return { ok: true, token: { accessToken, expiresIn: TOKEN_TTL_SECONDS, scopes, clientRef: client.id } };
}

export type Caller = { clientRef: string; clientId: string; scopes: ApiScope[]; rateLimitPerMinute: number };

/** The caller of a live token as the repository finds it (findLiveToken, admitApiCall). */
export function callerOf(found: LiveToken): Caller {
  return {
    clientRef: found.client.id,
    clientId: found.client.clientId,
    scopes: found.scopes,
    rateLimitPerMinute: found.client.rateLimitPerMinute,
  };
}

/** The caller a bearer token names, or null (unknown, expired, or its client revoked or rotated). */
export async function authenticateBearer(db: Db, token: string, now: Date = new Date()): Promise<Caller | null> {
  if (!token) return null;
  const found = await findLiveToken(db, sha256Hex(token), now);
  return found ? callerOf(found) : null;
}
