// Payment references of a reservation on the desk (docs/decisions/0043): the list and the
// issue / e-mail / cancel posts.
import { data, redirect } from "react-router";
import { z } from "#app/shared/validation/zod.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { localizePath } from "#app/i18n/config.ts";
import {
  cancelDeskReference,
  emailDeskReference,
  getReservationReferences,
  issueDeskReference,
} from "#app/server/services/inbox/desk-references.server.ts";
import { notFound } from "#app/routes/page-context.server.ts";
import { type Args, done, NO_STORE, noticeOf, staffPage, when } from "./inbox.server.ts";
import { asStaff } from "./staff-guard.server.ts";

export async function referencesLoader(args: Args & { params: { number?: string } }) {
  const { actor, ctx } = await staffPage(args);
  const view = await asStaff(() => getReservationReferences(ctx.db, actor, args.params.number ?? ""));
  if (!view) notFound();
  const money = (k: number) => formatTl(k, ctx.lang);
  return data(
    {
      reservation: {
        number: view.reservation.number,
        driverName: view.reservation.driverName,
        email: view.reservation.email,
      },
      balance: {
        total: money(view.balance.totalKurus),
        paid: money(view.balance.paidKurus),
        owed: money(view.balance.owedKurus),
      },
      canIssue: view.canIssue,
      references: view.references.map((r) => ({
        id: r.id,
        number: r.number,
        amount: money(r.amountKurus),
        state: r.state,
        expiresAt: when(r.expiresAt, ctx.lang),
        createdAt: when(r.createdAt, ctx.lang),
        canCancel: r.canCancel,
      })),
      notice: noticeOf(ctx.url),
      ref: ctx.url.searchParams.get("ref"),
      meta: {
        title: ctx.t("inbox.references.title", { number: view.reservation.number }),
        description: ctx.t("inbox.references.lead"),
        noindex: true,
      },
    },
    { headers: NO_STORE },
  );
}

const referenceSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("issue"), email: z.literal("on").optional() }),
  z.object({ intent: z.literal("email"), referenceId: z.string().max(64) }),
  z.object({ intent: z.literal("cancel"), referenceId: z.string().max(64) }),
]);

export type ReferenceActionData = { error: string };

export async function referencesAction(args: Args & { params: { number?: string } }) {
  const { actor, ctx } = await staffPage(args);
  const number = args.params.number ?? "";
  const parsed = referenceSchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return data<ReferenceActionData>({ error: "notOpen" }, { status: 400, headers: NO_STORE });
  const input = parsed.data;
  const path = `/yonetim/rezervasyonlar/${encodeURIComponent(number)}/referans`;
  const publicUrl = ctx.services.env.PUBLIC_URL;
  if (input.intent === "issue") {
    const issued = await asStaff(() =>
      issueDeskReference(ctx.db, actor, { reservationNumber: number, email: input.email === "on", publicUrl }),
    );
    if (!issued.ok) {
      if (issued.reason === "reservationNotFound") notFound();
      return data<ReferenceActionData>({ error: issued.reason }, { status: 409, headers: NO_STORE });
    }
    const notice = issued.reused ? "reused" : issued.emailed ? "issuedEmailed" : "issued";
    return redirect(`${localizePath(path, ctx.lang)}?ok=${notice}&ref=${encodeURIComponent(issued.reference.number)}`, {
      status: 303,
      headers: NO_STORE,
    });
  }
  const result = await asStaff(() =>
    input.intent === "email"
      ? emailDeskReference(ctx.db, actor, { referenceId: input.referenceId, publicUrl })
      : cancelDeskReference(ctx.db, actor, { referenceId: input.referenceId }),
  );
  if (result.ok) return done(ctx, path, input.intent === "email" ? "emailed" : "cancelled");
  if (result.reason === "notFound") notFound();
  return data<ReferenceActionData>({ error: result.reason }, { status: 409, headers: NO_STORE });
}
