// Independent reads run together on the pool, one after the other in a transaction: a transaction
// is one client, and node-postgres queues (and deprecates, "Calling client.query() when the client
// is already executing a query") a query sent while another is running on it. A helper that may be
// called with either passes its `db` here instead of calling Promise.all itself.
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "./client.server.ts";

/** Whether `db` is a transaction (one client) rather than the pool. */
export function isTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
}

type Reads = readonly (() => Promise<unknown>)[];

/** Runs `reads` in parallel on the pool, sequentially inside a transaction; results in order. */
export async function readTogether<const T extends Reads>(
  db: Db,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Out = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!isTransaction(db)) return (await Promise.all(reads.map((read) => read()))) as Out;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Out;
}

// A transaction opened on the pool for one use case (the API's idempotent calls, decision 0155)
// may say whose it is: what is kept per pool handle (the catalogue cache, the hold-release
// throttle) is then found from the transaction too. Anything else is its own owner.
const owners = new WeakMap<Db, Db>();

/** Records that `tx` is a transaction of `pool` (call it first thing inside `pool.transaction`). */
export function ownTransaction(tx: Db, pool: Db): void {
  owners.set(tx, ownerOf(pool));
}

/** The pool handle a transaction was opened on (if it said so), else `db` itself. */
export function ownerOf(db: Db): Db {
  return owners.get(db) ?? db;
}
