// The server half of /yonetim/finans (decision 0075): parse, call the finance service, answer
// with what the page shows. Typed values come back with every refusal so nothing is lost.
import { data, type RouterContextProvider } from "react-router";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { paymentSetupFor } from "#app/server/payments/payment-setup.server.ts";
import { closeTillDay, financeView, reconcileBankDay } from "#app/server/services/staff/finance.server.ts";
import { closeForm, countedKurusOf, financeQuery, reconcileForm } from "#app/shared/staff/finance.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requireStaff } from "./staff-guard.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function financePage({ request, context }: Args) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const q = financeQuery.parse(Object.fromEntries(ctx.url.searchParams));
  const view = await asStaff(() =>
    financeView(ctx.db, actor, {
      lang: ctx.lang,
      from: q.baslangic,
      to: q.bitis,
      officeId: q.ofis ?? null,
      reconciliationId: q.mutabakat,
      today: istanbulDate(new Date()),
      sandboxBank: paymentSetupFor(ctx.services.env, ctx.db).sandbox !== null,
    }),
  );
  return { view, meta: { title: ctx.t("finance.title"), description: ctx.t("finance.lead"), noindex: true } };
}

export type CloseValues = { officeId: string; date: string; counted: string; reason: string };

export async function financeAction({ request, context }: Args) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const now = new Date();
  const today = istanbulDate(now);
  if (text("intent") === "close") {
    const values: CloseValues = {
      officeId: text("officeId"),
      date: text("date"),
      counted: text("counted"),
      reason: text("reason"),
    };
    const parsed = closeForm.safeParse({ intent: "close", ...values });
    if (!parsed.success) {
      return data({ kind: "close" as const, values, error: "failed" as const, fields: {} }, { status: 400 });
    }
    const result = await asStaff(() =>
      closeTillDay(ctx.db, actor, {
        officeId: parsed.data.officeId,
        date: parsed.data.date,
        countedKurus: countedKurusOf(parsed.data.counted, ctx.lang),
        reason: parsed.data.reason,
        now,
        today,
      }),
    );
    if (!result.ok) {
      const fields = result.reason === "invalid" ? result.errors : {};
      const error = result.reason === "invalid" ? ("failed" as const) : result.reason;
      return data(
        { kind: "close" as const, values, error, fields },
        { status: result.reason === "invalid" ? 400 : 409 },
      );
    }
    const c = result.close;
    return {
      kind: "closed" as const,
      repeated: result.repeated,
      close: {
        officeId: c.officeId,
        date: c.businessDate,
        expectedKurus: c.expectedCashKurus,
        countedKurus: c.countedCashKurus,
        differenceKurus: c.differenceKurus,
        by: c.staffName,
        at: c.closedAt.toISOString(),
      },
    };
  }
  if (text("intent") === "reconcile") {
    const parsed = reconcileForm.safeParse({ intent: "reconcile", date: text("date"), source: text("source") });
    const values = { date: text("date"), source: text("source") };
    if (!parsed.success)
      return data({ kind: "reconcile" as const, values, error: "invalidDate" as const, line: 0 }, { status: 400 });
    const file = form.get("file");
    const upload = file instanceof File && file.size > 0 ? file : null;
    if (parsed.data.source === "file" && !upload) {
      return data({ kind: "reconcile" as const, values, error: "noFile" as const, line: 0 }, { status: 400 });
    }
    const setup = paymentSetupFor(ctx.services.env, ctx.db);
    const result = await asStaff(async () =>
      reconcileBankDay(ctx.db, actor, {
        date: parsed.data.date,
        source: parsed.data.source,
        fileName: upload?.name ?? "",
        text: upload ? await upload.text() : "",
        now,
        sandbox: setup.sandbox ? { deps: setup.sandbox, clientId: ctx.services.env.PAYMENT_CLIENT_ID } : null,
      }),
    );
    if (!result.ok) {
      return data(
        { kind: "reconcile" as const, values, error: result.reason, line: result.line ?? 0 },
        { status: 400 },
      );
    }
    return { kind: "reconciled" as const, run: result.run };
  }
  return data({ kind: "unknown" as const }, { status: 400 });
}
