// The price editor's preview (docs/decisions/0047): a sample rental (model,
// offices, dates) priced with the saved book and with the admin's draft, both through
// `previewChange` -> `quoteRental`, the function the search and the quote price with. Nothing is
// written; the numbers are what the search will show once the draft is saved.
import {
  type PriceBook,
  type PricePreview,
  previewChange,
  type SeasonDraft,
  withSeason,
} from "#app/domain/pricing/price-edits.ts";
import type { DailyRate } from "#app/domain/pricing/rate-table.ts";
import type { SearchErrorCode } from "#app/domain/rental/search-rules.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { listSampleOffices, listSeasonRows, loadPackageBook } from "#app/server/repositories/prices.server.ts";
import { loadActiveModels, loadRates } from "#app/server/repositories/quotes.server.ts";
import { prepareSearch } from "#app/server/services/booking-context.server.ts";
import { requireAllowed } from "./staff-access.server.ts";

/** One change the admin is about to save. */
export type PriceDraft =
  | { kind: "rates"; modelId: number; rates: DailyRate[] }
  | { kind: "season"; season: SeasonDraft }
  | { kind: "oneWay"; cityA: number; cityB: number; feeKurus: number | null }
  | { kind: "assurance"; packageId: number; classId: number; dailyKurus: number }
  | { kind: "km"; id: number; priceKurus: number }
  | { kind: "extra"; id: number; priceKurus: number; capKurus: number | null };

export type SampleRequest = {
  modelId: number;
  pickupOfficeId: number;
  dropoffOfficeId: number;
  pickupAt: Date;
  returnAt: Date;
};

export type PreviewResult =
  | { ok: true; days: number; preview: PricePreview }
  | { ok: false; reason: "unknownModel" | "unknownOffice" | "oneWayNotOffered" }
  | { ok: false; reason: "invalidSearch"; errors: SearchErrorCode[] };

/** What one book needs beyond rates and seasons, as the quote reads it for this draft's package. */
async function packagePart(
  db: Db,
  draft: PriceDraft,
  classId: number,
): Promise<[Partial<PriceBook>, Partial<PriceBook>]> {
  if (draft.kind !== "assurance" && draft.kind !== "km" && draft.kind !== "extra") return [{}, {}];
  const book = await loadPackageBook(db);
  if (draft.kind === "assurance") {
    const saved = book.assurance.find((p) => p.id === draft.packageId)?.prices.get(classId) ?? null;
    // The sample is the chosen model's class; another class's price leaves the sample as it was.
    const after = draft.classId === classId ? draft.dailyKurus : saved;
    return [{ assuranceDailyKurus: saved }, { assuranceDailyKurus: after }];
  }
  if (draft.kind === "km") {
    const saved = book.km.find((k) => k.id === draft.id)?.priceKurus ?? null;
    return [{ kmPackagePriceKurus: saved }, { kmPackagePriceKurus: draft.priceKurus }];
  }
  const extra = book.extras.find((e) => e.id === draft.id);
  if (!extra) return [{}, {}];
  const one = { code: extra.code, pricing: extra.pricing, quantity: 1, maxQuantity: Math.max(extra.maxQuantity, 1) };
  return [
    { extras: [{ ...one, priceKurus: extra.priceKurus, capKurus: extra.capKurus }] },
    { extras: [{ ...one, priceKurus: draft.priceKurus, capKurus: draft.capKurus }] },
  ];
}

/**
 * The sample rental priced before and after `draft`. The window is checked like a search (a
 * closed office or a past date has no price), with `now` as the search's clock.
 */
export async function previewPriceDraft(
  db: Db,
  actor: StaffActor,
  sample: SampleRequest,
  draft: PriceDraft,
  now: Date = new Date(),
): Promise<PreviewResult> {
  requireAllowed(actor, "prices.manage");
  const prepared = await prepareSearch(db, sample, now);
  if (!prepared.ok) return prepared;
  const model = (await loadActiveModels(db, sample.modelId))[0];
  if (!model) return { ok: false, reason: "unknownModel" };
  const rates = (await loadRates(db, [model.id])).get(model.id) ?? [];
  const seasonRows = await listSeasonRows(db);
  const seasons: SeasonDraft[] = seasonRows.map((s) => ({
    id: s.id,
    startsOn: s.startsOn,
    endsOn: s.endsOn,
    factorPermille: s.factorPermille,
  }));
  const saved: PriceBook = { rates, seasons, oneWayFeeKurus: prepared.oneWayFeeKurus };
  const draftBook: PriceBook = { ...saved };
  if (draft.kind === "rates" && draft.modelId === model.id) draftBook.rates = draft.rates;
  if (draft.kind === "season") draftBook.seasons = withSeason(seasons, draft.season);
  if (draft.kind === "oneWay") {
    const a = prepared.pickupOffice.cityId;
    const b = prepared.dropoffOffice.cityId;
    const samePair = (a === draft.cityA && b === draft.cityB) || (a === draft.cityB && b === draft.cityA);
    if (samePair && a !== b) {
      if (draft.feeKurus === null) return { ok: false, reason: "oneWayNotOffered" };
      draftBook.oneWayFeeKurus = draft.feeKurus;
    }
  }
  const [before, after] = await packagePart(db, draft, model.classId);
  const preview = previewChange(
    { days: prepared.days, pickUp: sample.pickupAt },
    { ...saved, ...before },
    { ...draftBook, ...after },
  );
  return { ok: true, days: prepared.days, preview };
}

export type SampleChoices = {
  models: { id: number; name: string }[];
  offices: { id: number; cityId: number; code: string; nameTr: string; nameEn: string }[];
};

/** The models and offices a sample rental may use. */
export async function sampleChoices(db: Db, actor: StaffActor): Promise<SampleChoices> {
  requireAllowed(actor, "prices.manage");
  const models = await loadActiveModels(db);
  const offices = await listSampleOffices(db);
  return { models: models.map((m) => ({ id: m.id, name: `${m.brand} ${m.model}` })), offices };
}
