// /yonetim/rezervasyon-yeni (decision 0076): a booking at the counter or on the phone. Search
// (the site's search and prices; "pick up now" for a walk-in), choose a class or a specific free
// car, type the driver and billing, and pay at the counter, at pick-up or by a payment link the
// customer opens on their own device (QR code on screen). Plain forms: it works without script.
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/desk-new";
import { inputClass, labelClass } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { deskCard, DeskNoticeBox } from "#app/features/desk/desk-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { localizePath } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { deskNewAction, deskNewLoader } from "./desk-new.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "desk", "deskBooking", "search"] };

export const loader = (args: Route.LoaderArgs) => deskNewLoader(args);
export const action = (args: Route.ActionArgs) => deskNewAction(args);
export const meta: Route.MetaFunction = (args) => routeMeta(args);

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string[] | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {error?.length ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

function Input({
  name,
  label,
  values,
  errors,
  type = "text",
  defaultValue = "",
  autoComplete,
  required,
}: {
  name: string;
  label: string;
  values: Record<string, string> | undefined;
  errors: Record<string, string[]> | undefined;
  type?: string;
  defaultValue?: string;
  autoComplete?: string;
  required?: boolean;
}) {
  const id = `dn-${name}`;
  const error = errors?.[name];
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={values?.[name] ?? defaultValue}
        autoComplete={autoComplete ?? "off"}
        required={required}
        aria-invalid={error?.length ? true : undefined}
        aria-describedby={error?.length ? `${id}-error` : undefined}
        className={inputClass}
      />
    </Field>
  );
}

