// Periodic work of the booking backend: deliver the e-mail outbox, release run-out payment holds
// and delete run-out booking drafts. A run never overlaps the previous one; errors are logged.
import type { Logger } from "pino";
import type { Db } from "../db/client.server.ts";
import { deliverOutbox } from "../email/outbox.server.ts";
import type { EmailTransport } from "../email/message.server.ts";
import { deleteExpiredDrafts } from "../repositories/booking-drafts.server.ts";
import { releaseExpiredHolds } from "../repositories/reservations.server.ts";

export const OUTBOX_INTERVAL_MS = 10_000;
export const HOLDS_INTERVAL_MS = 60_000;

export type Job = { name: string; everyMs: number; run: () => Promise<void> };

/** Runs each job every `everyMs` (first run after one interval); stop() waits for runs in flight. */
export function scheduleJobs(jobs: readonly Job[], logger: Logger): { stop(): Promise<void> } {
  const running = new Set<Promise<void>>();
  const busy = new Set<string>();
  let stopped = false;
  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      if (stopped || busy.has(job.name)) return;
      busy.add(job.name);
      const run = job
        .run()
        .catch((error: unknown) => logger.error({ err: error, job: job.name }, "background job failed"))
        .finally(() => {
          busy.delete(job.name);
          running.delete(run);
        });
      running.add(run);
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}

/** The booking jobs: outbox delivery only with a transport (without SMTP rows stay pending for /dev/mailbox). */
export function bookingJobs(db: Db, transport: EmailTransport | null, logger: Logger): Job[] {
  const jobs: Job[] = [
    {
      name: "release-expired-holds",
      everyMs: HOLDS_INTERVAL_MS,
      async run() {
        const now = new Date();
        const released = await releaseExpiredHolds(db, now);
        const drafts = await deleteExpiredDrafts(db, now);
        if (released > 0 || drafts > 0) logger.info({ released, drafts }, "expired holds and drafts cleared");
      },
    },
  ];
  if (transport) {
    jobs.push({
      name: "deliver-outbox",
      everyMs: OUTBOX_INTERVAL_MS,
      async run() {
        const report = await deliverOutbox(db, transport);
        if (report.sent + report.retried + report.failed > 0) logger.info(report, "outbox delivered");
        if (report.failed > 0) logger.error(report, "outbox messages given up");
      },
    });
  }
  return jobs;
}
