import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeCampaignCode as domainNormalize } from "#app/domain/campaigns/campaign-eligibility.ts";
import { addDays } from "#app/domain/time/calendar.ts";
import { istanbulInstant } from "#app/domain/time/istanbul.ts";
import { en } from "#app/i18n/messages/en.ts";
import { tr } from "#app/i18n/messages/tr.ts";
import { createTranslator } from "#app/i18n/translate.ts";
import {
  effectiveDropoff,
  groupOfficesByCity,
  normalizeCampaignCode,
  searchQuery,
  searchValuesFromQuery,
  type SearchOffice,
  type SearchValues,
} from "./search-form.ts";
import {
  dateBounds,
  defaultSearchTimes,
  foldForSearch,
  officeMatches,
  searchErrorMessageKey,
  searchFormErrorField,
  timeSlotsFor,
  validateSearchForm,
  withFreshDefaults,
  withPickupAt,
  type SearchFormErrorCode,
} from "./search-validation.ts";

const weekdays = (open: string, close: string) => ({ open, close });
const airport: SearchOffice = {
  code: "IST",
  name: "İstanbul Havalimanı",
  cityName: "İstanbul",
  open24h: true,
  hours: Array.from({ length: 7 }, () => weekdays("00:00", "23:59")),
  closures: [],
};
// Closed on Sundays; 2026-12-01 (a Tuesday) is a holiday.
const levent: SearchOffice = {
  code: "LVT",
  name: "İstanbul Levent",
  cityName: "İstanbul",
  open24h: false,
  hours: [...Array.from({ length: 5 }, () => weekdays("08:30", "19:30")), weekdays("09:00", "18:00"), null],
  closures: [{ day: "2026-12-01", opens: null, closes: null }],
};
const kizilay: SearchOffice = { ...levent, code: "KZL", name: "Ankara Kızılay", cityName: "Ankara", closures: [] };
const offices = [airport, levent, kizilay];

// 2026-11-21 is a Saturday; now = 12:00 Istanbul.
const now = istanbulInstant("2026-11-21", "12:00");
const base: SearchValues = {
  pickupCode: "IST",
  dropoffCode: "IST",
  different: false,
  pickupAt: "2026-11-23T10:00",
  returnAt: "2026-11-26T10:00",
  campaignCode: "",
};
const codes = (values: Partial<SearchValues>) =>
  validateSearchForm({ ...base, ...values }, offices, now).map((e) => e.code);

describe("defaultSearchTimes", () => {
  it("picks up tomorrow at 10:00 and returns three days later at 10:00", () => {
    expect(defaultSearchTimes("2026-12-31")).toEqual({ pickupAt: "2027-01-01T10:00", returnAt: "2027-01-04T10:00" });
  });

  it("is always a valid search at a 24-hour office from any time of the day before", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 1439 }), (offset, minute) => {
        const today = addDays("2025-01-01", offset);
        const at = new Date(istanbulInstant(today, "00:00").getTime() + minute * 60_000);
        expect(validateSearchForm({ ...base, ...defaultSearchTimes(today) }, offices, at)).toEqual([]);
      }),
    );
  });
});

