// Deposit-free rental (issue 31 item 7, decision 0125) against a real database: staff set the
// package's daily price for an office and class (audited; office staff may not); the quote adds the
// daily line and asks no deposit; the reservation, the lookup, the e-mail and the receipt say so;
// the hand-over holds no deposit whatever is posted and the agreement says why.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  auditLog,
  outbox,
  pages,
  rentalCheckouts,
  rentalDeposits,
  reservations,
  units,
} from "#app/server/db/schema.ts";
import { loadReceipt } from "#app/server/repositories/receipts.server.ts";
import { renderReceiptPdf } from "#app/server/receipts/receipt-pdf.server.ts";
import { agreementsFor } from "#app/server/services/desk/agreements.server.ts";
import { pickUp } from "#app/server/services/desk/pickup.server.ts";
import { createQuote, type QuoteRequest } from "#app/server/services/quote.server.ts";
import { findOwnReservation, reservationView } from "#app/server/services/reservation-lookup.server.ts";
import { reserveFromQuote } from "#app/server/services/reserve.server.ts";
import { depositFreeSettings, saveDepositFree } from "#app/server/services/staff/deposit-free.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { pdfText } from "#tests/pdf-text.ts";
import { createPaymentSetup } from "#app/server/payments/payment-setup.server.ts";
import { handleChangePost } from "#app/server/services/booking-change-page.server.ts";
import { depositFreeOf } from "#app/domain/pricing/deposit-free.ts";
import { formatIstanbulLocal } from "#app/domain/time/istanbul.ts";
import { serverT } from "#app/i18n/translate.server.ts";
import { readPublicVersions } from "#app/server/repositories/public-changes.server.ts";
import { showBookingStep } from "#app/server/services/booking-view.server.ts";
import { unpackOffer } from "#app/shared/booking/offer-wire.ts";
import { addUnit, at, billing, buildFixture, driver, type Fixture, NOW, sandboxPaymentEnv } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let test: TestDatabase | undefined;
let db: Db;
let f: Fixture;
let admin: StaffActor;
let desk: StaffActor;
let classId: number;

beforeAll(async () => {
  test = await withTestDatabase();
  db = test.database.db;
  f = await buildFixture(db);
  classId = f.economy;
  admin = { id: "staff-admin", name: "Demo admin", email: "a@yolda.test", role: "admin", officeIds: [] };
  desk = { id: "staff-office", name: "Demo office", email: "o@yolda.test", role: "office", officeIds: [f.istAirport] };
  await db.insert(pages).values({
    key: "rental-terms",
    titleTr: "Araç Kiralama Koşulları",
    titleEn: "Rental terms",
    bodyTr: "1. Araç sigortalıdır.",
    bodyEn: "1. The car is insured.",
    version: 1,
  });
});
afterAll(async () => {
  await test?.cleanup();
});

function request(day: number, more: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    modelId: f.clio,
    pickupOfficeId: f.istAirport,
    dropoffOfficeId: f.istAirport,
    pickupAt: at(day),
    returnAt: at(day + 3),
    lang: "tr",
    ...more,
  };
}

