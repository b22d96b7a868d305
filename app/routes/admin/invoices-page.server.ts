// The server half of /yonetim/faturalar (decision 0104): parse, call the invoice office's service,
// answer with what the page shows. Typed billing details come back with every refusal.
import { data, type RouterContextProvider } from "react-router";
import {
  cancelEArchiveInvoice,
  correctInvoice,
  invoiceOfficeView,
  resendInvoiceEmail,
} from "#app/server/services/staff/invoice-office.server.ts";
import { defaultInvoicing } from "#app/server/invoicing/invoicing-setup.server.ts";
import {
  type BillingErrors,
  type BillingValues,
  checkBilling,
  invoiceQuery,
} from "#app/shared/staff/invoice-office.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requireStaff } from "./staff-guard.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function invoicesPage({ request, context }: Args) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const q = invoiceQuery.parse(Object.fromEntries(ctx.url.searchParams));
  const view = await asStaff(() => invoiceOfficeView(ctx.db, actor, q));
  return data(
    {
      view,
      meta: { title: ctx.t("invoices.office.title"), description: ctx.t("invoices.office.lead"), noindex: true },
    },
    { headers: NO_STORE },
  );
}

export type InvoiceActionData =
  | { kind: "resent"; number: string; email: string; repeated: boolean }
  | { kind: "corrected"; old: string; number: string; repeated: boolean }
  | { kind: "cancelled"; number: string; repeated: boolean }
  | {
      kind: "error";
      invoiceId: string;
      error: string;
      message?: string;
      values?: BillingValues;
      fields?: BillingErrors;
    };

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function invoicesAction({ request, context }: Args) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const invoiceId = text("invoiceId");
  const fail = (error: string, status: number, extra: Partial<Extract<InvoiceActionData, { kind: "error" }>> = {}) =>
    data<InvoiceActionData>({ kind: "error", invoiceId, error, ...extra }, { status, headers: NO_STORE });
  if (!UUID_RE.test(invoiceId)) return fail("notFound", 404);
  const intent = text("intent");
  if (intent === "resend") {
    const clickKey = text("key");
    if (!UUID_RE.test(clickKey)) return fail("notFound", 400);
    const r = await asStaff(() => resendInvoiceEmail(ctx.db, actor, { invoiceId, clickKey }));
    if (!r.ok) return fail(r.reason, r.reason === "notFound" ? 404 : 409);
    return data<InvoiceActionData>(
      { kind: "resent", number: r.number, email: r.to, repeated: r.repeated },
      { headers: NO_STORE },
    );
  }
  if (intent === "correct") {
    const values: BillingValues = {
      kind: text("kind"),
      name: text("name"),
      tckn: text("tckn"),
      title: text("title"),
      taxOffice: text("taxOffice"),
      taxNumber: text("taxNumber"),
      address: text("address"),
    };
    const checked = checkBilling(values);
    if (!checked.ok) return fail("billing", 400, { values, fields: checked.errors });
    const r = await asStaff(() =>
      correctInvoice(ctx.db, defaultInvoicing(), actor, { invoiceId, billing: checked.billing }),
    );
    if (!r.ok) return fail(r.reason, r.reason === "notFound" ? 404 : 409, { values });
    return data<InvoiceActionData>(
      { kind: "corrected", old: r.replaced, number: r.invoice.number, repeated: r.repeated },
      { headers: NO_STORE },
    );
  }
  if (intent === "cancel") {
    if (text("confirm") !== "yes") return fail("confirm", 400);
    const r = await asStaff(() => cancelEArchiveInvoice(ctx.db, defaultInvoicing(), actor, { invoiceId }));
    if (!r.ok) return fail(r.reason, r.reason === "notFound" ? 404 : 409, r.message ? { message: r.message } : {});
    return data<InvoiceActionData>(
      { kind: "cancelled", number: r.number, repeated: r.repeated },
      { headers: NO_STORE },
    );
  }
  return fail("notFound", 400);
}
