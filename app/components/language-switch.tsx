// The link to the same page in the other language (the site's header, the back office's bar and the
// blank layout show it).
import { useLocation } from "react-router";
import { useLang } from "#app/components/use-lang.ts";
import { stripLang } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { withoutTrackingParams } from "#app/shared/http/tracking-params.ts";

const defaultClass =
  "inline-flex min-h-8 items-center rounded-md px-2 text-sm font-semibold text-slate-800 underline-offset-4 hover:underline dark:text-slate-200";

/** `className` replaces the look (the back office's dark bar gives its own). */
export function LanguageSwitch({ className = defaultClass }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const target = lang === "tr" ? "en" : "tr";
  const next = stripLang(location.pathname) + withoutTrackingParams(location.search);
  return (
    <a href={`/dil/${target}?next=${encodeURIComponent(next)}`} hrefLang={target} lang={target} className={className}>
      {t("nav.switchTo")}
      {/* The accessible name starts with the visible word (WCAG 2.5.3), then says what the link does in the page's language. */}
      <span className="sr-only" lang={lang}>
        {" "}
        ({t("nav.switchToLabel")})
      </span>
    </a>
  );
}
