import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkCard, groupCardNumber } from "./card-rules.ts";

const NOW = new Date("2026-11-21T09:00:00Z");
const valid = { holder: "Ayşe Işık", number: "4355 0843 5508 4358", month: "12", year: "30", cvc: "000" };

describe("card rules", () => {
  it("groups digits in fours as typed and drops everything else", () => {
    expect(groupCardNumber("4355-0843 5508x4358")).toBe("4355 0843 5508 4358");
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,19}$/), (digits) => {
        expect(groupCardNumber(digits).replace(/ /g, "")).toBe(digits);
      }),
    );
  });

  it("refuses a number that fails the Luhn check, typed any way", () => {
    expect(checkCard({ ...valid, number: "4355-0843-5508-4358" }, "Ayşe Işık", NOW)).toEqual({});
    expect(checkCard({ ...valid, number: "4355 0843 5508 4357" }, "Ayşe Işık", NOW)).toEqual({
      number: "numberInvalid",
    });
    expect(checkCard({ ...valid, number: "4355 0843" }, "Ayşe Işık", NOW)).toEqual({ number: "numberInvalid" });
  });

  it("passes a valid card whose holder is the driver, written the Turkish way or not", () => {
    expect(checkCard(valid, "AYŞE IŞIK", NOW)).toEqual({});
    expect(checkCard({ ...valid, holder: "ayşe ışık" }, "Ayşe Işık", NOW)).toEqual({});
    // Embossed Turkish cards carry no Turkish letters.
    expect(checkCard({ ...valid, holder: "CAGRI OZTURK" }, "Çağrı Öztürk", NOW)).toEqual({});
    expect(checkCard({ ...valid, holder: "AYSE ISIK" }, "Ayşe Işık", NOW)).toEqual({});
  });

  it("names each problem on its own field", () => {
    expect(checkCard({ holder: "", number: "", month: "", year: "", cvc: "1" }, "Ayşe Işık", NOW)).toEqual({
      holder: "holderRequired",
      number: "numberRequired",
      month: "monthRequired",
      year: "yearRequired",
      cvc: "cvcInvalid",
    });
    expect(checkCard({ ...valid, holder: "Mehmet Yılmaz", number: "4355084355084359" }, "Ayşe Işık", NOW)).toEqual({
      holder: "holderNotDriver",
      number: "numberInvalid",
    });
  });

  it("refuses a card that expired before this month in Istanbul, accepts this month", () => {
    expect(checkCard({ ...valid, month: "10", year: "26" }, "Ayşe Işık", NOW)).toEqual({ month: "cardExpired" });
    expect(checkCard({ ...valid, month: "11", year: "26" }, "Ayşe Işık", NOW)).toEqual({});
  });
});