export default function DeskNewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const base = localizePath("/yonetim/rezervasyon-yeni", lang);

  if (loaderData.mode === "done") {
    const d = loaderData.done;
    return (
      <main id="main" className="mx-auto max-w-4xl space-y-4 px-4 py-6">
        <h1 className="text-2xl font-bold">{t("deskBooking.result.title", { number: d.number })}</h1>
        {loaderData.replayed ? <DeskNoticeBox tone="info">{t("deskBooking.result.replayed")}</DeskNoticeBox> : null}
        <section className={deskCard} aria-labelledby="dn-summary">
          <h2 id="dn-summary" className="text-base font-bold">
            {d.driverName} · {t(`deskBooking.result.channel.${d.channel}`)}
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-slate-700 dark:text-slate-300">{t("desk.summary.status")}</dt>
              <dd className="font-medium">{t(`desk.statuses.${d.status}`)}</dd>
            </div>
            <div>
              <dt className="text-slate-700 dark:text-slate-300">{t("deskBooking.result.total")}</dt>
              <dd className="font-medium" data-testid="desk-new-total">
                {d.total}
              </dd>
            </div>
            <div>
              <dt className="text-slate-700 dark:text-slate-300">{t("deskBooking.result.paid")}</dt>
              <dd className="font-medium" data-testid="desk-new-paid">
                {d.paid}
              </dd>
            </div>
            <div>
              <dt className="text-slate-700 dark:text-slate-300">{t("deskBooking.result.owed")}</dt>
              <dd className="font-medium" data-testid="desk-new-owed">
                {d.owedKurus === 0 ? t("deskBooking.result.paidInFull") : d.owed}
              </dd>
            </div>
          </dl>
          {d.posAuthorisation ? (
            <p className="mt-2 text-sm">{t("deskBooking.result.pos", { code: d.posAuthorisation })}</p>
          ) : null}
        </section>
        {d.link ? (
          <section className={deskCard} aria-labelledby="dn-link">
            <h2 id="dn-link" className="text-base font-bold">
              {t("deskBooking.result.link")}
            </h2>
            <p className="mt-1 text-sm">{t("deskBooking.result.linkLead", { email: d.email })}</p>
            <div className="mt-3 flex flex-wrap items-center gap-4">
              <svg
                role="img"
                aria-label={t("deskBooking.result.qr")}
                viewBox={`0 0 ${d.link.qr.size} ${d.link.qr.size}`}
                width="220"
                height="220"
                className="rounded bg-white"
                shapeRendering="crispEdges"
              >
                <rect width={d.link.qr.size} height={d.link.qr.size} fill="#fff" />
                <path d={d.link.qr.path} fill="#000" />
              </svg>
              <p className="break-all font-mono text-sm" data-testid="desk-new-link">
                {d.link.url}
              </p>
            </div>
            <Link to={d.refreshHref} className="btn-secondary mt-3 inline-flex">
              {t("deskBooking.result.refresh")}
            </Link>
          </section>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Link to={d.reservationHref} className="btn-primary inline-flex">
            {t("deskBooking.result.open")}
          </Link>
          <Link to={base} className="btn-secondary inline-flex">
            {t("deskBooking.result.another")}
          </Link>
        </div>
      </main>
    );
  }

  const s = loaderData.search;
  const values = actionData?.values;
  const errors = actionData?.fieldErrors;
  const chosen = loaderData.chosen;
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{t("deskBooking.title")}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t("deskBooking.lead")}</p>

      <section className={deskCard} aria-labelledby="dn-search">
        <h2 id="dn-search" className="text-base font-bold">
          {t("deskBooking.search.title")}
        </h2>
        <Form method="get" action={base} className="mt-3 grid gap-3 sm:grid-cols-2">
          <Field id="dn-ofis" label={t("deskBooking.search.pickupOffice")}>
            <select id="dn-ofis" name="ofis" defaultValue={s?.ofis ?? ""} required className={inputClass}>
              <option value="">—</option>
              {loaderData.offices.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="dn-donus" label={t("deskBooking.search.dropoffOffice")}>
            <select id="dn-donus" name="donus" defaultValue={s?.donus ?? ""} className={inputClass}>
              <option value="">—</option>
              {loaderData.allOffices.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </Field>
          <Input
            name="alis"
            type="datetime-local"
            label={t("deskBooking.search.pickupAt")}
            values={s ? { alis: s.alis } : undefined}
            errors={undefined}
          />
          <Input
            name="iade"
            type="datetime-local"
            label={t("deskBooking.search.returnAt")}
            values={s ? { iade: s.iade } : undefined}
            errors={undefined}
            required
          />
          <div className="flex items-center gap-2 sm:col-span-2">
            <input
              id="dn-simdi"
              type="checkbox"
              name="simdi"
              value="1"
              defaultChecked={s?.simdi ?? false}
              className="size-5"
            />
            <label htmlFor="dn-simdi" className="text-sm font-medium">
              {t("deskBooking.search.walkIn")}
            </label>
          </div>
          <Input
            name="kod"
            label={t("deskBooking.search.campaign")}
            values={s ? { kod: s.kod } : undefined}
            errors={undefined}
          />
          <Input
            name="uye"
            type="email"
            label={t("deskBooking.search.memberEmail")}
            values={s ? { uye: s.uye } : undefined}
            errors={undefined}
          />
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary">
              {t("deskBooking.search.submit")}
            </button>
          </div>
        </Form>
      </section>

      {loaderData.results ? (
        <section className={deskCard} aria-labelledby="dn-results">
          <h2 id="dn-results" className="text-base font-bold">
            {s?.pickupLabel} · {t("deskBooking.search.days", { count: loaderData.results.days })}
          </h2>
          {loaderData.results.error ? (
            <DeskNoticeBox tone="error">{loaderData.results.error}</DeskNoticeBox>
          ) : loaderData.results.models.length === 0 ? (
            <p className="mt-2 text-sm">{t("deskBooking.search.none")}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
              {loaderData.results.member ? <li className="py-2 text-sm">{t("deskBooking.search.member")}</li> : null}
              {loaderData.results.models.map((m) => (
                <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    <span className="font-medium">{m.name}</span> · {m.className} ·{" "}
                    {t("deskBooking.search.free", { count: m.free })}
                  </span>
                  <span className="flex items-center gap-3">
                    <span className="font-bold" data-testid={`desk-new-total-${m.id}`}>
                      {m.total}
                    </span>
                    <Link
                      to={`${base}?${new URLSearchParams([...new URLSearchParams(loaderData.query)].filter(([k]) => k !== "model")).toString()}&model=${m.id}#dn-book`}
                      className="btn-secondary inline-flex"
                      aria-label={`${t("deskBooking.search.choose")}: ${m.name}`}
                    >
                      {t("deskBooking.search.choose")}
                    </Link>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {chosen ? (
        <section id="dn-book" className={deskCard} aria-labelledby="dn-form">
          <h2 id="dn-form" className="text-base font-bold">
            {t("deskBooking.form.title")}
          </h2>
          <p className="mt-1 text-sm">{t("deskBooking.form.chosen", { model: chosen.name, total: chosen.total })}</p>
          {actionData?.refusal ? (
            <DeskNoticeBox tone="error">
              <p>{actionData.refusal.message}</p>
              {actionData.refusal.matches.length > 0 ? (
                <ul className="mt-1 list-disc ps-5" data-testid="desk-new-dnr">
                  {actionData.refusal.matches.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              ) : null}
            </DeskNoticeBox>
          ) : null}
          {errors && Object.keys(errors).length > 0 ? (
            <DeskNoticeBox tone="error">{t("deskBooking.form.errorsTitle")}</DeskNoticeBox>
          ) : null}
          {/* The server checks every field and answers in the page's language; the browser's own
              bubbles (an e-mail with "ı", an empty field) would stop the post silently on a tablet. */}
          <Form method="post" noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
            <XsrfField />
            <input type="hidden" name="key" value={loaderData.key} />
            <input type="hidden" name="query" value={loaderData.query} />
            <input type="hidden" name="modelId" value={chosen.modelId} />
            <Field id="dn-unitId" label={t("deskBooking.search.car")}>
              <select id="dn-unitId" name="unitId" defaultValue={values?.unitId ?? ""} className={inputClass}>
                <option value="">{t("deskBooking.search.anyCar")}</option>
                {chosen.units.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.plate}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="dn-customerLang" label={t("deskBooking.form.customerLang")}>
              <select
                id="dn-customerLang"
                name="customerLang"
                defaultValue={values?.customerLang ?? lang}
                className={inputClass}
              >
                <option value="tr">Türkçe</option>
                <option value="en">English</option>
              </select>
            </Field>
            <Field id="dn-assurance" label={t("deskBooking.form.assurance")}>
              <select id="dn-assurance" name="assurance" defaultValue={values?.assurance ?? ""} className={inputClass}>
                <option value="">{t("deskBooking.form.noAssurance")}</option>
                {chosen.options.assurance
                  .filter((a) => !a.combinable)
                  .map((a) => (
                    <option key={a.code} value={a.code}>
                      {a.name}
                    </option>
                  ))}
              </select>
            </Field>
            {chosen.depositFree ? (
              <Checkbox
                name="depositFree"
                values={values}
                label={t("deskBooking.form.depositFree", { daily: chosen.depositFree })}
              />
            ) : null}
            <Field id="dn-km" label={t("deskBooking.form.km")}>
              <select id="dn-km" name="km" defaultValue={values?.km ?? ""} className={inputClass}>
                <option value="">{t("deskBooking.form.noKm")}</option>
                {chosen.options.km.map((k) => (
                  <option key={k.code} value={k.code}>
                    {k.name}
                  </option>
                ))}
              </select>
            </Field>
            {chosen.options.extras.length > 0 ? (
              <fieldset className="sm:col-span-2">
                <legend className={labelClass}>{t("deskBooking.form.extras")}</legend>
                <div className="mt-1 grid gap-2 sm:grid-cols-3">
                  {chosen.options.extras.map((x) => (
                    <Input
                      key={x.code}
                      name={`extra:${x.code}`}
                      type="number"
                      label={x.name}
                      values={values}
                      errors={errors}
                      defaultValue="0"
                    />
                  ))}
                </div>
              </fieldset>
            ) : null}
            <Input name="firstName" label={t("deskBooking.form.firstName")} values={values} errors={errors} required />
            <Input name="lastName" label={t("deskBooking.form.lastName")} values={values} errors={errors} required />
            <Input
              name="email"
              type="email"
              label={t("deskBooking.form.email")}
              values={values}
              errors={errors}
              required
            />
            <Input
              name="phoneCountry"
              label={t("deskBooking.form.phoneCountry")}
              values={values}
              errors={errors}
              defaultValue="TR"
            />
            <Input
              name="phone"
              type="tel"
              label={t("deskBooking.form.phone")}
              values={values}
              errors={errors}
              required
            />
            <Input name="birthDate" label={t("deskBooking.form.birthDate")} values={values} errors={errors} required />
            <Input
              name="licenceDate"
              label={t("deskBooking.form.licenceDate")}
              values={values}
              errors={errors}
              required
            />
            <Field id="dn-nationality" label={t("deskBooking.form.nationality")} error={errors?.nationality}>
              <select
                id="dn-nationality"
                name="nationality"
                defaultValue={values?.nationality ?? "tr"}
                className={inputClass}
              >
                <option value="tr">{t("deskBooking.form.tr")}</option>
                <option value="foreign">{t("deskBooking.form.foreign")}</option>
              </select>
            </Field>
            <Input name="tckn" label={t("deskBooking.form.tckn")} values={values} errors={errors} />
            <Input name="passport" label={t("deskBooking.form.passport")} values={values} errors={errors} />
            <Input name="billingName" label={t("deskBooking.form.billingName")} values={values} errors={errors} />
            <Input name="billingTckn" label={t("deskBooking.form.billingTckn")} values={values} errors={errors} />
            <div className="sm:col-span-2">
              <Input
                name="billingAddress"
                label={t("deskBooking.form.billingAddress")}
                values={values}
                errors={errors}
                required
              />
            </div>
            <Checkbox name="termsAccepted" id="dn-terms" values={values} label={t("deskBooking.form.consents")} />
            <Checkbox name="kvkkAccepted" id="dn-kvkk" values={values} label={t("deskBooking.form.kvkk")} />
            {errors?.termsAccepted || errors?.kvkkAccepted ? (
              <p className="text-sm font-medium text-red-700 sm:col-span-2 dark:text-red-300">
                {[...(errors.termsAccepted ?? []), ...(errors.kvkkAccepted ?? [])].join(" ")}
              </p>
            ) : null}
            <fieldset className="sm:col-span-2">
              <legend className={labelClass}>{t("deskBooking.form.payment")}</legend>
              <div className="mt-1 space-y-1">
                {(loaderData.canCounter
                  ? (["cash", "card_terminal", "at_pickup", "link"] as const)
                  : (["at_pickup", "link"] as const)
                ).map((choice) => (
                  <div key={choice} className="flex items-center gap-2">
                    <input
                      id={`dn-pay-${choice}`}
                      type="radio"
                      name="payment"
                      value={choice}
                      defaultChecked={(values?.payment ?? (loaderData.canCounter ? "cash" : "link")) === choice}
                      className="size-5"
                    />
                    <label htmlFor={`dn-pay-${choice}`} className="text-sm">
                      {t(
                        choice === "cash"
                          ? "deskBooking.form.cash"
                          : choice === "card_terminal"
                            ? "deskBooking.form.cardTerminal"
                            : choice === "at_pickup"
                              ? "deskBooking.form.atPickup"
                              : "deskBooking.form.link",
                      )}
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
            {loaderData.canCounter ? (
              <Input name="pos" label={t("deskBooking.form.pos")} values={values} errors={errors} />
            ) : null}
            <div className="sm:col-span-2">
              <button type="submit" className="btn-primary" disabled={busy}>
                {t("deskBooking.form.submit")}
              </button>
            </div>
          </Form>
        </section>
      ) : null}
    </main>
  );
}

/** A ticked-or-not choice of the form, across both columns; kept ticked when the post comes back. */
function Checkbox({
  name,
  id = `dn-${name}`,
  values,
  label,
}: {
  name: string;
  id?: string;
  values: Record<string, string> | undefined;
  label: string;
}) {
  return (
    <div className="flex items-center gap-2 sm:col-span-2">
      <input
        id={id}
        type="checkbox"
        name={name}
        value="on"
        defaultChecked={values?.[name] === "on"}
        className="size-5"
      />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}
