import { describe, expect, it } from "vitest";
import { officeJsonLd } from "./office-json-ld.ts";
import { regularWeek } from "#app/shared/offices/office-hours.ts";

const base = {
  name: "Kadıköy",
  address: "Caferağa Mah.",
  cityName: "İstanbul",
  phone: "+90 216 555 01 02",
  email: "k@yolda.com.tr",
  lat: 40.99,
  lng: 29.02,
};
const weekday = { open: "08:30", close: "19:00" };

describe("officeJsonLd", () => {
  it("groups weekdays with the same hours and leaves closed days out", () => {
    const week = regularWeek({
      hours: [weekday, weekday, weekday, weekday, weekday, { open: "09:00", close: "14:00" }, null],
      open24h: false,
    });
    const ld = officeJsonLd({ ...base, week, closures: [] }, "https://yolda.example/ofis-kadikoy");
    expect(ld["@type"]).toBe("AutoRental");
    expect(ld.geo).toEqual({ "@type": "GeoCoordinates", latitude: 40.99, longitude: 29.02 });
    expect(ld.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:30",
        closes: "19:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "14:00" },
    ]);
  });

  it("lists a 24/7 office on every day and holidays as special days", () => {
    const week = regularWeek({ hours: [null, null, null, null, null, null, null], open24h: true });
    const ld = officeJsonLd({ ...base, week, closures: [{ day: "2027-01-01", opens: null, closes: null }] }, "u");
    expect(ld.openingHoursSpecification[0]).toMatchObject({
      dayOfWeek: expect.arrayContaining(["Sunday", "Monday"]),
      opens: "00:00",
      closes: "23:59",
    });
    expect(ld.openingHoursSpecification[1]).toEqual({
      "@type": "OpeningHoursSpecification",
      validFrom: "2027-01-01",
      validThrough: "2027-01-01",
      opens: "00:00",
      closes: "00:00",
    });
  });
});
