// The member area's forms (/uye-{slug}): parse each with its schema, call the members service,
// answer with a redirect or the Conform reply, so nothing typed is lost (docs/decisions/0030).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { localizePath } from "#app/i18n/config.ts";
import type { PageContext } from "#app/server/page.server.ts";
import { memberAreaData, memberReceiptPdf } from "#app/server/services/member-area.server.ts";
import {
  changePassword,
  claimGuestReservations,
  confirmEmailChange,
  endMembership,
  requestEmailChange,
  signOut,
  updateProfile,
} from "#app/server/services/members.server.ts";
import {
  e164,
  emailChangeSchema,
  emailCodeSchema,
  endMembershipSchema,
  passwordChangeSchema,
  profileSchema,
} from "#app/shared/members/member-schemas.ts";
import type { MemberSlug } from "#app/shared/members/member-slugs.ts";
import { driverProfileSchema } from "#app/shared/members/driver-profile-schema.ts";
import { forgetMemberDriverProfile, saveMemberDriverProfile } from "#app/server/services/driver-profile.server.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { requireMember } from "./member-guard.server.ts";
import { deleteAccountAction } from "./member-data.server.ts";
import { DELETE_ACCOUNT_INTENT } from "#app/shared/members/member-data-schema.ts";
import { CANCEL_NOW_INTENT } from "#app/shared/reservations/cancel-now.ts";
import {
  CANCEL,
  memberCancelAction,
  memberCancelNowAction,
  memberCancelData,
  memberReservationAction,
  memberReservationData,
  PAY_ONLINE,
} from "./member-reservation.server.ts";

/** The reservation number of /uye-rezervasyonlar?no=: one of the member's reservations (decision 0057). */
function reservationNumber(ctx: PageContext, slug: MemberSlug): string | null {
  return slug === "rezervasyonlar" ? ctx.url.searchParams.get("no") : null;
}

export async function memberPageData(ctx: PageContext, request: Request, slug: MemberSlug) {
  const member = await requireMember(ctx, request);
  const number = reservationNumber(ctx, slug);
  if (number !== null) {
    return ctx.url.searchParams.get("islem") === "iptal"
      ? memberCancelData(ctx, member, number)
      : memberReservationData(ctx, member, number);
  }
  return memberAreaData(ctx, member, slug);
}

const here = (ctx: PageContext, slug: MemberSlug, notice?: string) =>
  `${localizePath(`/uye-${slug}`, ctx.lang)}${notice ? `?durum=${notice}` : ""}`;

