// The price editor's pages as tabs under the heading (decision 0047).
import { LocalNavLink } from "#app/components/localized-link.tsx";
import { useTranslation } from "#app/i18n/react.tsx";

const tabs = [
  { to: "/yonetim/fiyatlar", label: "prices.tabs.rates" },
  { to: "/yonetim/fiyatlar/sezonlar", label: "prices.tabs.seasons" },
  { to: "/yonetim/fiyatlar/tek-yon", label: "prices.tabs.oneWay" },
  { to: "/yonetim/fiyatlar/paketler", label: "prices.tabs.packages" },
  { to: "/yonetim/fiyatlar/aylik", label: "prices.tabs.monthly" },
] as const;

export function PricesHeader() {
  const { t } = useTranslation();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md border px-3 py-1.5 text-sm font-semibold ${
      isActive
        ? "border-slate-800 bg-slate-800 text-white dark:border-slate-100 dark:bg-slate-100 dark:text-slate-900"
        : "border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    }`;
  return (
    <div className="grid gap-2">
      <h1 className="text-2xl font-bold">{t("prices.title")}</h1>
      <p className="max-w-4xl text-sm text-slate-700 dark:text-slate-300">{t("prices.lead")}</p>
      <nav aria-label={t("prices.tabs.label")}>
        <ul className="flex flex-wrap gap-2">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <LocalNavLink to={tab.to} end className={linkClass}>
                {t(tab.label)}
              </LocalNavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
