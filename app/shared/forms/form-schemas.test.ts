import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cancellationSchema, contactSchema, fleetSchema, jobSchema, lookupSchema } from "./form-schemas.ts";

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

const contact = {
  type: "request",
  name: "Zeynep Çelik",
  email: "zeynep@example.com",
  phoneCountry: "TR",
  phone: "532 123 45 67",
  subject: "Teslim",
  message: "Merhaba",
  department: "2",
  captchaId: "x",
  captcha: "AB3CD",
};

describe("form schemas", () => {
  it("accepts a complete contact message and words each missing field with its own key", () => {
    expect(contactSchema.safeParse(contact).success).toBe(true);
    expect(issues(contactSchema.safeParse({ phoneCountry: "TR" }))).toEqual({
      type: "forms.errors.typeRequired",
      name: "forms.errors.nameRequired",
      email: "forms.errors.emailRequired",
      phone: "forms.errors.phoneRequired",
      subject: "forms.errors.subjectRequired",
      message: "forms.errors.messageRequired",
      department: "forms.errors.departmentRequired",
      captcha: "forms.errors.captchaRequired",
    });
    expect(issues(contactSchema.safeParse({ ...contact, email: "a@", phone: "+49 30 1234567" }))).toEqual({
      email: "forms.errors.emailInvalid",
      phone: "forms.errors.phoneWrongCountry",
    });
  });

  it("reads a checkbox group with one or several ticks, and asks for at least one", () => {
    const fleet = {
      ...contact,
      firstName: "Mert",
      lastName: "Aydın",
      company: "Anadolu",
      vehicleCount: "12",
      duration: "6-12",
      cities: "3",
      classes: ["1", "2"],
    };
    const parsed = fleetSchema.safeParse(fleet);
    expect(parsed.success && parsed.data.cities).toEqual(["3"]);
    expect(parsed.success && parsed.data.vehicleCount).toBe(12);
    expect(issues(fleetSchema.safeParse({ ...fleet, cities: undefined, vehicleCount: "0" }))).toEqual({
      cities: "forms.errors.citiesRequired",
      vehicleCount: "forms.errors.vehicleCountInvalid",
    });
  });

  it("asks for a CV and refuses one over 5 MB before it is sent", () => {
    const job = { ...contact, firstName: "Elif", lastName: "Şahin", departments: "1" };
    expect(issues(jobSchema.safeParse(job)).cv).toBe("forms.errors.cvRequired");
    expect(
      issues(jobSchema.safeParse({ ...job, cv: new File([new Uint8Array(5 * 1024 * 1024 + 1)], "cv.pdf") })).cv,
    ).toBe("forms.errors.cvTooLarge");
    expect(jobSchema.safeParse({ ...job, cv: new File(["%PDF-"], "cv.pdf") }).success).toBe(true);
  });

  it("accepts any typing of a valid reservation number and refuses anything else (property)", () => {
    const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...alphabet), { minLength: 7, maxLength: 7 }),
        fc.boolean(),
        fc.boolean(),
        (chars, lower, prefix) => {
          const body = chars.join("");
          const typed = `${prefix ? "YLD-" : ""}${lower ? body.toLowerCase() : body}`;
          expect(lookupSchema.safeParse({ number: typed, lastName: "Kaya" }).success).toBe(true);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (typed) => {
        expect(lookupSchema.safeParse({ number: typed, lastName: "Kaya" }).success).toBe(false);
      }),
    );
    expect(issues(cancellationSchema.safeParse({ number: "YLD-7K3M9QX", lastName: "Kaya" }))).toEqual({
      reason: "forms.errors.reasonRequired",
      captcha: "forms.errors.captchaRequired",
    });
  });
});
