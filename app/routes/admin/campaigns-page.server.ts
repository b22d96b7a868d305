// The campaigns editor's server side (docs/decisions/0048): parse what the page sent, call the
// editor service as the signed-in staff member, shape what the pages show (dates as Istanbul
// calendar days, amounts in TL, in the page's language). The page modules only render.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { campaignCodeOf, tlAmountInput } from "#app/domain/campaigns/campaign-draft.ts";
import { formatTl, type Lang } from "#app/domain/money/money.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { campaignStatus } from "#app/features/campaigns/campaign-status.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import {
  campaignChoices,
  campaignForEdit,
  type CampaignRecord,
  listCampaigns,
  saveCampaign,
} from "#app/server/services/staff/campaign-editor.server.ts";
import { campaignFormSchema, discountValueOf } from "#app/shared/campaign-editor/campaign-form.ts";
import { notFound } from "#app/routes/page-context.server.ts";
import { type Args, done, NO_STORE, noticeOf, staffPage } from "./inbox.server.ts";
import { asStaff, requirePermission } from "./staff-guard.server.ts";

const LIST = "/yonetim/kampanyalar";

/** "2027-01-05" as the pages show it: 05.01.2027. */
const day = (date: string) => date.split("-").reverse().join(".");

function discountLabel(
  c: Pick<CampaignRecord, "discountKind" | "discountValue">,
  lang: Lang,
  t: (k: MessageKey, v?: Record<string, string | number>) => string,
) {
  return c.discountKind === "percent"
    ? t("campaignEditor.percent", { value: c.discountValue })
    : formatTl(c.discountValue, lang);
}

function statusOf(c: CampaignRecord, today: string): "live" | "upcoming" | "ended" | "off" {
  return c.active ? campaignStatus(c, today) : "off";
}

export async function campaignListLoader(args: Args) {
  const { actor, ctx } = await staffPage(args);
  requirePermission(actor, "campaigns.manage");
  const rows = await asStaff(() => listCampaigns(ctx.db, actor));
  const today = istanbulDate(new Date());
  return data(
    {
      notice: noticeOf(ctx.url),
      campaigns: rows.map((c) => ({
        id: c.id,
        title: ctx.lang === "en" ? c.titleEn : c.titleTr,
        code: c.code,
        discount: discountLabel(c, ctx.lang, ctx.t),
        from: day(c.validFrom),
        to: day(c.validTo),
        status: statusOf(c, today),
        membersOnly: c.membersOnly,
        uses: c.usedCount,
        limit: c.usageLimit,
        bookings: c.bookings,
        cost: formatTl(c.discountKurus, ctx.lang),
      })),
      meta: { title: ctx.t("campaignEditor.title"), description: ctx.t("campaignEditor.lead"), noindex: true },
    },
    { headers: NO_STORE },
  );
}

/** The form's starting values: the campaign as stored, or a new one's defaults. */
function formValues(c: CampaignRecord | null, today: string) {
  if (!c) {
    return { discountKind: "percent", minDays: "1", validFrom: today, validTo: today, active: "on", theme: "" };
  }
  return {
    code: c.code,
    slug: c.slug,
    titleTr: c.titleTr,
    titleEn: c.titleEn,
    summaryTr: c.summaryTr,
    summaryEn: c.summaryEn,
    termsTr: c.termsTr,
    termsEn: c.termsEn,
    discountKind: c.discountKind,
    discountValue: c.discountKind === "fixed" ? tlAmountInput(c.discountValue) : String(c.discountValue),
    validFrom: c.validFrom,
    validTo: c.validTo,
    classIds: (c.classIds ?? []).map(String),
    officeIds: (c.officeIds ?? []).map(String),
    minDays: String(c.minDays),
    usageLimit: c.usageLimit === null ? "" : String(c.usageLimit),
    membersOnly: c.membersOnly ? "on" : undefined,
    active: c.active ? "on" : undefined,
    theme: c.theme,
  };
}

type EditArgs = Args & { params: { id?: string } };

/** "yeni" (no id) is a new campaign; otherwise a positive id or 404. */
function idOf(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  if (!/^[1-9]\d{0,8}$/.test(params.id)) notFound();
  return Number(params.id);
}

export async function campaignEditLoader(args: EditArgs) {
  const { actor, ctx } = await staffPage(args);
  requirePermission(actor, "campaigns.manage");
  const id = idOf(args.params);
  const [campaign, choices] = await asStaff(() =>
    Promise.all([id === null ? null : campaignForEdit(ctx.db, actor, id), campaignChoices(ctx.db, actor, ctx.lang)]),
  );
  if (id !== null && !campaign) notFound();
  const today = istanbulDate(new Date());
  const title = campaign ? (ctx.lang === "en" ? campaign.titleEn : campaign.titleTr) : null;
  const heading = title ? ctx.t("campaignEditor.editTitle", { title }) : ctx.t("campaignEditor.newTitle");
  return data(
    {
      id,
      notice: noticeOf(ctx.url),
      defaults: formValues(campaign, today),
      choices,
      usage: campaign
        ? {
            uses: campaign.usedCount,
            limit: campaign.usageLimit,
            bookings: campaign.bookings,
            cost: formatTl(campaign.discountKurus, ctx.lang),
            status: statusOf(campaign, today),
            slug: campaign.slug,
          }
        : null,
      heading,
      meta: { title: heading, description: ctx.t("campaignEditor.lead"), noindex: true },
    },
    { headers: NO_STORE },
  );
}

export async function campaignEditAction(args: EditArgs) {
  const { actor, ctx } = await staffPage(args);
  requirePermission(actor, "campaigns.manage");
  const id = idOf(args.params);
  const formData = await args.request.formData();
  const submission = parseWithZod(formData, { schema: campaignFormSchema });
  if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400 });
  const v = submission.value;
  const result = await asStaff(() =>
    saveCampaign(ctx.db, actor, id, {
      ...v,
      code: campaignCodeOf(v.code) ?? v.code,
      discountValue: discountValueOf(v.discountKind, v.discountValue) ?? 0,
      usageLimit: v.usageLimit ?? null,
      membersOnly: v.membersOnly ?? false,
      active: v.active ?? false,
    }),
  );
  if (!result.ok) {
    if (result.reason === "notFound") notFound();
    const fieldErrors = { [result.field]: [`campaignEditor.errors.${result.problem}`] };
    return data({ reply: submission.reply({ fieldErrors }) }, { status: 400 });
  }
  return done(ctx, `${LIST}/${result.campaign.id}`, result.created ? "created" : "saved");
}
