// /yonetim/iptal-talepleri: the cancellation requests inbox (docs/decisions/0043), unanswered first
// with the refund the policy gives.
import type { Route } from "./+types/cancellations";
import { LocalLink } from "#app/components/localized-link.tsx";
import { Badge, cell, PageHead, Table } from "#app/components/inbox-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { cancellationListLoader } from "./cancellations-page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "inbox"] };

export const loader = (args: Route.LoaderArgs) => cancellationListLoader(args);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function CancellationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rows } = loaderData;
  return (
    <main id="main">
      <PageHead title={t("inbox.cancellations.title")} lead={t("inbox.cancellations.lead")} />
      {rows.length === 0 ? (
        <p>{t("inbox.empty")}</p>
      ) : (
        <Table
          caption={t("inbox.cancellations.title")}
          head={[
            t("inbox.cancellations.reservation"),
            t("inbox.cancellations.driver"),
            t("inbox.cancellations.pickup"),
            t("inbox.cancellations.requestedAt"),
            t("inbox.cancellations.refund"),
            t("inbox.cancellations.status"),
          ]}
        >
          {rows.map((r) => (
            <tr key={r.id} data-testid="cancellation-row">
              <td className={`${cell} whitespace-nowrap`}>
                <LocalLink to={`/yonetim/iptal-talepleri/${r.id}`} className="font-semibold underline">
                  {r.number}
                </LocalLink>
              </td>
              <td className={cell}>{r.driverName}</td>
              <td className={`${cell} whitespace-nowrap`}>{r.pickupAt}</td>
              <td className={`${cell} whitespace-nowrap`}>{r.requestedAt}</td>
              <td className={`${cell} whitespace-nowrap`}>{r.refund}</td>
              <td className={cell}>
                <Badge tone={r.status === "received" ? "warn" : r.outcome === "refundOpen" ? "bad" : "plain"}>
                  {t(`inbox.cancellations.statuses.${r.outcome === "refundOpen" ? "refundOpen" : r.status}`)}
                </Badge>
                {r.refundState && r.refundState !== "none" ? (
                  <span className="ml-1 text-xs">{t(`inbox.cancellations.refundStates.${r.refundState}`)}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </main>
  );
}
