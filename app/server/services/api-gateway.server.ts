// What every API call goes through besides its use case: the client's rate limit (a PostgreSQL
// counter every app server shares), the call log, and idempotency keys on creating POSTs (the
// first answer is stored and replayed; the primary key makes one request the owner of a key).
import { ownTransaction, readTogether } from "#app/server/db/reads.server.ts";
import { createHash } from "node:crypto";
import type { Db } from "#app/server/db/client.server.ts";
import {
  admitApiCall,
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteExpiredApiTokens,
  deleteOldApiCalls,
  deleteOldIdempotencyKeys,
  findIdempotencyKey,
  insertApiCalls,
  setLockTimeout,
  storeIdempotentQuoteAnswer,
  takeOverStaleIdempotencyKey,
} from "#app/server/repositories/api-clients.server.ts";
import type { QuoteRow } from "#app/server/repositories/quotes.server.ts";
import {
  fixedWindow,
  hitRateLimit,
  ipRateLimitKey,
  type RateLimitDecision,
  releaseRateLimitSlot,
  takeRateLimitSlot,
} from "#app/server/security/rate-limit.server.ts";
import { type Caller, callerOf, sha256Hex } from "./api-clients.server.ts";

export const API_WINDOW_SECONDS = 60;
/**
 * Token requests per client address per minute, right or wrong: a flood from one address. A
 * partner's servers ask a token an hour; an address several partners share (a NAT, a cloud
 * egress) stays far below it.
 */
export const TOKEN_REQUESTS_PER_MINUTE = 120;
/**
 * Wrong secrets for one client per minute, from every address together: guessing a client's
 * secret from many addresses is as slow as from one. Past it, that client's secret is not checked
 * until the minute ends (429), right or wrong: the price is that a partner under such an attack
 * waits for the next minute (docs/decisions/0039).
 */
export const WRONG_TOKEN_SECRETS_PER_CLIENT = 20;
/**
 * Wrong secrets for one client from one address per minute: what one address can spend of the
 * client's allowance. Counted per client, so wrong tries from an address a partner shares (for
 * other client ids, or unknown ones) never lock that partner out.
 */
export const WRONG_TOKEN_SECRETS_PER_CLIENT_AND_ADDRESS = 10;
/** How long an idempotency key's answer is kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** How long the call log is kept. */
export const API_CALL_LOG_DAYS = 90;

/** A client's rate-limit counter is this and its id. */
const CLIENT_LIMIT_PREFIX = "api:client:";

/**
 * The caller of a bearer token (as authenticateBearer finds it) with this call counted on its
 * client's per-minute limit, in one statement (admit_api_call: decisions 0158 and 0164). Null for a
 * token that is unknown, expired or whose client was revoked; then nothing is counted.
 */
export async function admitBearer(
  db: Db,
  token: string,
  now: Date,
): Promise<{ caller: Caller; decision: RateLimitDecision } | null> {
  if (!token) return null;
  const window = fixedWindow(API_WINDOW_SECONDS, now);
  const admitted = await admitApiCall(db, {
    tokenHash: sha256Hex(token),
    now,
    limitKeyPrefix: CLIENT_LIMIT_PREFIX,
    windowStart: window.start,
  });
  if (!admitted) return null;
  return { caller: callerOf(admitted), decision: window.decide(admitted.hits, admitted.client.rateLimitPerMinute) };
}

export function limitTokenRequests(db: Db, ip: string, now: Date): Promise<RateLimitDecision> {
  return hitRateLimit(db, {
    key: ipRateLimitKey(ip, "api-token"),
    limit: TOKEN_REQUESTS_PER_MINUTE,
    windowSeconds: API_WINDOW_SECONDS,
    now,
  });
}

/** The rate limit key of a client id as typed (any length and characters: hashed). */
function clientKey(clientId: string): string {
  return createHash("sha256").update(clientId).digest("base64url").slice(0, 22);
}

export type GuardedTokenTry<T> = { limited: false; result: T } | { limited: true; retryAfterSeconds: number };

/**
 * Checks a client's secret (`check`) only while the client has wrong tries left this minute, from
 * every address and from this one. A slot of each is taken before the check (one statement each,
 * so parallel tries never get more checks than the limits) and given back when the secret was right.
 */
