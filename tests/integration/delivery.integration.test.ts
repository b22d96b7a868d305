// Delivery to an address and collection from one (issue 31 item 6, decision 0123): an address is
// found in the office's own map data and priced by distance, out of radius is refused, the legs
// are lines of the quote and the reservation, and the desk sees them as tasks on Today.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryFee, formatDistanceKm } from "#app/domain/delivery/delivery-fee.ts";
import { distanceKm } from "#app/domain/geo/distance.ts";
import type { Quote } from "#app/domain/pricing/quote.ts";
import { receiptLayout } from "#app/domain/receipts/receipt-lines.ts";
import type { StaffActor, StaffRole } from "#app/domain/staff/permissions.ts";
import { formatIstanbulLocal } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  auditLog,
  cities,
  gazetteerPlaces,
  members,
  offices,
  outbox,
  reservationDeliveries,
  reservations,
  smsOutbox,
} from "#app/server/db/schema.ts";
import { emptyDraft, ensureQuote, resolveSearch } from "#app/server/services/booking-flow.server.ts";
import { legViewsOf, priceDeliveryLegs } from "#app/server/services/delivery.server.ts";
import { listPlaces } from "#app/server/repositories/delivery.server.ts";
import { queueDueReminders } from "#app/server/sms/sms.server.ts";
import { listMemberReservations } from "#app/server/repositories/members.server.ts";
import { findOwnReservation, reservationView } from "#app/server/services/reservation-lookup.server.ts";
import { deskView } from "#app/server/services/desk/desk-view.server.ts";
import type { EmailMessage } from "#app/server/email/message.server.ts";
import { confirmChange, newChangeKey, previewChange } from "#app/server/services/booking-change.server.ts";
import type { PaymentGateway } from "#app/server/payments/gateway.server.ts";
import { reserveFromQuote } from "#app/server/services/reserve.server.ts";
import { searchAvailability } from "#app/server/services/search.server.ts";
import { deliveryTasks, saveOfficeDelivery } from "#app/server/services/staff/delivery-settings.server.ts";
import { readPublicVersions } from "#app/server/repositories/public-changes.server.ts";
import { seedDemo } from "#seed/run.ts";
import { billing, driver } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
// A Monday morning; the rental starts on Wednesday at 10:00 (Istanbul) at Kadıköy.
const NOW = new Date("2027-03-01T06:00:00Z");
const DAY = 86_400_000;
const PICKUP = new Date("2027-03-03T07:00:00Z");
const RETURN = new Date("2027-03-06T07:00:00Z");
const officeId: Record<string, number> = {};

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  await seedDemo(db, { today: NOW });
  for (const o of await db.select({ id: offices.id, code: offices.code }).from(offices)) officeId[o.code] = o.id;
}, 120_000);
afterAll(async () => {
  await testDb.cleanup();
});

const kdk = () => officeId["KDK"] ?? -1;

function actor(role: StaffRole, officeCodes: string[] = []): StaffActor {
  return {
    id: `test-${role}`,
    name: `Test ${role}`,
    email: `${role}@yolda.test`,
    role,
    officeIds: officeCodes.map((c) => officeId[c] ?? -1),
  };
}

/** The fee the domain gives for the place's distance from Kadıköy (20 TL/km, 150 TL at least, 25 km). */
async function expectedFee(district: string, neighbourhood: string | null) {
  const [place] = await db.select().from(gazetteerPlaces).where(eq(gazetteerPlaces.district, district));
  const rows = await db.select().from(gazetteerPlaces).where(eq(gazetteerPlaces.district, district));
  const chosen = rows.find((r) => r.neighbourhood === neighbourhood) ?? place;
  const [office] = await db.select().from(offices).where(eq(offices.id, kdk()));
  if (!chosen || !office) throw new Error("seed");
  return deliveryFee(
    { enabled: true, radiusKm: 25, perKmKurus: 2_000, minimumKurus: 15_000, bands: [] },
    distanceKm(office, chosen),
  );
}

