// iyzico takes no instalment choice from Yolda (decision 0044): no options, and a count refused.
import { describe, expect, it } from "vitest";
import { PaymentGatewayError } from "./gateway.server.ts";
import { createIyzicoProvider } from "./iyzico-provider.server.ts";

describe("iyzico and instalments", () => {
  const iyzico = createIyzicoProvider({ apiKey: "k", secretKey: "s", baseUrl: "http://127.0.0.1:9" });

  it("offers no instalments for any card", async () => {
    expect(await iyzico.instalmentCounts("435508")).toEqual([]);
  });

  it("refuses a checkout in instalments before calling iyzico", async () => {
    await expect(
      iyzico.beginCheckout({
        orderId: "YLD-1",
        amountKurus: 1000,
        currency: "TRY",
        lang: "tr",
        returnUrl: "http://127.0.0.1/odemecallback",
        customer: { firstName: "A", lastName: "B", email: "a@b.test", ip: "" },
        description: "YLD-1",
        instalments: 3,
      }),
    ).rejects.toBeInstanceOf(PaymentGatewayError);
  });
});