export async function guardTokenTry<T>(
  db: Db,
  attempt: { clientId: string; ip: string; now: Date },
  check: () => Promise<T>,
  wasWrong: (result: T) => boolean,
): Promise<GuardedTokenTry<T>> {
  const client = clientKey(attempt.clientId);
  const slots = [
    { key: `api-token-wrong:${client}`, limit: WRONG_TOKEN_SECRETS_PER_CLIENT },
    { key: ipRateLimitKey(attempt.ip, `api-token-wrong:${client}`), limit: WRONG_TOKEN_SECRETS_PER_CLIENT_AND_ADDRESS },
  ];
  const taken: typeof slots = [];
  const giveBack = () =>
    readTogether(
      db,
      taken.map(
        (slot) => () =>
          releaseRateLimitSlot(db, { key: slot.key, windowSeconds: API_WINDOW_SECONDS, now: attempt.now }),
      ),
    );
  for (const slot of slots) {
    const decision = await takeRateLimitSlot(db, { ...slot, windowSeconds: API_WINDOW_SECONDS, now: attempt.now });
    if (!decision.taken) {
      await giveBack();
      return { limited: true, retryAfterSeconds: decision.retryAfterSeconds };
    }
    taken.push(slot);
  }
  const result = await check();
  if (!wasWrong(result)) await giveBack();
  return { limited: false, result };
}

export type ApiCall = {
  clientRef: string | null;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  requestId: string;
  at: Date;
};

/** How long a logged call waits for others to be written with (decision 0158). */
export const CALL_LOG_DELAY_MS = 200;
/** The most calls one insert writes. */
export const CALL_LOG_BATCH = 500;

export type ApiCallLog = {
  /** Queues the call; it is written within CALL_LOG_DELAY_MS, with the others queued by then. */
  log(call: ApiCall): void;
  /** Writes what is queued now (on shutdown, and in tests). */
  flush(): Promise<void>;
};

/**
 * The call log, written in batches (decision 0158): one insert per CALL_LOG_DELAY_MS (or per
 * CALL_LOG_BATCH calls) instead of one per call, which on the embedded database was a third of
 * an availability call's time. A server that dies loses at most the calls of its last 200 ms from
 * the log (not their answers, nor anything they booked); a server that stops writes them first.
 */
export function apiCallLog(db: Db, onError: (error: unknown) => void): ApiCallLog {
  const queued: ApiCall[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queued.length > 0) {
      const rows = queued.splice(0, CALL_LOG_BATCH);
      writing = writing.then(() =>
        insertApiCalls(
          db,
          rows.map((call) => ({ ...call, durationMs: Math.max(0, Math.round(call.durationMs)) })),
        ).catch(onError),
      );
    }
    return writing;
  };
  return {
    log(call) {
      queued.push(call);
      if (queued.length >= CALL_LOG_BATCH) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), CALL_LOG_DELAY_MS);
        timer.unref();
      }
    },
    flush,
  };
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

/** An answer as the HTTP layer sends it; one of 500 or more is never kept (the key is let go). */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

export type IdempotentRun<A extends IdempotentAnswer> =
  | { kind: "ran"; answer: A }
  | { kind: "replay"; status: number; body: unknown }
  | { kind: "inProgress" }
  | { kind: "mismatch" };

/**
 * How long a request waits for another request holding the same key (the first one's
 * transaction) before it answers 409 "in progress": the first one's answer then comes with it.
 */
export const IDEMPOTENCY_WAIT_MS = 10_000;
/**
 * A key row committed without an answer (only a server from before decision 0084 leaves one) is
 * taken over by a retry after this long.
 */
export const IDEMPOTENCY_LEASE_MS = 60_000;

class NotKept extends Error {
  readonly answer: IdempotentAnswer;
  constructor(answer: IdempotentAnswer) {
    super("answer not kept");
    this.answer = answer;
  }
}

function isLockTimeout(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "55P03") return true;
  }
  return false;
}

/**
 * Runs a creating call under its Idempotency-Key in one transaction (docs/decisions/0084): the
 * key's row is inserted first, the operation runs in the same transaction (`work` gets it), and
 * the answer is written to the row before the commit. The operation and its answer are committed
 * together or not at all: a server or database that dies mid-request rolls both back and lets go
 * of the row's lock, and the retry waiting on it (or coming later) runs the operation itself. A
 * request with the key of one still running waits for it (IDEMPOTENCY_WAIT_MS at most) and then
 * replays its answer. An answer of ours of 500 or more is rolled back with the operation.
 */
