// Booking throughput: concurrent customers search, take the cheapest model, quote it and book it
// (pay at the office). Started from bench/search.ts, which builds the databases. Also the small
// load-test helpers both benches use.
import type { Db } from "#app/server/db/client.server.ts";
import { createQuote } from "#app/server/services/quote.server.ts";
import { reserveFromQuote } from "#app/server/services/reserve.server.ts";
import { searchAvailability } from "#app/server/services/search.server.ts";

export type LoadStats = {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Runs `clients` loops calling `task(i)` until `seconds` have passed; latencies in ms. */
export async function runClients(
  clients: number,
  seconds: number,
  task: (client: number, iteration: number) => Promise<void>,
): Promise<LoadStats> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const t = performance.now();
        try {
          await task(client, i);
          latencies.push(performance.now() - t);
        } catch (error) {
          errors += 1;
          if (errors <= 3) {
            const cause = (error as { cause?: { code?: string; message?: string } }).cause;
            console.error(
              "bench task failed:",
              cause?.code ?? "",
              cause?.message ?? (error instanceof Error ? error.message.slice(0, 200) : error),
            );
          }
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
  };
}

export type BenchSearch = {
  pickupOfficeId: number;
  dropoffOfficeId: number;
  pickupAt: Date;
  returnAt: Date;
};

export type BookingStats = LoadStats & { booked: number; lostRace: number; nothingFree: number };

const driver = {
  firstName: "Deneme",
  lastName: "Müşteri",
  email: "bench@example.com",
  phone: "+905550000000",
  birthDate: "1985-01-01",
  licenceDate: "2005-01-01",
};
const billing = { kind: "individual" as const, name: "Deneme Müşteri", address: "İstanbul" };

/** Concurrent search -> quote -> reserve flows; one "request" is the whole flow of one customer. */
export async function runBookingBench(
  db: Db,
  searches: readonly BenchSearch[],
  options: { clients: number; seconds: number; now: () => Date },
): Promise<BookingStats> {
  let booked = 0;
  let lostRace = 0;
  let nothingFree = 0;
  const stats = await runClients(options.clients, options.seconds, async (client, i) => {
    const search = searches[(client * 7919 + i * 104_729) % searches.length];
    if (!search) return;
    const now = options.now();
    const found = await searchAvailability(db, search, { now });
    const model = found.ok ? found.models[0] : undefined;
    if (!model) {
      nothingFree += 1;
      return;
    }
    const quote = await createQuote(db, { ...search, modelId: model.model.id, lang: "tr" }, { now });
    if (!quote.ok) {
      nothingFree += 1;
      return;
    }
    const result = await reserveFromQuote(
      db,
      { quoteId: quote.quote.id, driver, billing, paymentType: "office", lang: "tr" },
      { now },
    );
    if (result.ok) booked += 1;
    else if (result.reason === "noLongerAvailable") lostRace += 1;
    else throw new Error(`unexpected booking outcome ${result.reason}`);
  });
  return { ...stats, booked, lostRace, nothingFree };
}
