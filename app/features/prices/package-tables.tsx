// The packages page's three price tables: assurance per class and day, KM packages, extras.
import { LocalLink } from "#app/components/localized-link.tsx";
import { useLang } from "#app/components/use-lang.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { ScrollTable, tdClass, thClass } from "#app/components/panel.tsx";
import { Panel } from "#app/components/panel.tsx";

export type PackageTablesProps = {
  classes: { id: number; name: string }[];
  assurance: { id: number; name: string; prices: Record<string, number> }[];
  km: { id: number; name: string; extraKm: number | null; priceKurus: number }[];
  extras: {
    id: number;
    name: string;
    pricing: "per_day" | "per_rental";
    priceKurus: number;
    capKurus: number | null;
  }[];
};

function EditLink({ edit, name }: { edit: string; name: string }) {
  const { t } = useTranslation();
  return (
    <LocalLink
      to={`/yonetim/fiyatlar/paketler?edit=${edit}#package-editor-title`}
      className="font-semibold underline"
      aria-label={t("prices.packages.editLabel", { name })}
    >
      {t("prices.packages.edit")}
    </LocalLink>
  );
}

export function PackageTables({ classes, assurance, km, extras }: PackageTablesProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const tl = (kurus: number) => formatTl(kurus, lang);
  const editHead = (
    <th scope="col" className={thClass}>
      <span className="sr-only">{t("prices.packages.edit")}</span>
    </th>
  );
  return (
    <>
      <Panel id="assurance-table" title={t("prices.packages.assuranceTitle")}>
        <ScrollTable label={t("prices.packages.assurance")}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                {t("prices.packages.package")}
              </th>
              {classes.map((c) => (
                <th key={c.id} scope="col" className={`${thClass} text-right`}>
                  {c.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {assurance.map((p) => (
              <tr key={p.id}>
                <th scope="row" className={`${tdClass} font-semibold`}>
                  {p.name}
                </th>
                {classes.map((c) => {
                  const price = p.prices[String(c.id)];
                  return (
                    <td key={c.id} className={`${tdClass} text-right whitespace-nowrap tabular-nums`}>
                      {price === undefined ? t("prices.packages.notOffered") : tl(price)}{" "}
                      <EditLink edit={`assurance-${p.id}-${c.id}`} name={`${p.name} – ${c.name}`} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </Panel>
      <div className="grid gap-4 *:min-w-0">
        <Panel id="km-table" title={t("prices.packages.kmTitle")}>
          <ScrollTable label={t("prices.packages.km")}>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  {t("prices.packages.package")}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  {t("prices.packages.price")}
                </th>
                {editHead}
              </tr>
            </thead>
            <tbody>
              {km.map((k) => (
                <tr key={k.id}>
                  <th scope="row" className={`${tdClass} font-semibold`}>
                    {k.extraKm === null ? `${k.name} (${t("prices.packages.unlimited")})` : k.name}
                  </th>
                  <td className={`${tdClass} text-right tabular-nums`}>{tl(k.priceKurus)}</td>
                  <td className={tdClass}>
                    <EditLink edit={`km-${k.id}`} name={k.name} />
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </Panel>
        <Panel id="extras-table" title={t("prices.packages.extrasTitle")}>
          <ScrollTable label={t("prices.packages.extras")}>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  {t("prices.packages.product")}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  {t("prices.packages.price")}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  {t("prices.packages.cap")}
                </th>
                {editHead}
              </tr>
            </thead>
            <tbody>
              {extras.map((e) => (
                <tr key={e.id}>
                  <th scope="row" className={`${tdClass} font-semibold`}>
                    {e.name}
                  </th>
                  <td className={`${tdClass} text-right tabular-nums`}>
                    {tl(e.priceKurus)}{" "}
                    {e.pricing === "per_day" ? t("prices.packages.perDay") : t("prices.packages.perRental")}
                  </td>
                  <td className={`${tdClass} text-right tabular-nums`}>{e.capKurus === null ? "—" : tl(e.capKurus)}</td>
                  <td className={tdClass}>
                    <EditLink edit={`extra-${e.id}`} name={e.name} />
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </Panel>
      </div>
    </>
  );
}
