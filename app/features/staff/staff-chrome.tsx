// The back office's frame: a compact dark bar with the menu, who is signed in and sign-out, and a
// wide content area (dense tables at 1280 px, still usable on a counter tablet at 820 px).
import type { ReactNode } from "react";
import { Form } from "react-router";
import { LocalLink, LocalNavLink } from "#app/components/localized-link.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { useLang } from "#app/components/use-lang.ts";
import { localizePath } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { LanguageSwitch } from "#app/components/language-switch.tsx";
import { useOutcomeFocus } from "#app/components/outcome.tsx";
import type { StaffNavEntry } from "./staff-nav.ts";

export type StaffChromeUser = { name: string; role: string };

export function StaffChrome({
  nav,
  user,
  children,
}: {
  nav?: readonly StaffNavEntry[];
  user?: StaffChromeUser | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  // After every navigation or form answer, the focus goes to the outcome (decision 0096).
  useOutcomeFocus();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-semibold ${
      isActive ? "bg-white text-slate-900" : "text-slate-100 hover:bg-slate-700"
    }`;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      {/* The ring inside the dark bar is light in both schemes: brand-300 on slate-800 is 8.7:1 (decision 0096). */}
      <header className="bg-slate-800 text-white [--color-focus:var(--color-brand-300)]">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
        >
          {t("app.skipToContent")}
        </a>
        <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
          {/* The menu's routes are found when a link is clicked, not as every staff page loads (0171). */}
          <LocalLink to="/yonetim" discover="none" className="text-base font-bold tracking-tight text-white">
            {t("staff.title")}
          </LocalLink>
          {nav && nav.length > 0 ? (
            <nav aria-label={t("staff.nav.label")} className="flex flex-wrap gap-1">
              {nav.map((entry) => (
                <LocalNavLink
                  key={entry.to}
                  to={entry.to}
                  end={entry.end ?? false}
                  discover="none"
                  className={linkClass}
                >
                  {t(entry.label)}
                </LocalNavLink>
              ))}
            </nav>
          ) : null}
          <div className="ml-auto flex flex-wrap items-center gap-3 text-sm">
            {user ? (
              <span className="text-slate-200">
                {t("staff.nav.signedInAs", {
                  name: user.name,
                  role: t(`staff.roles.${user.role}` as "staff.roles.admin"),
                })}
              </span>
            ) : null}
            <LanguageSwitch className="inline-flex min-h-8 items-center rounded-md border border-slate-400 px-2 text-sm font-semibold text-white underline-offset-4 hover:underline" />
            {user ? (
              <Form method="post" action={localizePath("/yonetim/cikis", lang)} discover="none">
                <XsrfField />
                <button
                  type="submit"
                  className="rounded-md border border-slate-400 px-3 py-1.5 font-semibold text-white hover:bg-slate-700"
                >
                  {t("staff.nav.signOut")}
                </button>
              </Form>
            ) : null}
          </div>
        </div>
      </header>
      <div className="mx-auto w-full max-w-screen-2xl flex-1 px-4 py-5">{children}</div>
    </div>
  );
}
