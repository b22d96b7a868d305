// /yonetim/subeler/harita-verisi: the offices' map data (decision 0141), the districts and
// neighbourhoods a typed delivery address is matched against. Admins edit every city's, office
// managers their offices' cities (checked on the server). List with search, add, edit, retire.
import type { Route } from "./+types/map-data";
import { Form, useLocation, useNavigation } from "react-router";
import { LocalLink } from "#app/components/localized-link.tsx";
import { Notice } from "#app/components/member-ui.tsx";
import { ErrorText, inputClass, labelClass } from "#app/components/form-fields.tsx";
import { Panel, ScrollTable, tdClass, thClass } from "#app/components/panel.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { PlaceForm } from "#app/domain/delivery/place-input.ts";
import { mapDataAction, mapDataLoader } from "./map-data.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "delivery"] };

export const loader = ({ request, context }: Route.LoaderArgs) => mapDataLoader(request, context);
export const action = ({ request, context }: Route.ActionArgs) => mapDataAction(request, context);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const EMPTY: PlaceForm = { district: "", neighbourhood: "", lat: "", lng: "" };

const placeName = (p: { district: string; neighbourhood: string | null }) =>
  p.neighbourhood ? `${p.neighbourhood}, ${p.district}` : p.district;

export default function MapDataPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { cities, city, search, manager, page, outcome } = loaderData;
  const editing = page?.editing ?? null;
  const location = useLocation();
  const outcomeText = outcome
    ? t(
        (
          {
            eklendi: "delivery.mapData.added",
            kaydedildi: "delivery.mapData.saved",
            kaldirildi: "delivery.mapData.retiredDone",
            acildi: "delivery.mapData.restoredDone",
          } as const
        )[outcome.kind],
        { place: outcome.place },
      )
    : null;
  return (
    <main id="main" className="grid gap-4">
      <p>
        <LocalLink to="/yonetim/subeler" className="text-sm underline">
          {t("delivery.mapData.backToOffices")}
        </LocalLink>
      </p>
      <div>
        <h1 className="text-2xl font-bold">{t("delivery.mapData.title")}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{t("delivery.mapData.lead")}</p>
        {manager ? (
          <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
            {t("delivery.mapData.leadManager")}
          </p>
        ) : null}
      </div>
      {outcomeText ? <Notice tone="success">{outcomeText}</Notice> : null}
      {!city || !page ? (
        <Notice tone="info">{t("delivery.mapData.noCities")}</Notice>
      ) : (
        <>
          <Panel id="map-data-filter" title={t("delivery.mapData.filter")}>
            <Form method="get" className="flex flex-wrap items-end gap-3">
              <div className="grid">
                <label htmlFor="map-data-city" className={labelClass}>
                  {t("delivery.mapData.city")}
                </label>
                <select id="map-data-city" name="sehir" defaultValue={city.slug} className={inputClass}>
                  {cities.map((c) => (
                    <option key={c.slug} value={c.slug}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="grid">
                <label htmlFor="map-data-search" className={labelClass}>
                  {t("delivery.mapData.search")}
                </label>
                <input
                  id="map-data-search"
                  type="search"
                  name="ara"
                  defaultValue={search}
                  maxLength={80}
                  className={inputClass}
                />
              </div>
              <button type="submit" className="btn-secondary">
                {t("delivery.mapData.show")}
              </button>
            </Form>
          </Panel>
          <PlaceFormPanel
            // A new form after each navigation: an added place's values do not stay in the add form
            // (a refused form shows what was typed from the action's answer).
            key={`${editing ? `edit-${editing.id}` : "add"}-${location.key}`}
            citySlug={city.slug}
            search={search}
            editing={editing}
            actionData={actionData ?? null}
          />
          <Panel id="map-data-list" title={t("delivery.mapData.listTitle", { city: city.name })}>
            <p className="mb-2 text-sm text-slate-700 dark:text-slate-300" data-testid="map-data-count">
              {t("delivery.mapData.count", { shown: page.places.length, total: page.total })}
            </p>
            {page.places.length === 0 ? (
              <p>{t("delivery.mapData.none")}</p>
            ) : (
              <ScrollTable label={t("delivery.mapData.tableLabel", { city: city.name })}>
                <thead>
                  <tr>
                    <th scope="col" className={thClass}>
                      {t("delivery.mapData.columns.district")}
                    </th>
                    <th scope="col" className={thClass}>
                      {t("delivery.mapData.columns.neighbourhood")}
                    </th>
                    <th scope="col" className={thClass}>
                      {t("delivery.mapData.columns.lat")}
                    </th>
                    <th scope="col" className={thClass}>
                      {t("delivery.mapData.columns.lng")}
                    </th>
                    <th scope="col" className={thClass}>
                      {t("delivery.mapData.columns.status")}
                    </th>
                    <th scope="col" className={thClass}>
                      {t("delivery.mapData.columns.actions")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {page.places.map((p) => (
                    <tr key={p.id} data-place={p.id} className={p.retired ? "text-slate-600 dark:text-slate-400" : ""}>
                      <td className={tdClass}>{p.district}</td>
                      <td className={tdClass}>{p.neighbourhood ?? t("delivery.mapData.districtCentre")}</td>
                      <td className={`${tdClass} tabular-nums`}>{p.lat}</td>
                      <td className={`${tdClass} tabular-nums`}>{p.lng}</td>
                      <td className={tdClass}>
                        {t(p.retired ? "delivery.mapData.retired" : "delivery.mapData.active")}
                      </td>
                      <td className={tdClass}>
                        <div className="flex flex-wrap items-center gap-2">
                          <LocalLink
                            to={`/yonetim/subeler/harita-verisi?${new URLSearchParams({ sehir: city.slug, ...(search ? { ara: search } : {}), duzenle: String(p.id) }).toString()}#map-data-form`}
                            className="font-semibold text-brand-700 underline dark:text-brand-300"
                            aria-label={t("delivery.mapData.editLabel", { place: placeName(p) })}
                          >
                            {t("delivery.mapData.edit")}
                          </LocalLink>
                          <Form method="post">
                            <XsrfField />
                            <input type="hidden" name="intent" value={p.retired ? "restore" : "retire"} />
                            <input type="hidden" name="id" value={p.id} />
                            <input type="hidden" name="sehir" value={city.slug} />
                            <input type="hidden" name="ara" value={search} />
                            <button
                              type="submit"
                              className="btn-secondary px-2 py-1 text-sm"
                              aria-label={t(
                                p.retired ? "delivery.mapData.restoreLabel" : "delivery.mapData.retireLabel",
                                {
                                  place: placeName(p),
                                },
                              )}
                            >
                              {t(p.retired ? "delivery.mapData.restore" : "delivery.mapData.retire")}
                            </button>
                          </Form>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            )}
          </Panel>
        </>
      )}
    </main>
  );
}

function PlaceFormPanel({
  citySlug,
  search,
  editing,
  actionData,
}: {
  citySlug: string;
  search: string;
  editing: { id: number; form: PlaceForm; name: string } | null;
  actionData: {
    intent: "create" | "update";
    typed: PlaceForm;
    errors: Partial<Record<keyof PlaceForm, string>>;
    errorList: string[];
  } | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const intent = editing ? "update" : "create";
  const mine = actionData && actionData.intent === intent ? actionData : null;
  const values = mine?.typed ?? editing?.form ?? EMPTY;
  const errors = mine?.errors ?? {};
  const field = (name: keyof PlaceForm, label: string, hint: string | null, inputMode: "text" | "decimal") => {
    const errorId = `place-${name}-error`;
    const hintId = hint ? `place-${name}-hint` : null;
    const described = [hintId, errors[name] ? errorId : null].filter(Boolean).join(" ") || undefined;
    return (
      <div>
        <label htmlFor={`place-${name}`} className={labelClass}>
          {label}
        </label>
        {hint ? (
          <p id={hintId ?? undefined} className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        ) : null}
        <input
          id={`place-${name}`}
          name={name}
          defaultValue={values[name]}
          inputMode={inputMode}
          maxLength={name === "lat" || name === "lng" ? 20 : 80}
          required={name !== "neighbourhood"}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={described}
          className={inputClass}
        />
        {errors[name] ? <ErrorText id={errorId}>{errors[name]}</ErrorText> : null}
      </div>
    );
  };
  return (
    <Panel
      id="map-data-form"
      title={editing ? t("delivery.mapData.editTitle", { place: editing.name }) : t("delivery.mapData.addTitle")}
    >
      {mine && mine.errorList.length > 0 ? (
        <Notice tone="error">
          <p className="font-semibold">{t("delivery.mapData.errorsTitle")}</p>
          <ul className="mt-1 list-disc pl-5">
            {mine.errorList.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      <Form method="post" noValidate className="mt-2 grid max-w-3xl gap-3">
        <XsrfField />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="sehir" value={citySlug} />
        <input type="hidden" name="ara" value={search} />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <div className="grid gap-3 sm:grid-cols-2">
          {field("district", t("delivery.mapData.district"), null, "text")}
          {field("neighbourhood", t("delivery.mapData.neighbourhood"), t("delivery.mapData.neighbourhoodHint"), "text")}
        </div>
        <p id="place-coordinate-hint" className="text-sm text-slate-600 dark:text-slate-400">
          {t("delivery.mapData.coordinateHint")}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {field("lat", t("delivery.mapData.lat"), null, "decimal")}
          {field("lng", t("delivery.mapData.lng"), null, "decimal")}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" aria-busy={navigation.state === "submitting" || undefined}>
            {t(editing ? "delivery.mapData.save" : "delivery.mapData.add")}
          </button>
          {editing ? (
            <LocalLink
              to={`/yonetim/subeler/harita-verisi?${new URLSearchParams({ sehir: citySlug, ...(search ? { ara: search } : {}) }).toString()}`}
              className="text-sm underline"
            >
              {t("delivery.mapData.cancelEdit")}
            </LocalLink>
          ) : null}
        </div>
      </Form>
    </Panel>
  );
}
