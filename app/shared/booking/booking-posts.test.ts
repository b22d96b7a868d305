import { describe, expect, it } from "vitest";
import { draftSearchFrom, formFields, postedDraftParam, readBookingPost } from "./booking-posts.ts";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return formFields(data);
};

describe("booking posts", () => {
  it("reads the packages step: choices, flags and extra quantities as typed", () => {
    const post = readBookingPost(
      2,
      form([
        ["intent", "next"],
        ["assurance", "FULL"],
        ["km", "KM500"],
        ["confirmed", "1"],
        ["extra.BABY", "2.7"],
        ["extra.GPS", "lots"],
        ["addOn.TYRES", "1"],
        ["addOn.OFF", ""],
        ["depositFree", "1"],
        ["unrelated", "x"],
      ]),
    );
    expect(post).toEqual({
      intent: "next",
      assurance: "FULL",
      km: "KM500",
      confirmed: true,
      js: false,
      depositFree: true,
      extras: { BABY: 2, GPS: 0 },
      addOns: ["TYRES"],
    });
  });

  it("gives safe defaults for a packages post with fields missing", () => {
    expect(readBookingPost(2, form([["intent", "recalc"]]))).toEqual({
      intent: "recalc",
      assurance: "",
      km: "",
      confirmed: false,
      js: false,
      depositFree: false,
      extras: {},
      addOns: [],
    });
  });

  it("reads a vehicle choice with its search; a model id that is not a positive integer is null", () => {
    const post = readBookingPost(
      1,
      form([
        ["intent", "select"],
        ["alis", "IST"],
        ["alisTarihi", "2030-05-01T10:00"],
        ["modelId", "7"],
      ]),
    );
    expect(post).toMatchObject({ intent: "select", modelId: 7, search: { pickupCode: "IST", dropoffCode: "IST" } });
    for (const bad of ["", "0", "-3", "1.5", "abc"]) {
      expect(
        readBookingPost(
          1,
          form([
            ["intent", "alternative"],
            ["modelId", bad],
          ]),
        ),
      ).toEqual({
        intent: "alternative",
        modelId: null,
      });
    }
  });

  it("keeps only the driver's fields, each cut to 1,000 characters", () => {
    const post = readBookingPost(
      3,
      form([
        ["intent", "back"],
        ["firstName", "Ayşe"],
        ["note", "x".repeat(5000)],
        ["isAdmin", "1"],
      ]),
    );
    expect(post).toEqual({ intent: "back", driver: { firstName: "Ayşe", note: "x".repeat(1000) } });
  });

  it("reads the payment choice only on step 4; anything but card is pay at the office", () => {
    expect(
      readBookingPost(
        4,
        form([
          ["intent", "reserve"],
          ["payment", "card"],
        ]),
      ),
    ).toEqual({
      intent: "reserve",
      payment: "card",
    });
    expect(
      readBookingPost(
        4,
        form([
          ["intent", "reserve"],
          ["payment", "bitcoin"],
        ]),
      ),
    ).toEqual({
      intent: "reserve",
      payment: "office",
    });
    expect(readBookingPost(2, form([["intent", "reserve"]]))).toEqual({ intent: "other", raw: "reserve" });
  });

  it("reads sign-in from step 2 with the packages and from step 3 with what was typed, elsewhere nothing", () => {
    const two = readBookingPost(2, { intent: "account", account: "signIn", assurance: "full", km: "km500" });
    expect(two).toMatchObject({ intent: "account", account: "signIn", packages: { assurance: "full", km: "km500" } });
    const three = readBookingPost(3, { intent: "account", account: "signUp", firstName: "Elif", stray: "x" });
    expect(three).toEqual({ intent: "account", account: "signUp", driver: { firstName: "Elif" } });
    // Anything but "signUp" signs in; on the other steps the intent means nothing.
    expect(readBookingPost(2, { intent: "account", account: "evil" })).toMatchObject({ account: "signIn" });
    expect(readBookingPost(4, { intent: "account", account: "signIn" })).toEqual({ intent: "other", raw: "account" });
  });

  it("reads the first value of a repeated field, and the draft id of the form", () => {
    const fields = form([
      ["taslak", "first"],
      ["taslak", "second"],
    ]);
    expect(postedDraftParam(fields)).toBe("first");
    expect(postedDraftParam(form([]))).toBe("");
  });

  it("reads the same search from a URL and from a post", () => {
    const query = new URLSearchParams("alis=IST&donus=SAW&alisTarihi=2030-05-01T10:00&kampanya=YAZ");
    expect(draftSearchFrom(query)).toEqual(draftSearchFrom(Object.fromEntries(query)));
    expect(draftSearchFrom(query)).toMatchObject({ pickupCode: "IST", dropoffCode: "SAW", campaignCode: "YAZ" });
  });
});
