import { describe, expect, it } from "vitest";
import { bankMessageKey } from "./bank-message.ts";

// The provider's codes become a reason in its adapter (estv3-provider.test.ts); this is the message.
describe("bankMessageKey", () => {
  it("explains the issuer's refusals in plain words", () => {
    expect(bankMessageKey("card_declined")).toBe("payment.result.codes.05");
    expect(bankMessageKey("insufficient_funds")).toBe("payment.result.codes.51");
    expect(bankMessageKey("expired_card")).toBe("payment.result.codes.54");
  });

  it("tells a failed 3-D Secure check from a card that is not enrolled", () => {
    expect(bankMessageKey("authentication_failed")).toBe("payment.result.codes.authFailed");
    expect(bankMessageKey("not_enrolled")).toBe("payment.result.codes.notEnrolled");
  });

  it("falls back to the provider error, then to a generic text", () => {
    expect(bankMessageKey("provider_error")).toBe("payment.result.codes.99");
    expect(bankMessageKey(null)).toBe("payment.result.codes.generic");
    expect(bankMessageKey("other")).toBe("payment.result.codes.generic");
  });
});
