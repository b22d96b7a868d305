// Fleet timeline (/yonetim/filo): units as rows, days as columns (decision 0045), filtered by office,
// class, model and status, zoomed to 7/14/30/60 days, with a shortage row per class; a confirmed
// reservation moves to another car of its class by drag or by the move dialog (decision 0094).
import { useMemo } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "#app/shared/validation/zod.ts";
import type { Route } from "./+types/fleet-timeline";
import { DEFAULT_TIMELINE_DAYS, TIMELINE_ZOOMS } from "#app/domain/fleet/timeline.ts";
import { isDateString } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { TimelineGrid } from "#app/features/fleet-timeline/timeline-grid.tsx";
import { MoveProvider } from "#app/features/fleet-timeline/timeline-move.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { FilterBar, filterControl, OfficeFilter, PageIntro } from "#app/features/staff/filter-bar.tsx";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { fleetTimeline } from "#app/server/services/staff/fleet-timeline.server.ts";
import { moveChoices, moveReservation } from "#app/server/services/staff/fleet-moves.server.ts";
import { addTransfer, cancelTransfer } from "#app/server/services/staff/unit-transfers.server.ts";
import { TransferProvider } from "#app/features/fleet-timeline/timeline-transfer.tsx";
import type { CancelTransferOutcomeView, TransferOutcomeView } from "#app/shared/staff/fleet-timeline.ts";
import { formatIstanbulLocal } from "#app/domain/time/istanbul.ts";
import {
  type FleetTimelineView,
  packTimelineView,
  timelineStatusFilters,
  unpackTimelineView,
} from "#app/shared/staff/fleet-timeline.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { intern } from "#app/shared/http/intern.ts";
import { asStaff, requireStaff } from "./staff-guard.server.ts";

export const handle: MessagesHandle = {
  messages: ["staff", "fleetTimeline"],
  // The staff area's sign-in, desk and reservation pages' texts, and the public footer's and cookie
  // banner's (the back office shows neither): never shown here (decision 0152).
  omitMessages: [
    "footer",
    "consent",
    "staff.signIn",
    "staff.enrol",
    "staff.invite",
    "staff.home",
    "staff.today",
    "staff.list",
    "staff.statuses",
    "staff.paymentTypes",
    "staff.search",
    "staff.detail",
  ],
};

