// The member area /uye-{slug}: what each page shows and what its forms do. Every query is
// scoped to the signed-in member's id; a reservation number alone never opens anything.
import { parseWithZod } from "@conform-to/zod/v4";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { data, redirect } from "react-router";
import { percentOf } from "../../domain/money/money.ts";
import { istanbulDate } from "../../domain/time/istanbul.ts";
import {
  e164,
  emailChangeSchema,
  emailCodeSchema,
  endMembershipSchema,
  passwordChangeSchema,
  profileSchema,
} from "../../shared/members/member-schemas.ts";
import { localizePath } from "../../i18n/config.ts";
import type { PageContext } from "../page.server.ts";
import { listLiveCampaigns } from "../repositories/content.server.ts";
import { listFleet } from "../repositories/fleet.server.ts";
import { listClaimableReservations, listMemberReservations } from "../repositories/members.server.ts";
import { listPaidReservationsForMember, loadReceipt } from "../repositories/receipts.server.ts";
import { reservationsPaidByReference } from "../repositories/reservation-payments.server.ts";
import { renderReceiptPdf } from "../receipts/receipt-pdf.server.ts";
import { countryList } from "../../shared/countries.ts";
import { requireMember } from "./member-guard.server.ts";
import {
  changePassword,
  claimGuestReservations,
  confirmEmailChange,
  endMembership,
  requestEmailChange,
  signOut,
  updateProfile,
} from "./members.server.ts";

export { isMemberSlug, memberSlugs, type MemberSlug } from "../../shared/members/member-slugs.ts";
import type { MemberSlug } from "../../shared/members/member-slugs.ts";

const LIVE = new Set(["pending_payment", "confirmed"]);

/** The member's reservations, a pay-at-office one paid by payment reference shown as paid online. */
async function memberReservations(db: PageContext["db"], memberId: string, lang: PageContext["lang"]) {
  const list = await listMemberReservations(db, memberId, lang);
  const byReference = await reservationsPaidByReference(
    db,
    list.filter((r) => r.paymentType === "office").map((r) => r.number),
  );
  return list.map((r) => ({
    ...r,
    paymentType: r.paymentType === "office" && byReference.has(r.number) ? ("reference" as const) : r.paymentType,
  }));
}

export async function memberAreaData(ctx: PageContext, request: Request, slug: MemberSlug) {
  const member = await requireMember(ctx, request);
  const { db, lang } = ctx;
  const notice = ctx.url.searchParams.get("durum");
  const count = ctx.url.searchParams.get("adet");
  const base = {
    kind: "member" as const,
    slug,
    member,
    notice,
    count,
    meta: { title: ctx.t("pages.member.title"), noindex: true },
  };
  const now = new Date();
  switch (slug) {
    case "profil":
      return {
        ...base,
        page: {
          slug,
          countries: countryList(lang),
          phoneNational: parsePhoneNumberFromString(member.phone)?.formatNational() ?? member.phone,
        },
      };
    case "sifre-degistir":
    case "uyelik-sonlandir":
      return { ...base, page: { slug } };
    case "rezervasyonlar": {
      const [list, claimable] = await Promise.all([
        memberReservations(db, member.id, lang),
        listClaimableReservations(db, member.email),
      ]);
      const active = list.filter((r) => LIVE.has(r.status) && r.returnAt > now);
      const past = list.filter((r) => !active.includes(r));
      return { ...base, page: { slug, active, past, claimable: claimable.length } };
    }
    case "aktif-kiralamalar": {
      const list = await memberReservations(db, member.id, lang);
      return { ...base, page: { slug, rentals: list.filter((r) => r.status === "active") } };
    }
    case "gecmis": {
      const list = await memberReservations(db, member.id, lang);
      return { ...base, page: { slug, rentals: list.filter((r) => r.status === "completed") } };
    }
    case "faturalar":
      return {
        ...base,
        page: {
          slug,
          bills: (await listPaidReservationsForMember(db, member.id)).map((b) => ({
            number: b.number,
            pickupAt: b.pickupAt,
            totalKurus: b.totalKurus,
            modelName: b.vehicleName,
            paidAt: b.paidAt,
          })),
        },
      };
    case "kampanyalar":
      return { ...base, page: { slug, campaigns: await listLiveCampaigns(db, lang, istanbulDate(now), true) } };
    case "indirimler": {
      const fleet = await listFleet(db, lang);
      const discounts = fleet
        .filter((m) => m.memberDiscountPct > 0)
        .map((m) => ({
          slug: m.slug,
          name: `${m.brand} ${m.model}`,
          className: m.className,
          pct: m.memberDiscountPct,
          fromKurus: m.fromKurus,
          memberFromKurus: m.fromKurus === null ? null : m.fromKurus - percentOf(m.fromKurus, m.memberDiscountPct),
        }));
      return { ...base, page: { slug, discounts } };
    }
  }
}

export type MemberAreaData = Awaited<ReturnType<typeof memberAreaData>>;

const here = (ctx: PageContext, slug: MemberSlug, notice?: string) =>
  `${localizePath(`/uye-${slug}`, ctx.lang)}${notice ? `?durum=${notice}` : ""}`;

/** The member area's forms. Answers carry Conform replies so nothing typed is lost. */
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
  if (slug === "uyelik-sonlandir" && intent === "end") {
    const submission = parseWithZod(form, { schema: endMembershipSchema });
    if (submission.status !== "success") return data({ intent, reply: submission.reply() }, { status: 400 });
    const headers = await endMembership(deps, member, submission.value.reason, now);
    throw redirect(`${localizePath("/giris", ctx.lang)}?durum=ended`, { headers });
  }
  throw data(null, { status: 400 });
}

const RECEIPT_FILE_RE = /^(YLD-[0-9A-HJKMNP-TV-Z]{7})\.pdf$/;

/**
 * The receipt PDF of one of the member's paid reservations, made on request in the member's
 * language. Another member's number, an unpaid one or a made-up one is the same 404.
 */
export async function memberReceipt(ctx: PageContext, request: Request, file: string): Promise<Response> {
  const member = await requireMember(ctx, request);
  const number = RECEIPT_FILE_RE.exec(file)?.[1];
  const receipt = number ? await loadReceipt(ctx.db, number) : null;
  if (!receipt || receipt.memberId !== member.id) throw data(null, { status: 404 });
  const pdf = await renderReceiptPdf(receipt, member.lang);
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${member.lang === "tr" ? "makbuz" : "receipt"}-${number}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