describe("pricing an address", () => {
  it("finds the district typed in capitals or without Turkish letters and prices it by distance", async () => {
    const fee = await expectedFee("Ataşehir", null);
    if (!fee.ok) throw new Error("Ataşehir is within Kadıköy's radius");
    // About 8.5 km from the Kadıköy office: 9 started km at 20 TL = 180 TL.
    expect(fee).toEqual({ ok: true, km: 8.5, feeKurus: 18_000 });
    for (const typed of ["Atatürk Cd. No 5, ATAŞEHİR", "ataşehir", "Atasehir / Istanbul"]) {
      const priced = await priceDeliveryLegs(
        db,
        { pickupOfficeId: kdk(), dropoffOfficeId: kdk() },
        { delivery: typed, collection: null },
      );
      expect(priced).toMatchObject({ ok: true, legs: [{ leg: "delivery", km: 8.5, feeKurus: 18_000 }] });
    }
  });

  it("refuses an address beyond the radius with the distance, and one it cannot find", async () => {
    const far = await priceDeliveryLegs(
      db,
      { pickupOfficeId: kdk(), dropoffOfficeId: kdk() },
      { delivery: "Silivri", collection: "Nowhere street 1" },
    );
    expect(far.ok).toBe(false);
    if (far.ok) return;
    expect(far.refusals[0]).toMatchObject({ leg: "delivery", reason: "outOfRadius", radiusKm: 25 });
    expect(far.refusals[0] && "km" in far.refusals[0] && far.refusals[0].km).toBeGreaterThan(60);
    expect(far.refusals[1]).toEqual({ leg: "collection", reason: "notFound" });
  });

  it("refuses delivery at an office that does not deliver (the airport)", async () => {
    const priced = await priceDeliveryLegs(
      db,
      { pickupOfficeId: officeId["SAW"] ?? -1, dropoffOfficeId: officeId["SAW"] ?? -1 },
      { delivery: "Pendik", collection: null },
    );
    expect(priced).toEqual({ ok: false, refusals: [{ leg: "delivery", reason: "notOffered" }] });
  });
});

describe("the map data of every city with an office (decision 0133)", () => {
  it("has places for each office's city, and each city office prices an address typed as its own", async () => {
    const all = await db
      .select({ id: offices.id, code: offices.code, kind: offices.kind, city: cities.slug, address: offices.addressTr })
      .from(offices)
      .innerJoin(cities, eq(cities.id, offices.cityId));
    const citiesWithOffices = [...new Set(all.map((o) => o.city))].sort();
    expect(citiesWithOffices.length).toBeGreaterThanOrEqual(9);
    for (const city of citiesWithOffices) {
      expect({ city, places: (await listPlaces(db, city)).length > 0 }).toEqual({ city, places: true });
    }
    const cityOffices = all.filter((o) => o.kind === "city");
    expect(cityOffices.map((o) => o.code).sort()).toEqual(["ADA", "ALS", "KDK", "KZL", "LRA", "LVT"]);
    for (const o of cityOffices) {
      const priced = await priceDeliveryLegs(
        db,
        { pickupOfficeId: o.id, dropoffOfficeId: o.id },
        { delivery: o.address, collection: null },
      );
      expect({ office: o.code, ok: priced.ok }).toEqual({ office: o.code, ok: true });
    }
    // Adana: Çukurova is within the 20 km, Ceyhan (about 45 km) is refused with the distance.
    const ada = officeId["ADA"] ?? -1;
    const near = await priceDeliveryLegs(
      db,
      { pickupOfficeId: ada, dropoffOfficeId: ada },
      { delivery: "Güzelyalı Mah. 12, Çukurova", collection: "Ceyhan" },
    );
    expect(near.ok).toBe(false);
    if (near.ok) return;
    expect(near.refusals).toEqual([
      expect.objectContaining({ leg: "collection", reason: "outOfRadius", radiusKm: 20 }),
    ]);
    const ok = await priceDeliveryLegs(
      db,
      { pickupOfficeId: ada, dropoffOfficeId: ada },
      { delivery: "Güzelyalı Mah. 12, ÇUKUROVA", collection: null },
    );
    expect(ok).toMatchObject({ ok: true, legs: [{ leg: "delivery" }] });
  });
});

