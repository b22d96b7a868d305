// Delivery to an address and collection from one (issue 31 item 6, decision 0123): an office
// brings the car to an address within its radius, and collects it from one at the return, for a
// fee by distance: per started kilometre with a minimum, or by distance bands. Pure: the service
// loads the office's settings and the place the address names (gazetteer.ts), then asks here.

/** One band: up to (and including) `upToKm` kilometres costs `feeKurus`. */
export type DeliveryBand = { upToKm: number; feeKurus: number };

export type DeliverySettings = {
  enabled: boolean;
  /** Farthest distance served, whole kilometres (1-100). */
  radiusKm: number;
  /** Per started kilometre, when no bands are set. */
  perKmKurus: number;
  /** The least a leg costs with the per-kilometre fee. */
  minimumKurus: number;
  /** When set, these decide the fee instead of the per-kilometre one; the last covers the radius. */
  bands: readonly DeliveryBand[];
};

export type DeliveryLeg = "delivery" | "collection";

export const RADIUS_MAX_KM = 100;
/** Kuruş a leg may cost at most (50.000 TL): a typo of zeros is refused. */
export const FEE_MAX_KURUS = 5_000_000;

export type DeliveryFee =
  | { ok: true; km: number; feeKurus: number }
  | { ok: false; reason: "notOffered" }
  | { ok: false; reason: "outOfRadius"; km: number; radiusKm: number };

/** Distances are shown and priced to the tenth of a kilometre (100 m), rounded half up. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

/**
 * The fee of one leg `km` away from the office (as the crow flies). Beyond the radius, or when
 * the office does not deliver, there is no fee: the address is refused with the reason.
 */
export function deliveryFee(settings: DeliverySettings, distanceKm: number): DeliveryFee {
  if (!Number.isFinite(distanceKm) || distanceKm < 0) throw new RangeError(`distance must be >= 0, got ${distanceKm}`);
  if (!settings.enabled) return { ok: false, reason: "notOffered" };
  const km = roundKm(distanceKm);
  if (km > settings.radiusKm) return { ok: false, reason: "outOfRadius", km, radiusKm: settings.radiusKm };
  if (settings.bands.length > 0) {
    const sorted = [...settings.bands].sort((a, b) => a.upToKm - b.upToKm);
    const band = sorted.find((b) => km <= b.upToKm) ?? sorted[sorted.length - 1];
    return { ok: true, km, feeKurus: band?.feeKurus ?? 0 };
  }
  const started = Math.max(1, Math.ceil(km));
  return { ok: true, km, feeKurus: Math.max(settings.minimumKurus, started * settings.perKmKurus) };
}

export type SettingsProblem = "radiusInvalid" | "feeInvalid" | "bandsInvalid" | "bandsNotCoveringRadius" | "noFee";

const kurusOk = (v: number) => Number.isSafeInteger(v) && v >= 0 && v <= FEE_MAX_KURUS;

/** What is wrong with settings an editor sent; an office that does not deliver needs nothing else. */
export function checkDeliverySettings(s: DeliverySettings): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  if (!Number.isInteger(s.radiusKm) || s.radiusKm < 1 || s.radiusKm > RADIUS_MAX_KM) problems.push("radiusInvalid");
  if (!kurusOk(s.perKmKurus) || !kurusOk(s.minimumKurus)) problems.push("feeInvalid");
  if (s.bands.length > 0) {
    const sorted = [...s.bands].sort((a, b) => a.upToKm - b.upToKm);
    const distinct = new Set(sorted.map((b) => b.upToKm)).size === sorted.length;
    const rising = sorted.every((b, i) => i === 0 || b.feeKurus >= (sorted[i - 1]?.feeKurus ?? 0));
    const valid = sorted.every((b) => Number.isInteger(b.upToKm) && b.upToKm >= 1 && kurusOk(b.feeKurus));
    if (!distinct || !rising || !valid) problems.push("bandsInvalid");
    else if ((sorted[sorted.length - 1]?.upToKm ?? 0) < s.radiusKm) problems.push("bandsNotCoveringRadius");
  } else if (s.enabled && s.perKmKurus === 0 && s.minimumKurus === 0) {
    problems.push("noFee");
  }
  return s.enabled ? problems : problems.filter((p) => p !== "noFee");
}

