// What the home page says about office hours must hold for the seeded offices (decision 0053:
// it said city offices open every day, but Kızılay, Levent and Adana close on Sunday).
import { describe, expect, it } from "vitest";
import { homeEn, homeTr } from "#app/i18n/messages/home.ts";
import { officesData } from "./cities-offices.ts";

describe("the home page's words on office hours", () => {
  const city = officesData.filter((o) => !o.open24h);
  const sundayClosed = city.filter((o) => o.hours?.[6] === null);

  it("every airport office is open around the clock", () => {
    for (const o of officesData.filter((x) => x.kind === "airport")) expect(o.open24h).toBe(true);
  });

  it("city offices open on weekdays and Saturdays, and the text says some close on Sunday", () => {
    for (const o of city) expect(o.hours?.slice(0, 6).every((d) => d !== null)).toBe(true);
    expect(sundayClosed.map((o) => o.slug).length).toBeGreaterThan(0);
    expect(homeTr.officesText).not.toMatch(/her gün/);
    expect(homeEn.officesText).not.toMatch(/every day/);
    expect(homeTr.officesText).toMatch(/pazar günü kapalı/);
    expect(homeEn.officesText).toMatch(/close on Sundays/);
  });
});
