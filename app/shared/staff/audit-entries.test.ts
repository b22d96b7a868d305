import { describe, expect, it } from "vitest";
import { auditActions, auditRecordKinds } from "#app/domain/staff/audit-trail.ts";
import { CSV_BOM } from "#app/domain/reports/csv.ts";
import { languages, type Lang } from "#app/i18n/config.ts";
import { en } from "#app/i18n/messages/en.ts";
import { tr } from "#app/i18n/messages/tr.ts";
import { createTranslator } from "#app/i18n/translate.ts";
import {
  auditCsv,
  auditFieldLabel,
  auditEntryView,
  auditRecordKindName,
  auditSentence,
  formatAuditValue,
  type AuditEntryFacts,
} from "./audit-entries.ts";

function translatorFor(lang: Lang) {
  const problems: string[] = [];
  const { t } = createTranslator(lang, lang === "tr" ? tr : en, (message) => problems.push(message));
  return { t, problems };
}

const facts = (over: Partial<AuditEntryFacts> = {}): AuditEntryFacts => ({
  id: 1,
  at: new Date("2026-11-28T09:05:00Z"),
  actorName: "Ayşe Yılmaz",
  action: "price_edit.extra",
  entityType: "extra",
  entityId: "4",
  reservationNumber: null,
  recordName: null,
  before: { priceKurus: 123450, capKurus: null },
  after: { priceKurus: 150000, capKurus: null },
  note: null,
  ...over,
});

describe("audit sentences", () => {
  it.each(languages)("turns every action kind into a sentence in %s, never a raw key", (lang) => {
    const { t, problems } = translatorFor(lang);
    const sentences = new Set<string>();
    for (const action of auditActions) {
      const sentence = auditSentence(action, t);
      expect(sentence, action).not.toContain("audit.");
      expect(sentence, action).not.toContain(action);
      expect(sentence, action).toMatch(/^\p{Lu}.*\.$/u);
      sentences.add(sentence);
    }
    expect(problems).toEqual([]);
    // Two different actions never read the same.
    expect(sentences.size).toBe(auditActions.length);
  });

  it("says the two languages differently for every action", () => {
    const trT = translatorFor("tr").t;
    const enT = translatorFor("en").t;
    for (const action of auditActions) expect(auditSentence(action, trT), action).not.toBe(auditSentence(action, enT));
  });

  it.each(languages)("names every record kind in %s", (lang) => {
    const { t, problems } = translatorFor(lang);
    for (const kind of auditRecordKinds) {
      const name = auditRecordKindName(kind, t);
      expect(name, kind).not.toContain("audit.");
      expect(name, kind).not.toContain("_");
    }
    expect(problems).toEqual([]);
  });

  it("describes an action it does not know without failing", () => {
    expect(auditSentence("robot.dance", translatorFor("en").t)).toBe("Did something else (robot.dance).");
    expect(auditRecordKindName("robot", translatorFor("tr").t)).toBe("Kayıt");
  });
});

