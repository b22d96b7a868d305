// The demo offices that deliver to an address and collect from one (decision 0123), by office
// slug. The city offices do; the airports do not (their cars wait at the terminal). Every city
// office's city has its districts in the map data (migrations 0060 and 0063, decision 0133).
import type { DeliverySettings } from "#app/domain/delivery/delivery-fee.ts";

export const deliverySettingsData: Array<{ officeSlug: string; settings: DeliverySettings }> = [
  {
    officeSlug: "istanbul-kadikoy",
    settings: { enabled: true, radiusKm: 25, perKmKurus: 2_000, minimumKurus: 15_000, bands: [] },
  },
  {
    officeSlug: "istanbul-levent",
    settings: {
      enabled: true,
      radiusKm: 25,
      perKmKurus: 0,
      minimumKurus: 0,
      bands: [
        { upToKm: 10, feeKurus: 25_000 },
        { upToKm: 25, feeKurus: 40_000 },
      ],
    },
  },
  {
    officeSlug: "ankara-kizilay",
    settings: { enabled: true, radiusKm: 20, perKmKurus: 1_500, minimumKurus: 12_000, bands: [] },
  },
  {
    officeSlug: "izmir-alsancak",
    settings: { enabled: true, radiusKm: 20, perKmKurus: 1_800, minimumKurus: 15_000, bands: [] },
  },
  {
    officeSlug: "antalya-lara",
    settings: { enabled: true, radiusKm: 30, perKmKurus: 1_500, minimumKurus: 15_000, bands: [] },
  },
  {
    officeSlug: "adana-merkez",
    settings: { enabled: true, radiusKm: 20, perKmKurus: 1_500, minimumKurus: 12_000, bands: [] },
  },
];