describe("a booking with delivery and collection", () => {
  it("has the fees as lines of the quote, the reservation and the receipt, and is a task on the desk's Today", async () => {
    const search = {
      pickupCode: "KDK",
      dropoffCode: "KDK",
      pickupAt: formatIstanbulLocal(PICKUP),
      returnAt: formatIstanbulLocal(RETURN),
      campaignCode: "",
    };
    const resolved = await resolveSearch(db, search, "tr", NOW);
    if (!resolved.ok) throw new Error(`search refused: ${resolved.errors.join(",")}`);
    const found = await searchAvailability(db, resolved.search, { now: NOW });
    if (!found.ok || !found.models[0]) throw new Error("no car at Kadıköy");
    const draft = {
      ...emptyDraft(search),
      modelId: found.models[0].model.id,
      delivery: { delivery: "Ataşehir", collection: "Moda Cd., Kadıköy" },
    };
    const quoted = await ensureQuote(db, draft, resolved.search, "tr", NOW);
    if (!quoted.ok) throw new Error(quoted.reason);
    const moda = await expectedFee("Kadıköy", "Moda");
    if (!moda.ok) throw new Error("Moda is within the radius");
    // Moda is a few hundred metres away: the 150 TL minimum.
    expect(moda.feeKurus).toBe(15_000);
    const lines = quoted.quote.price.lines.filter((l) => l.kind === "delivery");
    expect(lines).toEqual([
      { kind: "delivery", leg: "delivery", km: 8.5, amountKurus: 18_000 },
      { kind: "delivery", leg: "collection", km: moda.km, amountKurus: 15_000 },
    ]);
    const withoutDelivery = quoted.quote.price.lines
      .filter((l) => l.kind !== "delivery")
      .reduce((s, l) => s + l.amountKurus, 0);
    expect(quoted.quote.totalKurus).toBe(withoutDelivery + 33_000);

    const made = await reserveFromQuote(
      db,
      { quoteId: quoted.quote.id, driver, billing, paymentType: "office", lang: "tr" },
      { now: NOW },
    );
    if (!made.ok) throw new Error(JSON.stringify(made));
    const [row] = await db.select().from(reservations).where(eq(reservations.number, made.reservation.number));
    if (!row) throw new Error("reservation");
    expect((row.lines as Quote["lines"]).filter((l) => l.kind === "delivery")).toEqual(lines);
    expect(Number(row.totalKurus)).toBe(quoted.quote.totalKurus);
    const legs = await db.select().from(reservationDeliveries).where(eq(reservationDeliveries.reservationId, row.id));
    expect(legs.map((l) => [l.leg, l.address, Number(l.feeKurus), l.officeId])).toEqual([
      ["delivery", "Ataşehir", 18_000, kdk()],
      ["collection", "Moda Cd., Kadıköy", 15_000, kdk()],
    ]);

    // The receipt has a row for each leg, the rows still add up to the total.
    const receipt = receiptLayout({
      totalKurus: Number(row.totalKurus),
      vehicleKurus: Number(row.vehicleKurus),
      discountKurus: Number(row.discountKurus),
      oneWayFeeKurus: Number(row.oneWayFeeKurus),
      assuranceKurus: Number(row.assuranceKurus),
      kmPackageKurus: Number(row.kmPackageKurus),
      extrasKurus: Number(row.extrasKurus),
      rentalDays: row.rentalDays,
      lines: row.lines as Quote["lines"],
      campaignCode: null,
      payments: [],
    });
    expect(receipt.source).toBe("lines");
    expect(receipt.rows.filter((r) => r.label.kind === "delivery").map((r) => r.amount.gross)).toEqual([
      18_000, 15_000,
    ]);

    // The customer's lookup (and the member area, the same view) says where the car is brought
    // and collected, with the times; the confirmation e-mail names the addresses, not the office
    // (decision 0132).
    const own = await findOwnReservation(db, made.reservation.number, driver.lastName);
    if (!own) throw new Error("lookup");
    const view = await reservationView(db, own, "tr", NOW);
    expect(view.deliveries).toEqual([
      { leg: "delivery", at: "03.03.2027 10:00", address: "Ataşehir", km: "8,5 km", fee: "180,00 TL" },
      {
        leg: "collection",
        at: "06.03.2027 10:00",
        address: "Moda Cd., Kadıköy",
        km: formatDistanceKm(moda.km, "tr"),
        fee: "150,00 TL",
      },
    ]);
    const viewEn = await reservationView(db, own, "en", NOW);
    expect(viewEn.deliveries?.map((l) => [l.at, l.fee])).toEqual([
      ["3 Mar 2027, 10:00", "180.00 TL"],
      ["6 Mar 2027, 10:00", "150.00 TL"],
    ]);
    const mail = (await db.select().from(outbox))
      .map((m) => m.payload as EmailMessage)
      .find((m) => m.subject.includes(made.reservation.number));
    expect(mail?.text).toContain("Alış: 03.03.2027 10:00, adresinize teslim: Ataşehir");
    expect(mail?.text).toContain("İade: 06.03.2027 10:00, adresinizden iade alınır: Moda Cd., Kadıköy");
    // The confirmation SMS and the pick-up reminder say the car comes to the address, not the office.
    const smsOf = async (kind: "confirmation" | "reminder") =>
      (await db.select().from(smsOutbox).where(eq(smsOutbox.reservationId, row.id))).find((m) => m.kind === kind)
        ?.body ?? "";
    expect(await smsOf("confirmation")).toContain("Alış: 03.03.2027 10:00, adresinize teslim.");
    await queueDueReminders(db, new Date("2027-03-02T08:00:00Z"));
    expect(await smsOf("reminder")).toContain("alış 03.03.2027 10:00, adresinize teslim.");
    expect(await smsOf("reminder")).not.toContain("Kadıköy");

    // The member area's list of reservations names the addresses too.
    await db.insert(members).values({
      id: "member-delivery",
      name: "Ayşe Yılmaz",
      email: "ayse.delivery@example.com",
      emailVerified: true,
      firstName: "Ayşe",
      lastName: "Yılmaz",
      phone: "+905327654321",
      phoneCountry: "TR",
    });
    await db.update(reservations).set({ memberId: "member-delivery" }).where(eq(reservations.id, row.id));
    const listed = await listMemberReservations(db, "member-delivery", "tr");
    expect(listed.map((l) => [l.number, l.deliveryAddress, l.collectionAddress])).toEqual([
      [made.reservation.number, "Ataşehir", "Moda Cd., Kadıköy"],
    ]);

    // The desk's pages (the reservation page, the pick-up and return pages) read the legs with it.
    const desk = await deskView(db, actor("office", ["KDK"]), { number: made.reservation.number, now: NOW });
    if (!desk) throw new Error("desk view");
    expect(legViewsOf(desk.deliveries, desk.reservation, "en").map((l) => [l.leg, l.address, l.fee])).toEqual([
      ["delivery", "Ataşehir", "180.00 TL"],
      ["collection", "Moda Cd., Kadıköy", "150.00 TL"],
    ]);

    // The Kadıköy desk sees the delivery on Wednesday's Today and the collection on Saturday's.
    const wednesday = new Date("2027-03-03T05:00:00Z");
    const atKdk = await deliveryTasks(db, actor("office", ["KDK"]), wednesday, "tr");
    expect(atKdk.filter((t) => t.number === made.reservation.number)).toEqual([
      expect.objectContaining({ leg: "delivery", address: "Ataşehir", fee: "180,00 TL", km: "8,5 km" }),
    ]);
    const saturday = new Date("2027-03-05T21:30:00Z");
    const collect = await deliveryTasks(db, actor("office", ["KDK"]), saturday, "en");
    expect(collect.filter((t) => t.number === made.reservation.number)).toEqual([
      expect.objectContaining({ leg: "collection", address: "Moda Cd., Kadıköy", fee: "150.00 TL" }),
    ]);
    // Another office's desk does not.
    const atIst = await deliveryTasks(db, actor("office", ["IST"]), wednesday, "tr");
    expect(atIst.map((t) => t.number)).not.toContain(made.reservation.number);
  });
});

