// The price lines of a quote, its VAT split, deposit and free kilometres: steps 2 and 4 and the
// result page (not the search results, decision 0114).
import { formatDistanceKm } from "#app/domain/delivery/delivery-fee.ts";
import { formatKm } from "#app/domain/text/quantities.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { formatDiscountPercent } from "#app/domain/pricing/pay-now.ts";
import type { QuoteLine } from "#app/domain/pricing/quote.ts";
import { DEPOSIT_FREE_CODE } from "#app/domain/pricing/deposit-free.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { QuoteView } from "#app/shared/booking/booking-types.ts";

export function useLineLabel(quote: Pick<QuoteView, "assuranceName" | "addOnNames" | "kmPackageName" | "extraNames">) {
  const { t, lang } = useTranslation();
  return (line: QuoteLine): string => {
    switch (line.kind) {
      case "vehicle":
        return t("booking.total.lineVehicle", { count: line.days });
      case "campaignDiscount":
        return t("booking.total.lineCampaign", { code: line.code });
      case "memberDiscount":
        return t("booking.total.lineMember", { percent: line.percent });
      case "oneWayFee":
        return t("booking.total.lineOneWay");
      case "delivery":
        return t(line.leg === "delivery" ? "booking.total.lineDelivery" : "booking.total.lineCollection", {
          km: formatDistanceKm(line.km, lang),
        });
      case "payNowDiscount":
        return t("booking.total.linePayNow", { percent: formatDiscountPercent(line.basisPoints, lang) });
      case "assurance":
        if (line.addOn === DEPOSIT_FREE_CODE) {
          return t("booking.depositFree.line", { count: line.days, daily: formatTl(line.dailyKurus, lang) });
        }
        return t("booking.total.lineAssurance", {
          name: line.addOn ? (quote.addOnNames[line.addOn] ?? line.addOn) : (quote.assuranceName ?? ""),
          count: line.days,
        });
      case "kmPackage":
        return t("booking.total.lineKm", { name: quote.kmPackageName ?? "" });
      case "extra":
        return t("booking.total.lineExtra", {
          name: quote.extraNames[line.code] ?? line.code,
          quantity: line.quantity,
        });
    }
  };
}

/** The quote's lines, VAT split, deposit and free kilometres. */
export function QuoteTable({ quote, busy = false }: { quote: QuoteView; busy?: boolean }) {
  const { t, lang } = useTranslation();
  const label = useLineLabel(quote);
  const discount = (l: QuoteLine) =>
    l.kind === "campaignDiscount" || l.kind === "memberDiscount" || l.kind === "payNowDiscount";
  return (
    <div aria-busy={busy}>
      <table className="w-full text-sm">
        <caption className="sr-only">{t("booking.total.title")}</caption>
        <tbody>
          {quote.lines.map((line, i) => (
            <tr key={i} className="border-b border-slate-100 dark:border-slate-800">
              <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                {label(line)}
              </th>
              <td className="py-1.5 text-right whitespace-nowrap tabular-nums">
                {formatTl(discount(line) ? -Math.abs(line.amountKurus) : line.amountKurus, lang)}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="pt-2 text-left font-normal text-slate-600 dark:text-slate-400">
              {t("booking.total.net")}
            </th>
            <td className="pt-2 text-right tabular-nums">{formatTl(quote.vat.net, lang)}</td>
          </tr>
          <tr>
            <th scope="row" className="text-left font-normal text-slate-600 dark:text-slate-400">
              {t("booking.total.vat")}
            </th>
            <td className="text-right tabular-nums">{formatTl(quote.vat.vat, lang)}</td>
          </tr>
          <tr className="text-base font-bold">
            <th scope="row" className="pt-2 text-left">
              {t("booking.total.total")}
            </th>
            <td className="pt-2 text-right tabular-nums" data-testid="quote-total">
              {formatTl(quote.totalKurus, lang)}
            </td>
          </tr>
        </tbody>
      </table>
      <dl className="mt-3 grid grid-cols-2 gap-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">{t("booking.total.deposit")}</dt>
        {quote.depositFree ? (
          <dd className="text-right" data-deposit-free>
            {t("booking.depositFree.noDepositShort")}
          </dd>
        ) : (
          <dd className="text-right tabular-nums">{formatTl(quote.depositKurus, lang)}</dd>
        )}
        <dt className="text-slate-600 dark:text-slate-400">{t("booking.total.kmAllowance")}</dt>
        <dd className="text-right">
          {quote.kmAllowance === "unlimited" ? t("booking.packages.unlimited") : formatKm(quote.kmAllowance, lang)}
        </dd>
      </dl>
    </div>
  );
}
