import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  lastResortCollection,
  MIN_GROWTH_BYTES,
  QUIET_MS,
  QuietCollector,
  shouldCollect,
} from "./quiet-memory.server.ts";

const MB = 1024 * 1024;

describe("shouldCollect", () => {
  it("never collects while requests keep coming, whatever the growth", () => {
    fc.assert(
      fc.property(fc.nat(QUIET_MS - 1), fc.nat(4096), fc.nat(4096), (quietForMs, resident, baseline) => {
        expect(shouldCollect({ quietForMs, residentBytes: resident * MB, baselineBytes: baseline * MB })).toBe(false);
      }),
    );
  });

  it("collects when quiet only if the process grew by the threshold", () => {
    fc.assert(
      fc.property(fc.integer({ min: QUIET_MS, max: 3_600_000 }), fc.nat(4096), fc.nat(4096), (quietForMs, a, b) => {
        const state = { quietForMs, residentBytes: a * MB, baselineBytes: b * MB };
        expect(shouldCollect(state)).toBe(a * MB - b * MB >= MIN_GROWTH_BYTES);
      }),
    );
  });
});

/** A server's clock and memory: the test moves time, answers requests and grows the process. */
function fakeServer(startBytes: number) {
  let now = 0;
  let resident = startBytes;
  const collected: number[] = [];
  const collector = new QuietCollector({
    now: () => now,
    residentBytes: () => resident,
    collect: () => {
      collected.push(now);
      resident = startBytes + 5 * MB;
    },
  });
  return {
    collector,
    collected,
    tick(ms: number) {
      now += ms;
      return collector.check();
    },
    grow(bytes: number) {
      resident += bytes;
    },
  };
}

describe("QuietCollector", () => {
  it("gives the memory back once after a burst of load, when the requests have stopped", () => {
    const server = fakeServer(300 * MB);
    // One request every 100 ms for 30 s while the heap grows to 580 MB: checked once a second.
    for (let second = 0; second < 30; second += 1) {
      for (let i = 0; i < 10; i += 1) server.collector.noteRequest();
      server.grow((280 * MB) / 30);
      expect(server.tick(1000)).toBe(false);
    }
    // The last check that saw a request starts the quiet spell; QUIET_MS later it collects.
    expect(server.tick(1000)).toBe(false);
    expect(server.tick(1000)).toBe(true);
    expect(server.collected).toEqual([30_000 + QUIET_MS]);
    // Still quiet, nothing grew: no second collection.
    for (let i = 0; i < 60; i += 1) expect(server.tick(1000)).toBe(false);
    expect(server.collector.collections).toBe(1);
  });

  it("does not collect when the load left the process small", () => {
    const server = fakeServer(300 * MB);
    server.collector.noteRequest();
    server.grow(MIN_GROWTH_BYTES - MB);
    for (let i = 0; i < 10; i += 1) server.tick(1000);
    expect(server.collected).toEqual([]);
  });

  it("measures growth from the memory after the last collection, and from below it when memory fell", () => {
    const server = fakeServer(300 * MB);
    server.grow(200 * MB);
    server.tick(QUIET_MS);
    expect(server.collected).toHaveLength(1);
    // After it: 305 MB. Another load grows it by less than the threshold over that: nothing.
    server.collector.noteRequest();
    server.tick(1000);
    server.grow(MIN_GROWTH_BYTES - MB);
    server.tick(QUIET_MS);
    expect(server.collected).toHaveLength(1);
    // One more MB and it is worth a collection again.
    server.collector.noteRequest();
    server.tick(1000);
    server.grow(MB);
    server.tick(QUIET_MS);
    expect(server.collected).toHaveLength(2);
  });
});

describe("lastResortCollection", () => {
  it("is available without --expose-gc and frees what nothing refers to any more", () => {
    const globalGc = (globalThis as { gc?: unknown }).gc;
    const collect = lastResortCollection();
    expect(collect).not.toBeNull();
    // The site's own global is left as it was.
    expect((globalThis as { gc?: unknown }).gc).toBe(globalGc);
    collect?.();
    const before = process.memoryUsage().heapUsed;
    let garbage: string[][] | null = Array.from({ length: 200 }, (_, i) =>
      Array.from({ length: 2000 }, (_, j) => `${i}-${j}-${"x".repeat(64)}`),
    );
    const grown = process.memoryUsage().heapUsed;
    expect(garbage.length).toBe(200);
    garbage = null;
    collect?.();
    const after = process.memoryUsage().heapUsed;
    // About 40 MB of strings and arrays came and went.
    expect(grown - before).toBeGreaterThan(20 * MB);
    expect(after - before).toBeLessThan((grown - before) / 4);
  });
});
