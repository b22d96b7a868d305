import { describe, expect, it } from "vitest";
import { officeClosureSchema, officePhone, officeSettingsSchema } from "./office-form.ts";

const week = Array.from({ length: 7 }, () => ({ open: "08:30", close: "19:30" }));
const settings = {
  intent: "settings",
  days: week,
  turnaroundMinutes: "90",
  addressTr: "Caferağa Mah. Moda Cad. No:58, Kadıköy",
  addressEn: "Moda Street No:58, Kadıköy, Istanbul",
  phone: "0216 555 01 03",
  lat: "40,987",
  lng: "29.026",
};

describe("office settings form", () => {
  it("reads phones with libphonenumber (Turkey unless +country) into international form", () => {
    expect(officePhone("0216 555 01 03")).toBe("+90 216 555 01 03");
    expect(officePhone("+44 20 7946 0958")).toBe("+44 20 7946 0958");
    expect(officePhone("123")).toBeNull();
    expect(officePhone("+90 999")).toBeNull();
  });

  it("turns what was typed into clean values, decimal commas included", () => {
    const parsed = officeSettingsSchema.safeParse(settings);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ turnaroundMinutes: 90, phone: "+90 216 555 01 03", lat: 40.987, lng: 29.026 });
    expect(parsed.data?.open24h).toBe(false);
  });

  it("puts each problem on its field", () => {
    const days = [...week];
    days[2] = { open: "20:00", close: "08:00" };
    days[4] = { open: "8", close: "19:30" };
    const parsed = officeSettingsSchema.safeParse({ ...settings, days, lat: "91", turnaroundMinutes: "10" });
    const issues = parsed.error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ["days.2.close", "offices.errors.closeNotAfterOpen"],
        ["days.4.open", "offices.errors.timeInvalid"],
        ["lat", "offices.errors.latRange"],
        ["turnaroundMinutes", "offices.errors.bufferInvalid"],
      ]),
    );
    // A closed day needs no hours.
    days[2] = { closed: true, open: "", close: "" } as never;
    days[4] = { closed: true, open: "", close: "" } as never;
    expect(officeSettingsSchema.safeParse({ ...settings, days }).success).toBe(true);
  });

  it("takes a holiday as dd.mm.yyyy, and hours only for a shortened day", () => {
    const base = { intent: "closure", day: "31.12.2026", kind: "closed", noteTr: "Yılbaşı", noteEn: "New Year" };
    expect(officeClosureSchema.safeParse(base).data?.day).toBe("2026-12-31");
    expect(officeClosureSchema.safeParse({ ...base, day: "31.02.2026" }).error?.issues[0]?.message).toBe(
      "offices.errors.dayInvalid",
    );
    const shortened = officeClosureSchema.safeParse({ ...base, kind: "shortened", opens: "10:00", closes: "09:00" });
    expect(shortened.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["closes", "offices.errors.closeNotAfterOpen"],
    ]);
  });
});
