import { LocalLink } from "#app/components/localized-link.tsx";
import { useLang } from "#app/components/use-lang.ts";
import { useTranslation } from "#app/i18n/react.tsx";

// Only the blog and news lists page (article-views.tsx); kept out of cards.tsx, which the home page
// loads with the shared chunk (docs/decisions/0059).
export function Pagination({ page, pages, basePath }: { page: number; pages: number; basePath: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (pages <= 1) return null;
  const href = (p: number) => (p === 1 ? basePath : `${basePath}?sayfa=${p}`);
  return (
    <nav aria-label={t("list.pagination")} className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <LocalLink to={href(page - 1)} className="btn-secondary" rel="prev">
          {t("list.previous")}
        </LocalLink>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300" lang={lang}>
        {t("list.pageOf", { page, pages })}
      </p>
      {page < pages ? (
        <LocalLink to={href(page + 1)} className="btn-secondary" rel="next">
          {t("list.next")}
        </LocalLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