export async function memberAreaAction(ctx: PageContext, request: Request, slug: MemberSlug) {
  const member = await requireMember(ctx, request);
  const deps = { db: ctx.db, env: ctx.services.env };
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const now = new Date();

  if (intent === "signOut") {
    const headers = await signOut(deps, request.headers);
    throw redirect(`${localizePath("/giris", ctx.lang)}?durum=signedOut`, { headers });
  }
  const number = reservationNumber(ctx, slug);
  if (number !== null && intent === PAY_ONLINE) return memberReservationAction(ctx, member, number);
  if (number !== null && intent === CANCEL) return memberCancelAction(ctx, member, number, form);
  if (number !== null && intent === CANCEL_NOW_INTENT) return memberCancelNowAction(ctx, member, number, form);
  if (slug === "profil" && intent === "profile") {
    const submission = parseWithZod(form, { schema: profileSchema });
    if (submission.status !== "success") return data({ intent, reply: submission.reply() }, { status: 400 });
    const v = submission.value;
    await updateProfile(
      deps,
      member,
      {
        firstName: v.firstName,
        lastName: v.lastName,
        phone: e164(v.phoneCountry, v.phone),
        phoneCountry: v.phoneCountry ?? "TR",
        lang: v.lang,
      },
      now,
    );
    throw redirect(here(ctx, "profil", "guncellendi"));
  }
  if (slug === "profil" && intent === "emailRequest") {
    const submission = parseWithZod(form, { schema: emailChangeSchema });
    if (submission.status !== "success") return data({ intent, reply: submission.reply() }, { status: 400 });
    const result = await requestEmailChange(deps, member, submission.value.newEmail, { headers: request.headers, now });
    if (!result.ok) {
      const key = result.reason === "same" ? "members.errors.sameEmail" : "members.errors.rateLimited";
      return data({ intent, reply: submission.reply({ fieldErrors: { newEmail: [key] } }) }, { status: 400 });
    }
    return { intent, reply: submission.reply(), pendingEmail: submission.value.newEmail.trim().toLowerCase() };
  }
  if (slug === "profil" && intent === "emailConfirm") {
    const submission = parseWithZod(form, { schema: emailCodeSchema });
    const pendingEmail = String(form.get("newEmail") ?? "");
    if (submission.status !== "success")
      return data({ intent, reply: submission.reply(), pendingEmail }, { status: 400 });
    const result = await confirmEmailChange(deps, submission.value, { headers: request.headers });
    if (!result.ok) {
      const key = { wrong: "codeWrong", expired: "codeExpired", tooManyAttempts: "codeTooManyAttempts" }[result.reason];
      return data(
        { intent, reply: submission.reply({ fieldErrors: { code: [`members.errors.${key}`] } }), pendingEmail },
        { status: 400 },
      );
    }
    throw redirect(here(ctx, "profil", "epostaDegisti"), { headers: result.headers });
  }
  if (slug === "surucu-bilgileri" && (intent === "driverProfile" || intent === "driverProfileForget")) {
    if (intent === "driverProfileForget") {
      await forgetMemberDriverProfile(ctx.db, member, now);
      throw redirect(here(ctx, slug, "silindi"));
    }
    const submission = parseWithZod(form, { schema: driverProfileSchema(istanbulDate(now)) });
    if (submission.status !== "success") return data({ intent, reply: submission.reply() }, { status: 400 });
    await saveMemberDriverProfile(ctx.db, member, submission.value, now);
    throw redirect(here(ctx, slug, "kaydedildi"));
  }
  if (slug === "sifre-degistir" && intent === "password") {
    const submission = parseWithZod(form, { schema: passwordChangeSchema });
    const hideFields = ["current", "next", "nextRepeat"];
    if (submission.status !== "success")
      return data({ intent, reply: submission.reply({ hideFields }) }, { status: 400 });
    const result = await changePassword(
      deps,
      { current: submission.value.current, next: submission.value.next },
      { headers: request.headers },
    );
    if (!result.ok) {
      return data(
        {
          intent,
          reply: submission.reply({ fieldErrors: { current: ["members.errors.currentPasswordWrong"] }, hideFields }),
        },
        { status: 400 },
      );
    }
    throw redirect(here(ctx, "sifre-degistir", "degisti"), { headers: result.headers });
  }
  if (slug === "rezervasyonlar" && intent === "claim") {
    const count = await claimGuestReservations(deps, member);
    throw redirect(`${here(ctx, "rezervasyonlar", "eklendi")}&adet=${count}`);
  }
  if (slug === "verilerim" && intent === DELETE_ACCOUNT_INTENT) return deleteAccountAction(ctx, member, form);
  if (slug === "uyelik-sonlandir" && intent === "end") {
    const submission = parseWithZod(form, { schema: endMembershipSchema });
    if (submission.status !== "success") return data({ intent, reply: submission.reply() }, { status: 400 });
    const headers = await endMembership(deps, member, submission.value.reason, now);
    throw redirect(`${localizePath("/giris", ctx.lang)}?durum=ended`, { headers });
  }
  throw data(null, { status: 400 });
}

/** /uye-faturalar/YLD-XXXXXXX.pdf: a signed-in member's receipt, or the same 404 for any other. */
export async function memberReceiptResponse(ctx: PageContext, request: Request, file: string): Promise<Response> {
  const member = await requireMember(ctx, request);
  const receipt = await memberReceiptPdf(ctx.db, member, file);
  if (!receipt) throw data(null, { status: 404 });
  return new Response(Buffer.from(receipt.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${receipt.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
