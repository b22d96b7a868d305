import { useFetcher, useLocation } from "react-router";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { APP_PROMPT_ACTION, type AppPlatform } from "./platform.ts";
import { withoutTrackingParams } from "#app/shared/http/tracking-params.ts";

/** "Get the app" on phones (the server picked the store from the User-Agent); dismissed for 180 days. */
export function AppPrompt({ platform, storeUrl }: { platform: AppPlatform; storeUrl: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher<{ ok: boolean }>({ key: "app-prompt" });
  if (fetcher.state !== "idle" || fetcher.data?.ok) return null;
  return (
    <aside
      aria-label={t("consent.appPrompt.label")}
      data-testid="app-prompt"
      className="sticky bottom-0 z-30 border-t border-slate-200 bg-white/95 backdrop-blur dark:border-slate-700 dark:bg-slate-900/95"
    >
      <div className="container-page flex flex-wrap items-center gap-x-3 gap-y-2 py-3 sm:flex-nowrap">
        <img
          src="/icons/apple-touch-icon.png"
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="h-10 w-10 shrink-0 rounded-xl"
        />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-bold">{t("consent.appPrompt.title")}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {platform === "android" ? t("consent.appPrompt.textAndroid") : t("consent.appPrompt.textIos")}
          </p>
        </div>
        <a
          href={storeUrl}
          rel="noopener"
          className="btn-primary order-last w-full shrink-0 px-3 text-sm sm:order-none sm:w-auto"
        >
          {platform === "android" ? t("consent.appPrompt.openAndroid") : t("consent.appPrompt.openIos")}
        </a>
        <form
          method="post"
          action={APP_PROMPT_ACTION}
          onSubmit={(event) => {
            event.preventDefault();
            const body = new FormData(event.currentTarget);
            body.delete("redirectTo");
            void fetcher.submit(body, { method: "post", action: APP_PROMPT_ACTION });
          }}
        >
          <XsrfField />
          <input type="hidden" name="redirectTo" value={location.pathname + withoutTrackingParams(location.search)} />
          <button
            type="submit"
            className="grid h-11 w-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
            <span className="sr-only">{t("consent.appPrompt.dismiss")}</span>
          </button>
        </form>
      </div>
    </aside>
  );
}
