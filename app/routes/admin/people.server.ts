// /yonetim/personel's server side (docs/decisions/0031): parse the admin's forms and call the staff
// accounts service; the page module renders.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import type { MessageKey } from "#app/i18n/translate.ts";
import {
  changeRole,
  disableStaff,
  enableStaff,
  inviteStaff,
  listStaff,
  officeChoices,
  resendInvitation,
} from "#app/server/services/staff/staff-accounts.server.ts";
import { INVITE_INTENT, staffChangeSchema, staffInviteSchema } from "#app/shared/staff/staff-account-form.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requirePermission, requireStaff } from "./staff-guard.server.ts";

/** The list and the office choices, for an admin (403 for anyone else). */
export async function peoplePage(request: Request, context: Readonly<RouterContextProvider>) {
  const actor = await requireStaff(request, context);
  requirePermission(actor, "staff.manage");
  const ctx = pageContext(request, context);
  const [people, offices] = await asStaff(() =>
    Promise.all([listStaff(ctx.db, actor), officeChoices(ctx.db, actor, ctx.lang)]),
  );
  return {
    me: actor.id,
    offices,
    people: people.map((p) => ({
      id: p.id,
      name: p.name,
      email: p.email,
      role: p.role,
      officeIds: p.officeIds,
      twoFactorEnabled: p.twoFactorEnabled,
      hasPassword: p.hasPassword,
      banned: p.banned,
    })),
    meta: { title: ctx.t("people.title"), description: ctx.t("people.lead"), noindex: true },
  };
}

type Done = "role" | "disable" | "enable" | "reinvite";

/** Invite, change role and offices, disable, enable or send a new link (admins only). */
export async function peopleAction(request: Request, context: Readonly<RouterContextProvider>) {
  const actor = await requireStaff(request, context);
  requirePermission(actor, "staff.manage");
  const ctx = pageContext(request, context);
  const deps = { db: ctx.db, env: ctx.services.env };
  const formData = await request.formData();
  if (formData.get("intent") === INVITE_INTENT) {
    const submission = parseWithZod(formData, { schema: staffInviteSchema });
    if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400 });
    const v = submission.value;
    const made = await asStaff(() =>
      inviteStaff(deps, actor, { name: v.name, email: v.email, role: v.role, officeIds: v.officeIds, lang: v.lang }),
    );
    if (!made.ok) {
      const field = made.reason === "emailTaken" ? "email" : "officeIds";
      return data(
        { reply: submission.reply({ fieldErrors: { [field]: [`people.errors.${made.reason}`] } }) },
        { status: 400 },
      );
    }
    return {
      reply: submission.reply({ hideFields: ["name", "email"] }),
      invited: made.staff.email,
    };
  }
  const change = staffChangeSchema.safeParse({
    ...Object.fromEntries(formData),
    officeIds: formData.getAll("officeIds"),
  });
  if (!change.success) return data({ error: "people.errors.notFound" as MessageKey, row: null }, { status: 400 });
  const c = change.data;
  const result = await asStaff(() => {
    switch (c.intent) {
      case "role":
        return changeRole(ctx.db, actor, c.id, { role: c.role, officeIds: c.officeIds });
      case "disable":
        return disableStaff(ctx.db, actor, c.id);
      case "enable":
        return enableStaff(ctx.db, actor, c.id);
      case "reinvite":
        return resendInvitation(deps, actor, c.id);
    }
  });
  if (!result.ok) {
    return data({ error: `people.errors.${result.reason}` as MessageKey, row: c.id }, { status: 400 });
  }
  return { done: c.intent as Done };
}
