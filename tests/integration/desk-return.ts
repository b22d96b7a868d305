// A booked reservation picked up and returned at the desk (a card pre-authorised deposit, 400 km,
// fuel down to 5/8 unless told), for the tests that need a rental whose money is final and invoiced.
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { pickUp } from "#app/server/services/desk/pickup.server.ts";
import { returnCar } from "#app/server/services/desk/return.server.ts";

/** Picks the reservation up at its pick-up time and returns it an hour early; the return's time. */
export async function pickUpAndReturn(
  db: Db,
  agent: StaffActor,
  r: { number: string; unitId: number; pickupAt: Date; returnAt: Date },
  damages: { description: string; amountKurus: number }[] = [{ description: "Sağ ayna çizik", amountKurus: 250_000 }],
  /** The fuel at the return, in eighths (full at pick-up): below 8 is a desk charge. */
  fuelEighths = 5,
): Promise<Date> {
  const plate = (await db.execute(sql`select plate from units where id = ${r.unitId}`)) as unknown as {
    rows: { plate: string }[];
  };
  const out = await pickUp(db, agent, {
    number: r.number,
    plate: plate.rows[0]?.plate.toLowerCase().replace(/ /g, "") ?? "",
    odometerKm: 12_000,
    fuelEighths: 8,
    damageNotes: "",
    licenceSeen: true,
    depositKurus: 500_000,
    depositMethod: "card_preauth",
    now: r.pickupAt,
  });
  expect(out.ok).toBe(true);
  const back = new Date(r.returnAt.getTime() - 3_600_000);
  const done = await returnCar(db, agent, {
    number: r.number,
    odometerKm: 12_400,
    fuelEighths,
    returnedAt: back,
    damages,
    now: back,
  });
  expect(done.ok).toBe(true);
  return back;
}
