import { describe, expect, it } from "vitest";
import { bankMessageKey } from "./bank-message.ts";

describe("bankMessageKey", () => {
  it("explains the issuer's codes in plain words", () => {
    expect(bankMessageKey("05", "1")).toBe("payment.result.codes.05");
    expect(bankMessageKey("51", "1")).toBe("payment.result.codes.51");
    expect(bankMessageKey("54", "1")).toBe("payment.result.codes.54");
  });

  it("tells a failed 3-D Secure check from a card that is not enrolled", () => {
    // The sandbox (like NestPay) sends ProcReturnCode 99 with a failed authentication.
    expect(bankMessageKey("99", "0")).toBe("payment.result.codes.authFailed");
    expect(bankMessageKey("99", "2")).toBe("payment.result.codes.notEnrolled");
  });

  it("falls back to the bank error, then to a generic text", () => {
    expect(bankMessageKey("99", null)).toBe("payment.result.codes.99");
    expect(bankMessageKey(null, null)).toBe("payment.result.codes.generic");
    expect(bankMessageKey("12", "1")).toBe("payment.result.codes.generic");
  });
});
