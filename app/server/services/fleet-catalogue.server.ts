// The fleet page's data: every active model with its "from" price, and the public campaigns valid
// for a pick-up today (routes/fleet.tsx turns them into cards and filters, features/fleet/fleet-page-model.ts).
import { readTogether } from "#app/server/db/reads.server.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { fleetModels, publicCampaignsOn } from "./catalogue-cache.server.ts";

export async function fleetCatalogue(db: Db, lang: Lang) {
  const today = istanbulDate(new Date());
  const [models, campaigns] = await readTogether(db, [
    () => fleetModels(db, lang),
    () => publicCampaignsOn(db, lang, today),
  ]);
  return { today, models, campaigns };
}
