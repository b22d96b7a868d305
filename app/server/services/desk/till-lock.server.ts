// A closed day is locked (decision 0075): the desk takes no cash for an office whose drawer was
// counted and closed for that Istanbul day. Called inside the desk payment's transaction; the
// shared lock on the office waits for a close being written, so none slips past the count.
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { deskOfficeOf, findTillClose, lockOfficeTill } from "#app/server/repositories/finance.server.ts";

/** True when the office this cash payment belongs to has closed its day. */
export async function cashDayClosed(tx: Db, reservationId: string, now: Date): Promise<boolean> {
  const officeId = await deskOfficeOf(tx, reservationId, now);
  if (officeId === null) return false;
  await lockOfficeTill(tx, officeId, "payment");
  return (await findTillClose(tx, officeId, istanbulDate(now))) !== null;
}
