// /yonetim/rezervasyonlar/:number/degisiklik: changes to a running rental (issue 27 item 7, decision
// 0090): a new return, another return office, a higher class, an added driver; the price first
// (re-quoted by the rental's own rules), then the confirmation with the difference taken at the desk.
// Every value typed comes back with a refusal; the service checks role, office and state again.
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/desk-change";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { deskCard, DeskNoticeBox, DeskPageFrame } from "#app/features/desk/desk-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { istanbulDate, istanbulInstant, istanbulTime } from "#app/domain/time/istanbul.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import {
  confirmRunningChange,
  previewRunningChange,
  type RunningChangeInput,
  runningChangeView,
} from "#app/server/services/desk/running-change.server.ts";
import {
  formKey,
  gatewayOf,
  loadDeskPage,
  localDateTime,
  noStore,
  reservationPath,
  summaryOf,
} from "./desk-page.server.ts";
import type { PageContext } from "#app/server/page.server.ts";
import { asStaff } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "desk", "deskMoney", "handover", "delivery"] };
export const headers = () => noStore;

const FIELDS = [
  "returnDate",
  "returnTime",
  "dropoffOfficeId",
  "modelId",
  "freeReason",
  "firstName",
  "lastName",
  "licenceNumber",
  "licenceClass",
  "licenceCountry",
  "licenceIssued",
  "licenceExpires",
  "idKind",
  "idNumber",
  "idCountry",
  "method",
  "authCode",
  "key",
  "swapUnitId",
  "swapInKm",
  "swapInFuel",
  "swapInNotes",
  "swapOutKm",
  "swapOutFuel",
  "swapOutNotes",
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { actor, ctx, view } = await loadDeskPage(request, context, params.number, "change");
  const page = await asStaff(() => runningChangeView(ctx.db, actor, view.reservation.number));
  if (!page) throw new Response(null, { status: 404 });
  const r = view.reservation;
  const lang = ctx.lang;
  return {
    summary: summaryOf(view, ctx),
    open: r.status === "active",
    done: ctx.url.searchParams.get("durum") === "tamam",
    key: formKey(),
    currentReturn: localDateTime(r.returnAt),
    overdue: page.overdue,
    defaults: { returnDate: istanbulDate(r.returnAt), returnTime: istanbulTime(r.returnAt) },
    dropoffName: view.dropoffOffice[lang],
    modelName: page.model?.name ?? "",
    offices: page.offices.map((o) => ({ id: o.id, name: lang === "tr" ? o.nameTr : o.nameEn })),
    upgrades: page.upgrades.map((m) => ({ id: m.modelId, name: `${m.name} (${m.className[lang]})` })),
    mayWaive: page.mayWaive,
    agreementHref: `${reservationPath(lang, r.number)}/sozlesme`,
    changes: page.changes.map((c) => ({
      at: localDateTime(c.createdAt),
      kinds: c.kinds.map((k) => ctx.t(`desk.change.kinds.${k}`)).join(", "),
      old: formatTl(c.oldTotalKurus, lang),
      new: formatTl(c.newTotalKurus, lang),
    })),
    meta: {
      title: `${ctx.t("desk.change.title")} ${r.number}`,
      description: ctx.t("desk.change.title"),
      noindex: true,
    },
  };
}

function inputOf(values: Values, number: string, now: Date): RunningChangeInput | null {
  let returnAt: Date | null = null;
  if (values.returnDate !== "" || values.returnTime !== "") {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.returnDate) || !/^\d{2}:\d{2}$/.test(values.returnTime)) return null;
    returnAt = istanbulInstant(values.returnDate, values.returnTime);
  }
  const id = (v: string) => (/^\d{1,9}$/.test(v) ? Number(v) : null);
  const anyDriver = ["firstName", "lastName", "licenceNumber", "idNumber"].some(
    (k) => values[k as keyof Values] !== "",
  );
  return {
    number,
    returnAt,
    dropoffOfficeId: id(values.dropoffOfficeId),
    modelId: id(values.modelId),
    freeUpgradeReason: values.freeReason.trim() === "" ? null : values.freeReason,
    driver: anyDriver
      ? {
          firstName: values.firstName,
          lastName: values.lastName,
          licenceNumber: values.licenceNumber,
          licenceClass: values.licenceClass,
          licenceCountry: values.licenceCountry,
          licenceIssued: values.licenceIssued,
          licenceExpires: values.licenceExpires,
          idKind: values.idKind === "passport" ? "passport" : "tckn",
          idNumber: values.idNumber,
          idCountry: values.idCountry === "" ? "TR" : values.idCountry,
        }
      : null,
    swap:
      values.swapUnitId === ""
        ? null
        : {
            unitId: id(values.swapUnitId),
            inKm: values.swapInKm,
            inFuel: values.swapInFuel,
            inNotes: values.swapInNotes,
            outKm: values.swapOutKm,
            outFuel: values.swapOutFuel,
            outNotes: values.swapOutNotes,
          },
    now,
  };
}

