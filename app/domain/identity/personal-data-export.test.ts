import { describe, expect, it } from "vitest";
import {
  EXPORT_FIELDS,
  EXPORT_SECTIONS,
  personalDataDocument,
  personalDataSections,
  type PersonalDataSnapshot,
} from "./personal-data-export.ts";

const at = new Date("2026-11-28T09:00:00Z");

const snapshot: PersonalDataSnapshot = {
  account: {
    id: "m1",
    email: "ayse@example.com",
    firstName: "Ayşe",
    lastName: "Işık",
    phone: "+905321112233",
    phoneCountry: "TR",
    lang: "tr",
    emailVerified: true,
    createdAt: at,
    image: "secret-image-url",
    name: "Ayşe Işık",
  },
  driverProfile: { birthDate: "10.05.1990", tckn: "10000000146", unknownField: "x" },
  consents: [{ kind: "explicit_consent", textVersion: "explicit-consent@v1", given: true, ip: "198.51.100.1", at }],
  sessions: [
    { createdAt: at, expiresAt: at, ipAddress: "198.51.100.1", userAgent: "Firefox", token: "SESSION-TOKEN", id: "s1" },
  ],
  reservations: [
    {
      number: "YLD-ABCDEFG",
      status: "completed",
      totalKurus: 123456,
      driver: { firstName: "Ayşe", lastName: "Işık", email: "ayse@example.com", password: "never" },
      billing: { kind: "individual", name: "Ayşe Işık", tckn: "10000000146", address: "Kadıköy" },
      held: "[a,b)",
    },
  ],
  payments: [
    {
      reservationNumber: "YLD-ABCDEFG",
      amountKurus: 123456,
      maskedPan: "435508******4358",
      status: "approved",
      providerData: { HASH: "x" },
      authCode: "123456",
    },
  ],
  cancellationRequests: [],
  formSubmissions: [{ kind: "contact", email: "ayse@example.com", data: { message: "Merhaba" }, createdAt: at }],
  smsMessages: [
    {
      reservationNumber: "YLD-ABCDEFG",
      kind: "confirmation",
      phone: "+905321234567",
      body: "Yolda: YLD-ABCDEFG rezervasyonunuz onaylandı.",
      status: "sent",
      createdAt: at,
      sentAt: at,
      claimToken: "never-exported",
    },
  ],
  smsConsents: [{ phone: "+905321234567", given: true, source: "HS_WEB", ip: "203.0.113.9", at, memberId: "m-1" }],
};

describe("personalDataDocument", () => {
  const doc = personalDataDocument(snapshot, at);

  it("has every section, in order, after its header", () => {
    expect(Object.keys(doc)).toEqual(["format", "version", "generatedAt", ...EXPORT_SECTIONS]);
    expect(doc.generatedAt).toBe("2026-11-28T09:00:00.000Z");
  });

  it("carries only the listed fields of each record, each of them (missing ones as null)", () => {
    expect(Object.keys(doc.account)).toEqual([...EXPORT_FIELDS.account]);
    expect(Object.keys(doc.sessions[0] ?? {})).toEqual([...EXPORT_FIELDS.sessions]);
    expect(Object.keys(doc.payments[0] ?? {})).toEqual([...EXPORT_FIELDS.payments]);
    expect(doc.reservations[0]?.rentalDays).toBeNull();
  });

  it("never carries a token, hash, auth code or anything unlisted", () => {
    const text = JSON.stringify(doc);
    for (const secret of ["SESSION-TOKEN", "secret-image-url", "HASH", '123456"', "never", "unknownField", "held"]) {
      expect(text).not.toContain(secret);
    }
    expect(doc.payments[0]?.maskedPan).toBe("435508******4358");
  });

  it("keeps the nested driver and billing with their own fields", () => {
    expect(doc.reservations[0]?.driver).toMatchObject({ firstName: "Ayşe", lastName: "Işık", tckn: null });
    expect(doc.reservations[0]?.billing).toMatchObject({ kind: "individual", tckn: "10000000146" });
  });

  it("writes dates as ISO 8601 and keeps only the saved driver fields that hold a value", () => {
    expect(doc.account.createdAt).toBe("2026-11-28T09:00:00.000Z");
    expect(doc.driverProfile).toEqual({ birthDate: "10.05.1990", tckn: "10000000146" });
  });

  it("has no saved driver section value when there is none", () => {
    expect(personalDataDocument({ ...snapshot, driverProfile: null }, at).driverProfile).toBeNull();
  });
});

describe("personalDataSections", () => {
  const format = {
    instant: (iso: string) => `T(${iso})`,
    money: (k: number) => `${k / 100} TL`,
    yes: "Evet",
    no: "Hayır",
  };
  const sections = personalDataSections(personalDataDocument(snapshot, at), format);

  it("lists every section in the document's order, the empty ones with no record", () => {
    expect(sections.map((s) => s.key)).toEqual(EXPORT_SECTIONS);
    expect(sections.find((s) => s.key === "cancellationRequests")?.records).toEqual([]);
  });

  it("formats instants, amounts, yes/no and empty values", () => {
    const account = sections[0]?.records[0] ?? [];
    expect(account.find((l) => l.field === "createdAt")?.value).toBe("T(2026-11-28T09:00:00.000Z)");
    expect(account.find((l) => l.field === "emailVerified")?.value).toBe("Evet");
    const reservation = sections.find((s) => s.key === "reservations")?.records[0] ?? [];
    expect(reservation.find((l) => l.field === "totalKurus")?.value).toBe("1234.56 TL");
    expect(reservation.find((l) => l.field === "rentalDays")?.value).toBe("-");
  });

  it("puts a nested record's fields one level in, under its own line", () => {
    const reservation = sections.find((s) => s.key === "reservations")?.records[0] ?? [];
    const at = reservation.findIndex((l) => l.field === "driver");
    expect(reservation[at]).toEqual({ field: "driver", value: "", depth: 0 });
    expect(reservation[at + 1]).toEqual({ field: "firstName", value: "Ayşe", depth: 1 });
    const form = sections.find((s) => s.key === "formSubmissions")?.records[0] ?? [];
    expect(form).toContainEqual({ field: "message", value: "Merhaba", depth: 1 });
  });
});
