import { describe, expect, it } from "vitest";
import { ipRateLimitKey, normalizeClientIp, targetRateLimitKey } from "./rate-limit.server.ts";

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
