import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cashChannels, cashDays, expectedCashKurus, totalOf, type CashEntry } from "./cash-day.ts";
import { reconcile, signedKurus, type BankLine, type YoldaLine } from "./reconciliation.ts";
import { formatSettlement, parseSettlement, type SettlementRow } from "./settlement-file.ts";
import { checkClose } from "./till-close.ts";

const kurus = fc.integer({ min: 0, max: 50_000_000 });
const day = fc.constantFrom("2026-11-27", "2026-11-28", "2026-11-29");
const entry: fc.Arbitrary<CashEntry> = fc.record({
  officeId: fc.integer({ min: 1, max: 4 }),
  date: day,
  channel: fc.constantFrom(...cashChannels),
  amountKurus: kurus,
});

describe("cash collected per office and day", () => {
  it("property: the days add up to every entry, net = collected - refunded", () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), (entries) => {
        const total = totalOf(cashDays(entries));
        const back = (e: CashEntry) => e.channel === "refund" || e.channel === "cash_paid_back";
        const collected = entries.filter((e) => !back(e)).reduce((s, e) => s + e.amountKurus, 0);
        const refunded = entries.filter((e) => e.channel === "refund").reduce((s, e) => s + e.amountKurus, 0);
        const paidBack = entries.filter((e) => e.channel === "cash_paid_back").reduce((s, e) => s + e.amountKurus, 0);
        expect(total.netKurus).toBe(collected - refunded - paidBack);
        expect(total.refundKurus).toBe(refunded);
        expect(total.cashPaidBackKurus).toBe(paidBack);
        // Money kept from card deposits (decision 0142) is collected, on its own line.
        const kept = entries.filter((e) => e.channel === "deposit_capture").reduce((s, e) => s + e.amountKurus, 0);
        expect(total.depositCaptureKurus).toBe(kept);
        for (const d of cashDays(entries)) {
          expect(d.netKurus).toBe(
            d.onlineCardKurus +
              d.deskCardKurus +
              d.cashKurus +
              d.referenceKurus +
              d.depositCaptureKurus -
              d.refundKurus -
              d.cashPaidBackKurus,
          );
          expect(d.drawerKurus).toBe(d.cashKurus - d.cashPaidBackKurus);
        }
      }),
    );
  });

  it("property: the expected drawer is the office's cash of that day less the cash paid back from it", () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), fc.integer({ min: 1, max: 4 }), day, (entries, office, date) => {
        const row = cashDays(entries).find((d) => d.officeId === office && d.date === date);
        expect(expectedCashKurus(entries, office, date)).toBe((row?.cashKurus ?? 0) - (row?.cashPaidBackKurus ?? 0));
        expect(expectedCashKurus(entries, office, date)).toBe(row?.drawerKurus ?? 0);
        // Card money, references and bank refunds never touch the drawer.
        const noise: CashEntry[] = entries.map((e) => ({
          ...e,
          channel: e.channel === "cash" ? "desk_card" : e.channel === "cash_paid_back" ? "refund" : e.channel,
        }));
        expect(expectedCashKurus(noise, office, date)).toBe(0);
      }),
    );
  });

  it("property: a day's drawer, cash in and paid back in any order, balances at the close (decision 0127)", () => {
    const move = fc.record({ out: fc.boolean(), amountKurus: fc.integer({ min: 1, max: 2_000_000 }) });
    fc.assert(
      fc.property(
        fc.array(move, { maxLength: 40 }),
        fc.array(entry, { maxLength: 40 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (moves, others, shortKurus) => {
          // Office 9 on 2026-11-28: the desk takes cash and pays some back; other offices and days
          // (and every other channel of office 9) go on beside it.
          const mine: CashEntry[] = moves.map((m) => ({
            officeId: 9,
            date: "2026-11-28",
            channel: m.out ? "cash_paid_back" : "cash",
            amountKurus: m.amountKurus,
          }));
          const beside: CashEntry[] = others.map((e) =>
            e.channel === "cash" || e.channel === "cash_paid_back" ? e : { ...e, officeId: 9, date: "2026-11-28" },
          );
          const all = [...beside, ...mine];
          const taken = mine.filter((m) => m.channel === "cash").reduce((s, m) => s + m.amountKurus, 0);
          const given = mine.filter((m) => m.channel === "cash_paid_back").reduce((s, m) => s + m.amountKurus, 0);
          const expected = expectedCashKurus(all, 9, "2026-11-28");
          expect(expected).toBe(taken - given);
          // A drawer counted at exactly what should be there closes with no difference, no reason needed.
          if (expected >= 0) {
            expect(checkClose({ expectedKurus: expected, countedKurus: expected, reason: "" })).toMatchObject({
              ok: true,
              differenceKurus: 0,
            });
          }
          // Cash paid back and not counted as such would show as a shortage of exactly that much.
          const counted = Math.max(0, expected - shortKurus);
          const closed = checkClose({ expectedKurus: expected, countedKurus: counted, reason: "Eksik" });
          expect(closed).toMatchObject({ ok: true, differenceKurus: counted - expected });
          // One more pay-back of X lowers what the drawer should hold by exactly X.
          const more = [
            ...all,
            { officeId: 9, date: "2026-11-28", channel: "cash_paid_back" as const, amountKurus: 12_345 },
          ];
          expect(expectedCashKurus(more, 9, "2026-11-28")).toBe(expected - 12_345);
        },
      ),
    );
  });

  it("a cash pay-back of 450,00 TL on a day with 1.200,00 TL cash in: the drawer should hold 750,00 TL", () => {
    const entries: CashEntry[] = [
      { officeId: 1, date: "2026-11-28", channel: "cash", amountKurus: 120_000 },
      { officeId: 1, date: "2026-11-28", channel: "cash_paid_back", amountKurus: 45_000 },
      { officeId: 1, date: "2026-11-28", channel: "desk_card", amountKurus: 300_000 },
      { officeId: 1, date: "2026-11-28", channel: "refund", amountKurus: 80_000 },
      { officeId: 2, date: "2026-11-28", channel: "cash_paid_back", amountKurus: 10_000 },
    ];
    expect(expectedCashKurus(entries, 1, "2026-11-28")).toBe(75_000);
    const [day1] = cashDays(entries);
    expect(day1).toMatchObject({
      cashKurus: 120_000,
      cashPaidBackKurus: 45_000,
      drawerKurus: 75_000,
      netKurus: 295_000,
    });
  });
});

