// Signing in from inside the booking flow (decision 0057): what the driver step
// held is saved on the way out, and back in the same draft as a member the member price applies,
// the typed fields stay as typed and only the empty ones are filled from the profile.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatIstanbulLocal } from "#app/domain/time/istanbul.ts";
import { serverT } from "#app/i18n/translate.server.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { members } from "#app/server/db/schema.ts";
import { postBookingStep } from "#app/server/services/booking-steps.server.ts";
import { showBookingStep } from "#app/server/services/booking-view.server.ts";
import type { Member } from "#app/server/services/members.server.ts";
import { addUnit, at, type Fixture, NOW, resetAndBuildFixture } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase | undefined;
let db: Db;
let f: Fixture;
const member: Member = {
  id: "member-booking-account",
  email: "elif.booking@example.com",
  firstName: "Elif",
  lastName: "Şahin",
  phone: "+905327654321",
  phoneCountry: "TR",
  lang: "tr",
};

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await resetAndBuildFixture(db);
  await addUnit(db, f.clio, f.istAirport);
  await db.insert(members).values({ ...member, name: "Elif Şahin", emailVerified: true });
});
afterAll(async () => {
  await testDb?.cleanup();
});

const search = {
  pickupCode: "ISTA",
  dropoffCode: "ISTA",
  pickupAt: formatIstanbulLocal(at(2)),
  returnAt: formatIstanbulLocal(at(5)),
  campaignCode: "",
};
const flow = { db: undefined as unknown as Db, lang: "tr" as const, now: NOW, browserKeyHash: "browser-a" };
const noFilters = { classSlug: "", transmission: "", fuel: "", brand: "", sort: "price" as const };

function show(draftId: string, step: 2 | 3, who: Member | null) {
  return showBookingStep(
    { ...flow, db, memberId: who?.id ?? null, member: who, t: serverT("tr") },
    { draftId, step, search, searchInUrl: false, filters: noFilters, confirm: false },
  );
}

describe("signing in from the booking flow", () => {
  it("keeps the draft and what was typed, and prices it again for the member", async () => {
    const post = (draftId: string | null, step: 1 | 2 | 3, body: Parameters<typeof postBookingStep>[1]) =>
      postBookingStep(
        { ...flow, db, memberId: null, clientIp: "203.0.113.9", paymentModel: "3d_pay", draftId, step },
        body,
      );
    const chosen = await post(null, 1, { intent: "select", search, modelId: f.clio });
    if (!("go" in chosen) || chosen.go.to !== "step") throw new Error("no draft");
    const draftId = chosen.go.draftId;
    await post(draftId, 2, {
      intent: "next",
      assurance: "full",
      km: "",
      confirmed: true,
      js: false,
      extras: {},
      addOns: [],
    });
    const guest = await show(draftId, 3, null);
    if (!guest.page || guest.page.view.kind !== "driver") throw new Error("no driver step");
    const guestTotal = guest.page.view.quote.totalKurus;
    expect(guest.page.view.quote.lines.some((l) => l.kind === "memberDiscount")).toBe(false);
    const typed = { firstName: "Elifnur", birthDate: "14.03.1988", note: "Geç varabilirim", lastName: "" };
    const out = await post(draftId, 3, { intent: "account", account: "signIn", driver: typed });
    expect(out).toEqual({ go: { to: "account", account: "signIn", draftId, step: 3 } });

    const back = await show(draftId, 3, member);
    if (!back.page || back.page.view.kind !== "driver") throw new Error("no driver step");
    expect(back.page.view.defaults).toMatchObject({
      firstName: "Elifnur",
      birthDate: "14.03.1988",
      note: "Geç varabilirim",
      lastName: "Şahin",
      email: member.email,
    });
    // The Clio's member discount (10%) on the vehicle: the member pays less than the guest was shown.
    expect(back.page.view.quote.totalKurus).toBeLessThan(guestTotal);
    expect(back.page.view.quote.lines.some((l) => l.kind === "memberDiscount")).toBe(true);
  });
});
