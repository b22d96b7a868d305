import { describe, expect, it } from "vitest";
import { parseDeskSearch } from "./desk-search.ts";

const parse = (query: string) => parseDeskSearch(new URLSearchParams(query));

describe("the reservation search's query string", () => {
  it("passes text, office, status and a date range through", () => {
    const result = parse("q=Aksoy&ofis=3&durum=confirmed&baslangic=01.12.2026&bitis=03.12.2026");
    expect(result.errors).toEqual({});
    expect(result.query).toEqual({
      q: "Aksoy",
      officeId: 3,
      status: "confirmed",
      fromDay: "2026-12-01",
      toDay: "2026-12-03",
    });
    expect(result.asked).toBe(true);
  });

  it("refuses an impossible date and a range that ends before it starts, keeping what was typed", () => {
    const bad = parse("baslangic=31.02.2026");
    expect(bad.errors).toEqual({ baslangic: "staff.search.dateInvalid" });
    expect(bad.form.baslangic).toBe("31.02.2026");
    expect(bad.query).toEqual({});
    const backwards = parse("baslangic=05.12.2026&bitis=01.12.2026");
    expect(backwards.errors).toEqual({ bitis: "staff.search.rangeInvalid" });
  });

  it("ignores unknown statuses and offices, and an empty form asks nothing", () => {
    expect(parse("durum=deleted&ofis=abc").query).toEqual({});
    expect(parse("").asked).toBe(false);
  });
});
