import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { fixedWindow, ipRateLimitKey, normalizeClientIp, targetRateLimitKey } from "./rate-limit.server.ts";

describe("rate limit keys", () => {
  it("builds per-IP and per-target keys", () => {
    expect(ipRateLimitKey("203.0.113.7", "contact")).toBe("ip:203.0.113.7:contact");
    expect(targetRateLimitKey(" yld12345 ", "lookup")).toBe("target:YLD12345:lookup");
  });

  it("unwraps IPv4-mapped IPv6 addresses", () => {
    expect(normalizeClientIp("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(normalizeClientIp("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  });

  it("puts every address of one IPv6 /64 under one key", () => {
    const a = normalizeClientIp("2001:db8:85a3:0042:1000:8a2e:370:7334");
    expect(a).toBe("2001:db8:85a3:42::/64");
    expect(normalizeClientIp("2001:0db8:85a3:42::1")).toBe(a);
    expect(normalizeClientIp("2001:db8:85a3:43::1")).not.toBe(a);
    expect(normalizeClientIp("::1")).toBe("0:0:0:0::/64");
  });

  it("leaves values it cannot parse as they are", () => {
    expect(normalizeClientIp("unknown")).toBe("unknown");
    expect(normalizeClientIp("1:2:3")).toBe("1:2:3");
  });
});

describe("fixedWindow", () => {
  it("starts the counter at the window's start and lets exactly `limit` hits through", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3600 }),
        fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2040-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 1000 }),
        (windowSeconds, now, limit, count) => {
          const window = fixedWindow(windowSeconds, now);
          const startMs = window.start.getTime();
          expect(startMs % (windowSeconds * 1000)).toBe(0);
          expect(startMs).toBeLessThanOrEqual(now.getTime());
          expect(now.getTime()).toBeLessThan(startMs + windowSeconds * 1000);
          const decision = window.decide(count, limit);
          expect(decision.allowed).toBe(count <= limit);
          expect(decision.remaining).toBe(Math.max(0, limit - count));
          if (decision.allowed) expect(decision.retryAfterSeconds).toBe(0);
          else {
            // Refused until the window ends: at least a second, never past the window.
            expect(decision.retryAfterSeconds).toBeGreaterThanOrEqual(1);
            expect(decision.retryAfterSeconds).toBeLessThanOrEqual(windowSeconds);
            expect(startMs + windowSeconds * 1000 - now.getTime()).toBeLessThanOrEqual(
              decision.retryAfterSeconds * 1000,
            );
          }
        },
      ),
    );
  });

  it("refuses a count the database did not give and a limit that is not a count", () => {
    const window = fixedWindow(60, new Date("2026-11-30T06:00:05Z"));
    expect(() => window.decide(Number.NaN, 10)).toThrow();
    expect(() => window.decide(3, -1)).toThrow();
    expect(window.decide(11, 10).retryAfterSeconds).toBe(55);
  });
});