describe("audit values", () => {
  const trT = translatorFor("tr").t;
  const enT = translatorFor("en").t;

  it("writes kuruş amounts as the site writes money", () => {
    expect(formatAuditValue("priceKurus", 123450, trT, "tr")).toBe("1.234,50 TL");
    expect(formatAuditValue("priceKurus", 123450, enT, "en")).toBe("1,234.50 TL");
  });

  it("writes a cancellation's rule and deduction in words and TL", () => {
    expect(formatAuditValue("rule", "payAtOffice", trT, "tr")).toBe("Ofiste ödeme: iade yok");
    expect(formatAuditValue("rule", "lateFirstMonth", enT, "en")).toBe("Late: 20% of month 1 kept");
    expect(auditFieldLabel("rule", enT)).toBe("Cancellation rule");
    expect(auditFieldLabel("deductionKurus", trT)).toBe("Kesinti");
    expect(formatAuditValue("deductionKurus", 90_000, trT, "tr")).toBe("900,00 TL");
  });

  it("writes what a running-rental change changed in the desk's words", () => {
    expect(formatAuditValue("kinds", ["extend", "upgrade"], trT, "tr")).toBe("uzatma, sınıf yükseltme");
    expect(formatAuditValue("kinds", ["dropoff", "driver"], enT, "en")).toBe("return office, additional driver");
    expect(auditFieldLabel("kinds", trT)).toBe("Değişenler");
  });

  it("writes yes/no words, empty values and percentages", () => {
    expect(formatAuditValue("open24h", true, trT, "tr")).toBe("Evet");
    expect(formatAuditValue("open24h", false, enT, "en")).toBe("No");
    expect(formatAuditValue("note", null, enT, "en")).toBe("—");
    expect(formatAuditValue("payNowDiscountBp", 550, enT, "en")).toBe("5.5%");
    expect(formatAuditValue("payNowDiscountBp", 550, trT, "tr")).toBe("%5,5");
  });

  it("writes instants in Istanbul time and days in the reader's format", () => {
    expect(formatAuditValue("retiredAt", "2026-11-28T21:30:00.000Z", trT, "tr")).toBe("29 Kas 2026 00:30");
    expect(formatAuditValue("retiredAt", "2026-11-28T21:30:00.000Z", enT, "en")).toBe("29 Nov 2026, 00:30");
    expect(formatAuditValue("validFrom", "2026-12-01", enT, "en")).toBe("1 Dec 2026");
  });

  it("writes a name kept in both languages (an office's) in the reader's, never as a pair", () => {
    const name = { tr: "İstanbul Havalimanı", en: "Istanbul Airport" };
    expect(formatAuditValue("toOffice", name, trT, "tr")).toBe("İstanbul Havalimanı");
    expect(formatAuditValue("toOffice", name, enT, "en")).toBe("Istanbul Airport");
    const view = auditEntryView(
      facts({
        action: "unit.transfer.add",
        entityType: "unit",
        entityId: "7",
        before: null,
        after: { plate: "34 ABC 12", fromOffice: { tr: "Esenboğa", en: "Esenboga" }, toOffice: name },
      }),
      enT,
      "en",
    );
    expect(view.what).toBe("Planned a car's transfer to another office.");
    expect(view.changes.map((c) => `${c.label}: ${c.after}`)).toEqual([
      "Plate: 34 ABC 12",
      "Leaving from: Esenboga",
      "Going to: Istanbul Airport",
    ]);
  });

  it("writes lists and nested values with their labels", () => {
    expect(formatAuditValue("officeIds", [1, 2], enT, "en")).toBe("1, 2");
    expect(formatAuditValue("photo", { altTr: "Ön", removed: false }, enT, "en")).toBe(
      "Photo description (Turkish): Ön; Removed: No",
    );
  });
});

describe("a hand-over's audit entry (deposit and damage fields)", () => {
  it("names every field and the deposit's kind in the reader's words, never the stored key", () => {
    for (const lang of languages) {
      const { t, problems } = translatorFor(lang);
      const view = auditEntryView(
        facts({
          action: "reservation.pickup",
          entityType: "reservation",
          entityId: "9",
          reservationNumber: "YLD-DEM0004",
          before: { status: "confirmed" },
          after: {
            status: "active",
            damageNotes: "Sağ ön çamurlukta 3 cm çizik",
            licenceSeen: true,
            depositKurus: 500000,
            depositMethod: "card_preauth",
          },
        }),
        t,
        lang,
      );
      const text = view.changes.map((c) => `${c.label}: ${c.after}`).join("\n");
      // Before: the stored value "card_preauth" and field names split into English words in both languages.
      expect(text).not.toMatch(/card_preauth|depositMethod|Deposit method|500000/);
      expect(problems).toEqual([]);
      if (lang === "tr") {
        expect(text).toContain("Depozito şekli: Kart provizyonu");
        expect(text).toContain("Hasar notları: Sağ ön çamurlukta 3 cm çizik");
        expect(text).toContain("Ehliyet görüldü: Evet");
        expect(text).toContain("5.000,00 TL");
        expect(text).not.toMatch(/Damage notes|Licence seen/);
      } else {
        expect(text).toContain("Deposit taken as: Card pre-authorisation");
        expect(text).toContain("5,000.00 TL");
      }
    }
  });
});

