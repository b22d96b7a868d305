import { describe, expect, it } from "vitest";
import { sandboxAcsLifetimeMs } from "./payment-setup.server.ts";
import { ACS_LIFETIME_MS } from "./sandbox-bank/sandbox-gate.server.ts";

describe("sandboxAcsLifetimeMs", () => {
  it("is the bank's 3 minutes unless SANDBOX_ACS_SECONDS says otherwise", () => {
    expect(sandboxAcsLifetimeMs({})).toBe(ACS_LIFETIME_MS);
    expect(sandboxAcsLifetimeMs({ SANDBOX_ACS_SECONDS: "" })).toBe(ACS_LIFETIME_MS);
    expect(sandboxAcsLifetimeMs({ SANDBOX_ACS_SECONDS: "12" })).toBe(12_000);
  });

  it("refuses a value that is not a sensible number of seconds", () => {
    for (const bad of ["0", "-5", "1.5", "abc", "3601"]) {
      expect(() => sandboxAcsLifetimeMs({ SANDBOX_ACS_SECONDS: bad })).toThrow(/SANDBOX_ACS_SECONDS/);
    }
  });
});
