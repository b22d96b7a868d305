// The booking's delivery step (/rezervasyon/teslimat, decision 0123): the addresses a customer
// types for delivery and collection, checked and priced, kept in the booking draft; the next step
// prices them into the quote.
import { readTogether } from "#app/server/db/reads.server.ts";
import { formatDistanceKm } from "#app/domain/delivery/delivery-fee.ts";
import { formatTl } from "#app/domain/money/money.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { findDeliveryOffice } from "#app/server/repositories/delivery.server.ts";
import { loadDraft, loadModel, resolveSearch, saveDraft } from "./booking-flow.server.ts";
import type { DeliveryStepView } from "#app/shared/delivery/delivery-view.ts";
import { type DeliveryAddresses, type LegRefusal, offerView, priceDeliveryLegs } from "./delivery.server.ts";

export type StepInput = { db: Db; lang: Lang; now: Date; browserKeyHash: string; draftId: string | null };

export type DeliveryStep = DeliveryStepView;

async function draftContext(input: StepInput) {
  if (!input.draftId) return null;
  const draft = await loadDraft(input.db, input.draftId, input.browserKeyHash, input.now);
  if (!draft || draft.modelId === null || draft.reservationNumber) return null;
  const resolved = await resolveSearch(input.db, draft.search, input.lang, input.now);
  if (!resolved.ok) return null;
  const offices = { pickupOfficeId: resolved.search.pickupOfficeId, dropoffOfficeId: resolved.search.dropoffOfficeId };
  return { draft, draftId: input.draftId, offices };
}

/** The delivery step of a draft: what the offices offer, the addresses asked for and their price. */
export async function showDeliveryStep(input: StepInput): Promise<DeliveryStep> {
  const context = await draftContext(input);
  if (!context) return { found: false };
  const { draft, offices } = context;
  const [pickup, dropoff, model] = await readTogether(input.db, [
    () => findDeliveryOffice(input.db, offices.pickupOfficeId),
    () => findDeliveryOffice(input.db, offices.dropoffOfficeId),
    () => loadModel(input.db, draft.modelId),
  ]);
  const addresses = draft.delivery ?? { delivery: null, collection: null };
  const priced = await priceDeliveryLegs(input.db, offices, addresses);
  return {
    found: true,
    draftId: context.draftId,
    modelName: model ? `${model.brand} ${model.model}` : null,
    delivery: offerView(pickup, input.lang),
    collection: offerView(dropoff, input.lang),
    addresses,
    legs: priced.ok
      ? priced.legs.map((l) => ({
          leg: l.leg,
          address: l.address,
          km: formatDistanceKm(l.km, input.lang),
          fee: formatTl(l.feeKurus, input.lang),
        }))
      : [],
  };
}

export type SaveDeliveryResult = { ok: true; draftId: string } | { ok: false; refusals: LegRefusal[] } | null;

/**
 * Keeps the addresses in the draft when every leg asked for can be served, and drops the draft's
 * quote so that the next step prices them; else says why each refused leg was refused.
 */
export async function saveDeliveryStep(input: StepInput, addresses: DeliveryAddresses): Promise<SaveDeliveryResult> {
  const context = await draftContext(input);
  if (!context) return null;
  const priced = await priceDeliveryLegs(input.db, context.offices, addresses);
  if (!priced.ok) return priced;
  const draft = context.draft;
  const none = addresses.delivery === null && addresses.collection === null;
  draft.delivery = none ? null : addresses;
  draft.quote = null;
  await saveDraft(input.db, context.draftId, draft, input.now);
  return { ok: true, draftId: context.draftId };
}