describe("a booking with delivery, changed", () => {
  it("keeps the delivery fee and the desk's task when the dates change, and refuses an office that does not serve the address", async () => {
    const search = {
      pickupCode: "KDK",
      dropoffCode: "KDK",
      pickupAt: formatIstanbulLocal(new Date(PICKUP.getTime() + 7 * DAY)),
      returnAt: formatIstanbulLocal(new Date(RETURN.getTime() + 7 * DAY)),
      campaignCode: "",
    };
    const resolved = await resolveSearch(db, search, "tr", NOW);
    if (!resolved.ok) throw new Error(`search refused: ${resolved.errors.join(",")}`);
    const found = await searchAvailability(db, resolved.search, { now: NOW });
    if (!found.ok || !found.models[0]) throw new Error("no car at Kadıköy");
    const draft = {
      ...emptyDraft(search),
      modelId: found.models[0].model.id,
      delivery: { delivery: "Ataşehir", collection: null },
    };
    const quoted = await ensureQuote(db, draft, resolved.search, "tr", NOW);
    if (!quoted.ok) throw new Error(quoted.reason);
    const made = await reserveFromQuote(
      db,
      { quoteId: quoted.quote.id, driver, billing, paymentType: "office", lang: "tr" },
      { now: NOW },
    );
    if (!made.ok) throw new Error(JSON.stringify(made));
    const [r] = await db.select().from(reservations).where(eq(reservations.number, made.reservation.number));
    if (!r) throw new Error("reservation");
    const choice = {
      pickupOfficeId: r.pickupOfficeId,
      dropoffOfficeId: r.dropoffOfficeId,
      pickupAt: r.pickupAt,
      returnAt: new Date(r.returnAt.getTime() + DAY),
      modelId: r.modelId,
      extras: [],
    };
    // An office booking's change never calls the bank.
    const noBank = new Proxy(
      {},
      {
        get() {
          throw new Error("the bank was called");
        },
      },
    ) as PaymentGateway;

    // One more day: the delivery's 180 TL is still in the new price, and the leg is still the desk's.
    const longer = await previewChange(db, r, choice, { now: NOW, lang: "tr" });
    if (!longer.ok) throw new Error(`preview: ${longer.reason}`);
    expect(longer.quote.price.lines.filter((l) => l.kind === "delivery")).toEqual([
      { kind: "delivery", leg: "delivery", km: 8.5, amountKurus: 18_000 },
    ]);
    const confirmed = await confirmChange(
      db,
      noBank,
      { reservationId: r.id, quoteId: longer.quote.id, requestKey: newChangeKey(), actor: "customer", lang: "tr" },
      { now: NOW },
    );
    if (!confirmed.ok) throw new Error(`confirm: ${confirmed.reason}`);
    const [after] = await db.select().from(reservations).where(eq(reservations.id, r.id));
    expect((after!.lines as Quote["lines"]).filter((l) => l.kind === "delivery").map((l) => l.amountKurus)).toEqual([
      18_000,
    ]);
    expect(Number(after!.totalKurus)).toBe(longer.quote.totalKurus);
    const legs = await db.select().from(reservationDeliveries).where(eq(reservationDeliveries.reservationId, r.id));
    expect(legs.map((l) => [l.leg, l.address, Number(l.feeKurus)])).toEqual([["delivery", "Ataşehir", 18_000]]);

    // Picking up at the airport instead: it brings no car to Ataşehir, so the change is refused.
    const [ist] = await db.select().from(offices).where(eq(offices.code, "IST"));
    const moved = await previewChange(
      db,
      after!,
      { ...choice, pickupOfficeId: ist!.id, dropoffOfficeId: ist!.id },
      { now: NOW, lang: "tr" },
    );
    expect(moved).toEqual({ ok: false, reason: "deliveryNotOffered" });
  });
});