type Preview = Extract<Awaited<ReturnType<typeof previewRunningChange>>, { ok: true }>;

/** What the preview section shows: the price, the car, and the swap to inspect (decision 0143). */
function previewView(result: Preview, ctx: { t: PageContext["t"] }, lang: "tr" | "en") {
  return {
    oldTotal: formatTl(result.oldTotalKurus, lang),
    newTotal: formatTl(result.newTotalKurus, lang),
    charge: result.chargeKurus > 0 ? formatTl(result.chargeKurus, lang) : null,
    refund: result.refundKurus > 0 ? formatTl(result.refundKurus, lang) : null,
    waived: result.waivedKurus > 0 ? formatTl(result.waivedKurus, lang) : null,
    plate: result.plate,
    lines: result.kinds.map((k) => ctx.t(`desk.change.kinds.${k}`)),
    swap: result.swap
      ? {
          unitId: result.swap.toUnitId,
          from: result.swap.fromPlate,
          to: result.swap.toPlate,
          fromOut: ctx.t("desk.change.inspection.fromOut", {
            plate: result.swap.fromPlate,
            km: result.swap.fromOutKm.toLocaleString(lang === "tr" ? "tr-TR" : "en-GB"),
            fuel: String(result.swap.fromOutFuel),
          }),
          damages:
            result.swap.toDamages.length > 0
              ? ctx.t("desk.change.inspection.openDamages", {
                  plate: result.swap.toPlate,
                  list: result.swap.toDamages
                    .map((dm) => {
                      const item = ctx.t("handover.inspection.item", {
                        zone: ctx.t(`handover.inspection.zones.${dm.zone}` as "handover.inspection.zones.front"),
                        kind: ctx.t(`handover.inspection.kinds.${dm.kind}` as "handover.inspection.kinds.scratch"),
                        size: String(dm.sizeCm),
                      });
                      return dm.note ? `${item} (${dm.note})` : item;
                    })
                    .join("; "),
                })
              : ctx.t("desk.change.inspection.noOpenDamages", { plate: result.swap.toPlate }),
        }
      : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { actor, ctx, view } = await loadDeskPage(request, context, params.number, "change");
  const form = await request.formData();
  // Damage notes may be up to 500 characters (the service refuses more); the rest are short.
  const values = Object.fromEntries(
    FIELDS.map((k) => [k, String(form.get(k) ?? "").slice(0, k.endsWith("Notes") ? 600 : 200)]),
  ) as Values;
  const intent = form.get("intent") === "confirm" ? "confirm" : "preview";
  const lang = ctx.lang;
  const now = new Date();
  const input = inputOf(values, view.reservation.number, now);
  // A refused confirmation shows the preview again with everything typed (the swap's readings too).
  const fail = async (key: string, vars?: Record<string, string>, extra: string[] = []) => {
    const again =
      intent === "confirm" && input ? await asStaff(() => previewRunningChange(ctx.db, actor, input)) : null;
    const preview = again?.ok ? previewView(again, ctx, lang) : null;
    return data({ values, preview, notice: { key, vars }, extra }, { status: 400 });
  };
  if (!input) return fail("desk.change.errors.returnClosed");
  const result =
    intent === "preview"
      ? await asStaff(() => previewRunningChange(ctx.db, actor, input))
      : await asStaff(() =>
          confirmRunningChange(ctx.db, gatewayOf(ctx), actor, {
            ...input,
            requestKey: values.key,
            payment:
              values.method === "cash" || values.method === "card_terminal"
                ? { method: values.method, authCode: values.authCode }
                : null,
          }),
        );
  if (!result.ok) {
    if (result.reason === "nextBooking") {
      const extra = [
        result.latestReturnAt
          ? ctx.t("desk.change.latest", { at: localDateTime(result.latestReturnAt) })
          : ctx.t("desk.change.noLatest"),
        result.swapPlates.length > 0
          ? ctx.t("desk.change.swap", { plates: result.swapPlates.join(", ") })
          : ctx.t("desk.change.noSwap"),
      ];
      return data(
        {
          values,
          preview: null,
          notice: {
            key: "desk.change.nextBooking",
            vars: { number: result.next.number, at: localDateTime(result.next.pickupAt) },
          },
          extra,
        },
        { status: 409 },
      );
    }
    if (result.reason === "notFound") return fail("desk.errors.notFound");
    if (result.reason === "wrongState")
      return fail("desk.errors.wrongState", { status: ctx.t(`desk.statuses.${result.status}`) });
    if (result.field.startsWith("driver."))
      return fail(result.code === "doNotRent" ? "desk.change.errors.doNotRent" : "desk.change.errors.driver");
    if (result.code === "authCode") return fail("deskMoney.errors.authCode");
    if (result.field === "swap" || result.field.startsWith("swap.")) {
      const swapCodes = ["carChanged", "inKm", "inKmBelowOut", "inFuel", "outKm", "outFuel", "notes"];
      return fail(swapCodes.includes(result.code) ? `desk.change.errors.${result.code}` : "desk.errors.required");
    }
    if (result.field === "method") return fail("desk.errors.required");
    const known = [
      "notLater",
      "notFuture",
      "nothingChanged",
      "notHigher",
      "noPermission",
      "noCarFree",
      "oneWayNotOffered",
      "returnClosed",
      "noRate",
      "noPrice",
    ];
    return fail(known.includes(result.code) ? `desk.change.errors.${result.code}` : "desk.errors.required");
  }
  if ("change" in result) {
    throw redirect(`${reservationPath(lang, view.reservation.number, "change")}?durum=tamam`, { headers: noStore });
  }
  return data({
    values,
    notice: null,
    extra: [] as string[],
    preview: previewView(result, ctx, lang),
  });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const input =
  "mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 dark:border-slate-500 dark:bg-slate-950";
const labelCls = "block text-sm font-medium";

function Field(props: { name: string; label: string; type?: string; value: string; hint?: string; step?: number }) {
  const hintId = props.hint ? `${props.name}-hint` : undefined;
  return (
    <div>
      <label htmlFor={`chg-${props.name}`} className={labelCls}>
        {props.label}
      </label>
      <input
        id={`chg-${props.name}`}
        name={props.name}
        type={props.type ?? "text"}
        defaultValue={props.value}
        aria-describedby={hintId}
        className={input}
        autoComplete="off"
        {...(props.step ? { step: props.step } : {})}
      />
      {props.hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

function FuelSelect(props: { name: string; label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={`chg-${props.name}`} className={labelCls}>
        {props.label}
      </label>
      <select id={`chg-${props.name}`} name={props.name} defaultValue={props.value} className={input}>
        <option value="">—</option>
        {Array.from({ length: 9 }, (_, n) => 8 - n).map((n) => (
          <option key={n} value={String(n)}>
            {t("desk.pickup.fuelOption", { count: n })}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function DeskChangePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const d = loaderData;
  const v: Partial<Values> = actionData?.values ?? {};
  const val = (k: keyof Values, fallback = "") => v[k] ?? fallback;
  const preview = actionData?.preview ?? null;
  const busy = navigation.state === "submitting";
  return (
    <DeskPageFrame title={t("desk.change.title")} summary={d.summary}>
      {d.done ? (
        <DeskNoticeBox tone="success">
          {t("desk.change.done")}{" "}
          <a href={d.agreementHref} className="font-medium underline">
            {t("desk.change.addendum")}
          </a>
        </DeskNoticeBox>
      ) : null}
      {actionData?.notice ? (
        <div
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-medium">{t(actionData.notice.key as MessageKey, actionData.notice.vars)}</p>
          {actionData.extra.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {d.changes.length > 0 ? (
        <section className={deskCard} aria-labelledby="chg-made-title">
          <h2 id="chg-made-title" className="text-base font-bold">
            {t("desk.change.made")}
          </h2>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {d.changes.map((c, i) => (
              <li key={i}>{t("desk.change.madeLine", c)}</li>
            ))}
          </ul>
          <p className="mt-2">
            <a href={d.agreementHref} className="text-sm font-medium text-brand-700 underline dark:text-brand-300">
              {t("desk.change.addendum")}
            </a>
          </p>
        </section>
      ) : null}
      {!d.open ? (
        <DeskNoticeBox tone="info">{t("desk.errors.wrongState", { status: d.summary.statusLabel })}</DeskNoticeBox>
      ) : (
        <Form method="post" className="space-y-4" key={preview ? "preview" : "edit"}>
          <XsrfField />
          <input type="hidden" name="key" value={val("key", d.key)} />
          <p className="text-sm">{t("desk.change.intro")}</p>
          <fieldset className={`${deskCard} grid gap-4 md:grid-cols-2`}>
            <legend className="px-1 text-base font-bold">{t("desk.change.extend")}</legend>
            <p className="text-sm md:col-span-2">{t("desk.change.current", { at: d.currentReturn })}</p>
            {d.overdue ? <p className="text-sm font-semibold md:col-span-2">{t("desk.change.overdue")}</p> : null}
            <Field name="returnDate" type="date" label={t("desk.change.returnDate")} value={val("returnDate")} />
            <Field
              name="returnTime"
              type="time"
              step={1800}
              label={t("desk.change.returnTime")}
              value={val("returnTime", d.defaults.returnTime)}
            />
          </fieldset>
          <fieldset className={`${deskCard} grid gap-4 md:grid-cols-2`}>
            <legend className="px-1 text-base font-bold">
              {t("desk.change.office")} · {t("desk.change.upgrade")}
            </legend>
            <div>
              <label htmlFor="chg-dropoffOfficeId" className={labelCls}>
                {t("desk.change.office")}
              </label>
              <select
                id="chg-dropoffOfficeId"
                name="dropoffOfficeId"
                defaultValue={val("dropoffOfficeId")}
                className={input}
              >
                <option value="">{t("desk.change.keepOffice", { office: d.dropoffName })}</option>
                {d.offices.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="chg-modelId" className={labelCls}>
                {t("desk.change.upgrade")}
              </label>
              <select id="chg-modelId" name="modelId" defaultValue={val("modelId")} className={input}>
                <option value="">{t("desk.change.keepModel", { model: d.modelName })}</option>
                {d.upgrades.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </select>
            </div>
            {d.mayWaive ? (
              <div className="md:col-span-2">
                <Field
                  name="freeReason"
                  label={t("desk.change.free")}
                  hint={t("desk.change.freeHint")}
                  value={val("freeReason")}
                />
              </div>
            ) : null}
          </fieldset>
          <fieldset className={`${deskCard} grid gap-4 md:grid-cols-3`}>
            <legend className="px-1 text-base font-bold">{t("desk.change.driver")}</legend>
            <p className="text-sm md:col-span-3">{t("desk.change.driverHint")}</p>
            <Field name="firstName" label={t("handover.drivers.firstName")} value={val("firstName")} />
            <Field name="lastName" label={t("handover.drivers.lastName")} value={val("lastName")} />
            <Field name="licenceNumber" label={t("handover.drivers.licenceNumber")} value={val("licenceNumber")} />
            <Field name="licenceClass" label={t("handover.drivers.licenceClass")} value={val("licenceClass")} />
            <Field
              name="licenceCountry"
              label={t("handover.drivers.licenceCountry")}
              hint={t("handover.drivers.countryHint")}
              value={val("licenceCountry")}
            />
            <Field
              name="licenceIssued"
              type="date"
              label={t("handover.drivers.licenceIssued")}
              value={val("licenceIssued")}
            />
            <Field
              name="licenceExpires"
              type="date"
              label={t("handover.drivers.licenceExpires")}
              value={val("licenceExpires")}
            />
            <div>
              <label htmlFor="chg-idKind" className={labelCls}>
                {t("handover.drivers.idKind")}
              </label>
              <select id="chg-idKind" name="idKind" defaultValue={val("idKind", "tckn")} className={input}>
                <option value="tckn">{t("handover.drivers.idKinds.tckn")}</option>
                <option value="passport">{t("handover.drivers.idKinds.passport")}</option>
              </select>
            </div>
            <Field name="idNumber" label={t("handover.drivers.idNumber")} value={val("idNumber")} />
            <Field
              name="idCountry"
              label={t("handover.drivers.idCountry")}
              hint={t("handover.drivers.idCountryHint")}
              value={val("idCountry")}
            />
          </fieldset>
          {preview ? (
            <section className={deskCard} aria-labelledby="chg-preview-title">
              <h2 id="chg-preview-title" className="text-base font-bold">
                {t("desk.change.previewTitle")}: {preview.lines.join(", ")}
              </h2>
              <dl className="mt-2 grid grid-cols-2 gap-1 text-sm md:w-1/2">
                <dt>{t("desk.change.oldTotal")}</dt>
                <dd className="text-right">{preview.oldTotal}</dd>
                <dt>{t("desk.change.newTotal")}</dt>
                <dd className="text-right font-medium">{preview.newTotal}</dd>
                {preview.charge ? (
                  <>
                    <dt>{t("desk.change.charge")}</dt>
                    <dd className="text-right font-bold">{preview.charge}</dd>
                  </>
                ) : null}
                {preview.refund ? (
                  <>
                    <dt>{t("desk.change.refund")}</dt>
                    <dd className="text-right font-bold">{preview.refund}</dd>
                  </>
                ) : null}
                {preview.waived ? (
                  <>
                    <dt>{t("desk.change.waived")}</dt>
                    <dd className="text-right">{preview.waived}</dd>
                  </>
                ) : null}
              </dl>
              <p className="mt-2 text-sm">{t("desk.change.newCar", { plate: preview.plate })}</p>
              {preview.swap ? (
                <fieldset className="mt-3 grid gap-4 rounded-lg border border-slate-300 p-3 md:grid-cols-3 dark:border-slate-600">
                  <legend className="px-1 text-sm font-bold">{t("desk.change.inspection.title")}</legend>
                  <input type="hidden" name="swapUnitId" value={preview.swap.unitId} />
                  <p className="text-sm md:col-span-3">
                    {t("desk.change.inspection.lead", { from: preview.swap.from, to: preview.swap.to })}
                  </p>
                  <p className="text-sm font-medium md:col-span-3" data-testid="swap-from-out">
                    {preview.swap.fromOut}
                  </p>
                  <Field
                    name="swapInKm"
                    label={t("desk.change.inspection.inKm", { plate: preview.swap.from })}
                    value={val("swapInKm")}
                  />
                  <FuelSelect
                    name="swapInFuel"
                    label={t("desk.change.inspection.inFuel", { plate: preview.swap.from })}
                    value={val("swapInFuel")}
                  />
                  <Field
                    name="swapInNotes"
                    label={t("desk.change.inspection.inNotes", { plate: preview.swap.from })}
                    hint={t("desk.change.inspection.notesHint")}
                    value={val("swapInNotes")}
                  />
                  <p className="text-sm md:col-span-3" data-testid="swap-to-damages">
                    {preview.swap.damages}
                  </p>
                  <Field
                    name="swapOutKm"
                    label={t("desk.change.inspection.outKm", { plate: preview.swap.to })}
                    value={val("swapOutKm")}
                  />
                  <FuelSelect
                    name="swapOutFuel"
                    label={t("desk.change.inspection.outFuel", { plate: preview.swap.to })}
                    value={val("swapOutFuel", "8")}
                  />
                  <Field
                    name="swapOutNotes"
                    label={t("desk.change.inspection.outNotes", { plate: preview.swap.to })}
                    hint={t("desk.change.inspection.notesHint")}
                    value={val("swapOutNotes")}
                  />
                </fieldset>
              ) : null}
              {preview.charge ? (
                <div className="mt-3 grid gap-4 md:grid-cols-2">
                  <div>
                    <label htmlFor="chg-method" className={labelCls}>
                      {t("desk.change.method")}
                    </label>
                    <select id="chg-method" name="method" defaultValue={val("method")} className={input} required>
                      <option value="">—</option>
                      <option value="cash">{t("desk.payment.methods.cash")}</option>
                      <option value="card_terminal">{t("desk.payment.methods.card_terminal")}</option>
                    </select>
                  </div>
                  <Field
                    name="authCode"
                    label={t("deskMoney.payment.authCode")}
                    hint={t("deskMoney.payment.authCodeHint")}
                    value={val("authCode")}
                  />
                </div>
              ) : (
                <p className="mt-2 text-sm">{t("desk.change.nothingToPay")}</p>
              )}
              <button type="submit" name="intent" value="confirm" className="btn-primary mt-4" disabled={busy}>
                {t("desk.change.confirm")}
              </button>
            </section>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="preview"
            className={preview ? "btn-secondary" : "btn-primary"}
            disabled={busy}
          >
            {t("desk.change.preview")}
          </button>
        </Form>
      )}
    </DeskPageFrame>
  );
}
