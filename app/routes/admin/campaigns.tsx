// /yonetim/kampanyalar: every campaign with its code, discount, days, status, how often the code
// was used and what it cost (docs/decisions/0048). Admin and content staff.
import type { Route } from "./+types/campaigns";
import { LocalLink } from "#app/components/localized-link.tsx";
import { CampaignTable } from "#app/features/campaign-editor/campaign-table.tsx";
import { Badge, cell, Notice, PageHead } from "#app/components/inbox-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { campaignListLoader } from "./campaigns-page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "campaignEditor"] };

export const loader = (args: Route.LoaderArgs) => campaignListLoader(args);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const tones = { live: "ok", upcoming: "warn", ended: "plain", off: "bad" } as const;

export default function CampaignsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { campaigns, notice } = loaderData;
  return (
    <main id="main">
      <PageHead title={t("campaignEditor.title")} lead={t("campaignEditor.lead")}>
        <LocalLink to="/yonetim/kampanyalar/yeni" className="btn-primary">
          {t("campaignEditor.newCampaign")}
        </LocalLink>
      </PageHead>
      {notice === "created" || notice === "saved" ? (
        <Notice tone="ok">{t(`campaignEditor.notices.${notice}`)}</Notice>
      ) : null}
      {campaigns.length === 0 ? (
        <p>{t("campaignEditor.empty")}</p>
      ) : (
        <CampaignTable
          caption={t("campaignEditor.list")}
          head={[
            t("campaignEditor.columns.campaign"),
            t("campaignEditor.columns.code"),
            t("campaignEditor.columns.discount"),
            t("campaignEditor.columns.dates"),
            t("campaignEditor.columns.status"),
            t("campaignEditor.columns.uses"),
            t("campaignEditor.columns.bookings"),
            t("campaignEditor.columns.cost"),
          ]}
        >
          {campaigns.map((c) => (
            <tr key={c.id} data-testid="campaign-row">
              <td className={cell}>
                <LocalLink
                  to={`/yonetim/kampanyalar/${c.id}`}
                  className="font-semibold underline"
                  aria-label={t("campaignEditor.editLabel", { title: c.title })}
                >
                  {c.title}
                </LocalLink>
                {c.membersOnly ? <span className="block text-xs">{t("campaignEditor.fields.membersOnly")}</span> : null}
              </td>
              <td className={`${cell} font-mono whitespace-nowrap`}>{c.code}</td>
              <td className={`${cell} whitespace-nowrap`}>{c.discount}</td>
              <td className={`${cell} whitespace-nowrap`}>
                {c.from} – {c.to}
              </td>
              <td className={cell}>
                <Badge tone={tones[c.status]}>{t(`campaignEditor.status.${c.status}`)}</Badge>
              </td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>
                {c.uses} / {c.limit ?? t("campaignEditor.noLimit")}
              </td>
              <td className={`${cell} tabular-nums`}>{c.bookings}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>{c.cost}</td>
            </tr>
          ))}
        </CampaignTable>
      )}
    </main>
  );
}