describe("validateSearchForm", () => {
  it("accepts a valid search", () => {
    expect(codes({})).toEqual([]);
  });

  it("asks for the offices that are missing", () => {
    expect(codes({ pickupCode: "" })).toEqual(["pickupOfficeMissing"]);
    expect(codes({ different: true, dropoffCode: "" })).toEqual(["dropoffOfficeMissing"]);
    // Without "different", the drop-off office is the pick-up office whatever the hidden field holds.
    expect(codes({ different: false, dropoffCode: "" })).toEqual([]);
  });

  it("asks for dates that are missing or malformed", () => {
    expect(codes({ pickupAt: "" })).toEqual(["pickupMissing"]);
    expect(codes({ returnAt: "2026-02-30T10:00" })).toEqual(["returnMissing"]);
  });

  it("reports a return before the pick-up on the return field", () => {
    const errors = validateSearchForm({ ...base, returnAt: "2026-11-22T10:00" }, offices, now);
    expect(errors).toEqual([{ code: "returnBeforePickup", field: "dropOff" }]);
  });

  it("reports a pick-up sooner than two hours", () => {
    expect(codes({ pickupAt: "2026-11-21T13:30" })).toEqual(["pickupTooSoon"]);
    expect(codes({ pickupAt: "2026-11-21T14:00" })).toEqual([]);
  });

  it("reports a pick-up more than 365 days ahead and a rental over 365 days", () => {
    expect(codes({ pickupAt: "2027-11-22T10:00", returnAt: "2027-11-25T10:00" })).toEqual(["pickupTooFar"]);
    expect(codes({ returnAt: "2027-02-22T10:00" })).toEqual([]);
    expect(codes({ returnAt: "2027-11-23T10:00" })).toEqual([]);
    expect(codes({ returnAt: "2027-11-24T10:00" })).toEqual(["tooLong"]);
  });

  it("reports an office that is closed at the chosen time, weekday or holiday", () => {
    expect(codes({ pickupCode: "LVT", pickupAt: "2026-11-22T10:00" })).toEqual(["pickupOfficeClosed"]);
    expect(codes({ pickupCode: "LVT", pickupAt: "2026-11-23T08:00" })).toEqual(["pickupOfficeClosed"]);
    expect(codes({ pickupCode: "LVT", pickupAt: "2026-11-23T08:30" })).toEqual([]);
    expect(codes({ pickupCode: "LVT", returnAt: "2026-12-01T10:00" })).toEqual(["returnOfficeClosed"]);
    expect(codes({ different: true, dropoffCode: "KZL", returnAt: "2026-11-29T10:00" })).toEqual([
      "returnOfficeClosed",
    ]);
  });

  it("reports off-slot times and lists errors in field order", () => {
    const errors = validateSearchForm(
      { ...base, pickupCode: "", pickupAt: "2026-11-23T10:15", returnAt: "2026-11-22T10:00" },
      offices,
      now,
    );
    expect(errors.map((e) => e.field)).toEqual(["pickupOffice", "pickUp", "dropOff"]);
    expect(errors.map((e) => e.code)).toEqual(["pickupOfficeMissing", "pickupNotOnHalfHour", "returnBeforePickup"]);
  });
});

describe("messages", () => {
  const all: SearchFormErrorCode[] = [
    "pickupOfficeMissing",
    "dropoffOfficeMissing",
    "pickupMissing",
    "returnMissing",
    "pickupNotOnHalfHour",
    "returnNotOnHalfHour",
    "pickupTooSoon",
    "pickupTooFar",
    "returnBeforePickup",
    "tooLong",
    "pickupOfficeClosed",
    "returnOfficeClosed",
  ];

  it("words every error code in both languages", () => {
    for (const [lang, messages] of [
      ["tr", tr],
      ["en", en],
    ] as const) {
      const { t } = createTranslator(lang, messages);
      for (const code of all) {
        const key = searchErrorMessageKey(code);
        expect(t(key), `${lang} ${code}`).not.toBe(key);
      }
    }
    expect(createTranslator("tr", tr).t(searchErrorMessageKey("returnBeforePickup"))).toBe(
      "Dönüş zamanı alış zamanından sonra olmalıdır.",
    );
  });

  it("puts office errors on the office fields and time errors on the date fields", () => {
    expect(searchFormErrorField("dropoffOfficeMissing")).toBe("dropoffOffice");
    expect(searchFormErrorField("pickupOfficeClosed")).toBe("pickUp");
    expect(searchFormErrorField("tooLong")).toBe("dropOff");
  });
});

