// /yonetim/kampanyalar/yeni and /yonetim/kampanyalar/:id: create or edit a campaign (code, rules,
// page text in both languages) and see how often its code was used and what it cost
// (docs/decisions/0048). Admin and content staff.
import { useNavigation } from "react-router";
import type { Route } from "./+types/campaign-edit";
import { LocalLink } from "#app/components/localized-link.tsx";
import { CampaignForm } from "#app/features/campaign-editor/campaign-form-view.tsx";
import { Badge, Facts, Notice, PageHead } from "#app/components/inbox-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { Panel } from "#app/components/panel.tsx";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { campaignEditAction, campaignEditLoader } from "./campaigns-page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "campaignEditor"] };

export const loader = (args: Route.LoaderArgs) => campaignEditLoader(args);
export const action = (args: Route.ActionArgs) => campaignEditAction(args);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function CampaignEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const navigation = useNavigation();
  const { id, usage, notice, choices, defaults, heading } = loaderData;
  const reply = actionData?.reply;
  const publicPath = usage ? `${lang === "en" ? "/en" : ""}/kampanya-${usage.slug}` : null;
  return (
    <main id="main" className="grid gap-4">
      <div>
        <LocalLink to="/yonetim/kampanyalar" className="text-sm font-semibold underline">
          {t("campaignEditor.backToList")}
        </LocalLink>
      </div>
      <PageHead title={heading} lead={t("campaignEditor.lead")}>
        {publicPath ? (
          <a href={publicPath} className="btn-secondary">
            {t("campaignEditor.publicPage")}
          </a>
        ) : null}
      </PageHead>
      {notice === "created" || notice === "saved" ? (
        <Notice tone="ok">{t(`campaignEditor.notices.${notice}`)}</Notice>
      ) : null}
      {reply?.status === "error" ? <Notice tone="error">{t("campaignEditor.notices.invalid")}</Notice> : null}
      {usage ? (
        <Panel id="campaign-usage" title={t("campaignEditor.usage.title")}>
          <div className="mb-2">
            <Badge tone={usage.status === "live" ? "ok" : usage.status === "off" ? "bad" : "plain"}>
              {t(`campaignEditor.status.${usage.status}`)}
            </Badge>
          </div>
          <Facts
            rows={[
              [t("campaignEditor.columns.uses"), `${usage.uses} / ${usage.limit ?? t("campaignEditor.noLimit")}`],
              [t("campaignEditor.columns.bookings"), usage.bookings],
              [t("campaignEditor.columns.cost"), usage.cost],
            ]}
          />
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">{t("campaignEditor.usage.hint")}</p>
        </Panel>
      ) : null}
      <CampaignForm
        key={id ?? "new"}
        id={id}
        defaults={defaults}
        reply={reply}
        classes={choices.classes}
        offices={choices.offices}
        usedCount={usage?.uses ?? 0}
        busy={navigation.state === "submitting"}
      />
    </main>
  );
}
