import { describe, expect, it } from "vitest";
import { exampleTckn } from "#app/domain/identity/tckn.ts";
import { exampleVkn } from "#app/domain/identity/vkn.ts";
import { maskDateInput } from "./date-input.ts";
import { driverSchema } from "./driver-schema.ts";
import { checkPhone } from "#app/shared/phone.ts";

const rules = { minAge: 21, licenceYears: 2, pickUpDate: "2026-12-01", today: "2026-11-21" };
const valid = {
  firstName: "Ayşe",
  lastName: "Yılmaz",
  email: "ayse@example.com",
  phoneCountry: "TR",
  phone: "532 123 45 67",
  birthDate: "15.04.1990",
  licenceDate: "01.06.2010",
  nationality: "tr",
  tckn: exampleTckn(3),
  billingKind: "individual",
  billingName: "Ayşe Yılmaz",
  billingTckn: exampleTckn(3),
  billingAddress: "Kadıköy, İstanbul",
  termsAccepted: true,
  kvkkAccepted: true,
};

function messages(input: Record<string, unknown>): Record<string, string[]> {
  const result = driverSchema(rules).safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join(".")] ??= []).push(issue.message);
  return out;
}

describe("driverSchema", () => {
  it("accepts a complete Turkish driver with individual billing", () => {
    expect(messages(valid)).toEqual({});
  });

  it("reports every field at once, cross-field checks included, as catalog keys", () => {
    const found = messages({ ...valid, firstName: "", email: "x@", tckn: "12345678901", phone: "12" });
    expect(found.firstName?.[0]).toBe("booking.errors.firstNameRequired");
    expect(found.email).toEqual(["booking.errors.emailInvalid"]);
    expect(found.tckn).toEqual(["booking.errors.tcknInvalid"]);
    expect(found.phone).toEqual(["booking.errors.phoneInvalid"]);
  });

  it("refuses a driver younger than the model's minimum age on the pick-up date", () => {
    expect(messages({ ...valid, birthDate: "02.12.2005", licenceDate: "01.01.2024" }).birthDate).toContain(
      "booking.errors.tooYoung",
    );
    // 21 on the pick-up day itself is old enough.
    expect(messages({ ...valid, birthDate: "01.12.2005" }).birthDate).toBeUndefined();
  });

  it("wants a passport instead of a TC number for foreign nationals", () => {
    const found = messages({ ...valid, nationality: "foreign", tckn: "", billingTckn: "", passport: "" });
    expect(found.passport).toEqual(["booking.errors.passportRequired"]);
    expect(found.tckn).toBeUndefined();
    expect(found.billingTckn).toBeUndefined();
  });

  it("checks a company's tax number", () => {
    const company = { ...valid, billingKind: "company", companyTitle: "Yolda AŞ", taxOffice: "Kadıköy" };
    expect(messages({ ...company, taxNumber: exampleVkn(5) })).toEqual({});
    const good = exampleVkn(5);
    const wrong = `${good.slice(0, 9)}${(Number(good[9]) + 1) % 10}`;
    expect(messages({ ...company, taxNumber: wrong }).taxNumber).toEqual(["booking.errors.taxNumberInvalid"]);
  });

  it("requires the terms and the personal-data notice", () => {
    const found = messages({ ...valid, termsAccepted: undefined, kvkkAccepted: undefined });
    expect(found.termsAccepted).toEqual(["booking.errors.termsRequired"]);
    expect(found.kvkkAccepted).toEqual(["booking.errors.kvkkRequired"]);
  });
});

describe("checkPhone", () => {
  it("gives the spec's four phone problems", () => {
    expect(checkPhone("", "532 123 45 67")).toEqual({ ok: false, problem: "phoneCountryMissing" });
    expect(checkPhone("TR", "+800 1234 5678")).toEqual({ ok: false, problem: "phoneNoCountry" });
    expect(checkPhone("TR", "+49 1512 3456789")).toEqual({ ok: false, problem: "phoneWrongCountry" });
    expect(checkPhone("TR", "12")).toEqual({ ok: false, problem: "phoneInvalid" });
  });
  it("returns E.164 for a valid number, national or international", () => {
    expect(checkPhone("TR", "0532 123 45 67")).toEqual({ ok: true, e164: "+905321234567" });
    expect(checkPhone("DE", "+49 1512 3456789")).toEqual({ ok: true, e164: "+4915123456789" });
  });
});

describe("maskDateInput", () => {
  it("inserts the dots of dd.mm.yyyy while digits are typed", () => {
    expect(maskDateInput("1504")).toBe("15.04");
    expect(maskDateInput("15041990")).toBe("15.04.1990");
    expect(maskDateInput("15.04.1990")).toBe("15.04.1990");
    expect(maskDateInput("150419901")).toBe("15.04.1990");
  });
});
