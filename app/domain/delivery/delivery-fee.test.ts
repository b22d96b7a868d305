import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkDeliverySettings,
  deliveryFee,
  type DeliverySettings,
  formatBands,
  parseBands,
  RADIUS_MAX_KM,
} from "./delivery-fee.ts";

const perKm: DeliverySettings = { enabled: true, radiusKm: 25, perKmKurus: 2_000, minimumKurus: 15_000, bands: [] };
const banded: DeliverySettings = {
  ...perKm,
  bands: [
    { upToKm: 10, feeKurus: 25_000 },
    { upToKm: 25, feeKurus: 40_000 },
  ],
};

const settings = fc.record({
  enabled: fc.constant(true),
  radiusKm: fc.integer({ min: 1, max: RADIUS_MAX_KM }),
  perKmKurus: fc.integer({ min: 0, max: 100_000 }),
  minimumKurus: fc.integer({ min: 0, max: 500_000 }),
  bands: fc.constant([]),
});
const distance = fc.double({ min: 0, max: 150, noNaN: true });

describe("deliveryFee", () => {
  it("charges per started kilometre with a minimum: 7.3 km at 20 TL/km is 160 TL, 3 km is the 150 TL minimum", () => {
    expect(deliveryFee(perKm, 7.3)).toEqual({ ok: true, km: 7.3, feeKurus: 16_000 });
    expect(deliveryFee(perKm, 3)).toEqual({ ok: true, km: 3, feeKurus: 15_000 });
  });

  it("refuses beyond the radius and says the radius; the radius itself is served", () => {
    expect(deliveryFee(perKm, 25.04)).toEqual({ ok: true, km: 25, feeKurus: 50_000 });
    expect(deliveryFee(perKm, 25.06)).toEqual({ ok: false, reason: "outOfRadius", km: 25.1, radiusKm: 25 });
  });

  it("uses the bands when set", () => {
    expect(deliveryFee(banded, 10)).toMatchObject({ feeKurus: 25_000 });
    expect(deliveryFee(banded, 10.1)).toMatchObject({ feeKurus: 40_000 });
    expect(deliveryFee({ ...banded, enabled: false }, 1)).toEqual({ ok: false, reason: "notOffered" });
  });

  it("is refused exactly when the rounded distance is past the radius, and never priced below the minimum", () => {
    fc.assert(
      fc.property(settings, distance, (s, km) => {
        const fee = deliveryFee(s, km);
        expect(fee.ok).toBe(Math.round(km * 10) / 10 <= s.radiusKm);
        if (fee.ok) {
          expect(Number.isSafeInteger(fee.feeKurus)).toBe(true);
          expect(fee.feeKurus).toBeGreaterThanOrEqual(s.minimumKurus);
          expect(fee.feeKurus).toBeGreaterThanOrEqual(s.perKmKurus);
        }
      }),
    );
  });

  it("never costs less farther away (per kilometre and by bands)", () => {
    const bandsArb = fc.uniqueArray(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 5 }).chain((kms) =>
      fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: kms.length, maxLength: kms.length }).map((fees) => {
        const upTo = [...kms].sort((a, b) => a - b);
        const rising = [...fees].sort((a, b) => a - b);
        return upTo.map((upToKm, i) => ({ upToKm, feeKurus: rising[i] ?? 0 }));
      }),
    );
    fc.assert(
      fc.property(settings, fc.option(bandsArb, { nil: undefined }), distance, distance, (s, bands, a, b) => {
        const withBands = bands ? { ...s, bands, radiusKm: Math.max(...bands.map((x) => x.upToKm)) } : s;
        const [near, far] = a <= b ? [a, b] : [b, a];
        const x = deliveryFee(withBands, near);
        const y = deliveryFee(withBands, far);
        if (x.ok && y.ok) expect(y.feeKurus).toBeGreaterThanOrEqual(x.feeKurus);
        if (!x.ok) expect(y.ok).toBe(false);
      }),
    );
  });
});

describe("checkDeliverySettings", () => {
  it("accepts the demo settings and names each problem", () => {
    expect(checkDeliverySettings(perKm)).toEqual([]);
    expect(checkDeliverySettings(banded)).toEqual([]);
    expect(checkDeliverySettings({ ...perKm, radiusKm: 0 })).toEqual(["radiusInvalid"]);
    expect(checkDeliverySettings({ ...perKm, perKmKurus: 0, minimumKurus: 0 })).toEqual(["noFee"]);
    expect(checkDeliverySettings({ ...banded, radiusKm: 30 })).toEqual(["bandsNotCoveringRadius"]);
    expect(
      checkDeliverySettings({
        ...banded,
        bands: [
          { upToKm: 10, feeKurus: 50_000 },
          { upToKm: 25, feeKurus: 40_000 },
        ],
      }),
    ).toEqual(["bandsInvalid"]);
  });
});

describe("parseBands", () => {
  it("reads lines, commas and decimal commas, and gives back what it read", () => {
    expect(parseBands("10 = 250\n25=400 TL")).toEqual(banded.bands);
    expect(parseBands("10=249,90, 25=400")).toEqual([
      { upToKm: 10, feeKurus: 24_990 },
      { upToKm: 25, feeKurus: 40_000 },
    ]);
    expect(parseBands("10=250,25=400")).toEqual(banded.bands);
    expect(parseBands("on km 250")).toBeNull();
    expect(parseBands("")).toEqual([]);
  });

  it("round-trips any bands through the text staff edit", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({ upToKm: fc.integer({ min: 1, max: 100 }), feeKurus: fc.integer({ min: 0, max: 5_000_000 }) }),
          { selector: (b) => b.upToKm, maxLength: 6 },
        ),
        (bands) => {
          const sorted = [...bands].sort((a, b) => a.upToKm - b.upToKm);
          expect(parseBands(formatBands(bands))).toEqual(sorted);
        },
      ),
    );
  });
});
