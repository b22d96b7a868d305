import { useEffect } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useFetcher, useLocation } from "react-router";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { themes, type Theme } from "./theme.ts";
import { withoutTrackingParams } from "#app/shared/http/tracking-params.ts";

const icons: Record<Theme, string> = {
  system: "M4 5h16v10H4zM9 19h6M12 15v4",
  light:
    "M12 4v2M12 18v2M4 12h2M18 12h2M6.3 6.3l1.4 1.4M16.3 16.3l1.4 1.4M6.3 17.7l1.4-1.4M16.3 7.7l1.4-1.4M12 8a4 4 0 100 8 4 4 0 000-8z",
  dark: "M20 14.5A8 8 0 019.5 4 8 8 0 1020 14.5z",
};

export function applyTheme(theme: Theme) {
  const dark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}

/** System / light / dark; a plain form (works without JavaScript) that sets a cookie. */
export function ThemeSwitcher({ current }: { current: Theme }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  const pending = fetcher.formData?.get("theme");
  const active: Theme = pending === "light" || pending === "dark" || pending === "system" ? pending : current;

  return (
    <fetcher.Form
      method="post"
      action="/tema"
      className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600"
    >
      <XsrfField />
      <input type="hidden" name="redirectTo" value={location.pathname + withoutTrackingParams(location.search)} />
      <fieldset className="contents">
        <legend className="sr-only">{t("theme.label")}</legend>
        {themes.map((theme) => (
          <button
            key={theme}
            type="submit"
            name="theme"
            value={theme}
            aria-pressed={active === theme}
            onClick={() => applyTheme(theme)}
            title={t(`theme.${theme}`)}
            className="grid h-8 w-8 place-items-center rounded-md text-slate-700 aria-pressed:bg-slate-900 aria-pressed:text-white dark:text-slate-300 dark:aria-pressed:bg-white dark:aria-pressed:text-slate-900"
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={icons[theme]} />
            </svg>
            <span className="sr-only">{t(`theme.${theme}`)}</span>
          </button>
        ))}
      </fieldset>
    </fetcher.Form>
  );
}

/** Keeps the page in step with the saved preference (and with the OS when it is "system"). */
export function useThemeSync(theme: Theme) {
  useEffect(() => {
    applyTheme(theme);
    if (theme !== "system") return;
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => applyTheme("system");
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, [theme]);
}
