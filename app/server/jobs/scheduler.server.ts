// Background jobs that run once across the cluster (docs/decisions/0023-cluster-jobs.md). Every
// server polls each job; the one whose conditional update takes the job's lease row runs it, the
// others find it taken or not yet due. While a run lasts its lease is renewed, so only a server
// that stopped (crash, lost database) lets another take the job over, after the lease.
import { randomBytes } from "node:crypto";
import os from "node:os";
import type { Logger } from "pino";
import type { Db } from "#app/server/db/client.server.ts";
import { claimJobLease, releaseJobLease, renewJobLease } from "#app/server/repositories/job-leases.server.ts";

export type Job = { name: string; everyMs: number; run: () => Promise<void> };

/**
 * The scheduler's timers and the time its leases are reckoned from. The system clock uses
 * unref'd Node timers and the database's clock; a test passes a clock it moves by hand, and
 * awaits what a timer's callback returns (the run or lease renewal it started) before moving on.
 */
export type JobClock = {
  /** The time of lease changes; undefined: the database's clock, the one every server shares. */
  now(): Date | undefined;
  /** Calls `callback` after `ms`; the callback may return the promise of the work it started. */
  setTimer(callback: () => unknown, ms: number): { cancel(): void };
};

export const systemJobClock: JobClock = {
  now: () => undefined,
  setTimer(callback, ms) {
    const timer = setTimeout(callback, ms);
    timer.unref();
    return { cancel: () => clearTimeout(timer) };
  },
};

export type SchedulerOptions = {
  logger: Logger;
  /** Who runs the jobs, as the lease rows show it; default host name, process id and a random part. */
  owner?: string;
  /** How long a run holds its job without renewal (default 60 s); renewed every third of it. */
  leaseMs?: number;
  /** How often each job is polled (default a quarter of its interval, between 20 ms and 5 s). */
  pollMs?: (job: Job) => number;
  /** Timers and lease time (default: Node's timers and the database's clock). */
  clock?: JobClock;
};

export const DEFAULT_JOB_LEASE_MS = 60_000;

export function defaultOwner(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
}

export type Scheduler = { owner: string; stop(): Promise<void> };

/** Polls every job; runs it here when this server takes its lease. stop() waits for runs in flight. */
export function scheduleJobs(db: Db, jobs: readonly Job[], options: SchedulerOptions): Scheduler {
  const owner = options.owner ?? defaultOwner();
  const leaseMs = options.leaseMs ?? DEFAULT_JOB_LEASE_MS;
  const pollMs = options.pollMs ?? ((job: Job) => Math.min(5_000, Math.max(20, Math.floor(job.everyMs / 4))));
  const logger = options.logger;
  const clock = options.clock ?? systemJobClock;
  const running = new Set<Promise<void>>();
  const timers = new Set<{ cancel(): void }>();
  let stopped = false;

  async function attempt(job: Job): Promise<void> {
    const token = randomBytes(16).toString("base64url");
    let taken: boolean;
    try {
      taken = await claimJobLease(db, { name: job.name, owner, token, leaseMs, everyMs: job.everyMs, at: clock.now() });
    } catch (error) {
      logger.warn({ err: error, job: job.name }, "job lease could not be claimed");
      return;
    }
    if (!taken) return;
    // The lease is renewed every third of it while the run lasts.
    const heartbeat: { timer: { cancel(): void } | null } = { timer: null };
    const renewLater = () => {
      heartbeat.timer = clock.setTimer(
        () => {
          renewLater();
          return renewJobLease(db, job.name, token, leaseMs, clock.now())
            .then((held) => {
              if (!held) logger.error({ job: job.name }, "job lease lost while running");
            })
            .catch((error: unknown) => logger.warn({ err: error, job: job.name }, "job lease renewal failed"));
        },
        Math.max(10, Math.floor(leaseMs / 3)),
      );
    };
    renewLater();
    let failure: string | null = null;
    try {
      await job.run();
    } catch (error) {
      failure = error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 500) : "failed";
      logger.error({ err: error, job: job.name }, "background job failed");
    } finally {
      heartbeat.timer?.cancel();
      heartbeat.timer = null;
    }
    await releaseJobLease(db, job.name, token, failure, clock.now()).catch((error: unknown) =>
      logger.warn({ err: error, job: job.name }, "job lease could not be released"),
    );
  }

  function loop(job: Job): void {
    if (stopped) return;
    const timer = clock.setTimer(() => {
      timers.delete(timer);
      if (stopped) return;
      const run = attempt(job).finally(() => {
        running.delete(run);
        loop(job);
      });
      running.add(run);
      return run;
    }, pollMs(job));
    timers.add(timer);
  }

  for (const job of jobs) loop(job);

  return {
    owner,
    async stop() {
      stopped = true;
      for (const timer of timers) timer.cancel();
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