describe("end-of-day close", () => {
  it("property: difference = counted - expected; a reason is required exactly when it is not zero", () => {
    fc.assert(
      fc.property(kurus, kurus, fc.constantFrom("", "  ", "Bozuk para eksik"), (expected, counted, reason) => {
        const result = checkClose({ expectedKurus: expected, countedKurus: counted, reason });
        if (counted !== expected && reason.trim() === "") {
          expect(result).toEqual({ ok: false, errors: { reason: "required" } });
        } else {
          expect(result).toMatchObject({ ok: true, differenceKurus: counted - expected, countedKurus: counted });
        }
      }),
    );
  });

  it("refuses a missing or negative count", () => {
    expect(checkClose({ expectedKurus: 100, countedKurus: null, reason: "x" })).toMatchObject({
      ok: false,
      errors: { counted: "invalid" },
    });
    expect(checkClose({ expectedKurus: 100, countedKurus: -1, reason: "x" })).toMatchObject({
      ok: false,
      errors: { counted: "invalid" },
    });
  });
});

const orderId = fc.constantFrom("YLD-A-1", "YLD-A-2", "YLD-B-1", "YLD-C-1", "YLD-D-9");
const type = fc.constantFrom("sale" as const, "refund" as const, "void" as const);
const at = fc.integer({ min: 0, max: 86_399 }).map((s) => {
  const p = (n: number) => String(n).padStart(2, "0");
  return `2026-11-28 ${p(Math.floor(s / 3600))}:${p(Math.floor(s / 60) % 60)}:${p(s % 60)}`;
});
const bankLine: fc.Arbitrary<BankLine> = fc.record({
  orderId,
  authCode: fc.constantFrom("123456", "654321"),
  type,
  amountKurus: fc.integer({ min: 1, max: 2_000_000 }),
  at,
});
const toYolda = (b: BankLine): YoldaLine => ({
  orderId: b.orderId,
  type: b.type,
  amountKurus: b.amountKurus,
  at: b.at,
  reservation: "YLD-X",
});

