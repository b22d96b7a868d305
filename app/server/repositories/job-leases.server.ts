// Leases of background jobs (docs/decisions/0023-cluster-jobs.md): one row per job. A server runs
// a job only after its conditional upsert took the row: the job is due (next_run_at passed) and
// nobody holds it (lease_until empty or passed). Times come from the database's clock, the one
// clock every server shares, unless the caller passes `at` (tests drive the schedule with a
// clock of their own instead of waiting).
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const seconds = (ms: number) => ms / 1000;

/** The time of a lease change: the database's clock, or the caller's. */
const nowSql = (at: Date | undefined): SQL => (at ? sql`${at.toISOString()}::timestamptz` : sql`clock_timestamp()`);

/**
 * Takes the lease of job `name` for `owner` when it is due and free; true when this call took it.
 * The next run is due one interval after the previous due time (so the job keeps its rhythm),
 * or one interval from now when the cluster fell behind by more than that.
 */
export async function claimJobLease(
  db: Db,
  job: { name: string; owner: string; token: string; leaseMs: number; everyMs: number; at?: Date },
): Promise<boolean> {
  const lease = seconds(job.leaseMs);
  const every = seconds(job.everyMs);
  const now = nowSql(job.at);
  const result = await db.execute(sql`
    insert into job_leases as j (name, owner, token, lease_until, next_run_at, runs, last_started_at)
    values (${job.name}, ${job.owner}, ${job.token},
            ${now} + make_interval(secs => ${lease}),
            ${now} + make_interval(secs => ${every}),
            1, ${now})
    on conflict (name) do update set
      owner = excluded.owner,
      token = excluded.token,
      lease_until = excluded.lease_until,
      next_run_at = case
        when j.next_run_at + make_interval(secs => ${every}) > ${now}
          then j.next_run_at + make_interval(secs => ${every})
        else excluded.next_run_at
      end,
      runs = j.runs + 1,
      last_started_at = excluded.last_started_at
    where j.next_run_at <= ${now}
      and (j.lease_until is null or j.lease_until <= ${now})
    returning j.token`);
  return rowsOf<{ token: string }>(result)[0]?.token === job.token;
}

/** Extends a lease this server still holds; false when it lost it (it ran out and was taken). */
export async function renewJobLease(db: Db, name: string, token: string, leaseMs: number, at?: Date): Promise<boolean> {
  const result = await db.execute(sql`
    update job_leases set lease_until = ${nowSql(at)} + make_interval(secs => ${seconds(leaseMs)})
    where name = ${name} and token = ${token}
    returning name`);
  return rowsOf(result).length === 1;
}

/** Ends a run: frees the lease (only if still held) and records when and how it ended. */
export async function releaseJobLease(
  db: Db,
  name: string,
  token: string,
  error: string | null,
  at?: Date,
): Promise<void> {
  await db.execute(sql`
    update job_leases
    set lease_until = null, token = null, last_finished_at = ${nowSql(at)}, last_error = ${error}
    where name = ${name} and token = ${token}`);
}

export type JobLeaseRow = {
  name: string;
  owner: string | null;
  runs: number;
  leaseUntil: Date | null;
  nextRunAt: Date;
  lastError: string | null;
};

export async function listJobLeases(db: Db): Promise<JobLeaseRow[]> {
  const result = await db.execute(
    sql`select name, owner, runs, lease_until, next_run_at, last_error from job_leases order by name`,
  );
  return rowsOf<{
    name: string;
    owner: string | null;
    runs: number | string;
    lease_until: string | Date | null;
    next_run_at: string | Date;
    last_error: string | null;
  }>(result).map((r) => ({
    name: r.name,
    owner: r.owner,
    runs: Number(r.runs),
    leaseUntil: r.lease_until === null ? null : new Date(r.lease_until),
    nextRunAt: new Date(r.next_run_at),
    lastError: r.last_error,
  }));
}
