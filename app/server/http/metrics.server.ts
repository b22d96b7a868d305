// /metrics (docs/decisions/0025): Prometheus text, behind a bearer token (METRICS_TOKEN). Without
// a token it is open in development and not served in production. Business gauges are computed
// from the database at scrape time, so any app server answers for the whole cluster.
import { timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import client from "prom-client";
import type { Db } from "#app/server/db/client.server.ts";
import type { Env } from "#app/server/env.server.ts";
import {
  countCancellationRefundsByState,
  countEmailsByStatus,
  countPaymentCallbacksByVerdict,
  countPaymentsByStatus,
  countReservationsByStatus,
  countStalePayments,
  jobLagSeconds,
  oldestPendingEmailSeconds,
  type LabelledCount,
} from "#app/server/repositories/metrics.server.ts";
import { countUnsentInvoices } from "#app/server/repositories/invoices.server.ts";
import { STALE_AFTER_MS } from "#app/server/services/payment-recovery.server.ts";

/** Gauges whose value is read from the database at every scrape. */
export function businessMetrics(db: Db): client.Registry {
  const registry = new client.Registry();
  const gauge = (name: string, help: string, label: string, count: (db: Db) => Promise<LabelledCount[]>) =>
    new client.Gauge({
      name,
      help,
      labelNames: [label],
      registers: [registry],
      async collect() {
        const rows = await count(db);
        this.reset();
        for (const row of rows) this.set({ [label]: row.label }, row.count);
      },
    });
  gauge("yolda_reservations", "Reservations by status", "status", countReservationsByStatus);
  gauge("yolda_payments", "Card payment attempts by outcome", "status", countPaymentsByStatus);
  gauge(
    "yolda_payment_callbacks",
    "Genuine bank callbacks taken, by verdict",
    "verdict",
    countPaymentCallbacksByVerdict,
  );
  gauge("yolda_emails", "E-mails by delivery status (pending, sent, failed)", "status", countEmailsByStatus);
  // Operations (docs/decisions/0071): what deploy/prometheus/alerts.yaml watches besides the counts above.
  const single = (name: string, help: string, read: (db: Db) => Promise<number>) =>
    new client.Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(await read(db));
      },
    });
  single(
    "yolda_outbox_oldest_pending_seconds",
    "Age of the oldest e-mail still pending in the outbox (0: none pending)",
    oldestPendingEmailSeconds,
  );
  single(
    "yolda_payments_stale",
    "Card attempts still initiated 20 minutes after they started (the stale-payment job settles them)",
    (d) => countStalePayments(d, STALE_AFTER_MS),
  );
  gauge(
    "yolda_cancellation_refunds",
    "Cancellation refunds by state (failed: the bank refused; unknown: no answer)",
    "state",
    countCancellationRefundsByState,
  );
  gauge(
    "yolda_invoices_unsent",
    "Invoices not accepted by the integrator, by send status (pending, refused, failed; decision 0073)",
    "status",
    async (d) => {
      const n = await countUnsentInvoices(d);
      return [
        { label: "pending", count: n.pending },
        { label: "refused", count: n.refused },
        { label: "failed", count: n.failed },
      ];
    },
  );
  // "name", not "job": Prometheus keeps "job" for the scrape target.
  gauge(
    "yolda_job_lag_seconds",
    "Seconds each background job is past its next run (0: on time)",
    "name",
    jobLagSeconds,
  );
  return registry;
}

/**
 * The read replica's lag (DATABASE_REPLICA_URL set): seconds behind the primary, -1 when it does
 * not answer (the scrape still succeeds, so the alert can say so).
 */
export function replicaMetrics(
  lagSeconds: () => Promise<number | null>,
  reads: () => { replica: number; primary: number } = () => ({ replica: 0, primary: 0 }),
): client.Registry {
  const registry = new client.Registry();
  // Where the reads that may lag went (docs/decisions/0098): the primary's share grows while the
  // replica is down, behind, or not yet past a change that kept pages depend on.
  new client.Counter({
    name: "yolda_replica_reads_total",
    help: "Reads that may lag, by the database that answered them (replica, or primary as the fallback)",
    labelNames: ["to"],
    registers: [registry],
    collect() {
      const now = reads();
      this.reset();
      this.inc({ to: "replica" }, now.replica);
      this.inc({ to: "primary" }, now.primary);
    },
  });
  new client.Gauge({
    name: "yolda_replica_lag_seconds",
    help: "Seconds the read replica is behind the primary (0: caught up; -1: the replica does not answer)",
    registers: [registry],
    async collect() {
      try {
        this.set((await lagSeconds()) ?? 0);
      } catch {
        this.set(-1);
      }
    },
  });
  return registry;
}

/** Who may read /metrics: "open" (development without a token), "token", or "closed". */
export function metricsAccess(env: Pick<Env, "APP_ENV" | "METRICS_TOKEN">): "open" | "token" | "closed" {
  if (env.METRICS_TOKEN) return "token";
  return env.APP_ENV === "production" ? "closed" : "open";
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The /metrics handler over the given registries (merged once). */
export function metricsHandler(
  env: Pick<Env, "APP_ENV" | "METRICS_TOKEN">,
  registries: client.Registry[],
  log: { error(details: Record<string, unknown>, message: string): void },
) {
  const registry = client.Registry.merge(registries);
  const access = metricsAccess(env);
  return async (req: Request, res: Response, next: NextFunction) => {
    if (access === "closed") return next();
    res.setHeader("Cache-Control", "no-store");
    if (access === "token" && !bearerMatches(req.headers.authorization, env.METRICS_TOKEN ?? "")) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      return void res.status(401).type("text/plain").send("unauthorized");
    }
    try {
      const body = await registry.metrics();
      res.type(registry.contentType).send(body);
    } catch (error) {
      log.error({ err: error }, "metrics could not be collected");
      res.status(503).type("text/plain").send("metrics unavailable");
    }
  };
}

/** Counters kept by this process (Prometheus adds them up across servers). */
export const processMetrics = new client.Registry();

/** Callbacks refused (forged, tampered, unknown order) leave no row, so each server counts its own. */
export const refusedCallbacks = new client.Counter({
  name: "yolda_payment_callbacks_refused_total",
  help: "Bank callbacks refused (bad hash, unknown order, tampered amount) by this server since it started",
  registers: [processMetrics],
});
