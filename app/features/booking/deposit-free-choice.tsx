// Step 2's deposit-free package (decision 0125): a checkbox where the pick-up office offers it for
// the class; the server prices it like every other choice of the step.
import { formatTl } from "#app/domain/money/money.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { cardClass } from "./booking-ui.tsx";

export type DepositFreeOption = { dailyKurus: number; depositKurus: number };

export function DepositFreeChoice({
  offer,
  checked,
  onChange,
  rowClass,
}: {
  offer: DepositFreeOption;
  checked: boolean;
  onChange: () => void;
  rowClass: string;
}) {
  const { t, lang } = useTranslation();
  const daily = formatTl(offer.dailyKurus, lang);
  return (
    <fieldset className={cardClass} data-deposit-free-choice>
      <legend className="float-left mb-3 w-full text-lg font-semibold">{t("booking.depositFree.title")}</legend>
      <p id="deposit-free-lead" className="clear-both mb-2 text-sm text-slate-700 dark:text-slate-300">
        {t("booking.depositFree.lead", { deposit: formatTl(offer.depositKurus, lang), daily })}
      </p>
      <label className={rowClass}>
        <input
          type="checkbox"
          name="depositFree"
          value="1"
          defaultChecked={checked}
          onChange={onChange}
          aria-describedby="deposit-free-lead"
          className="mt-1 h-4 w-4 accent-brand-700"
        />
        <span className="flex-1 font-semibold">{t("booking.depositFree.choose", { daily })}</span>
      </label>
    </fieldset>
  );
}
