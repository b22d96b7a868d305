// /yonetim/icerik: blog posts and news items by kind, each with its publish state
// (docs/decisions/0049), trip pages and FAQ entries (0061) and the legal texts. The kind is in the URL
// (?tur=blog|haber|gezi|sss|metin); each title opens its editor.
import type { Route } from "./+types/content-list";
import { LocalLink } from "#app/components/localized-link.tsx";
import { Badge, cell, PageHead, Table } from "#app/components/inbox-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { contentListLoader } from "./content-page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "contentEditor"] };

export const loader = (args: Route.LoaderArgs) => contentListLoader(args);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const tone = { draft: "plain", scheduled: "warn", published: "ok" } as const;

export default function ContentListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { kind, kinds, segment, rows } = loaderData;
  // Trip pages and FAQ entries keep no time of their last change (0061).
  const listing = kind === "trip" || kind === "faq";
  return (
    <main id="main">
      <PageHead title={t("contentEditor.title")} lead={t("contentEditor.lead")}>
        {kind === "texts" || kind === "trip" ? null : (
          <LocalLink to={`/yonetim/icerik/${segment}/yeni`} className="btn-primary">
            {t("contentEditor.create", { kind: t(`contentEditor.kindOne.${kind}`) })}
          </LocalLink>
        )}
      </PageHead>
      <nav aria-label={t("contentEditor.kindsLabel")} className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {kinds.map((k) => (
            <li key={k.kind}>
              <LocalLink
                to={`/yonetim/icerik?tur=${k.segment}`}
                aria-current={k.kind === kind ? "page" : undefined}
                className={k.kind === kind ? "btn-primary" : "btn-secondary"}
              >
                {t(`contentEditor.kinds.${k.kind}`)}
              </LocalLink>
            </li>
          ))}
        </ul>
      </nav>
      {kind === "trip" || kind === "faq" ? (
        <p className="mb-4 text-sm">{t(`contentEditor.listingHint.${kind}`)}</p>
      ) : null}
      {rows.length === 0 ? (
        <p>{t("contentEditor.empty")}</p>
      ) : (
        <Table
          caption={t(`contentEditor.kinds.${kind}`)}
          head={[
            t("contentEditor.columns.title"),
            t("contentEditor.columns.address"),
            t("contentEditor.columns.state"),
            kind === "texts" ? t("contentEditor.columns.version") : t("contentEditor.columns.date"),
            ...(listing ? [] : [t("contentEditor.columns.updated")]),
          ]}
        >
          {rows.map((r) => (
            <tr key={r.id} data-testid="content-row">
              <td className={cell}>
                <LocalLink to={`/yonetim/icerik/${segment}/${r.id}`} className="font-semibold underline">
                  {r.title}
                </LocalLink>
              </td>
              <td className={`${cell} break-all`}>{r.path}</td>
              <td className={cell}>
                <Badge tone={tone[r.state]}>{t(`contentEditor.states.${r.state}`)}</Badge>
              </td>
              <td className={`${cell} whitespace-nowrap`}>{r.publishedAt}</td>
              {listing ? null : <td className={`${cell} whitespace-nowrap`}>{r.updatedAt}</td>}
            </tr>
          ))}
        </Table>
      )}
    </main>
  );
}