describe("query", () => {
  it("submits the drop-off office only when a different one was chosen", () => {
    expect(effectiveDropoff({ pickupCode: "IST", dropoffCode: "ESB", different: false })).toBe("IST");
    expect(effectiveDropoff({ pickupCode: "IST", dropoffCode: "ESB", different: true })).toBe("ESB");
  });

  it("round-trips through the URL with all five parameters in order", () => {
    const values: SearchValues = { ...base, different: true, dropoffCode: "KZL", campaignCode: " yaz 25 " };
    const query = searchQuery(values);
    expect(query.toString()).toBe(
      "alis=IST&donus=KZL&alisTarihi=2026-11-23T10%3A00&donusTarihi=2026-11-26T10%3A00&kampanya=YAZ25",
    );
    expect(searchValuesFromQuery(query)).toEqual({ ...values, campaignCode: "YAZ25" });
    expect(searchValuesFromQuery(new URLSearchParams("alis=IST"))).toMatchObject({
      dropoffCode: "IST",
      different: false,
    });
  });
});

describe("offices", () => {
  it("offers only the half hours the office is open that day", () => {
    expect(timeSlotsFor(levent, "2026-11-23").slice(0, 2)).toEqual(["08:30", "09:00"]);
    expect(timeSlotsFor(levent, "2026-11-23").at(-1)).toBe("19:30");
    expect(timeSlotsFor(levent, "2026-11-22")).toEqual([]);
    expect(timeSlotsFor(levent, "2026-12-01")).toEqual([]);
    expect(timeSlotsFor(airport, "2026-11-22")).toHaveLength(48);
    expect(timeSlotsFor(undefined, "")).toHaveLength(48);
  });

  it("finds offices by name or city whatever the keyboard", () => {
    expect(officeMatches(levent, "istanbul")).toBe(true);
    expect(officeMatches(kizilay, "KIZILAY")).toBe(true);
    expect(officeMatches(kizilay, "kizilay")).toBe(true);
    expect(officeMatches({ name: "İstanbul Kadıköy", cityName: "İstanbul" }, "kadikoy")).toBe(true);
    expect(officeMatches(kizilay, "levent")).toBe(false);
    expect(foldForSearch("Muğla Dalaman")).toBe("mugla dalaman");
  });

  it("groups offices by city in the given order", () => {
    expect(groupOfficesByCity(offices).map((g) => [g.city, g.offices.map((o) => o.code)])).toEqual([
      ["İstanbul", ["IST", "LVT"]],
      ["Ankara", ["KZL"]],
    ]);
  });
});

describe("date helpers", () => {
  it("bounds the pick-up to the next 365 days and the return to the pick-up day on", () => {
    expect(dateBounds("pickUp", "2026-11-21", "")).toEqual({ min: "2026-11-21", max: "2027-11-21" });
    expect(dateBounds("dropOff", "2026-11-21", "2026-11-25")).toEqual({ min: "2026-11-25", max: "" });
  });

  it("moves the return when the pick-up passes it, and only then", () => {
    expect(withPickupAt(base, "2026-11-26T12:00").returnAt).toBe("2026-11-29T10:00");
    expect(withPickupAt(base, "2026-11-24T12:00").returnAt).toBe(base.returnAt);
  });

  it("refreshes only dates that are still yesterday's defaults", () => {
    const tomorrowNow = istanbulInstant("2026-11-22", "09:00");
    const yesterdays = { ...base, ...defaultSearchTimes("2026-11-21") };
    expect(withFreshDefaults(yesterdays, "2026-11-21", tomorrowNow)).toMatchObject(defaultSearchTimes("2026-11-22"));
    expect(withFreshDefaults(base, "2026-11-21", tomorrowNow)).toEqual(base);
    expect(withFreshDefaults({ ...base, pickupAt: "", returnAt: "" }, undefined, tomorrowNow)).toMatchObject(
      defaultSearchTimes("2026-11-22"),
    );
  });
});

describe("campaign codes in the search", () => {
  it("upper-cases the same on every page: no Turkish İ in the URL of an English page", () => {
    expect(normalizeCampaignCode(" indirim 25 ")).toBe("INDIRIM25");
    expect(normalizeCampaignCode("ındırım")).toBe("INDIRIM");
    expect(normalizeCampaignCode("İNDİRİM")).toBe("INDIRIM");
  });

  it("agrees with the domain's rule for any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."aiıİIoöuüşçğ ß0123456789-\u0307".split("")) }), (code) => {
        expect(normalizeCampaignCode(code)).toBe(domainNormalize(code));
      }),
    );
  });
});
