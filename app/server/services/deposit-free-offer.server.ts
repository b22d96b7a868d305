// Whether the booking offers the deposit-free package (decision 0125): the pick-up office's daily
// price for the model's class, and the deposit it replaces.
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { findDepositFreePrice } from "#app/server/repositories/deposit-free.server.ts";
import { bookingOfficesByCode } from "./catalogue-cache.server.ts";

export type DepositFreeOffer = { dailyKurus: number; depositKurus: number };

/** The package at the office with this code for the class, or null where it is not offered. */
export async function depositFreeOffer(
  db: Db,
  pickupCode: string,
  model: { classId: number; depositKurus: number },
  lang: Lang,
): Promise<DepositFreeOffer | null> {
  const office = (await bookingOfficesByCode(db, lang)).get(pickupCode);
  if (!office) return null;
  const dailyKurus = await findDepositFreePrice(db, office.id, model.classId);
  return dailyKurus === null ? null : { dailyKurus, depositKurus: model.depositKurus };
}