export async function runIdempotent<A extends IdempotentAnswer>(
  db: Db,
  input: {
    clientRef: string;
    key: string;
    operation: string;
    body: unknown;
    now: Date;
    /** How long the claim waits for a holder of the key; IDEMPOTENCY_WAIT_MS unless a test says. */
    waitMs?: number;
  },
  work: (tx: Db) => Promise<A>,
): Promise<IdempotentRun<A>> {
  const requestHash = requestFingerprint(input.operation, input.body);
  try {
    return await db.transaction(async (txRaw): Promise<IdempotentRun<A>> => {
      const tx = txRaw as unknown as Db;
      // The pool's kept catalogue and hold-release throttle serve the call's transaction (0155).
      ownTransaction(tx, db);
      const ref = { clientRef: input.clientRef, key: input.key };
      // The claim waits for a holder of the key this long at most; the operation's own statements
      // wait without that limit (decision 0165).
      const waitMs = input.waitMs ?? IDEMPOTENCY_WAIT_MS;
      const claim = { ...ref, operation: input.operation, requestHash, createdAt: input.now };
      if (!(await claimIdempotencyKey(tx, claim, waitMs))) {
        // The holder committed (its answer is in the row) or died (then the insert above took it).
        const row = await findIdempotencyKey(tx, input.clientRef, input.key);
        if (!row) return { kind: "inProgress" };
        if (row.requestHash !== requestHash || row.operation !== input.operation) return { kind: "mismatch" };
        if (row.status !== null) return { kind: "replay", status: row.status, body: row.body };
        const staleBefore = new Date(input.now.getTime() - IDEMPOTENCY_LEASE_MS);
        await setLockTimeout(tx, waitMs);
        const taken = await takeOverStaleIdempotencyKey(
          tx,
          { ...ref, createdAt: row.createdAt },
          staleBefore,
          input.now,
        );
        if (!taken) return { kind: "inProgress" };
        await setLockTimeout(tx, 0);
      }
      const answer = await work(tx);
      if (answer.status >= 500) throw new NotKept(answer);
      await completeIdempotencyKey(tx, input.clientRef, input.key, {
        status: answer.status,
        body: answer.body,
        at: new Date(),
      });
      return { kind: "ran", answer };
    });
  } catch (error) {
    if (error instanceof NotKept) return { kind: "ran", answer: error.answer as A };
    if (isLockTimeout(error)) return { kind: "inProgress" };
    throw error;
  }
}

/**
 * A creating call whose work only reads and then stores one quote (docs/decisions/0170): `prepare`
 * runs first, outside any transaction, and the quote, the key and the answer are then written by
 * one statement, so no transaction holds the database while this server works between its
 * statements (on PGlite's one connection every other call waits for such a transaction). The
 * three are kept together or not at all, as in runIdempotent. When the key is already there (a
 * repeat, a request still running, another request under the same key) or the answer is 500 or
 * more, runIdempotent answers (replays, refuses, or runs `work` in its transaction) and the
 * prepared quote is dropped unstored.
 */
export async function runPrepared<A extends IdempotentAnswer>(
  db: Db,
  input: Parameters<typeof runIdempotent>[1],
  prepare: () => Promise<{ answer: A; quote: QuoteRow | null }>,
  work: (tx: Db) => Promise<A>,
): Promise<IdempotentRun<A>> {
  const { answer, quote } = await prepare();
  if (answer.status < 500) {
    const row = {
      clientRef: input.clientRef,
      key: input.key,
      operation: input.operation,
      requestHash: requestFingerprint(input.operation, input.body),
      createdAt: input.now,
    };
    const done = { status: answer.status, body: answer.body, at: new Date() };
    try {
      if (await storeIdempotentQuoteAnswer(db, row, done, quote, input.waitMs ?? IDEMPOTENCY_WAIT_MS)) {
        return { kind: "ran", answer };
      }
    } catch (error) {
      if (isLockTimeout(error)) return { kind: "inProgress" };
      throw error;
    }
  }
  return runIdempotent(db, input, work);
}

/** Clean-up for the jobs: expired tokens, idempotency answers older than a day, calls older than 90 days. */
export async function cleanUpApiRows(db: Db, now: Date): Promise<{ tokens: number; keys: number; calls: number }> {
  const tokens = await deleteExpiredApiTokens(db, now);
  const keys = await deleteOldIdempotencyKeys(db, new Date(now.getTime() - IDEMPOTENCY_TTL_MS));
  const calls = await deleteOldApiCalls(db, new Date(now.getTime() - API_CALL_LOG_DAYS * 24 * 3600_000));
  return { tokens, keys, calls };
}
