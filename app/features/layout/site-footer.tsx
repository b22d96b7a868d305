import { useTranslation } from "#app/i18n/react.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import { FooterCookieLink } from "#app/features/consent/consent-parts.tsx";
import { Island } from "#app/islands/island.tsx";
import { company } from "#app/shared/layout/company.ts";
import { Logo } from "./logo.tsx";

export interface StoreLinks {
  iosAppUrl: string;
  androidAppUrl: string;
}

function FooterColumn({
  title,
  links,
  extra,
}: {
  title: string;
  links: Array<{ to: string; label: string }>;
  extra?: React.ReactNode;
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <LocalLink to={link.to} className="text-sm text-slate-300 hover:text-white hover:underline">
              {link.label}
            </LocalLink>
          </li>
        ))}
        {extra ? <li>{extra}</li> : null}
      </ul>
    </div>
  );
}

export function SiteFooter({ stores }: { stores: StoreLinks }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 bg-slate-950 text-slate-300">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <Logo className="text-white" />
          <p className="mt-3 text-sm">{t("app.tagline")}</p>
          <p className="mt-4 text-sm">
            {t("footer.callCenter")}:{" "}
            <a href={company.callCenterHref} className="font-semibold whitespace-nowrap text-white hover:underline">
              {company.callCenter}
            </a>
          </p>
          <p className="mt-1 text-sm">{t("footer.support")}</p>
        </div>
        <FooterColumn
          title={t("footer.company")}
          links={[
            { to: "/hakkimizda", label: t("footer.about") },
            { to: "/tum_haberler", label: t("footer.news") },
            { to: "/ik", label: t("footer.careers") },
            { to: "/Filo-Kiralama", label: t("footer.fleetRental") },
            { to: "/iletisim", label: t("footer.contactUs") },
          ]}
        />
        <FooterColumn
          title={t("footer.services")}
          links={[
            { to: "/Rezervasyon-On-Izleme", label: t("footer.reservationLookup") },
            { to: "/Rezervasyon-Iptal", label: t("footer.cancellation") },
            { to: "/sanal-odeme", label: t("footer.virtualPayment") },
            { to: "/sss", label: t("nav.help") },
          ]}
        />
        <FooterColumn
          title={t("footer.legal")}
          links={[
            { to: "/Arac-Kiralama-Kosullari", label: t("footer.rentalTerms") },
            { to: "/Arac-Kiralama-Rehberi", label: t("footer.rentalGuide") },
            { to: "/KVKK-Aydinlatma-Metni", label: t("footer.kvkk") },
            { to: "/Metin-Cerez-Politikasi", label: t("footer.cookies") },
          ]}
          extra={
            <Island name="cookie-link" as="span">
              <FooterCookieLink />
            </Island>
          }
        />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t("footer.apps")}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a
                href={stores.iosAppUrl}
                className="inline-flex rounded-lg border border-slate-600 px-3 py-2 text-sm text-white hover:border-white"
              >
                {t("footer.appStore")}
              </a>
            </li>
            <li>
              <a
                href={stores.androidAppUrl}
                className="inline-flex rounded-lg border border-slate-600 px-3 py-2 text-sm text-white hover:border-white"
              >
                {t("footer.googlePlay")}
              </a>
            </li>
          </ul>
          <h2 className="mt-6 text-sm font-semibold tracking-wide text-white uppercase">{t("footer.social")}</h2>
          <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1">
            {company.social.map((s) => (
              <li key={s.name}>
                <a href={s.href} rel="noopener" className="text-sm text-slate-300 hover:text-white hover:underline">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="container-page py-5 text-xs text-slate-400">
          {t("footer.rights", { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
