import { useTranslation } from "#app/i18n/react.tsx";
import { Outlet } from "react-router";
import { RouteErrorScreen } from "#app/components/error-screen-lazy.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import { LanguageSwitch } from "#app/components/language-switch.tsx";
import { Logo } from "#app/features/layout/logo.tsx";

/** fullblank: booking and payment pages, without banner, navigation or footer columns. */
function BlankChrome({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
        >
          {t("app.skipToContent")}
        </a>
        <div className="container-page flex h-14 items-center justify-between">
          <LocalLink to="/" className="text-slate-900 dark:text-white" aria-label={`Yolda – ${t("nav.home")}`}>
            <Logo />
          </LocalLink>
          <LanguageSwitch />
        </div>
      </header>
      <div className="flex-1">{children}</div>
      <footer className="py-6 text-center text-xs text-slate-600 dark:text-slate-400">
        {t("footer.rights", { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}

export default function BlankLayout() {
  return (
    <BlankChrome>
      <Outlet />
    </BlankChrome>
  );
}

export function ErrorBoundary() {
  return (
    <BlankChrome>
      <RouteErrorScreen />
    </BlankChrome>
  );
}
