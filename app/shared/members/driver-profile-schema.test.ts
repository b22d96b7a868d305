import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { driverProfileSchema, profileToStore } from "./driver-profile-schema.ts";

const TODAY = "2026-11-24";
const schema = driverProfileSchema(TODAY);
const errorsOf = (value: Record<string, string>) => {
  const result = schema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

// A valid TCKN from nine digits (the first not zero): the two check digits follow from them.
function tcknFrom(nine: number[]): string {
  const odd = nine[0]! + nine[2]! + nine[4]! + nine[6]! + nine[8]!;
  const even = nine[1]! + nine[3]! + nine[5]! + nine[7]!;
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  const d11 = (nine.reduce((a, b) => a + b, 0) + d10) % 10;
  return [...nine, d10, d11].join("");
}
const tckn = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }))
  .map(([first, rest]) => tcknFrom([first, ...rest]));

describe("driverProfileSchema", () => {
  it("accepts an empty profile: every field is optional", () => {
    expect(errorsOf({})).toEqual({});
  });

  it("accepts a whole Turkish driver's profile", () => {
    expect(
      errorsOf({
        birthDate: "14.03.1988",
        licenceDate: "02.07.2008",
        nationality: "tr",
        tckn: "10000000146",
        billingKind: "individual",
        billingName: "Çağrı Öztürk",
        billingTckn: "10000000146",
        billingAddress: "Kızılay Mah. Atatürk Bulvarı No:121 Çankaya/Ankara",
      }),
    ).toEqual({});
  });

  it("accepts every valid TCKN and refuses it with one digit changed", () => {
    fc.assert(
      fc.property(tckn, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (id, at, delta) => {
        expect(errorsOf({ tckn: id })).toEqual({});
        const changed = id.slice(0, at) + ((Number(id[at]) + delta) % 10) + id.slice(at + 1);
        if (changed[0] !== "0") expect(errorsOf({ tckn: changed }).tckn).toBe("members.errors.tcknInvalid");
      }),
    );
  });

  it("refuses dates that are not dates, births in the future and licences before 18", () => {
    expect(errorsOf({ birthDate: "31.02.1990" }).birthDate).toBe("members.errors.dateInvalid");
    expect(errorsOf({ birthDate: "01.01.2027" }).birthDate).toBe("members.errors.birthInFuture");
    expect(errorsOf({ licenceDate: "25.11.2026" }).licenceDate).toBe("members.errors.licenceInFuture");
    expect(errorsOf({ birthDate: "01.01.2000", licenceDate: "31.12.2017" }).licenceDate).toBe(
      "members.errors.licenceBeforeAge18",
    );
    expect(errorsOf({ birthDate: "01.01.2000", licenceDate: "01.01.2018" })).toEqual({});
  });

  it("checks a company's tax number and a passport's shape", () => {
    expect(errorsOf({ taxNumber: "12345" }).taxNumber).toBe("members.errors.taxNumberInvalid");
    expect(errorsOf({ passport: "AB-12" }).passport).toBe("members.errors.passportInvalid");
    expect(errorsOf({ passport: "U12345678" })).toEqual({});
  });
});

describe("profileToStore", () => {
  it("keeps only the fields that hold something, trimmed", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("birthDate", "tckn", "billingAddress", "taxOffice"), fc.string()),
        (values) => {
          const kept = profileToStore(values);
          for (const [key, value] of Object.entries(kept)) {
            expect(value).toBe(values[key as keyof typeof values]!.trim());
            expect(value).not.toBe("");
          }
          for (const [key, value] of Object.entries(values)) {
            if (value.trim()) expect(kept).toHaveProperty(key);
          }
        },
      ),
    );
  });
});
