import { describe, expect, it } from "vitest";
import { estV3DeclineReason } from "./estv3-provider.server.ts";

describe("estV3DeclineReason", () => {
  it("names the issuer's codes", () => {
    expect(estV3DeclineReason("05", "1")).toBe("card_declined");
    expect(estV3DeclineReason("51", "1")).toBe("insufficient_funds");
    expect(estV3DeclineReason("54", "1")).toBe("expired_card");
  });

  it("tells a failed 3-D Secure check from a card that is not enrolled", () => {
    // The sandbox (like NestPay) sends ProcReturnCode 99 with a failed authentication.
    expect(estV3DeclineReason("99", "0")).toBe("authentication_failed");
    expect(estV3DeclineReason("99", "2")).toBe("not_enrolled");
  });

  it("falls back to the bank error, then to other", () => {
    expect(estV3DeclineReason("99", "")).toBe("provider_error");
    expect(estV3DeclineReason("", "")).toBe("other");
    expect(estV3DeclineReason("12", "1")).toBe("other");
  });
});
