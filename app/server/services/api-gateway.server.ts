// What every API call goes through besides its use case: the client's rate limit (a PostgreSQL
// counter every app server shares), the call log, and idempotency keys on creating POSTs (the
// first answer is stored and replayed; the primary key makes one request the owner of a key).
import { createHash } from "node:crypto";
import type { Db } from "#app/server/db/client.server.ts";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteExpiredApiTokens,
  deleteOldApiCalls,
  deleteOldIdempotencyKeys,
  findIdempotencyKey,
  insertApiCall,
  releaseIdempotencyKey,
} from "#app/server/repositories/api-clients.server.ts";
import { hitRateLimit, ipRateLimitKey, type RateLimitDecision } from "#app/server/security/rate-limit.server.ts";
import type { Caller } from "./api-clients.server.ts";

export const API_WINDOW_SECONDS = 60;
/** Token requests per client address per minute (guessing secrets is slow). */
export const TOKEN_REQUESTS_PER_MINUTE = 30;
/** How long an idempotency key's answer is kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** How long the call log is kept. */
export const API_CALL_LOG_DAYS = 90;

export function limitCall(db: Db, caller: Caller, now: Date): Promise<RateLimitDecision> {
  return hitRateLimit(db, {
    key: `api:client:${caller.clientRef}`,
    limit: caller.rateLimitPerMinute,
    windowSeconds: API_WINDOW_SECONDS,
    now,
  });
}

export function limitTokenRequests(db: Db, ip: string, now: Date): Promise<RateLimitDecision> {
  return hitRateLimit(db, {
    key: ipRateLimitKey(ip, "api-token"),
    limit: TOKEN_REQUESTS_PER_MINUTE,
    windowSeconds: API_WINDOW_SECONDS,
    now,
  });
}

export async function logApiCall(
  db: Db,
  call: {
    clientRef: string | null;
    method: string;
    route: string;
    status: number;
    durationMs: number;
    requestId: string;
    at: Date;
  },
): Promise<void> {
  await insertApiCall(db, { ...call, durationMs: Math.max(0, Math.round(call.durationMs)) });
}

/** The same request means the same operation with the same body (canonical JSON, keys sorted). */
export function requestFingerprint(operation: string, body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
          )
        : value;
  return createHash("sha256")
    .update(`${operation}\n${JSON.stringify(canonical(body))}`)
    .digest("hex");
}

export type IdempotencyStart =
  | { kind: "first" }
  | { kind: "replay"; status: number; body: unknown }
  /** The first request with this key has not answered yet. */
  | { kind: "inProgress" }
  /** The key was used for a different request. */
  | { kind: "mismatch" };

export async function beginIdempotent(
  db: Db,
  input: { clientRef: string; key: string; operation: string; body: unknown; now: Date },
): Promise<IdempotencyStart> {
  const requestHash = requestFingerprint(input.operation, input.body);
  const claimed = await claimIdempotencyKey(db, {
    clientRef: input.clientRef,
    key: input.key,
    operation: input.operation,
    requestHash,
    createdAt: input.now,
  });
  if (claimed) return { kind: "first" };
  const row = await findIdempotencyKey(db, input.clientRef, input.key);
  // Released between our insert and read (the first one failed): the client may simply retry.
  if (!row) return { kind: "inProgress" };
  if (row.requestHash !== requestHash || row.operation !== input.operation) return { kind: "mismatch" };
  if (row.status === null) return { kind: "inProgress" };
  return { kind: "replay", status: row.status, body: row.body };
}

/**
 * Keeps the first answer (as the HTTP layer sent it) under its key for replays. The HTTP layer
 * decides which answers are kept: a failure on our side is released (abandonIdempotent) instead.
 */
export async function finishIdempotent(
  db: Db,
  input: { clientRef: string; key: string; status: number; body: unknown; now: Date },
): Promise<void> {
  await completeIdempotencyKey(db, input.clientRef, input.key, {
    status: input.status,
    body: input.body,
    at: input.now,
  });
}

export function abandonIdempotent(db: Db, clientRef: string, key: string): Promise<void> {
  return releaseIdempotencyKey(db, clientRef, key);
}

/** Clean-up for the jobs: expired tokens, idempotency answers older than a day, calls older than 90 days. */
export async function cleanUpApiRows(db: Db, now: Date): Promise<{ tokens: number; keys: number; calls: number }> {
  const tokens = await deleteExpiredApiTokens(db, now);
  const keys = await deleteOldIdempotencyKeys(db, new Date(now.getTime() - IDEMPOTENCY_TTL_MS));
  const calls = await deleteOldApiCalls(db, new Date(now.getTime() - API_CALL_LOG_DAYS * 24 * 3600_000));
  return { tokens, keys, calls };
}