/**
 * Bands as staff type them, one a line or separated by commas: "10 = 250" (up to 10 km, 250 TL),
 * decimals with a comma or a point ("10=249,90"). Null when a part cannot be read.
 */
export function parseBands(text: string): DeliveryBand[] | null {
  const parts = text
    .split(/[\n;]+|,(?=\s*\d+\s*(?:km)?\s*[=:])/i)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  const bands: DeliveryBand[] = [];
  for (const part of parts) {
    const m = /^(\d{1,3})\s*(?:km)?\s*[=:]\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*(?:TL|₺)?$/i.exec(part);
    if (!m) return null;
    const lira = Number(m[2]);
    const kurus = Number((m[3] ?? "0").padEnd(2, "0"));
    bands.push({ upToKm: Number(m[1]), feeKurus: lira * 100 + kurus });
  }
  return bands;
}

/** Bands written back the way parseBands reads them ("10=250, 25=400"). */
export function formatBands(bands: readonly DeliveryBand[]): string {
  return [...bands]
    .sort((a, b) => a.upToKm - b.upToKm)
    .map((b) => {
      const lira = Math.floor(b.feeKurus / 100);
      const kurus = b.feeKurus % 100;
      return `${b.upToKm}=${lira}${kurus === 0 ? "" : `.${String(kurus).padStart(2, "0")}`}`;
    })
    .join("\n");
}

/** A distance to the tenth as pages, e-mails and PDFs write it: "7,3 km" in Turkish, "7.3 km" in English. */
export function formatDistanceKm(km: number, lang: "tr" | "en"): string {
  const tenths = Math.round(km * 10);
  const whole = Math.floor(tenths / 10);
  const rest = tenths % 10;
  const wholeText = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, lang === "tr" ? "." : ",");
  return `${wholeText}${rest === 0 ? "" : `${lang === "tr" ? "," : "."}${rest}`} km`;
}

/** The office editor's form as typed: TL amounts ("20", "12,50"), bands as lines. */
export type DeliverySettingsInput = {
  enabled: boolean;
  radiusKm: string;
  perKmTl: string;
  minimumTl: string;
  bands: string;
};

function parseTl(typed: string): number | null {
  const m = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(typed.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** Settings from the form, or every problem found (an empty TL field reads as 0). */
export function settingsFromInput(
  input: DeliverySettingsInput,
): { ok: true; settings: DeliverySettings } | { ok: false; problems: SettingsProblem[] } {
  const radiusText = input.radiusKm.trim();
  const radiusKm = /^\d{1,3}$/.test(radiusText) ? Number(radiusText) : Number.NaN;
  const perKmKurus = input.perKmTl.trim() === "" ? 0 : parseTl(input.perKmTl);
  const minimumKurus = input.minimumTl.trim() === "" ? 0 : parseTl(input.minimumTl);
  const bands = parseBands(input.bands);
  const problems: SettingsProblem[] = [];
  if (perKmKurus === null || minimumKurus === null) problems.push("feeInvalid");
  if (bands === null) problems.push("bandsInvalid");
  const settings: DeliverySettings = {
    enabled: input.enabled,
    radiusKm,
    perKmKurus: perKmKurus ?? 0,
    minimumKurus: minimumKurus ?? 0,
    bands: bands ?? [],
  };
  for (const p of checkDeliverySettings(settings)) if (!problems.includes(p)) problems.push(p);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, settings };
}

/** Settings back into the form's fields. */
export function inputFromSettings(s: DeliverySettings | null): DeliverySettingsInput {
  const tl = (kurus: number) => {
    const rest = kurus % 100;
    return rest === 0 ? String(Math.floor(kurus / 100)) : `${Math.floor(kurus / 100)},${String(rest).padStart(2, "0")}`;
  };
  if (!s) return { enabled: false, radiusKm: "20", perKmTl: "", minimumTl: "", bands: "" };
  return {
    enabled: s.enabled,
    radiusKm: String(s.radiusKm),
    perKmTl: s.perKmKurus === 0 ? "" : tl(s.perKmKurus),
    minimumTl: s.minimumKurus === 0 ? "" : tl(s.minimumKurus),
    bands: formatBands(s.bands),
  };
}
