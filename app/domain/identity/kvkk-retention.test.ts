import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RESERVATION_STATUSES } from "#app/domain/reservation/status.ts";
import {
  billingAfterDeletion,
  DATA_CATEGORIES,
  driverAfterDeletion,
  ERASED,
  LEGAL_RETENTION_YEARS,
  reservationTreatment,
  RETENTION_RULES,
  retainedUntil,
  ruleFor,
} from "./kvkk-retention.ts";

const driver = {
  firstName: "Ayşe",
  lastName: "Işık",
  email: "ayse@example.com",
  phone: "+905321112233",
  birthDate: "10.05.1990",
  licenceDate: "01.02.2010",
  tckn: "10000000146",
  passport: null,
  note: "Geç gelebilirim",
};
const billing = { kind: "individual" as const, name: "Ayşe Işık", tckn: "10000000146", address: "Kadıköy, İstanbul" };

describe("the retention table", () => {
  it("has exactly one rule per category, in the listed order", () => {
    expect(RETENTION_RULES.map((r) => r.category)).toEqual([...DATA_CATEGORIES]);
  });

  it("deletes the account, sessions, profile, saved driver, consents, form submissions and SMS", () => {
    for (const c of [
      "account",
      "sessions",
      "profile",
      "savedDriver",
      "consents",
      "formSubmissions",
      "smsMessages",
    ] as const) {
      expect(ruleFor(c).outcome).toBe("deleted");
    }
  });

  it("keeps reservations that money moved for, payments, receipts, invoices and refunds 10 years under commercial and tax law", () => {
    for (const c of ["paidReservations", "payments", "receipts", "invoices", "cancellationRequests"] as const) {
      expect(ruleFor(c)).toEqual({ category: c, outcome: "kept", basis: "commercialAndTaxLaw", years: 10 });
    }
    expect(LEGAL_RETENTION_YEARS).toBe(10);
  });

  it("keeps the record of the deletion 3 years under the deletion regulation", () => {
    expect(ruleFor("deletionRecord")).toEqual({
      category: "deletionRecord",
      outcome: "kept",
      basis: "deletionRegulation",
      years: 3,
    });
  });

  it("keeps nothing else", () => {
    const keptCategories = RETENTION_RULES.filter((r) => r.outcome === "kept").map((r) => r.category);
    expect(keptCategories).toEqual([
      "paidReservations",
      "payments",
      "receipts",
      "invoices",
      "cancellationRequests",
      "deletionRecord",
    ]);
  });
});

describe("reservationTreatment", () => {
  it("keeps a reservation still to be driven, or being driven, whole", () => {
    for (const status of ["pending_payment", "confirmed", "active"] as const) {
      expect(reservationTreatment({ status, moneyMoved: false })).toBe("keepUntilEnded");
      expect(reservationTreatment({ status, moneyMoved: true })).toBe("keepUntilEnded");
    }
  });

  it("keeps an ended reservation that money moved for as a commercial document, and anonymises the rest", () => {
    for (const status of ["completed", "cancelled", "expired", "payment_failed"] as const) {
      expect(reservationTreatment({ status, moneyMoved: true })).toBe("keepForTax");
      expect(reservationTreatment({ status, moneyMoved: false })).toBe("anonymise");
    }
  });

  it("answers for every status", () => {
    fc.assert(
      fc.property(fc.constantFrom(...RESERVATION_STATUSES), fc.boolean(), (status, moneyMoved) => {
        expect(["keepUntilEnded", "keepForTax", "anonymise"]).toContain(reservationTreatment({ status, moneyMoved }));
      }),
    );
  });
});

describe("driverAfterDeletion and billingAfterDeletion", () => {
  it("keeps the receipt's name and billing identity on a tax document, nothing else of the driver", () => {
    expect(driverAfterDeletion(driver, "keepForTax")).toEqual({
      firstName: "Ayşe",
      lastName: "Işık",
      email: ERASED,
      phone: ERASED,
      birthDate: ERASED,
      licenceDate: ERASED,
      tckn: null,
      passport: null,
      note: null,
    });
    expect(billingAfterDeletion(billing, "keepForTax")).toEqual(billing);
  });

  it("leaves a live reservation as it is", () => {
    expect(driverAfterDeletion(driver, "keepUntilEnded")).toEqual(driver);
    expect(billingAfterDeletion(billing, "keepUntilEnded")).toEqual(billing);
  });

  it("erases every personal field of a reservation that documents nothing", () => {
    const d = driverAfterDeletion(driver, "anonymise");
    expect(JSON.stringify(d)).not.toMatch(/Ayşe|Işık|example|5321112233|1990|2010|10000000146|Geç/);
    const company = {
      kind: "company" as const,
      title: "Işık Ltd",
      taxOffice: "Kadıköy",
      taxNumber: "1234567890",
      address: "İstanbul",
    };
    expect(billingAfterDeletion(company, "anonymise")).toEqual({
      kind: "individual",
      name: ERASED,
      tckn: null,
      address: ERASED,
    });
  });

  it("is idempotent: applying it twice changes nothing more", () => {
    for (const t of ["keepUntilEnded", "keepForTax", "anonymise"] as const) {
      const once = driverAfterDeletion(driver, t);
      expect(driverAfterDeletion(once, t)).toEqual(once);
      const billed = billingAfterDeletion(billing, t);
      expect(billingAfterDeletion(billed, t)).toEqual(billed);
    }
  });
});

describe("retainedUntil", () => {
  it("counts 10 years from the end of the document's calendar year", () => {
    expect(retainedUntil("2026-01-01")).toBe("2036-12-31");
    expect(retainedUntil("2026-12-31")).toBe("2036-12-31");
  });

  it("refuses what is not a day", () => {
    expect(() => retainedUntil("")).toThrow();
  });
});
