// The hand-over page's warning when the reservation still owes money (decision 0081): a warning, or
// a refusal when the office takes no car out unpaid, with the link to take the payment.
import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";

export type OwedAtPickup = { amount: string; refuse: boolean; payHref: string | null };

export function OwedAtPickupNotice({ owed }: { owed: OwedAtPickup | null }) {
  const { t } = useTranslation();
  if (!owed) return null;
  const tone = owed.refuse
    ? "border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50"
    : "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50";
  return (
    <div
      role="status"
      data-testid="owed-at-pickup"
      className={`flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3 text-sm ${tone}`}
    >
      <p className="font-medium">
        {t(owed.refuse ? "deskMoney.pickup.owedRefused" : "deskMoney.pickup.owed", { amount: owed.amount })}
      </p>
      {owed.payHref ? (
        <Link to={owed.payHref} className="btn-primary">
          {t("deskMoney.pickup.pay")}
        </Link>
      ) : null}
    </div>
  );
}
