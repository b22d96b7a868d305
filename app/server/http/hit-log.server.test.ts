import { describe, expect, it } from "vitest";
import { SampledHitLog } from "./hit-log.server.ts";

describe("the access log of pages answered from memory", () => {
  it("writes one line per hundred fast answers, and the lines add up to every answer", () => {
    const log = new SampledHitLog(100, 50);
    const lines = Array.from({ length: 1000 }, () => log.count(0.2)).filter((hits) => hits > 0);
    expect(lines).toHaveLength(10);
    expect(lines.reduce((a, b) => a + b, 0)).toBe(1000);
  });

  it("writes a slow answer at once, with the fast ones before it", () => {
    const log = new SampledHitLog(100, 50);
    for (let i = 0; i < 7; i++) expect(log.count(1)).toBe(0);
    expect(log.count(80)).toBe(8);
    expect(log.count(1)).toBe(0);
  });
});