describe("bank reconciliation", () => {
  it("property: every line of either side appears exactly once in the result", () => {
    const yoldaLine = bankLine.map(toYolda);
    fc.assert(
      fc.property(fc.array(bankLine, { maxLength: 30 }), fc.array(yoldaLine, { maxLength: 30 }), (bank, yolda) => {
        const r = reconcile(bank, yolda);
        const bankSeen = [...r.matched.map((m) => m.bank), ...r.differences.map((d) => d.bank), ...r.bankOnly];
        const yoldaSeen = [...r.matched.map((m) => m.yolda), ...r.differences.map((d) => d.yolda), ...r.yoldaOnly];
        expect(bankSeen).toHaveLength(bank.length);
        expect(yoldaSeen).toHaveLength(yolda.length);
        expect(new Set(bankSeen).size).toBe(bank.length);
        expect(new Set(yoldaSeen).size).toBe(yolda.length);
        for (const m of r.matched)
          expect([m.bank.orderId, m.bank.type, m.bank.amountKurus]).toEqual([
            m.yolda.orderId,
            m.yolda.type,
            m.yolda.amountKurus,
          ]);
        for (const d of r.differences) expect(d.differenceKurus).toBe(d.bank.amountKurus - d.yolda.amountKurus);
        expect(r.bankTotalKurus).toBe(bank.reduce((s, l) => s + signedKurus(l), 0));
      }),
    );
  });

  it("property: the same transactions on both sides all match; one dropped and one extra are named", () => {
    fc.assert(
      fc.property(fc.array(bankLine, { minLength: 1, maxLength: 30 }), bankLine, (bank, extra) => {
        const same = reconcile(bank, bank.map(toYolda));
        expect(same.matched).toHaveLength(bank.length);
        expect(same.differences.length + same.bankOnly.length + same.yoldaOnly.length).toBe(0);
        const [missing, ...rest] = bank;
        const extraLine: YoldaLine = { ...toYolda(extra), orderId: "YLD-EXTRA-1" };
        const r = reconcile(bank, [...rest.map(toYolda), extraLine]);
        expect(r.bankOnly).toEqual([missing]);
        expect(r.yoldaOnly).toEqual([extraLine]);
      }),
    );
  });

  it("an amount that differs on the same order and kind is a difference, not two unmatched lines", () => {
    const b: BankLine = {
      orderId: "YLD-1",
      authCode: "1",
      type: "sale",
      amountKurus: 645_000,
      at: "2026-11-28 10:00:00",
    };
    const r = reconcile([b], [{ ...toYolda(b), amountKurus: 640_000 }]);
    expect(r.differences).toEqual([
      { bank: b, yolda: { ...toYolda(b), amountKurus: 640_000 }, differenceKurus: 5_000 },
    ]);
  });
});

describe("the day-end file", () => {
  it("property: what is written reads back the same", () => {
    const row: fc.Arbitrary<SettlementRow> = bankLine.map((b) => ({ ...b, transId: "26332QAbC" }));
    fc.assert(
      fc.property(fc.array(row, { maxLength: 20 }), (rows) => {
        const parsed = parseSettlement(formatSettlement(rows));
        expect(parsed).toEqual({ ok: true, rows });
      }),
    );
  });

  it("names the first wrong line, and refuses a file that is not a day-end list", () => {
    const good = formatSettlement([]);
    expect(parseSettlement(`${good}YLD-1,1,2,SALE,12,34,TRY,2026-11-28 10:00:00\r\n`)).toEqual({
      ok: false,
      problem: "line",
      line: 2,
    });
    expect(parseSettlement("a,b,c\r\n")).toEqual({ ok: false, problem: "header", line: 1 });
    expect(parseSettlement("")).toEqual({ ok: false, problem: "empty" });
  });
});