describe("the deposit-free package", () => {
  it("is an office and class setting that staff with price rights change, audited", async () => {
    await expect(
      saveDepositFree(db, desk, { officeId: f.istAirport, classId, dailyKurus: 45_000, active: true }, NOW),
    ).rejects.toBeInstanceOf(StaffAccessDenied);
    // Office staff read their office's setting but may not change it.
    expect((await depositFreeSettings(db, desk, f.istAirport))?.canEdit).toBe(false);
    await expect(depositFreeSettings(db, desk, f.izmir)).rejects.toBeInstanceOf(StaffAccessDenied);

    const bad = await saveDepositFree(db, admin, { officeId: f.istAirport, classId, dailyKurus: 0, active: true }, NOW);
    expect(bad).toEqual({ ok: false, reason: "invalid", field: "dailyKurus" });
    const first = await saveDepositFree(
      db,
      admin,
      { officeId: f.istAirport, classId, dailyKurus: 40_000, active: true },
      NOW,
    );
    expect(first).toEqual({ ok: true, changed: true });
    const second = await saveDepositFree(
      db,
      admin,
      { officeId: f.istAirport, classId, dailyKurus: 45_000, active: true },
      NOW,
    );
    expect(second).toEqual({ ok: true, changed: true });
    // A double submit records nothing new.
    const again = await saveDepositFree(
      db,
      admin,
      { officeId: f.istAirport, classId, dailyKurus: 45_000, active: true },
      NOW,
    );
    expect(again).toEqual({ ok: true, changed: false });

    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "price_edit.deposit_free"), eq(auditLog.entityId, String(f.istAirport))));
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => e.after)).toEqual([
      { className: "Ekonomik / Economy", dailyKurus: 40_000, active: true },
      { className: "Ekonomik / Economy", dailyKurus: 45_000, active: true },
    ]);
    expect(entries[1]?.before).toEqual({ className: "Ekonomik / Economy", dailyKurus: 40_000, active: true });
    const view = await depositFreeSettings(db, admin, f.istAirport);
    expect(view?.classes).toEqual([
      { classId, nameTr: "Ekonomik", nameEn: "Economy", dailyKurus: 45_000, active: true },
    ]);
  });

  it("shows on the search cards, and a change reaches the very next search (decision 0158)", async () => {
    await addUnit(db, f.clio, f.istAirport);
    const search = {
      pickupCode: "ISTA",
      dropoffCode: "ISTA",
      pickupAt: formatIstanbulLocal(at(20)),
      returnAt: formatIstanbulLocal(at(23)),
      campaignCode: "",
    };
    const filters = { classSlug: "", transmission: "", fuel: "", brand: "", sort: "price" as const };
    const cardPrice = async () => {
      const shown = await showBookingStep(
        { db, lang: "tr", now: NOW, browserKeyHash: "browser-d", memberId: null, member: null, t: serverT("tr") },
        { draftId: null, step: 1, search, searchInUrl: true, filters, confirm: false },
      );
      const view = "page" in shown ? shown.page?.view : undefined;
      if (view?.kind !== "vehicles") throw new Error("no results");
      const clio = view.offers.map(unpackOffer).find((o) => o.model.id === f.clio);
      if (!clio) throw new Error("the Clio is not on the cards");
      return clio.depositFreeDailyKurus ?? null;
    };
    const set = (dailyKurus: number, active: boolean) =>
      saveDepositFree(db, admin, { officeId: f.istAirport, classId, dailyKurus, active }, NOW);
    expect(await cardPrice()).toBe(45_000);
    const before = (await readPublicVersions(db)).get("prices") ?? 0;
    // The search just read the catalogue; the change is on the cards at once, not after it runs out.
    await set(47_500, true);
    expect(await cardPrice()).toBe(47_500);
    // Kept search results on every app server are dropped by the mark.
    expect((await readPublicVersions(db)).get("prices")).toBe(before + 1);
    await set(47_500, false);
    expect(await cardPrice()).toBeNull();
    await set(45_000, true);
    expect(await cardPrice()).toBe(45_000);
  });

  it("prices 450 TL a day and asks no deposit; refused where the office does not offer it", async () => {
    await addUnit(db, f.clio, f.istAirport);
    const plain = await createQuote(db, request(10, { assuranceCode: "full" }), { now: NOW });
    const free = await createQuote(db, request(10, { assuranceCode: "full", depositFree: true }), { now: NOW });
    if (!plain.ok || !free.ok) throw new Error(JSON.stringify({ plain, free }));
    expect(free.quote.price.lines).toContainEqual({
      kind: "assurance",
      dailyKurus: 45_000,
      days: 3,
      amountKurus: 135_000,
      addOn: "deposit-free",
    });
    expect(free.quote.totalKurus - plain.quote.totalKurus).toBe(135_000);
    expect(plain.quote.inputs.depositKurus).toBe(500_000);
    expect(free.quote.inputs.depositKurus).toBe(0);
    expect(free.quote.inputs.assuranceAddOnCodes).toEqual(["deposit-free"]);

    // A booking change carries the package over as an add-on code: the same price.
    const carried = await createQuote(
      db,
      request(10, { assuranceCode: "full", assuranceAddOnCodes: ["deposit-free"] }),
      { now: NOW },
    );
    expect(carried.ok && carried.quote.totalKurus).toBe(free.quote.totalKurus);

    // The city office has no price for the class: refused, never priced at 0.
    await addUnit(db, f.clio, f.istCity);
    const elsewhere = await createQuote(
      db,
      request(10, { pickupOfficeId: f.istCity, dropoffOfficeId: f.istCity, depositFree: true }),
      { now: NOW },
    );
    expect(elsewhere).toMatchObject({ ok: false, reason: "unknownAssurance", refused: { code: "deposit-free" } });

    // Switched off at the airport: refused there too, then on again.
    await saveDepositFree(db, admin, { officeId: f.istAirport, classId, dailyKurus: 45_000, active: false }, NOW);
    expect((await createQuote(db, request(10, { depositFree: true }), { now: NOW })).ok).toBe(false);
    await saveDepositFree(db, admin, { officeId: f.istAirport, classId, dailyKurus: 45_000, active: true }, NOW);
  });

  it("is carried into the reservation, lookup, e-mail and receipt; the hand-over takes no deposit", async () => {
    await addUnit(db, f.clio, f.istAirport);
    const quote = await createQuote(db, request(14, { assuranceCode: "full", depositFree: true }), { now: NOW });
    if (!quote.ok) throw new Error(JSON.stringify(quote));
    const booked = await reserveFromQuote(
      db,
      { quoteId: quote.quote.id, driver, billing, paymentType: "office", memberId: null, lang: "tr" },
      { now: NOW },
    );
    if (!booked.ok) throw new Error(JSON.stringify(booked));
    const number = booked.reservation.number;
    expect(booked.reservation.depositKurus).toBe(0);
    const [row] = await db.select().from(reservations).where(eq(reservations.number, number));
    expect(row?.depositKurus).toBe(0);
    // Main package 250 TL x 3 + deposit-free 450 TL x 3.
    expect(row?.assuranceKurus).toBe(75_000 + 135_000);

    const details = await findOwnReservation(db, number, driver.lastName);
    if (!details) throw new Error("lookup");
    const view = await reservationView(db, details, "tr", NOW);
    expect(view.amounts.deposit).toBe("Depozito yok: depozitosuz paket");
    expect(view.assurance).toContain("Depozitosuz paket");

    const mails = await db.select().from(outbox);
    const mail = mails.find((m) => JSON.stringify(m).includes(number));
    expect(JSON.stringify(mail)).toContain("Depozito yok: depozitosuz paket (günlük 450,00 TL).");

    const receipt = await loadReceipt(db, number, { unpaid: true });
    if (!receipt) throw new Error("receipt");
    const text = (await pdfText(await renderReceiptPdf(receipt, "en", { issuedAt: NOW }))).replace(/\s+/g, " ");
    expect(text).toContain("Deposit-free package");
    expect(text).toContain("No deposit: deposit-free package (450.00 TL a day).");

    // The desk posts a deposit anyway (an old form): none is held, and the agreement says why.
    const [unit] = await db.select().from(units).where(eq(units.id, row!.unitId));
    const handed = await pickUp(db, desk, {
      number,
      plate: unit!.plate,
      odometerKm: 12_000,
      fuelEighths: 8,
      damageNotes: "",
      licenceSeen: true,
      depositKurus: 500_000,
      depositMethod: "cash",
      now: at(14),
    });
    expect(handed).toEqual({ ok: true, repeated: false });
    expect(await db.select().from(rentalDeposits).where(eq(rentalDeposits.reservationId, row!.id))).toEqual([]);
    const [checkout] = await db.select().from(rentalCheckouts).where(eq(rentalCheckouts.reservationId, row!.id));
    expect(checkout?.depositKurus).toBe(0);
  });

  it("writes 'no deposit: deposit-free package' with its daily price into the hand-over agreement", async () => {
    await addUnit(db, f.clio, f.istAirport);
    const quote = await createQuote(db, request(20, { depositFree: true, lang: "en" }), { now: NOW });
    if (!quote.ok) throw new Error(JSON.stringify(quote));
    const booked = await reserveFromQuote(
      db,
      { quoteId: quote.quote.id, driver, billing, paymentType: "office", memberId: null, lang: "en" },
      { now: NOW },
    );
    if (!booked.ok) throw new Error(JSON.stringify(booked));
    const [row] = await db.select().from(reservations).where(eq(reservations.number, booked.reservation.number));
    const [unit] = await db.select().from(units).where(eq(units.id, row!.unitId));
    const handed = await pickUp(db, desk, {
      number: booked.reservation.number,
      plate: unit!.plate,
      odometerKm: 12_000,
      fuelEighths: 8,
      damageNotes: "",
      licenceSeen: false,
      depositKurus: 0,
      depositMethod: "card_preauth",
      now: at(20),
      handover: {
        drivers: [
          {
            firstName: driver.firstName,
            lastName: driver.lastName,
            licenceNumber: "123456",
            licenceClass: "B",
            licenceCountry: "TR",
            licenceIssued: "2012-06-01",
            licenceExpires: "2035-04-01",
            idKind: "passport",
            idNumber: "U12345678",
            idCountry: "GB",
          },
        ],
        damages: [],
      },
    });
    expect(handed).toEqual({ ok: true, repeated: false });
    const [agreement] = (await agreementsFor(db, desk, booked.reservation.number))!;
    expect(agreement!.body).toContain("No deposit: deposit-free package (450.00 TL a day)");
    expect(agreement!.body).toContain("Depozito yok: depozitosuz paket (günlük 450,00 TL)");
    expect(agreement!.body).not.toMatch(/Deposit: 0\.00 TL/);
  });

  it("the change page adds the package to a booking and takes it off again, priced by the quote, the deposit shown changing (decision 0139)", async () => {
    await addUnit(db, f.clio, f.istAirport);
    const quote = await createQuote(db, request(30, { assuranceCode: "full" }), { now: NOW });
    if (!quote.ok) throw new Error(JSON.stringify(quote));
    const booked = await reserveFromQuote(
      db,
      { quoteId: quote.quote.id, driver, billing, paymentType: "office", memberId: null, lang: "tr" },
      { now: NOW },
    );
    if (!booked.ok) throw new Error(JSON.stringify(booked));
    const number = booked.reservation.number;
    const { gateway } = createPaymentSetup(sandboxPaymentEnv("http://127.0.0.1:3000"), db, {
      model: "3d_pay",
      clock: () => NOW,
    });
    const env = {
      APP_ENV: "test" as const,
      SESSION_SECRET: "integration-secret-integration-secret-0123",
      FORM_RATE_LIMIT_IP: 10_000,
      FORM_RATE_LIMIT_TARGET: 10_000,
      FORM_RATE_LIMIT_WINDOW_SECONDS: 600,
      FORM_MIN_FILL_MS: 2000,
      TEST_HOOKS: true,
    };
    const post = (intent: string, fields: Record<string, string | string[]> = {}, lang: "tr" | "en" = "tr") => {
      const form = new FormData();
      form.set("intent", intent);
      form.set("number", number);
      form.set("lastName", driver.lastName);
      for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) form.append(k, x);
      return handleChangePost({ db, env, lang, ip: "198.51.100.7", now: NOW }, form, gateway, { pos3d: "/pos3d" });
    };
    const found = (await post("find")).data;
    // Offered at the airport for the class: the page says the daily price and the deposit it replaces.
    expect(found.options?.depositFree).toEqual({ daily: "450,00 TL", deposit: "5.000,00 TL" });
    expect(found.current?.deposit).toBe("5.000,00 TL");
    expect(found.form?.addOns).toEqual([]);
    const values = found.form!;
    const choice = (addOns: string[]) => ({ ...values, extras: [], addOns });

    // Ticked: the same quote prices it (450 TL x 3 days), the deposit goes from 5.000 TL to none.
    const added = (await post("preview", choice(["deposit-free"]))).data;
    expect(added.problem).toBeUndefined();
    expect(added.preview).toMatchObject({
      difference: "+ 1.350,00 TL",
      settle: "office",
      oldDeposit: "5.000,00 TL",
      newDeposit: null,
    });
    const confirmed = await post("confirm", {
      ...choice(["deposit-free"]),
      quoteId: added.preview!.quoteId,
      requestKey: added.preview!.requestKey,
    });
    expect(confirmed.data.done).toMatchObject({ settle: "office" });
    const [after] = await db.select().from(reservations).where(eq(reservations.number, number));
    expect(after).toMatchObject({ depositKurus: 0, totalKurus: booked.reservation.totalKurus + 135_000 });
    expect(depositFreeOf(after!.lines)).toEqual({ dailyKurus: 45_000, days: 3, amountKurus: 135_000 });

    // The page now shows it ticked and no deposit; unticked, the model's deposit comes back (in English too).
    const again = (await post("find", {}, "en")).data;
    expect(again.form?.addOns).toEqual(["deposit-free"]);
    expect(again.current?.deposit).toBeNull();
    expect(again.options?.depositFree).toEqual({ daily: "450.00 TL", deposit: "5,000.00 TL" });
    const removed = (await post("preview", choice([]), "en")).data;
    expect(removed.preview).toMatchObject({ difference: "− 1,350.00 TL", oldDeposit: null, newDeposit: "5,000.00 TL" });

    // Ticked with a pick-up office that does not offer it: said so, not priced.
    const elsewhere = (
      await post("preview", {
        ...choice(["deposit-free"]),
        pickupOfficeId: String(f.istCity),
        dropoffOfficeId: String(f.istCity),
      })
    ).data;
    expect(elsewhere.problem).toBe("depositFreeNotOffered");
    expect(elsewhere.options?.depositFree).toBeNull();
  });
});
