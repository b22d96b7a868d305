// /yonetim/fiyatlar/paketler's server side: assurance prices per class, KM packages and extras,
// and the editor's preview and save (docs/decisions/0047). The sample rental carries the package
// being edited, so the preview shows its line.
import { data, type RouterContextProvider } from "react-router";
import { formatAmount } from "#app/domain/money/money.ts";
import { formatDiscountPercent, parseDiscountPercent } from "#app/domain/pricing/pay-now.ts";
import {
  packageBook,
  payNowSetting,
  savePackagePrice,
  savePayNowDiscount,
} from "#app/server/services/staff/prices.server.ts";
import { PAY_NOW_INTENT, packageSchemaFor } from "#app/shared/prices/price-forms.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { pricePage, priceAction } from "./prices-common.server.ts";
import { asStaff, requirePermission, requireStaff } from "./staff-guard.server.ts";

export async function packagesPage(request: Request, context: Readonly<RouterContextProvider>) {
  const { actor, ctx, sample, sampleOptions } = await pricePage(request, context);
  const book = await asStaff(() => packageBook(ctx.db, actor));
  const payNowBp = await asStaff(() => payNowSetting(ctx.db, actor));
  const name = (x: { nameTr: string; nameEn: string }) => (ctx.lang === "tr" ? x.nameTr : x.nameEn);
  const money = (kurus: number | null) => (kurus === null ? "" : formatAmount(kurus, ctx.lang));
  const [kind, a, b] = (new URL(request.url).searchParams.get("edit") ?? "").split("-");
  let editing: { title: string; values: Record<string, string> } | null = null;
  if (kind === "assurance") {
    const pkg = book.assurance.find((p) => p.id === Number(a));
    const cls = book.classes.find((c) => c.id === Number(b));
    if (pkg && cls) {
      const values = {
        kind,
        packageId: String(pkg.id),
        classId: String(cls.id),
        price: money(pkg.prices.get(cls.id) ?? null),
      };
      editing = { title: `${name(pkg)} – ${name(cls)}`, values };
    }
  } else if (kind === "km" || kind === "extra") {
    const item = kind === "km" ? book.km.find((k) => k.id === Number(a)) : book.extras.find((e) => e.id === Number(a));
    if (item) {
      const cap = "capKurus" in item ? money(item.capKurus) : undefined;
      editing = {
        title: name(item),
        values: {
          kind,
          packageId: String(item.id),
          price: money(item.priceKurus),
          ...(cap === undefined ? {} : { cap }),
        },
      };
    }
  }
  return {
    classes: book.classes.map((c) => ({ id: c.id, name: name(c) })),
    assurance: book.assurance.map((p) => ({ id: p.id, name: name(p), prices: Object.fromEntries(p.prices) })),
    km: book.km.map((k) => ({ id: k.id, name: name(k), extraKm: k.extraKm, priceKurus: k.priceKurus })),
    extras: book.extras.map((e) => ({
      id: e.id,
      name: name(e),
      pricing: e.pricing,
      priceKurus: e.priceKurus,
      capKurus: e.capKurus,
    })),
    editing: editing ? { title: editing.title, kind: editing.values.kind ?? "" } : null,
    defaults: { ...sample, ...(editing?.values ?? {}) } as Record<string, string>,
    sampleOptions,
    payNowPercent: formatDiscountPercent(payNowBp, ctx.lang),
    meta: {
      title: `${ctx.t("prices.tabs.packages")} – ${ctx.t("prices.title")}`,
      description: ctx.t("prices.lead"),
      noindex: true,
    },
  };
}

/** The pay-now discount's own form (decision 0055): parse the rate, save it audited, answer in the page's language. */
async function payNowAction(request: Request, context: Readonly<RouterContextProvider>, form: FormData) {
  const actor = await requireStaff(request, context);
  requirePermission(actor, "prices.manage");
  const ctx = pageContext(request, context);
  const value = String(form.get("percent") ?? "");
  const bp = parseDiscountPercent(value);
  const saved = bp === null ? null : await asStaff(() => savePayNowDiscount(ctx.db, actor, bp));
  if (bp === null || !saved?.ok) {
    return data({ payNow: { value, error: true, saved: null } }, { status: 400 });
  }
  return { payNow: { value, error: false, saved: formatDiscountPercent(bp, ctx.lang) } };
}

export async function packagesAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.clone().formData();
  if (form.get("intent") === PAY_NOW_INTENT) return payNowAction(request, context, form);
  return priceAction(request, context, packageSchemaFor, {
    draft: (v) =>
      v.kind === "assurance"
        ? { kind: "assurance", packageId: v.packageId, classId: v.classId, dailyKurus: v.price }
        : v.kind === "km"
          ? { kind: "km", id: v.packageId, priceKurus: v.price }
          : { kind: "extra", id: v.packageId, priceKurus: v.price, capKurus: v.cap ?? null },
    save: (db, actor, v) =>
      savePackagePrice(
        db,
        actor,
        v.kind === "assurance"
          ? { kind: "assurance", packageId: v.packageId, classId: v.classId, dailyKurus: v.price }
          : v.kind === "km"
            ? { kind: "km", id: v.packageId, priceKurus: v.price }
            : { kind: "extra", id: v.packageId, priceKurus: v.price, capKurus: v.cap ?? null },
      ),
  });
}
