import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GRID_SHIFTS } from "#app/domain/pricing/date-grid.ts";
import { addDays } from "#app/domain/time/calendar.ts";
import { en } from "#app/i18n/messages/en.ts";
import { tr } from "#app/i18n/messages/tr.ts";
import { createTranslator } from "#app/i18n/translate.ts";
import { FILTER_PARAMS, SORTS, type VehicleFilters } from "#app/shared/booking/booking-query.ts";
import type { SearchView } from "#app/shared/booking/booking-types.ts";
import { SEARCH_PARAMS } from "#app/shared/search/search-form.ts";
import { dateGridHtml } from "./date-grid-html.ts";

const search = (campaignCode: string): SearchView => ({
  pickupCode: "IST",
  dropoffCode: "SAW",
  pickupAt: "2027-01-10T10:00",
  returnAt: "2027-01-13T10:30",
  campaignCode,
  pickupOffice: null,
  dropoffOffice: null,
  days: 3,
});

/** The address of a pair as a URLSearchParams of the whole search writes it. */
function expectedHref(
  s: SearchView,
  filters: VehicleFilters,
  keep: [string, string][],
  pickupShift: number,
  returnShift: number,
): string {
  const q = new URLSearchParams([
    [SEARCH_PARAMS.pickupCode, s.pickupCode],
    [SEARCH_PARAMS.dropoffCode, s.dropoffCode],
    [SEARCH_PARAMS.pickupAt, `${addDays(s.pickupAt.slice(0, 10), pickupShift)}T${s.pickupAt.slice(11)}`],
    [SEARCH_PARAMS.returnAt, `${addDays(s.returnAt.slice(0, 10), returnShift)}T${s.returnAt.slice(11)}`],
    [SEARCH_PARAMS.campaignCode, s.campaignCode],
  ]);
  for (const [name, value] of Object.entries(filters)) {
    if (value && (name !== "sort" || value !== "price")) q.set(FILTER_PARAMS[name as keyof VehicleFilters], value);
  }
  for (const [name, value] of keep) q.set(name, value);
  return `/en/rezervasyon?${q}`;
}

/** The hrefs of the grid's links, read back as a browser reads the attribute. */
function hrefs(markup: string): string[] {
  return [...markup.matchAll(/<a href="([^"]*)"/g)].map((m) =>
    (m[1] ?? "")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&"),
  );
}

const cells = GRID_SHIFTS.flatMap((_, row) => GRID_SHIFTS.map((__, col) => 300_000 + row * 1_000 + col * 10));

describe("the cheaper-dates grid as markup", () => {
  it("links every pair to the search of its dates, with the campaign code, the filters and the kept figures", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.record({
          classSlug: fc.string(),
          transmission: fc.constantFrom("", "manual", "automatic"),
          fuel: fc.constantFrom("", "diesel"),
          brand: fc.string(),
          sort: fc.constantFrom(...SORTS),
        }),
        fc.array(fc.tuple(fc.constantFrom("yas", "ehliyet"), fc.string()), { maxLength: 2 }),
        (code, filters, keep) => {
          const s = search(code);
          const out = dateGridHtml(
            { className: "Ekonomik", classSlug: "ekonomik", cells },
            s,
            "/en/rezervasyon",
            filters,
            keep,
            createTranslator("en", en),
          );
          const expected = GRID_SHIFTS.flatMap((p) => GRID_SHIFTS.map((r) => expectedHref(s, filters, keep, p, r)));
          expect(hrefs(out)).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("marks the searched pair and the cheapest in words, and says why a pair cannot be booked", () => {
    const some = cells.map((c, i) => (i === 0 ? -1 : i === 1 ? -2 : i === 2 ? 100_000 : c));
    const out = dateGridHtml(
      { className: "Ekonomik", classSlug: "ekonomik", cells: some },
      search(""),
      "/rezervasyon",
      { classSlug: "", transmission: "", fuel: "", brand: "", sort: "price" },
      [],
      createTranslator("tr", tr),
    );
    expect(out.match(/aria-current="page"/g)).toHaveLength(1);
    expect(out).toContain('1.000,00 TL</span><span class="text-xs">En ucuz</span>');
    expect(out).toContain(">Online kiralanamaz<");
    expect(out).toContain(">Müsait araç yok<");
    expect(out.match(/<a href=/g)).toHaveLength(GRID_SHIFTS.length * GRID_SHIFTS.length - 2);
  });
});
