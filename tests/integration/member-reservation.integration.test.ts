// A member's own reservation in the member area (decision 0057): details, a
// cancellation request and paying online work on the member's own reservations only; another
// member's number (or a guest's) is the same "not found" as a made-up one, and changes nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { cancellationRequests, departments, members, paymentReferences, reservations } from "#app/server/db/schema.ts";
import {
  memberReservation,
  memberReservationActions,
  payMemberReservationOnline,
  previewMemberCancellation,
  requestMemberCancellation,
} from "#app/server/services/member-reservation.server.ts";
import { departmentsData } from "#seed/content/departments.ts";
import { addReservation, addUnit, at, buildFixture, NOW } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
let owner: { id: string };
let stranger: { id: string };
let ownNumber = "";
let guestNumber = "";

async function addMember(id: string, email: string) {
  await db.insert(members).values({
    id,
    name: "Elif Şahin",
    email,
    emailVerified: true,
    firstName: "Elif",
    lastName: "Şahin",
    phone: "+905327654321",
    phoneCountry: "TR",
  });
  return { id };
}

const numberOf = async (id: string) =>
  (await db.select({ number: reservations.number }).from(reservations).where(eq(reservations.id, id)))[0]?.number ?? "";

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  await db.insert(departments).values(departmentsData);
  owner = await addMember("member-own-1", "own.one@example.com");
  stranger = await addMember("member-own-2", "own.two@example.com");
  const fx = await buildFixture(db);
  const unit = await addUnit(db, fx.clio, fx.istAirport);
  const reservation = (days: number) =>
    addReservation(db, {
      unitId: unit,
      modelId: fx.clio,
      from: fx.istAirport,
      to: fx.istAirport,
      pickupAt: at(days),
      returnAt: at(days + 2),
    });
  const own = await reservation(10);
  await db.update(reservations).set({ memberId: owner.id }).where(eq(reservations.id, own));
  ownNumber = await numberOf(own);
  guestNumber = await numberOf(await reservation(20));
});
afterAll(async () => {
  await testDb.cleanup();
});

describe("a member's own reservation", () => {
  it("shows the owner its details and what can be done: cancel, pay online (pay at the office) and change, no receipt yet", async () => {
    const found = await memberReservation(db, owner, ownNumber.toLowerCase(), "tr", NOW);
    expect(found?.view).toMatchObject({ number: ownNumber, status: "confirmed", payment: "office" });
    expect(found?.actions).toEqual({
      number: ownNumber,
      canCancel: true,
      // Free and nothing paid: the policy decides alone, so the card offers "Cancel now" (decision 0100).
      canCancelAtOnce: true,
      canPayOnline: true,
      canChange: true,
      hasReceipt: false,
    });
    expect(await memberReservationActions(db, owner, [ownNumber, guestNumber], "en", NOW)).toEqual({
      [ownNumber]: found?.actions,
    });
  });

  it("answers another member, and a guest's or a made-up number, as not found", async () => {
    for (const [member, number] of [
      [stranger, ownNumber],
      [owner, guestNumber],
      [owner, "YLD-0000000"],
      [owner, "nonsense"],
    ] as const) {
      expect(await memberReservation(db, member, number, "tr", NOW)).toBeNull();
      expect(await previewMemberCancellation(db, member, number, "tr", NOW)).toEqual({
        ok: false,
        reason: "notFound",
      });
      expect(await payMemberReservationOnline(db, member, number, "tr", NOW)).toEqual({
        ok: false,
        reason: "notFound",
      });
      expect(
        await requestMemberCancellation(db, member, { number, reason: "x", lang: "tr", clientIp: null, now: NOW }),
      ).toEqual({ ok: false, reason: "notFound" });
    }
    // Nothing was stored for the owner's reservation by the stranger's attempts.
    expect(await db.select().from(cancellationRequests)).toEqual([]);
    expect(await db.select().from(paymentReferences)).toEqual([]);
  });

  it("pays online through a payment reference, the same one when asked again", async () => {
    const first = await payMemberReservationOnline(db, owner, ownNumber, "tr", NOW);
    const again = await payMemberReservationOnline(db, owner, ownNumber, "tr", NOW);
    expect(first.ok).toBe(true);
    expect(again).toEqual(first);
    expect(await db.select().from(paymentReferences)).toHaveLength(1);
  });

  it("shows the policy's refund, then stores one cancellation request; a second is refused", async () => {
    const preview = await previewMemberCancellation(db, owner, ownNumber, "en", NOW);
    expect(preview).toMatchObject({ ok: true, preview: { number: ownNumber, rule: "payAtOffice" } });
    const input = { number: ownNumber, reason: "Plans changed", lang: "en" as const, clientIp: null, now: NOW };
    expect((await requestMemberCancellation(db, owner, input)).ok).toBe(true);
    const second = await requestMemberCancellation(db, owner, input);
    expect(second).toMatchObject({ ok: false, reason: "alreadyRequested" });
    expect(await db.select().from(cancellationRequests)).toHaveLength(1);
    const after = await memberReservation(db, owner, ownNumber, "en", NOW);
    expect(after?.actions.canCancel).toBe(false);
    expect(after?.view.cancellationRequest?.state).toBe("received");
  });
});
