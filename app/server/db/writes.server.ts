// Independent writes of one transaction sent as one statement (decision 0183): each write is a
// repository's insert, not yet run; all but the last become data-modifying WITH clauses of the
// last. PostgreSQL runs every one of them, referenced or not, against the same snapshot, and the
// statement fails or succeeds whole. Only for writes that do not read each other's rows (a
// sub-statement cannot see what another one inserts), such as a status-history row and the
// messages that announce it. One round trip instead of one per write: a booking holds its car's
// lock for two fewer.
import { sql, type SQLWrapper } from "drizzle-orm";
import type { Db } from "./client.server.ts";

/** Runs `writes` (repositories' inserts, not yet awaited) as one statement, in order of listing. */
export async function writeTogether(db: Db, writes: readonly SQLWrapper[]): Promise<void> {
  const last = writes.at(-1);
  if (!last) return;
  const before = writes.slice(0, -1);
  if (before.length === 0) {
    await db.execute(last.getSQL());
    return;
  }
  const clauses = before.map((write, i) => sql`${sql.raw(`w${i}`)} as (${write.getSQL()})`);
  await db.execute(sql`with ${sql.join(clauses, sql`, `)} ${last.getSQL()}`);
}
