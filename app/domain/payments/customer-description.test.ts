import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { customerPaymentDescription } from "./customer-description.ts";

describe("the payment description a customer reads", () => {
  it("is Yolda and the reservation number, nothing stored beside it", () => {
    expect(customerPaymentDescription("YLD-DEM0003")).toBe("Yolda · YLD-DEM0003");
    fc.assert(
      fc.property(fc.stringMatching(/^YLD-[0-9A-Z]{7}$/), (number) => {
        const shown = customerPaymentDescription(number);
        // Only the brand, a separator and the number: no letters that could form a word of a language.
        expect(shown.replace(number, "").replace("Yolda", "")).toBe(" · ");
      }),
    );
  });
});
