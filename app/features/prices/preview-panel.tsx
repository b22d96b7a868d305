// The preview of a price change: the sample rental's lines and total now and after saving, as
// `quoteRental` computes them (the numbers come from the action; nothing is computed here).
import type { PricePreview, SamplePrice } from "#app/domain/pricing/price-edits.ts";
import type { QuoteLine } from "#app/domain/pricing/quote.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { useLang } from "#app/components/use-lang.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { Panel } from "#app/components/panel.tsx";
import { tdClass, thClass } from "#app/components/panel.tsx";

type Row = { key: string; kind: QuoteLine["kind"] };

function rowsOf(...sides: SamplePrice[]): Row[] {
  const rows: Row[] = [];
  for (const side of sides) {
    if (!side.ok) continue;
    for (const line of side.quote.lines) {
      const key = line.kind === "extra" ? `extra:${line.code}` : line.kind;
      if (!rows.some((r) => r.key === key)) rows.push({ key, kind: line.kind });
    }
  }
  return rows;
}

function amountOf(side: SamplePrice, key: string): number | null {
  if (!side.ok) return null;
  const line = side.quote.lines.find((l) => (l.kind === "extra" ? `extra:${l.code}` : l.kind) === key);
  return line ? line.amountKurus : null;
}

export function PreviewPanel({ result }: { result: { days: number; preview: PricePreview } | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const tl = (kurus: number | null) => (kurus === null ? "—" : formatTl(kurus, lang));
  const label = (kind: QuoteLine["kind"]) =>
    kind === "campaignDiscount" || kind === "memberDiscount" || kind === "payNowDiscount"
      ? kind
      : t(`prices.previewPanel.${kind}`);
  if (!result) {
    return (
      <Panel id="price-preview" title={t("prices.previewPanel.title")}>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("prices.previewPanel.empty")}</p>
      </Panel>
    );
  }
  const { before, after, differenceKurus } = result.preview;
  const total = (side: SamplePrice) => (side.ok ? tl(side.quote.totalKurus) : t("prices.previewPanel.noPrice"));
  return (
    <Panel id="price-preview" title={t("prices.previewPanel.title")}>
      {/* The focus lands here after a preview (decision 0096): the keyboard goes on to Save from here. */}
      <div aria-live="polite" data-testid="price-preview" data-outcome="success" tabIndex={-1}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left text-sm">
            {t("prices.previewPanel.caption", { count: result.days })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                {t("prices.previewPanel.line")}
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                {t("prices.previewPanel.now")}
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                {t("prices.previewPanel.after")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rowsOf(before, after).map((row) => (
              <tr key={row.key}>
                <th scope="row" className={`${tdClass} font-normal`}>
                  {label(row.kind)}
                </th>
                <td className={`${tdClass} text-right tabular-nums`}>{tl(amountOf(before, row.key))}</td>
                <td className={`${tdClass} text-right tabular-nums`}>{tl(amountOf(after, row.key))}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className={`${tdClass} font-bold`}>
                {t("prices.previewPanel.total")}
              </th>
              <td className={`${tdClass} text-right font-bold tabular-nums`} data-testid="preview-before">
                {total(before)}
              </td>
              <td className={`${tdClass} text-right font-bold tabular-nums`} data-testid="preview-after">
                {total(after)}
              </td>
            </tr>
          </tbody>
        </table>
        {differenceKurus !== null ? (
          <p className="mt-2 text-sm font-semibold">
            {t("prices.previewPanel.difference")}: {differenceKurus > 0 ? "+" : ""}
            {tl(differenceKurus)}
          </p>
        ) : null}
      </div>
    </Panel>
  );
}
