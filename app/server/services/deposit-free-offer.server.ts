// Whether the booking offers the deposit-free package (decision 0125): the pick-up office's daily
// price for the model's class, and the deposit it replaces.
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { findDepositFreePrice } from "#app/server/repositories/deposit-free.server.ts";
import { bookingOfficesByCode } from "./catalogue-cache.server.ts";
import { searchCatalogue } from "./search-catalogue.server.ts";

export type DepositFreeOffer = { dailyKurus: number; depositKurus: number };

function offerOf(dailyKurus: number | null | undefined, depositKurus: number): DepositFreeOffer | null {
  return dailyKurus == null ? null : { dailyKurus, depositKurus };
}

/** The package at the office with this code for the class, or null where it is not offered. */
export async function depositFreeOffer(
  db: Db,
  pickupCode: string,
  model: { classId: number; depositKurus: number },
  lang: Lang,
): Promise<DepositFreeOffer | null> {
  const office = (await bookingOfficesByCode(db, lang)).get(pickupCode);
  if (!office) return null;
  return offerOf(await findDepositFreePrice(db, office.id, model.classId), model.depositKurus);
}

/**
 * The package as step 2 shows it, from the search catalogue an app server keeps (decision 0173);
 * a post checks it with depositFreeOffer.
 */
export async function shownDepositFreeOffer(
  db: Db,
  pickupOfficeId: number,
  model: { classId: number; depositKurus: number },
  now: Date,
): Promise<DepositFreeOffer | null> {
  const prices = (await searchCatalogue(db, now)).depositFree.get(pickupOfficeId);
  return offerOf(prices?.get(model.classId), model.depositKurus);
}
