// The member area /uye-{slug}: what each page shows and what its forms do. Every query is
// scoped to the signed-in member's id; a reservation number alone never opens anything.
import { readTogether } from "#app/server/db/reads.server.ts";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { memberInvoicePdf, memberInvoices } from "#app/server/services/invoice-documents.server.ts";
import { percentOf } from "#app/domain/money/money.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { PageContext } from "#app/server/page.server.ts";
import { listLiveCampaigns } from "#app/server/repositories/content.server.ts";
import { fleetModels } from "./catalogue-cache.server.ts";
import { listClaimableReservations, listMemberReservations } from "#app/server/repositories/members.server.ts";
import { listPaidReservationsForMember, loadReceipt } from "#app/server/repositories/receipts.server.ts";
import { reservationsPaidByReference } from "#app/server/repositories/reservation-payments.server.ts";
import { renderReceiptPdf } from "#app/server/receipts/receipt-pdf.server.ts";
import { countryList } from "#app/shared/countries.ts";
import type { Member } from "./members.server.ts";
import { memberDriverProfile } from "./driver-profile.server.ts";
import { memberReservationActions } from "./member-reservation.server.ts";
import { memberDataPage } from "./member-data.server.ts";

import type { MemberSlug } from "#app/shared/members/member-slugs.ts";

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

/** What the member area page `slug` shows to `member` (the route has checked the sign-in). */
export async function memberAreaData(ctx: PageContext, member: Member, slug: MemberSlug) {
  const { db, lang } = ctx;
  const notice = ctx.url.searchParams.get("durum");
  const count = ctx.url.searchParams.get("adet");
  const base = {
    kind: "member" as const,
    slug,
    member,
    notice,
    count,
    meta: { title: ctx.t("pages.member.title"), description: ctx.t("pages.member.description"), noindex: true },
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
    case "surucu-bilgileri":
      return { ...base, page: { slug, today: istanbulDate(now), profile: await memberDriverProfile(db, member) } };
    case "verilerim":
      return { ...base, page: await memberDataPage(db, member) };
    case "sifre-degistir":
    case "uyelik-sonlandir":
      return { ...base, page: { slug } };
    case "rezervasyonlar": {
      const [list, claimable] = await readTogether(db, [
        () => memberReservations(db, member.id, lang),
        () => listClaimableReservations(db, member.email),
      ]);
      const active = list.filter((r) => LIVE.has(r.status) && r.returnAt > now);
      const past = list.filter((r) => !active.includes(r));
      const actions = await memberReservationActions(
        db,
        member,
        list.map((r) => r.number),
        lang,
        now,
      );
      return { ...base, page: { slug, active, past, claimable: claimable.length, actions } };
    }
    case "aktif-kiralamalar": {
      const rentals = (await memberReservations(db, member.id, lang)).filter((r) => r.status === "active");
      const actions = await memberReservationActions(
        db,
        member,
        rentals.map((r) => r.number),
        lang,
        now,
      );
      return { ...base, page: { slug, rentals, actions } };
    }
    case "gecmis": {
      const rentals = (await memberReservations(db, member.id, lang)).filter((r) => r.status === "completed");
      const actions = await memberReservationActions(
        db,
        member,
        rentals.map((r) => r.number),
        lang,
        now,
      );
      return { ...base, page: { slug, rentals, actions } };
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
          invoices: (await memberInvoices(db, member.id)).map((i) => ({
            number: i.number,
            typeCode: i.typeCode,
            issuedAt: i.issuedAt,
            payableKurus: i.payableKurus,
            reservationNumber: i.reservationNumber,
          })),
        },
      };
    case "kampanyalar":
      return { ...base, page: { slug, campaigns: await listLiveCampaigns(db, lang, istanbulDate(now), true) } };
    case "indirimler": {
      const fleet = await fleetModels(db, lang);
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

const RECEIPT_FILE_RE = /^(YLD-[0-9A-HJKMNP-TV-Z]{7})\.pdf$/;

/**
 * The receipt PDF of one of the member's paid reservations, made on request in the member's
 * language. Another member's number, an unpaid one or a made-up one is the same null (a 404).
 */
export async function memberReceiptPdf(
  db: PageContext["db"],
  member: Member,
  file: string,
): Promise<{ pdf: Uint8Array; fileName: string } | null> {
  // An invoice's copy (decision 0092): "YEA2027000000001.pdf", only the member's own.
  const invoiceNumber = /^([A-Z0-9]{16})\.pdf$/.exec(file)?.[1];
  if (invoiceNumber) return memberInvoicePdf(db, member.id, invoiceNumber, member.lang);
  const number = RECEIPT_FILE_RE.exec(file)?.[1];
  const receipt = number ? await loadReceipt(db, number) : null;
  if (!receipt || receipt.memberId !== member.id) return null;
  const pdf = await renderReceiptPdf(receipt, member.lang);
  return { pdf, fileName: `${member.lang === "tr" ? "makbuz" : "receipt"}-${number}.pdf` };
}
