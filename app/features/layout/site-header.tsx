import { useTranslation } from "#app/i18n/react.tsx";
import { LanguageSwitch } from "#app/components/language-switch.tsx";
import { LocalLink, LocalNavLink } from "#app/components/localized-link.tsx";
import { useRootData } from "#app/components/use-root-data.ts";
import { Logo } from "./logo.tsx";
import { ThemeSwitcher } from "./theme-switcher.tsx";
import type { Theme } from "./theme.ts";

const navItems = [
  { to: "/araclarimiz", key: "nav.fleet" },
  { to: "/hizmet-noktalarimiz", key: "nav.offices" },
  { to: "/tum_kampanyalar", key: "nav.campaigns" },
  { to: "/tum_yerler", key: "nav.trips" },
  { to: "/Tum_Blog", key: "nav.blog" },
  { to: "/help_main", key: "nav.help" },
] as const;

export function SiteHeader({ theme, signedIn = false }: { theme: Theme; signedIn?: boolean }) {
  const { t } = useTranslation();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium transition hover:bg-slate-100 dark:hover:bg-slate-800 ${
      isActive ? "text-brand-700 dark:text-brand-400" : "text-slate-800 dark:text-slate-200"
    }`;
  const account = signedIn
    ? { to: "/uye-profil", label: t("nav.memberArea") }
    : { to: "/giris", label: t("nav.signIn") };
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {t("app.skipToContent")}
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <LocalLink to="/" className="text-slate-900 dark:text-white" aria-label={`Yolda – ${t("nav.home")}`}>
          <Logo />
        </LocalLink>
        <nav aria-label={t("nav.main")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <LocalNavLink to={item.to} className={linkClass}>
                  {t(item.key)}
                </LocalNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <div className="hidden sm:block">
            <ThemeSwitcher current={theme} />
          </div>
          <LocalLink to={account.to} className="btn-primary hidden min-h-9 px-4 py-1.5 text-sm sm:inline-flex">
            {account.label}
          </LocalLink>
          <details className="group relative lg:hidden">
            <summary className="grid h-10 w-10 cursor-pointer list-none place-items-center rounded-lg border border-slate-300 dark:border-slate-600 [&::-webkit-details-marker]:hidden">
              <span className="sr-only">{t("nav.openMenu")}</span>
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
            </summary>
            <div className="absolute right-0 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-3 shadow-xl dark:border-slate-700 dark:bg-slate-900">
              <nav aria-label={t("nav.main")}>
                <ul className="flex flex-col">
                  {navItems.map((item) => (
                    <li key={item.to}>
                      <LocalNavLink to={item.to} className={(s) => `block ${linkClass(s)} text-base`}>
                        {t(item.key)}
                      </LocalNavLink>
                    </li>
                  ))}
                  <li>
                    <LocalNavLink to={account.to} className={(s) => `block ${linkClass(s)} text-base`}>
                      {account.label}
                    </LocalNavLink>
                  </li>
                </ul>
              </nav>
              <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-700">
                <ThemeSwitcher current={theme} />
              </div>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}

/** The header with the visitor's colour mode and sign-in hint from the root's data (an island, decision 0063). */
export function SiteHeaderPart() {
  const root = useRootData();
  return <SiteHeader theme={root?.theme ?? "system"} signedIn={root?.signedIn ?? false} />;
}
