// /yonetim/araclar's server side (docs/decisions/0046): parse the filter and the
// "add a car" form, call the units service as the signed-in staff member; the page renders.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { addUnit, unitsOverview } from "#app/server/services/staff/units.server.ts";
import { addUnitSchema } from "#app/shared/units/unit-form.ts";
import { z } from "#app/shared/validation/zod.ts";
import { done, NO_STORE } from "./inbox.server.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requirePermission, requireStaff } from "./staff-guard.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const query = z.object({
  ofis: z.coerce.number().int().positive().optional().catch(undefined),
  plaka: z.string().max(20).optional().catch(undefined),
  durum: z.enum(["inService", "outOfService", "retired"]).optional().catch(undefined),
});

export async function unitsPage({ request, context }: Args) {
  const actor = await requireStaff(request, context);
  requirePermission(actor, "fleet.manage");
  const ctx = pageContext(request, context);
  const params = query.parse(Object.fromEntries(ctx.url.searchParams));
  const filter = { officeId: params.ofis ?? null, plate: params.plaka ?? "", state: params.durum ?? null };
  const view = await asStaff(() => unitsOverview(ctx.db, actor, { lang: ctx.lang, ...filter, now: new Date() }));
  return data(
    {
      ...view,
      filter,
      meta: { title: ctx.t("units.title"), description: ctx.t("units.lead"), noindex: true },
    },
    { headers: NO_STORE },
  );
}

export async function unitsAction({ request, context }: Args) {
  const actor = await requireStaff(request, context);
  requirePermission(actor, "fleet.manage");
  const ctx = pageContext(request, context);
  const submission = parseWithZod(await request.formData(), { schema: addUnitSchema });
  if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400 });
  const v = submission.value;
  const made = await asStaff(() =>
    addUnit(ctx.db, actor, {
      plate: v.plate,
      modelId: v.modelId,
      homeOfficeId: v.homeOfficeId,
      inService: v.inService,
    }),
  );
  if (!made.ok) {
    const field = made.field ?? "plate";
    return data(
      { reply: submission.reply({ fieldErrors: { [field]: [`units.errors.${made.reason}`] } }) },
      { status: 400 },
    );
  }
  return done(ctx, `/yonetim/araclar/${made.id}`, "added");
}