describe("auditEntryView", () => {
  it("shows who, when, what, the record with its page, and only the changed fields", () => {
    const view = auditEntryView(facts(), translatorFor("tr").t, "tr");
    expect(view).toMatchObject({
      who: "Ayşe Yılmaz",
      when: "28 Kas 2026 12:05",
      what: "Ek hizmetin fiyatını değiştirdi.",
      recordKind: "Ek hizmet",
      recordLabel: "#4",
      recordPath: "/yonetim/fiyatlar/paketler",
      changes: [{ field: "priceKurus", label: "Fiyat", before: "1.234,50 TL", after: "1.500,00 TL" }],
    });
  });

  it("names a reservation by its number and links its page", () => {
    const view = auditEntryView(
      facts({
        action: "reservation.pickup",
        entityType: "reservation",
        entityId: "0b6e2f0a-1111-4222-8333-944445555666",
        reservationNumber: "YLD-1234567",
        before: { status: "confirmed" },
        after: { status: "active", odometerKm: 12000 },
      }),
      translatorFor("en").t,
      "en",
    );
    expect(view.what).toBe("Handed the car over to the customer.");
    expect(view.recordLabel).toBe("YLD-1234567");
    expect(view.recordPath).toBe("/yonetim/rezervasyonlar/YLD-1234567");
    expect(view.changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ["Status", "confirmed", "active"],
      ["Odometer", "—", "12,000"],
    ]);
  });
});

describe("records by name", () => {
  it("names a record by what it is called when known, and keeps the id in the CSV", () => {
    const office = facts({
      action: "office.settings",
      entityType: "office",
      entityId: "10",
      recordName: "Antalya Lara",
      before: { open24h: false },
      after: { open24h: true },
    });
    const view = auditEntryView(office, translatorFor("tr").t, "tr");
    expect(view.recordLabel).toBe("Antalya Lara");
    expect(view.recordPath).toBe("/yonetim/subeler/10");
    expect(view.changes).toEqual([{ field: "open24h", label: "7/24 açık", before: "Hayır", after: "Evet" }]);
    expect(auditCsv([office], translatorFor("tr").t, "tr")).toContain(";Ofis;Antalya Lara 10;7/24 açık: Hayır → Evet;");
  });

  it("writes a staff role by its name", () => {
    const view = auditEntryView(
      facts({
        action: "staff_account.role",
        entityType: "staff",
        before: { role: "office" },
        after: { role: "finance" },
      }),
      translatorFor("en").t,
      "en",
    );
    expect(view.changes.map((c) => [c.label, c.before, c.after])).toEqual([["Role", "Office staff", "Finance"]]);
  });
});

describe("auditCsv", () => {
  it("writes the screen's columns with the reports' BOM and separator", () => {
    const csv = auditCsv([facts()], translatorFor("tr").t, "tr");
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const [header, row] = csv.slice(1).split("\r\n");
    expect(header).toBe("Ne zaman;Kim;Ne yaptı;Kayıt türü;Kayıt;Değişiklik;Not");
    expect(row).toBe(
      "28 Kas 2026 12:05;Ayşe Yılmaz;Ek hizmetin fiyatını değiştirdi.;Ek hizmet;4;Fiyat: 1.234,50 TL → 1.500,00 TL;",
    );
  });

  it("writes English with commas, quoting what holds one", () => {
    const csv = auditCsv([facts()], translatorFor("en").t, "en");
    const [header, row] = csv.slice(1).split("\r\n");
    expect(header).toBe("When,Who,What they did,Record kind,Record,Changes,Note");
    expect(row).toBe(
      '"28 Nov 2026, 12:05",Ayşe Yılmaz,Changed an extra\'s price.,Extra,4,"Price: 1,234.50 TL → 1,500.00 TL",',
    );
  });
});

describe("what staff read of a desk booking's entry", () => {
  // The desk booking logs its channel, what was paid, and the agreement's id and hash: the screen
  // showed "Channel: — → desk", "Paid kurus", "Agreement id" and "Body sha256" on Turkish pages.
  const entry = facts({
    action: "reservation.desk_create",
    entityType: "reservation",
    before: null,
    after: { channel: "desk", paidKurus: 121500, agreementId: "7f1c2d9e", bodySha256: "ab12cd34" },
  });

  it.each([
    ["tr", "Kanal", "Ofis", "Ödenen", "1.215,00 TL"],
    ["en", "Channel", "Office", "Paid", "1,215.00 TL"],
  ] as const)(
    "%s: the channel and the amount in words and TL; no keys or hashes",
    (lang, channel, desk, paid, amount) => {
      const { t, problems } = translatorFor(lang);
      const view = auditEntryView(entry, t, lang);
      expect(view.changes.map((c) => [c.label, c.after])).toEqual([
        [channel, desk],
        [paid, amount],
      ]);
      expect(problems).toEqual([]);
    },
  );
});
