// The map data editor's input (decision 0141): a place of a city's map data (a district, or a
// neighbourhood of one) with its centre's coordinates, as typed in the back office. Pure: the
// service checks it before any write; the database's check and unique key say the same.
import { foldPlaceName, type Place } from "./gazetteer.ts";

export type PlaceForm = { district: string; neighbourhood: string; lat: string; lng: string };
export type PlaceInput = { district: string; neighbourhood: string | null; lat: number; lng: number };

export type PlaceProblem =
  "districtRequired" | "nameLength" | "nameCharacters" | "latInvalid" | "lngInvalid" | "outsideTurkey" | "duplicate";
export type PlaceProblems = Partial<Record<keyof PlaceForm, PlaceProblem>>;

/** Türkiye's box, with a little room: a coordinate outside it is a typing mistake (lat and lng swapped). */
export const TURKEY_BOX = { latMin: 35.8, latMax: 42.2, lngMin: 25.6, lngMax: 44.9 } as const;
export const NAME_MIN = 2;
export const NAME_MAX = 80;

const tidy = (text: string) => text.normalize("NFC").trim().replace(/\s+/g, " ");
/** Letters (any script's, for Turkish and others), digits, spaces, and . ' - ( ) / as names use them. */
const NAME_PATTERN = /^[\p{L}\p{M}\d .'’()/-]+$/u;

function coordinate(text: string): number | null {
  const t = text.trim().replace(",", ".");
  if (!/^-?\d{1,3}(\.\d{1,7})?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

function nameProblem(name: string): PlaceProblem | null {
  if (name.length < NAME_MIN || name.length > NAME_MAX) return "nameLength";
  if (!NAME_PATTERN.test(name)) return "nameCharacters";
  return null;
}

/** Checks a typed place: each field's first problem, or the clean values. */
export function parsePlaceForm(
  form: PlaceForm,
): { ok: true; place: PlaceInput } | { ok: false; problems: PlaceProblems } {
  const problems: PlaceProblems = {};
  const district = tidy(form.district);
  const neighbourhood = tidy(form.neighbourhood);
  if (district === "") problems.district = "districtRequired";
  else {
    const p = nameProblem(district);
    if (p) problems.district = p;
  }
  if (neighbourhood !== "") {
    const p = nameProblem(neighbourhood);
    if (p) problems.neighbourhood = p;
  }
  const lat = coordinate(form.lat);
  const lng = coordinate(form.lng);
  if (lat === null) problems.lat = "latInvalid";
  else if (lat < TURKEY_BOX.latMin || lat > TURKEY_BOX.latMax) problems.lat = "outsideTurkey";
  if (lng === null) problems.lng = "lngInvalid";
  else if (lng < TURKEY_BOX.lngMin || lng > TURKEY_BOX.lngMax) problems.lng = "outsideTurkey";
  if (Object.keys(problems).length > 0 || lat === null || lng === null) return { ok: false, problems };
  return { ok: true, place: { district, neighbourhood: neighbourhood === "" ? null : neighbourhood, lat, lng } };
}

/** The same place of a city, written another way (case, Turkish letters): "kadikoy" is "Kadıköy". */
export function samePlace(
  a: { district: string; neighbourhood: string | null },
  b: { district: string; neighbourhood: string | null },
): boolean {
  return (
    foldPlaceName(a.district) === foldPlaceName(b.district) &&
    foldPlaceName(a.neighbourhood ?? "") === foldPlaceName(b.neighbourhood ?? "")
  );
}

/** The places whose district or neighbourhood contains the search, letters folded ("kadikoy" finds Kadıköy). */
export function searchPlaces<T extends Pick<Place, "district" | "neighbourhood">>(
  places: readonly T[],
  search: string,
): T[] {
  const q = foldPlaceName(search.trim());
  if (q === "") return [...places];
  return places.filter((p) => foldPlaceName(`${p.district} ${p.neighbourhood ?? ""}`).includes(q));
}

/** A place's form values (the edit form's start). */
export function formOfPlace(p: {
  district: string;
  neighbourhood: string | null;
  lat: number;
  lng: number;
}): PlaceForm {
  return { district: p.district, neighbourhood: p.neighbourhood ?? "", lat: String(p.lat), lng: String(p.lng) };
}
