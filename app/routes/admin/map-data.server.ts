// /yonetim/subeler/harita-verisi, server side (decision 0141): the offices' map data editor. Parses
// the query and the forms, calls the map data service (which checks role and city on the server
// and audits), and shapes what the page renders. A refused form comes back with what was typed.
import { data, redirect, type RouterContextProvider } from "react-router";
import type { PlaceForm, PlaceProblems } from "#app/domain/delivery/place-input.ts";
import { localizePath } from "#app/i18n/config.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import {
  cityOfPlace,
  createPlace,
  editPlace,
  mapDataCities,
  mapDataPage,
  retirePlace,
} from "#app/server/services/staff/map-data.server.ts";
import { notFound, pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requireStaff } from "./staff-guard.server.ts";

const PATH = "/yonetim/subeler/harita-verisi";
const OUTCOMES = ["eklendi", "kaydedildi", "kaldirildi", "acildi"] as const;
type Outcome = (typeof OUTCOMES)[number];

function positiveId(text: string | null): number | null {
  if (text === null || !/^[1-9]\d{0,8}$/.test(text)) return null;
  return Number(text);
}

const placeName = (p: { district: string; neighbourhood: string | null }) =>
  p.neighbourhood ? `${p.neighbourhood}, ${p.district}` : p.district;

export async function mapDataLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const cities = await asStaff(() => mapDataCities(ctx.db, actor, ctx.lang));
  const q = ctx.url.searchParams;
  const editId = positiveId(q.get("duzenle"));
  // A place asked for by id (its Edit link) opens its city.
  const placeCity = editId !== null ? await asStaff(() => cityOfPlace(ctx.db, actor, editId)) : null;
  const asked = (q.get("sehir") ?? "").slice(0, 60);
  const city = cities.find((c) => c.slug === (placeCity ?? asked)) ?? cities[0] ?? null;
  const search = (q.get("ara") ?? "").slice(0, 80);
  const meta = { title: ctx.t("delivery.mapData.title"), description: ctx.t("delivery.mapData.lead"), noindex: true };
  const manager = actor.role !== "admin";
  if (!city) return { cities, city: null, search, manager, page: null, outcome: null, meta };
  const page = await asStaff(() =>
    mapDataPage(ctx.db, actor, { citySlug: city.slug, search, editId: placeCity === city.slug ? editId : null }),
  );
  const outcomeKind = q.get("sonuc") as Outcome | null;
  const outcomeId = positiveId(q.get("yer"));
  const outcomePlace = outcomeId === null ? null : page.places.find((p) => p.id === outcomeId);
  const outcome =
    outcomeKind && OUTCOMES.includes(outcomeKind) && outcomePlace
      ? { kind: outcomeKind, place: placeName(outcomePlace) }
      : null;
  // Coordinates as the page's language writes decimals (the form takes either).
  const decimal = (text: string) => (ctx.lang === "tr" ? text.replace(".", ",") : text);
  const editing = page.editing
    ? {
        ...page.editing,
        form: { ...page.editing.form, lat: decimal(page.editing.form.lat), lng: decimal(page.editing.form.lng) },
        name: placeName({
          district: page.editing.form.district,
          neighbourhood: page.editing.form.neighbourhood || null,
        }),
      }
    : null;
  return {
    cities,
    city,
    search,
    manager,
    page: {
      total: page.total,
      places: page.places.map((p) => ({ ...p, lat: decimal(p.lat), lng: decimal(p.lng) })),
      editing,
    },
    outcome,
    meta,
  };
}

export type MapDataActionData = {
  intent: "create" | "update";
  typed: PlaceForm;
  errors: Partial<Record<keyof PlaceForm, string>>;
  errorList: string[];
};

export async function mapDataAction(request: Request, context: Readonly<RouterContextProvider>) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 200) : "";
  };
  const intent = field("intent");
  const citySlug = field("sehir").slice(0, 60);
  const search = field("ara").slice(0, 80);
  const now = new Date();
  const back = (outcome: Outcome, id: number) => {
    const params = new URLSearchParams({
      sehir: citySlug,
      ...(search ? { ara: search } : {}),
      sonuc: outcome,
      yer: String(id),
    });
    return redirect(`${localizePath(PATH, ctx.lang)}?${params.toString()}`);
  };
  if (intent === "retire" || intent === "restore") {
    const id = positiveId(field("id"));
    if (id === null) notFound();
    const done = await asStaff(() => retirePlace(ctx.db, actor, id, intent === "retire", now));
    if (!done.ok) notFound();
    throw back(intent === "retire" ? "kaldirildi" : "acildi", id);
  }
  if (intent !== "create" && intent !== "update") notFound();
  const typed: PlaceForm = {
    district: field("district"),
    neighbourhood: field("neighbourhood"),
    lat: field("lat"),
    lng: field("lng"),
  };
  const result =
    intent === "create"
      ? await asStaff(() => createPlace(ctx.db, actor, citySlug, typed, now))
      : await (async () => {
          const id = positiveId(field("id"));
          if (id === null) notFound();
          return asStaff(() => editPlace(ctx.db, actor, id, typed, now));
        })();
  if (result.ok) throw back(intent === "create" ? "eklendi" : "kaydedildi", result.id);
  if ("notFound" in result) notFound();
  const errors = wordProblems(result.problems, (key) => ctx.t(key));
  return data({ intent, typed, errors, errorList: Object.values(errors) } satisfies MapDataActionData, 400);
}

function wordProblems(
  problems: PlaceProblems,
  t: (key: MessageKey) => string,
): Partial<Record<keyof PlaceForm, string>> {
  const out: Partial<Record<keyof PlaceForm, string>> = {};
  for (const [field, code] of Object.entries(problems) as [keyof PlaceForm, string][]) {
    out[field] = t(`delivery.mapData.errors.${code}` as MessageKey);
  }
  return out;
}
