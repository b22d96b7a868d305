import { describe, expect, it } from "vitest";
import { countryList, phoneExample } from "./countries.ts";
import { checkPhone } from "./phone.ts";

describe("country list", () => {
  it("gives each country a mobile example of its own, which that country's check accepts", () => {
    const list = countryList("tr");
    const de = list.find((c) => c.code === "DE");
    const tr = list.find((c) => c.code === "TR");
    expect(de?.example).toBe(phoneExample("DE"));
    expect(de?.example).toMatch(/^01[5-7]/);
    expect(tr?.example).toMatch(/^05/);
    for (const c of list.filter((x) => x.example)) {
      expect(checkPhone(c.code, c.example)).toMatchObject({ ok: true });
    }
  });
});
