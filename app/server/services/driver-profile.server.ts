// A member's saved driver details (docs/decisions/0054): shown and changed in the
// member area, and the starting values of the booking's driver step. Only ever read or written for
// the signed-in member's own id.
import type { Db } from "#app/server/db/client.server.ts";
import { findDriverProfile, saveDriverProfile } from "#app/server/repositories/members.server.ts";
import { profileToStore, type DriverProfileValues } from "#app/shared/members/driver-profile-schema.ts";
import type { Member } from "./members.server.ts";

export async function memberDriverProfile(db: Db, member: Pick<Member, "id">): Promise<DriverProfileValues> {
  return (await findDriverProfile(db, member.id)) ?? {};
}

/** Saves what the member typed (empty fields dropped); saving nothing deletes the profile. */
export async function saveMemberDriverProfile(
  db: Db,
  member: Pick<Member, "id">,
  values: DriverProfileValues,
  now: Date,
): Promise<void> {
  await saveDriverProfile(db, member.id, profileToStore(values), now);
}

export async function forgetMemberDriverProfile(db: Db, member: Pick<Member, "id">, now: Date): Promise<void> {
  await saveDriverProfile(db, member.id, {}, now);
}