const query = z.object({
  ofis: z.coerce.number().int().positive().optional().catch(undefined),
  baslangic: z.string().optional().catch(undefined),
  gun: z.coerce.number().int().optional().catch(undefined),
  sinif: z.coerce.number().int().positive().optional().catch(undefined),
  model: z.coerce.number().int().positive().optional().catch(undefined),
  durum: z.enum(timelineStatusFilters).optional().catch(undefined),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const params = query.parse(Object.fromEntries(ctx.url.searchParams));
  const now = new Date();
  const today = istanbulDate(now);
  const fromValid = params.baslangic === undefined || params.baslangic === "" || isDateString(params.baslangic);
  const from = params.baslangic && fromValid ? params.baslangic : today;
  const view = await asStaff(() =>
    fleetTimeline(ctx.db, actor, {
      lang: ctx.lang,
      officeId: params.ofis ?? null,
      from,
      days: params.gun,
      now,
      classId: params.sinif ?? null,
      modelId: params.model ?? null,
      status: params.durum ?? null,
    }),
  );
  return {
    // 300 rows of mostly equal free days: written once each in the stream; the rows as tuples
    // (decision 0149) and the shortage rows as lists of numbers (decision 0152), unpacked by the page.
    view: intern(packTimelineView(view)),
    invalidFrom: !fromValid,
    meta: { title: ctx.t("fleetTimeline.title"), description: ctx.t("fleetTimeline.intro"), noindex: true },
  };
}

const moveForm = z.object({
  intent: z.enum(["move", "choices"]),
  number: z.string().trim().min(1).max(40),
  unitId: z.coerce.number().int().positive().optional().catch(undefined),
});

const transferForm = z.object({
  intent: z.literal("transfer"),
  formKey: z.uuid(),
  unitId: z.coerce.number().int().positive(),
  toOfficeId: z.coerce.number().int().positive().catch(0),
  departAt: z.string().max(40).catch(""),
  arriveAt: z.string().max(40).catch(""),
});

const cancelTransferForm = z.object({
  intent: z.literal("cancelTransfer"),
  transferId: z.coerce.number().int().positive(),
});

/**
 * The move (intent "move"), the move dialog's free cars (intent "choices"), a transfer to another
 * office (intent "transfer", decision 0110) and its cancelling; all answer as data.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const fields = Object.fromEntries(await request.formData());
  if (fields.intent === "transfer") {
    const form = transferForm.safeParse(fields);
    if (!form.success) return { kind: "invalid" as const };
    const now = new Date();
    const result = await asStaff(() => addTransfer(ctx.db, actor, { ...form.data, now }));
    let outcome: TransferOutcomeView;
    if (result.ok) {
      outcome = {
        ok: true,
        repeated: result.repeated,
        plate: result.plate,
        fromOffice: result.fromOffice[ctx.lang],
        toOffice: result.toOffice[ctx.lang],
        departAt: result.departAt,
        arriveAt: result.arriveAt,
      };
    } else {
      outcome = {
        ok: false,
        field: result.field,
        reason: result.reason,
        numbers: "numbers" in result ? result.numbers : [],
      };
    }
    return { kind: "transferred" as const, formKey: form.data.formKey, outcome, at: formatIstanbulLocal(now) };
  }
  if (fields.intent === "cancelTransfer") {
    const form = cancelTransferForm.safeParse(fields);
    if (!form.success) return { kind: "invalid" as const };
    const outcome: CancelTransferOutcomeView = await asStaff(() =>
      cancelTransfer(ctx.db, actor, { transferId: form.data.transferId, now: new Date() }),
    );
    return { kind: "transferCancelled" as const, outcome, at: new Date().toISOString() };
  }
  const parsed = moveForm.safeParse(fields);
  if (!parsed.success) return { kind: "invalid" as const };
  const { intent, number, unitId } = parsed.data;
  const now = new Date();
  if (intent === "choices") {
    const choices = await asStaff(() => moveChoices(ctx.db, actor, { number, now }));
    return { kind: "choices" as const, number, choices };
  }
  if (unitId === undefined) return { kind: "invalid" as const };
  const outcome = await asStaff(() => moveReservation(ctx.db, actor, { number, unitId, now }));
  return { kind: "moved" as const, outcome, at: now.toISOString() };
}

/** Asking for the dialog's free cars changes nothing: the timeline is not loaded again for it. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "choices") return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function FleetTimelinePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { view: packed, invalidFrom } = loaderData;
  const view: FleetTimelineView = useMemo(() => unpackTimelineView(packed), [packed]);
  // One office reached (an agent's usual case) is named even when "all" was asked for.
  const only = view.offices.length === 1 ? view.offices[0] : undefined;
  const officeName =
    view.offices.find((o) => o.id === (view.officeId ?? only?.id))?.name ?? t("fleetTimeline.allOffices");
  const zoom = (TIMELINE_ZOOMS as readonly number[]).includes(view.days) ? view.days : DEFAULT_TIMELINE_DAYS;
  const models = view.classId === null ? view.models : view.models.filter((m) => m.classId === view.classId);
  return (
    <main id="main" className="space-y-4">
      <PageIntro title={t("fleetTimeline.title")} lead={t("fleetTimeline.intro")} />
      <FilterBar label={t("fleetTimeline.filters")}>
        <OfficeFilter
          label={t("fleetTimeline.office")}
          offices={view.offices}
          value={view.officeId}
          all={view.offices.length > 1 ? t("fleetTimeline.allOffices") : undefined}
        />
        <label className="text-sm font-semibold">
          {t("fleetTimeline.vehicleClass")}
          <select name="sinif" defaultValue={view.classId ?? ""} className={filterControl}>
            <option value="">{t("fleetTimeline.all")}</option>
            {view.classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          {t("fleetTimeline.model")}
          <select name="model" defaultValue={view.modelId ?? ""} className={`${filterControl} max-w-48`}>
            <option value="">{t("fleetTimeline.all")}</option>
            {models.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          {t("fleetTimeline.statusFilter")}
          <select name="durum" defaultValue={view.status ?? ""} className={filterControl}>
            <option value="">{t("fleetTimeline.all")}</option>
            {timelineStatusFilters.map((s) => (
              <option key={s} value={s}>
                {s === "block" ? t("fleetTimeline.blocks") : t(`fleetTimeline.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          {t("fleetTimeline.from")}
          <input type="date" name="baslangic" defaultValue={view.from} className={filterControl} />
        </label>
        <label className="text-sm font-semibold">
          {t("fleetTimeline.zoom")}
          <select name="gun" defaultValue={zoom} className={filterControl}>
            {TIMELINE_ZOOMS.map((days) => (
              <option key={days} value={days}>
                {t("fleetTimeline.zoomDays", { count: days })}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary min-h-9 px-4 py-1.5 text-sm">
          {t("fleetTimeline.show")}
        </button>
      </FilterBar>
      {invalidFrom ? (
        <p
          role="status"
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {t("fleetTimeline.invalidFrom")}
        </p>
      ) : null}
      <TransferProvider destinations={view.destinations}>
        <MoveProvider>
          {view.rows.length === 0 ? (
            <p className="text-sm">{t("fleetTimeline.empty")}</p>
          ) : (
            <TimelineGrid view={view} officeName={officeName} />
          )}
        </MoveProvider>
      </TransferProvider>
    </main>
  );
}
