// What the four price pages' loaders and actions share (docs/decisions/0031, 0047): the admin
// check, the sample rental's choices and defaults, and the action that parses a form, then either
// previews the draft (nothing written) or saves it, mapping refusals to messages in the page's
// language. Each page module passes its schema, its draft and its save use case.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import { addDays } from "#app/domain/time/calendar.ts";
import { istanbulDate, istanbulInstant } from "#app/domain/time/istanbul.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { PageContext } from "#app/server/page.server.ts";
import {
  type PriceDraft,
  type PreviewResult,
  previewPriceDraft,
  sampleChoices,
  type SampleRequest,
} from "#app/server/services/staff/price-preview.server.ts";
import { PREVIEW_INTENT, type SampleValues } from "#app/shared/prices/price-forms.ts";
import type { z } from "#app/shared/validation/zod.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requirePermission, requireStaff } from "./staff-guard.server.ts";

/** The admin, the page context and the sample rental's choices with the default sample. */
export async function pricePage(request: Request, context: Readonly<RouterContextProvider>) {
  const actor = await requireStaff(request, context);
  requirePermission(actor, "prices.manage");
  const ctx = pageContext(request, context);
  const choices = await asStaff(() => sampleChoices(ctx.db, actor));
  const today = istanbulDate(new Date());
  const firstOffice = String(choices.offices[0]?.id ?? "");
  const sample = {
    sampleModel: String(choices.models[0]?.id ?? ""),
    samplePickup: firstOffice,
    sampleDropoff: firstOffice,
    sampleFrom: addDays(today, 7),
    sampleTo: addDays(today, 10),
  };
  const sampleOptions = {
    models: choices.models.map((m) => ({ value: String(m.id), label: m.name })),
    offices: choices.offices.map((o) => ({
      value: String(o.id),
      label: `${ctx.lang === "tr" ? o.nameTr : o.nameEn} (${o.code})`,
    })),
  };
  return { actor, ctx, sample, sampleOptions, offices: choices.offices };
}

export function sampleRequest(v: SampleValues): SampleRequest {
  return {
    modelId: v.sampleModel,
    pickupOfficeId: v.samplePickup,
    dropoffOfficeId: v.sampleDropoff,
    pickupAt: istanbulInstant(v.sampleFrom, "10:00"),
    returnAt: istanbulInstant(v.sampleTo, "10:00"),
  };
}

/** What a save use case answers (SaveResult of the prices service). */
type Saved = { ok: true } | { ok: false; reason: string; problems?: readonly { code: string }[] };

export type PreviewView = Extract<PreviewResult, { ok: true }>;

/** Parse; preview (intent "preview") or save; answer Conform's reply with the preview or the notice. */
export async function priceAction<S extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  schemaFor: (lang: Lang) => S,
  run: {
    draft: (value: z.output<S>) => PriceDraft;
    save: (db: PageContext["db"], actor: StaffActor, value: z.output<S>) => Promise<Saved>;
  },
) {
  const actor = await requireStaff(request, context);
  requirePermission(actor, "prices.manage");
  const ctx = pageContext(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: schemaFor(ctx.lang) });
  if (submission.status !== "success")
    return data({ reply: submission.reply(), preview: null, saved: false }, { status: 400 });
  const value = submission.value as z.output<S> & SampleValues & { intent: string };
  // The preview runs for both intents: a save answers with the price the sample has now.
  const preview = await asStaff(() => previewPriceDraft(ctx.db, actor, sampleRequest(value), run.draft(value)));
  const sampleError = preview.ok ? null : `prices.errors.${preview.reason}`;
  if (value.intent === PREVIEW_INTENT) {
    if (!preview.ok)
      return data(
        { reply: submission.reply({ formErrors: [sampleError ?? ""] }), preview: null, saved: false },
        { status: 400 },
      );
    return { reply: submission.reply(), preview, saved: false };
  }
  const saved = await asStaff(() => run.save(ctx.db, actor, value));
  if (!saved.ok) {
    const codes = saved.problems?.length ? [...new Set(saved.problems.map((p) => p.code))] : [saved.reason];
    return data(
      {
        reply: submission.reply({ formErrors: codes.map((c) => `prices.errors.${c}`) }),
        preview: preview.ok ? preview : null,
        saved: false,
      },
      { status: 400 },
    );
  }
  return { reply: submission.reply({ resetForm: true }), preview: preview.ok ? preview : null, saved: true };
}
