import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { pickupSchemaFor } from "./desk-schemas.ts";
import { noDepositFields } from "./deposit-free-fields.ts";

describe("the hand-over form of a deposit-free rental", () => {
  const schema = pickupSchemaFor("en").omit({ licenceSeen: true }).extend(noDepositFields);
  const form = (more: Record<string, string> = {}) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries({ plate: "34 ABC 1", odometerKm: "15000", fuelEighths: "8", ...more }))
      fd.set(k, v);
    return fd;
  };

  it("needs no deposit fields and reads the deposit as 0", () => {
    const result = parseWithZod(form(), { schema });
    expect(result.status).toBe("success");
    if (result.status === "success") expect(result.value).toMatchObject({ deposit: 0, depositMethod: "card_preauth" });
  });

  it("ignores a deposit posted by an old form", () => {
    const result = parseWithZod(form({ deposit: "5000", depositMethod: "cash" }), { schema });
    expect(result.status === "success" && result.value.deposit).toBe(0);
  });
});
