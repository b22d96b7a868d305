// Memory given back when the server goes quiet (issue 29 item 8, docs/decisions/0160). Under load
// V8 grows its heap and keeps the pages it freed in a pool for reuse; when the load stops nothing
// allocates, so no collection runs and the process keeps its peak (581 MB after the bench against
// 303 MB when ready). Once no request has started for QUIET_MS and the process has grown by
// MIN_GROWTH_BYTES since the last such collection, one full collection of the "last resort" kind
// (the one V8 runs before giving up on memory: it also releases the pooled pages) brings it back.
// It runs only while nobody is being answered, at most once per quiet spell.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** No request started for this long: the server is quiet. */
export const QUIET_MS = 2_000;
/** How often the server looks whether it has gone quiet. */
export const CHECK_EVERY_MS = 1_000;
/** Growth of the resident memory since the last collection that is worth one (a few ms of work per MB). */
export const MIN_GROWTH_BYTES = 48 * 1024 * 1024;

/**
 * Whether to collect now: quiet for at least `quietMs`, and grown by at least `minGrowthBytes`
 * since the last collection (or since the server started).
 */
export function shouldCollect(
  state: { quietForMs: number; residentBytes: number; baselineBytes: number },
  quietMs = QUIET_MS,
  minGrowthBytes = MIN_GROWTH_BYTES,
): boolean {
  return state.quietForMs >= quietMs && state.residentBytes - state.baselineBytes >= minGrowthBytes;
}

type Collect = () => void;

/**
 * V8's full "last resort" collection, which also unmaps the pages V8 keeps for reuse. Node gives
 * it only to a process started with --expose-gc; the flag can be set while running, and a new
 * context then carries the function (the way Jest reaches it for its leak checks). Null when the
 * runtime refuses.
 */
export function lastResortCollection(): Collect | null {
  const existing = (globalThis as { gc?: unknown }).gc;
  const gc =
    typeof existing === "function"
      ? existing
      : (() => {
          try {
            setFlagsFromString("--expose-gc");
            const found: unknown = runInNewContext("gc");
            // Only this module's context gets the function: the site's own global stays as it was.
            setFlagsFromString("--no-expose-gc");
            return found;
          } catch {
            return null;
          }
        })();
  if (typeof gc !== "function") return null;
  return () => void gc({ type: "major", execution: "sync", flavor: "last-resort" });
}

export interface QuietCollectorOptions {
  collect: Collect;
  residentBytes?: () => number;
  now?: () => number;
  quietMs?: number;
  minGrowthBytes?: number;
  /** After each collection: how long it took and the resident memory before and after. */
  onCollected?: (report: { ms: number; beforeBytes: number; afterBytes: number }) => void;
}

/** Counts requests as they start, and on each check() collects once the server has gone quiet. */
export class QuietCollector {
  #requests = 0;
  #seen = 0;
  #lastActivityAt: number;
  #baseline: number;
  readonly #options: Required<Omit<QuietCollectorOptions, "onCollected">> & Pick<QuietCollectorOptions, "onCollected">;
  collections = 0;

  constructor(options: QuietCollectorOptions) {
    this.#options = {
      residentBytes: () => process.memoryUsage.rss(),
      now: () => performance.now(),
      quietMs: QUIET_MS,
      minGrowthBytes: MIN_GROWTH_BYTES,
      ...options,
    };
    this.#lastActivityAt = this.#options.now();
    this.#baseline = this.#options.residentBytes();
  }

  /** A request started (the front handler calls this for every request). */
  noteRequest(): void {
    this.#requests += 1;
  }

  /** Looks whether the server is quiet and grown; collects if so. True when it collected. */
  check(): boolean {
    const { now, residentBytes, collect, quietMs, minGrowthBytes, onCollected } = this.#options;
    const at = now();
    if (this.#requests !== this.#seen) {
      this.#seen = this.#requests;
      this.#lastActivityAt = at;
      return false;
    }
    const before = residentBytes();
    // Below the last baseline (the pages went back by themselves): measure growth from there.
    if (before < this.#baseline) this.#baseline = before;
    if (
      !shouldCollect(
        { quietForMs: at - this.#lastActivityAt, residentBytes: before, baselineBytes: this.#baseline },
        quietMs,
        minGrowthBytes,
      )
    ) {
      return false;
    }
    collect();
    const after = residentBytes();
    this.#baseline = after;
    this.collections += 1;
    onCollected?.({ ms: now() - at, beforeBytes: before, afterBytes: after });
    return true;
  }
}

/**
 * The collector of a running server: checks every CHECK_EVERY_MS on a timer that never keeps the
 * process up. Null when the runtime gives no full collection.
 */
export function startQuietCollector(
  options: Pick<QuietCollectorOptions, "onCollected">,
): { noteRequest(): void; stop(): void } | null {
  const collect = lastResortCollection();
  if (!collect) return null;
  const collector = new QuietCollector({ ...options, collect });
  const timer = setInterval(() => collector.check(), CHECK_EVERY_MS);
  timer.unref();
  return {
    noteRequest: () => collector.noteRequest(),
    stop: () => clearInterval(timer),
  };
}
