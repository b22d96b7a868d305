// The server halves of /yonetim/kiralanmaz (the do-not-rent list) and /yonetim/musteri (one
// customer), decision 0077: parse, call the service as the signed-in staff member, shape in the
// page's language.
import { data, redirect, type RouterContextProvider } from "react-router";
import { formatTl } from "#app/domain/money/money.ts";
import { localizePath } from "#app/i18n/config.ts";
import { addCustomerNote, customerView } from "#app/server/services/desk/customer-page.server.ts";
import {
  addToDoNotRent,
  listDoNotRentForStaff,
  removeFromDoNotRent,
} from "#app/server/services/desk/do-not-rent.server.ts";
import { isDoNotRentKind } from "#app/shared/desk/do-not-rent-keys.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requirePermission, requireStaff } from "./staff-guard.server.ts";
import { localDateTime, noStore } from "./desk-page.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function doNotRentLoader(args: Args) {
  const actor = await requireStaff(args.request, args.context);
  const ctx = pageContext(args.request, args.context);
  requirePermission(actor, "do_not_rent.manage");
  const withRemoved = ctx.url.searchParams.get("tumu") === "1";
  const rows = await asStaff(() => listDoNotRentForStaff(ctx.db, actor, { withRemoved }));
  return data(
    {
      meta: { title: ctx.t("deskBooking.dnr.title"), description: ctx.t("deskBooking.dnr.lead"), noindex: true },
      withRemoved,
      notice: ctx.url.searchParams.get("ok"),
      entries: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        value: r.value,
        personName: r.personName,
        reason: r.reason,
        added: ctx.t("deskBooking.dnr.addedBy", { by: r.addedByName, at: localDateTime(r.addedAt) }),
        removed: r.removedAt
          ? ctx.t("deskBooking.dnr.removedBy", {
              by: r.removedByName ?? "",
              at: localDateTime(r.removedAt),
              reason: r.removalReason ?? "",
            })
          : null,
      })),
    },
    { headers: noStore },
  );
}

export type DoNotRentActionData = { values: Record<string, string>; errors: Record<string, string> };

export async function doNotRentAction(args: Args) {
  const actor = await requireStaff(args.request, args.context);
  const ctx = pageContext(args.request, args.context);
  requirePermission(actor, "do_not_rent.manage");
  const form = await args.request.formData();
  const str = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const values = { kind: str("kind"), value: str("value"), personName: str("personName"), reason: str("reason") };
  const now = new Date();
  const back = (notice: string) =>
    redirect(`${localizePath("/yonetim/kiralanmaz", ctx.lang)}?ok=${notice}`, { status: 303, headers: noStore });
  if (str("intent") === "remove") {
    const result = await asStaff(() =>
      removeFromDoNotRent(ctx.db, actor, { id: str("id"), reason: str("removeReason"), now }),
    );
    if (result.ok) throw back("removed");
    return data<DoNotRentActionData>(
      { values, errors: { [`remove-${str("id")}`]: ctx.t(`deskBooking.dnr.${result.code}`) } },
      { status: 400, headers: noStore },
    );
  }
  const kind = values.kind;
  if (!isDoNotRentKind(kind)) {
    return data<DoNotRentActionData>(
      { values, errors: { kind: ctx.t("deskBooking.dnr.required") } },
      { status: 400, headers: noStore },
    );
  }
  const result = await asStaff(() => addToDoNotRent(ctx.db, actor, { ...values, kind, now }));
  if (result.ok) throw back("added");
  return data<DoNotRentActionData>(
    { values, errors: { [result.field]: ctx.t(`deskBooking.dnr.${result.code}`) } },
    { status: 400, headers: noStore },
  );
}

function queryOf(params: URLSearchParams) {
  return { email: params.get("e"), phone: params.get("t"), idNumber: params.get("k") };
}

export async function customerLoader(args: Args) {
  const actor = await requireStaff(args.request, args.context);
  const ctx = pageContext(args.request, args.context);
  requirePermission(actor, "reservation.read");
  const query = queryOf(ctx.url.searchParams);
  const view = await asStaff(() => customerView(ctx.db, actor, query));
  const asked = Boolean(query.email || query.phone || query.idNumber);
  return data(
    {
      meta: {
        title: ctx.t("deskBooking.customer.title"),
        description: ctx.t("deskBooking.customer.lead"),
        noindex: true,
      },
      query: { e: query.email ?? "", t: query.phone ?? "", k: query.idNumber ?? "" },
      asked,
      notice: ctx.url.searchParams.get("ok"),
      view: view
        ? {
            listed: view.doNotRent.listed,
            reasons: view.doNotRent.listed
              ? view.doNotRent.matches.map(
                  (m) => `${ctx.t(`deskBooking.kinds.${m.kind}`)}: ${m.reason} (${m.addedByName})`,
                )
              : [],
            reservations: view.reservations.map((r) => ({
              number: r.number,
              href: localizePath(`/yonetim/rezervasyonlar/${encodeURIComponent(r.number)}`, ctx.lang),
              pickup: localDateTime(r.pickupAt),
              status: ctx.t(`desk.statuses.${r.status}`),
              total: formatTl(r.totalKurus, ctx.lang),
              channel: ctx.t(`deskBooking.result.channel.${r.channel}`),
              name: `${r.driver.firstName} ${r.driver.lastName}`,
            })),
            notes: view.notes.map((n) => ({
              id: n.id,
              body: n.body,
              by: ctx.t("deskBooking.customer.noteBy", { by: n.authorName, at: localDateTime(n.createdAt) }),
            })),
          }
        : null,
    },
    { headers: noStore },
  );
}

export async function customerAction(args: Args) {
  const actor = await requireStaff(args.request, args.context);
  const ctx = pageContext(args.request, args.context);
  requirePermission(actor, "reservation.read");
  const form = await args.request.formData();
  const body = form.get("note");
  const query = queryOf(ctx.url.searchParams);
  const result = await asStaff(() =>
    addCustomerNote(ctx.db, actor, query, typeof body === "string" ? body : "", new Date()),
  );
  if (!result.ok) {
    const message =
      result.reason === "noKeys"
        ? ctx.t("deskBooking.customer.askKeys")
        : result.reason === "empty"
          ? ctx.t("deskBooking.dnr.required")
          : ctx.t("deskBooking.dnr.tooLong");
    return data({ error: message, note: typeof body === "string" ? body : "" }, { status: 400, headers: noStore });
  }
  const params = new URLSearchParams(ctx.url.searchParams);
  params.set("ok", "note");
  throw redirect(`${localizePath("/yonetim/musteri", ctx.lang)}?${params.toString()}`, {
    status: 303,
    headers: noStore,
  });
}