describe("the office editor's settings", () => {
  it("refuses bands that do not reach the radius, saves valid ones with an audit entry, and refuses office staff of another office", async () => {
    const admin = actor("admin");
    const refused = await saveOfficeDelivery(
      db,
      admin,
      kdk(),
      { enabled: true, radiusKm: "30", perKmTl: "", minimumTl: "", bands: "10=250\n25=400" },
      NOW,
    );
    expect(refused).toEqual({ ok: false, problems: ["bandsNotCoveringRadius"] });
    const versionsBefore = await readPublicVersions(db);
    const saved = await saveOfficeDelivery(
      db,
      admin,
      kdk(),
      { enabled: true, radiusKm: "25", perKmTl: "22,50", minimumTl: "150", bands: "" },
      NOW,
    );
    expect(saved).toEqual({ ok: true });
    // Every app server keeps whether an office offers delivery (step 2's link, decision 0173): the
    // saved offer marks the offices changed, so each of them reads it again.
    const versionsAfter = await readPublicVersions(db);
    expect(versionsAfter.get("offices")).not.toBe(versionsBefore.get("offices"));
    expect(versionsAfter.get("prices")).toBe(versionsBefore.get("prices"));
    const priced = await priceDeliveryLegs(
      db,
      { pickupOfficeId: kdk(), dropoffOfficeId: kdk() },
      { delivery: "Ataşehir", collection: null },
    );
    // 9 started km at 22,50 TL.
    expect(priced).toMatchObject({ ok: true, legs: [{ feeKurus: 20_250 }] });
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, "office.delivery"));
    expect(audits).toHaveLength(1);
    await expect(
      saveOfficeDelivery(
        db,
        actor("office", ["IST"]),
        kdk(),
        { enabled: false, radiusKm: "5", perKmTl: "1", minimumTl: "", bands: "" },
        NOW,
      ),
    ).rejects.toThrow();
  });
});
