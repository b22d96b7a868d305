import { describe, expect, it } from "vitest";
import { exampleTckn } from "#app/domain/identity/tckn.ts";
import { type DriverIdentity, driverProblems, normaliseDriver } from "./drivers.ts";

const ok: DriverIdentity = {
  firstName: "Ayşe",
  lastName: "Yılmaz",
  licenceNumber: "TR-123456",
  licenceClass: "B",
  licenceCountry: "TR",
  licenceIssued: "2015-04-01",
  licenceExpires: "2035-04-01",
  idKind: "tckn",
  idNumber: exampleTckn(7),
  idCountry: "",
};
const today = "2027-03-01";
const last = "2027-03-05";

describe("a driver identified at the counter", () => {
  it("is accepted with a valid TCKN and a licence valid for the whole rental", () => {
    expect(driverProblems(normaliseDriver(ok), today, last)).toEqual({});
    expect(normaliseDriver(ok).idCountry).toBe("TR");
  });
  it("is refused with a TCKN whose check digits are wrong", () => {
    const good = exampleTckn(7);
    const bad = `${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`;
    expect(driverProblems(normaliseDriver({ ...ok, idNumber: bad }), today, last).idNumber).toBe("tcknInvalid");
  });
  it("is refused when the licence has expired, or expires before the car comes back", () => {
    const expired = normaliseDriver({ ...ok, licenceExpires: "2027-02-28" });
    expect(driverProblems(expired, today, last).licenceExpires).toBe("licenceExpired");
    const during = normaliseDriver({ ...ok, licenceExpires: "2027-03-03" });
    expect(driverProblems(during, today, last).licenceExpires).toBe("licenceExpiresDuringRental");
    expect(driverProblems(normaliseDriver({ ...ok, licenceExpires: last }), today, last)).toEqual({});
  });
  it("takes a passport with its country, and refuses a passport without one", () => {
    const passport = { ...ok, idKind: "passport" as const, idNumber: "c 1234567", idCountry: "de" };
    expect(driverProblems(normaliseDriver(passport), today, last)).toEqual({});
    expect(normaliseDriver(passport).idNumber).toBe("C1234567");
    expect(driverProblems(normaliseDriver({ ...passport, idCountry: "" }), today, last).idCountry).toBe(
      "countryInvalid",
    );
  });
  it("names every missing field and a licence issued in the future", () => {
    const empty = normaliseDriver({ ...ok, firstName: " ", licenceNumber: "", licenceIssued: "2027-04-01" });
    expect(driverProblems(empty, today, last)).toMatchObject({
      firstName: "required",
      licenceNumber: "required",
      licenceIssued: "issuedInFuture",
    });
  });
});
