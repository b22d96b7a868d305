import { describe, expect, it } from "vitest";
import { auditActions } from "#app/domain/staff/audit-trail.ts";
import { languages } from "#app/i18n/config.ts";
import { serverTranslator } from "#app/i18n/translate.server.ts";
import { rawBits } from "#tests/support/raw-words.ts";
import { PAYMENT_EVENT_KINDS, type StoryEntry } from "./reservation-story.ts";
import { noteSentence, STORY_NOTES, storyLines } from "./story-sentences.ts";

const at = "28.11.2026 14:05";
const audit = (action: string, before: unknown = null, after: unknown = null): StoryEntry => ({
  kind: "staff",
  at,
  sort: 0,
  actor: "Ayşe Kaya",
  role: "office",
  action,
  note: null,
  before,
  after,
});

describe("the reservation story in plain words", () => {
  for (const lang of languages) {
    const { t } = serverTranslator(lang);

    it(`writes every note shape the services use as a sentence with TL (${lang})`, () => {
      for (const [name, shape] of Object.entries(STORY_NOTES)) {
        expect(shape.pattern.test(shape.sample), name).toBe(true);
        const sentence = noteSentence(shape.sample, t, lang);
        expect(sentence, name).not.toBe(shape.sample);
        expect(rawBits(sentence), `${name}: ${sentence}`).toEqual([]);
      }
      expect(noteSentence("desk payment cash: 1000000", t, lang)).toBe(
        lang === "tr" ? "Kasadan nakit ödeme: 10.000,00 TL" : "Cash payment at the desk: 10,000.00 TL",
      );
      // The rule names are camelCase ("payAtOffice"): once written raw for want of a match.
      const byStaff = noteSentence("cancelled by staff (payAtOffice: refund 0)", t, lang);
      expect(rawBits(byStaff), byStaff).toEqual([]);
      expect(byStaff).not.toContain("payAtOffice");
      expect(noteSentence("cancellation lateFirstMonth: refund 2400000", t, lang)).toContain(
        lang === "tr" ? "24.000,00 TL" : "24,000.00 TL",
      );
      expect(noteSentence("returned: 12845 km, fuel 6/8, charges 689375", t, lang)).toContain(
        lang === "tr" ? "6.893,75 TL" : "6,893.75 TL",
      );
    });

    it(`names every payment event and every audit action in words (${lang})`, () => {
      const story: StoryEntry[] = [
        ...PAYMENT_EVENT_KINDS.map((event): StoryEntry => ({
          kind: "payment",
          at,
          sort: 0,
          actor: "bank",
          event,
          status: null,
          amount: "10.000,00 TL",
          orderId: "YLD-ABC123-1",
        })),
        ...auditActions.map((action) => audit(action)),
        audit("reservation.unit", { unitId: 7, depositKurus: 500_000 }, { unitId: 9, depositKurus: 750_000 }),
        { kind: "status", at, sort: 0, actor: "staff:demo-office-ist", from: "active", to: "completed", note: "x" },
        { kind: "status", at, sort: 0, actor: "customer", from: null, to: "confirmed", note: "pay at office" },
        { kind: "email", at, sort: 0, subject: "Rezervasyonunuz", status: "sent" },
        { kind: "cancellationRequest", at, sort: 0, reason: "Plan değişti", refund: "1.250,00 TL", status: "received" },
        { kind: "reference", at, sort: 0, number: "1234-5678", amount: "5.493,75 TL", status: "paid" },
      ];
      const lines = storyLines(story, new Map(), t, lang);
      expect(lines).toHaveLength(story.length);
      for (const line of lines) {
        const all = [line.kind, line.text, ...line.details, line.who].join(" | ");
        expect(rawBits(all), all).toEqual([]);
        expect(line.text.length, all).toBeGreaterThan(3);
      }
      const unitLine = lines.at(-6);
      expect(unitLine?.details.join(" ")).toContain(lang === "tr" ? "5.000,00 TL" : "5,000.00 TL");
      expect(unitLine?.details.join(" ")).toContain(lang === "tr" ? "7.500,00 TL" : "7,500.00 TL");
    });
  }

  it("the check itself catches what the story used to show", () => {
    for (const old of ["desk payment cash: 1000000", "charges 689375", "reservation.unit", "staff:demo-office-ist"]) {
      expect(rawBits(old), old).not.toEqual([]);
    }
    expect(rawBits("payment_reference.issue")).not.toEqual([]);
  });
});
