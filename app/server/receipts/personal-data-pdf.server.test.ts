import { describe, expect, it } from "vitest";
import { pdfText } from "#tests/pdf-text.ts";
import { personalDataDocument, type PersonalDataSnapshot } from "#app/domain/identity/personal-data-export.ts";
import { renderPersonalDataPdf } from "./personal-data-pdf.server.ts";

// 12 Jan 2027 07:00 UTC = 10:00 in Istanbul.
const at = new Date("2027-01-12T07:00:00Z");

const snapshot: PersonalDataSnapshot = {
  account: { email: "jane@example.com", firstName: "Jane", lastName: "Doe", lang: "en", createdAt: at },
  driverProfile: { birthDate: "1990-05-03", licenceDate: "2010-06-01" },
  consents: [],
  sessions: [],
  reservations: [],
  payments: [],
  cancellationRequests: [],
  formSubmissions: [],
  smsMessages: [],
  smsConsents: [],
};

async function textOf(lang: "tr" | "en"): Promise<string> {
  const bytes = await renderPersonalDataPdf(personalDataDocument(snapshot, at), { lang, name: "Jane Doe", now: at });
  return (await pdfText(bytes)).replace(/\s+/g, " ");
}

describe("renderPersonalDataPdf dates", () => {
  it("writes English dates in the receipts' one style, never dd.mm.yyyy", async () => {
    const text = await textOf("en");
    expect(text).toContain("12 Jan 2027, 10:00");
    expect(text).toContain("3 May 1990");
    expect(text).not.toMatch(/\d{2}\.\d{2}\.\d{4}/);
  });

  it("keeps the Turkish style", async () => {
    const text = await textOf("tr");
    expect(text).toContain("12.01.2027 10:00");
    expect(text).toContain("03.05.1990");
  });
});
