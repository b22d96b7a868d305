// The return page's two steps on the server (decision 0081): "preview" works the charges out from
// the readings and shows them with the waiver inputs; "confirm" books them with the waivers the
// agent typed, or shows the preview again with the refused line marked and everything typed kept.
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { formatTl } from "#app/domain/money/money.ts";
import { allows, type StaffActor } from "#app/domain/staff/permissions.ts";
import type { Waiver } from "#app/domain/desk/charge-waivers.ts";
import type { ChargeLine } from "#app/domain/desk/return-charges.ts";
import type { PageContext } from "#app/server/page.server.ts";
import type { DeskView } from "#app/server/services/desk/desk-view.server.ts";
import { previewReturn, returnCar, type ReturnCarInput } from "#app/server/services/desk/return.server.ts";
import { parseLira } from "#app/shared/desk/desk-schemas.ts";
import type { ReturnPreviewData } from "#app/features/desk/return-preview/return-preview.tsx";
import { refusal } from "./desk-page.server.ts";

type Reply = (options?: { fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>;

const READINGS = [
  "odometerKm",
  "fuelEighths",
  "returnedAt",
  "damage1",
  "damage1Amount",
  "damage2",
  "damage2Amount",
  "damage3",
  "damage3Amount",
  // The return inspection, signed (handover-page.server.ts: carryInspection).
  "inspection",
] as const;

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

type Typed = { amount: string; reason: string };

function previewData(
  ctx: PageContext,
  actor: StaffActor,
  view: DeskView,
  form: FormData,
  lines: readonly ChargeLine[],
  computedKurus: number,
  typed: Typed[],
  error: { index: number; key: string } | null,
): ReturnPreviewData {
  const money = (k: number) => formatTl(k, ctx.lang);
  return {
    readings: READINGS.map((name) => [name, text(form, name)]),
    computedKurus,
    total: money(computedKurus),
    limit: money(ctx.services.env.DESK_WAIVE_LIMIT_KURUS),
    mayWaiveAboveLimit: allows(actor, "charges.waive", [
      view.reservation.pickupOfficeId,
      view.reservation.dropoffOfficeId,
    ]),
    lines: lines.map((l, index) => ({
      index,
      kind: l.kind,
      quantity: l.quantity,
      unit: money(l.unitKurus),
      description: l.description,
      amount: money(l.amountKurus),
      newAmount: typed[index]?.amount ?? "",
      reason: typed[index]?.reason ?? "",
      error: error?.index === index ? error.key : null,
    })),
  };
}

/** The waivers typed on the preview: an empty amount leaves the line as computed. */
function typedWaivers(form: FormData): { typed: Typed[]; waivers: Waiver[]; bad: number | null } {
  const count = Math.min(50, Math.max(0, Number.parseInt(text(form, "lineCount"), 10) || 0));
  const typed: Typed[] = [];
  const waivers: Waiver[] = [];
  let bad: number | null = null;
  for (let index = 0; index < count; index++) {
    const amount = text(form, `waive-${index}-amount`).trim();
    const reason = text(form, `waive-${index}-reason`).trim();
    typed.push({ amount, reason });
    if (amount === "") continue;
    const kurus = parseLira(amount);
    if (kurus === null) bad ??= index;
    else waivers.push({ index, amountKurus: kurus, reason });
  }
  return { typed, waivers, bad };
}

const waiverKeys: Record<string, string> = {
  reasonRequired: "deskMoney.errors.reasonRequired",
  reasonTooLong: "deskMoney.errors.reasonTooLong",
  aboveComputed: "deskMoney.errors.aboveComputed",
  invalidAmount: "deskMoney.errors.waiveAmount",
  unknownLine: "deskMoney.errors.previewStale",
  needsPermission: "deskMoney.errors.needsPermission",
};

/**
 * The return form's action for both steps. `readings` is the return as the form says it; the
 * answer is the preview (200), a refusal (400/409), or `{ done: true }` when the return is booked.
 */
export async function returnStep(
  ctx: PageContext,
  actor: StaffActor,
  view: DeskView,
  form: FormData,
  reply: Reply,
  readings: Omit<ReturnCarInput, "now" | "number">,
) {
  const input: ReturnCarInput = { ...readings, number: view.reservation.number, now: new Date() };
  const shown = await previewReturn(ctx.db, actor, input);
  if (!shown.ok) return { answer: refusal(ctx, reply, shown) };
  const { lines, totalKurus } = shown.charges;
  if (text(form, "intent") !== "confirm") {
    return {
      answer: data({
        reply: reply(),
        notice: null,
        preview: previewData(ctx, actor, view, form, lines, totalKurus, [], null),
      }),
    };
  }
  const { typed, waivers, bad } = typedWaivers(form);
  const again = (index: number, key: string, status: number) => ({
    answer: data(
      {
        reply: reply(),
        notice: { key },
        preview: previewData(ctx, actor, view, form, lines, totalKurus, typed, { index, key }),
      },
      { status },
    ),
  });
  if (bad !== null) return again(bad, "deskMoney.errors.waiveAmount", 400);
  const previewedKurus = Number(text(form, "previewedKurus"));
  const result = await returnCar(ctx.db, actor, {
    ...input,
    waivers,
    previewedKurus: Number.isSafeInteger(previewedKurus) ? previewedKurus : -1,
    waiveLimitKurus: ctx.services.env.DESK_WAIVE_LIMIT_KURUS,
  });
  if (result.ok) return { done: true as const };
  if (result.reason === "invalid" && result.field === "preview") {
    return {
      answer: data(
        {
          reply: reply(),
          notice: { key: "deskMoney.errors.previewStale" },
          preview: previewData(ctx, actor, view, form, lines, totalKurus, [], null),
        },
        { status: 409 },
      ),
    };
  }
  if (result.reason === "invalid" && result.field.startsWith("waive")) {
    const index = Number(result.field.slice("waive".length));
    return again(index, waiverKeys[result.code] ?? "deskMoney.errors.waiveAmount", 400);
  }
  return { answer: refusal(ctx, reply, result) };
}
