// What visitors see changed (docs/decisions/0036). Whoever changes offices, the fleet, prices,
// campaigns or site texts calls markPublicChange in the SAME transaction as the change: the
// topic's version row is raised and a NOTIFY goes out, both only when the transaction commits.
// Every app server listens (and reads the versions every few seconds in case a notification
// was lost) and drops its cached pages and catalogue.
import { sql } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";

export const PUBLIC_TOPICS = ["offices", "fleet", "prices", "campaigns", "content"] as const;
export type PublicTopic = (typeof PUBLIC_TOPICS)[number];

/** The LISTEN/NOTIFY channel; the payload is the changed topics joined by commas. */
export const PUBLIC_CHANGE_CHANNEL = "yolda_public_change";

/**
 * The channel the availability triggers notify (migration 0037, docs/decisions/0062): every
 * statement that changes reservations, units or unit blocks sends one, on commit.
 */
export const AVAILABILITY_CHANNEL = "yolda_availability";

/** A database handle or an open transaction (pass the transaction that makes the change). */
type Executor = Pick<Db, "execute">;

/**
 * Records that what visitors see of `topics` changed. Call it inside the transaction that makes
 * the change: a rollback takes the mark back, a commit makes every app server drop what it kept.
 */
export async function markPublicChange(tx: Executor, topics: ReadonlyArray<PublicTopic>): Promise<void> {
  const wanted = [...new Set(topics)].filter((t) => (PUBLIC_TOPICS as ReadonlyArray<string>).includes(t));
  if (wanted.length === 0) return;
  const list = sql.join(
    wanted.map((t) => sql`${t}`),
    sql`, `,
  );
  await tx.execute(sql`
    update public_changes set version = version + 1, changed_at = now() where topic in (${list})`);
  await tx.execute(sql`select pg_notify(${PUBLIC_CHANGE_CHANNEL}, ${wanted.join(",")})`);
}

/** Every topic's current version. */
export async function readPublicVersions(db: Executor): Promise<Map<PublicTopic, number>> {
  const result = await db.execute(sql`select topic, version from public_changes`);
  const rows = (result as unknown as { rows: { topic: PublicTopic; version: number | string }[] }).rows;
  return new Map(rows.map((r) => [r.topic, Number(r.version)]));
}

/** The topics named in a notification's payload (unknown words are ignored). */
export function topicsOf(payload: string): PublicTopic[] {
  return payload
    .split(",")
    .map((t) => t.trim())
    .filter((t): t is PublicTopic => (PUBLIC_TOPICS as ReadonlyArray<string>).includes(t));
}
