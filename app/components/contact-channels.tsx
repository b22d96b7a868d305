import { useTranslation } from "#app/i18n/react.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import { company } from "#app/shared/layout/company.ts";

/** The company's contact channels: call centre, e-mail and the office list. */
export function ContactChannels() {
  const { t } = useTranslation();
  return (
    <section className="container-page py-12" aria-labelledby="contact-channels">
      <div className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <h2 id="contact-channels" className="text-xl font-bold">
          {t("contactChannels.title")}
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t("contactChannels.text")}</p>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t("contactChannels.call")}</dt>
            <dd>
              <a
                href={company.callCenterHref}
                className="text-lg font-semibold text-brand-700 hover:underline dark:text-brand-400"
              >
                {company.callCenter}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t("contactChannels.email")}</dt>
            <dd>
              <a
                href={`mailto:${company.email}`}
                className="text-lg font-semibold text-brand-700 hover:underline dark:text-brand-400"
              >
                {company.email}
              </a>
            </dd>
          </div>
        </dl>
        <LocalLink to="/hizmet-noktalarimiz" className="btn-secondary mt-6">
          {t("contactChannels.offices")}
        </LocalLink>
      </div>
    </section>
  );
}
