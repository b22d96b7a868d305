// The access log of pages answered from memory (docs/decisions/0085): one line stands for
// `every` answers (the line says how many), and each answer slower than `slowMs` has its own
// line. Everything else the server answers keeps one line per request (pino-http).

export class SampledHitLog {
  #unlogged = 0;
  readonly every: number;
  readonly slowMs: number;

  constructor(every: number, slowMs: number) {
    this.every = Math.max(1, Math.floor(every));
    this.slowMs = slowMs;
  }

  /** Counts one answer that took `ms`; the number of answers its line stands for, or 0 for no line. */
  count(ms: number): number {
    this.#unlogged += 1;
    if (ms < this.slowMs && this.#unlogged < this.every) return 0;
    const hits = this.#unlogged;
    this.#unlogged = 0;
    return hits;
  }
}
