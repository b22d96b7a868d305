// Step 2's way to the delivery step (decision 0123), shown when an office of the booking delivers.
import { useTranslation } from "#app/i18n/react.tsx";

export function DeliveryOfferLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="delivery-offer-link"
      className="mb-4 rounded-xl border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50"
    >
      <p>
        <a id="delivery-offer-link" href={href} className="font-semibold underline">
          {t("booking.deliveryOffer.link")}
        </a>
      </p>
      <p className="mt-1">{t("booking.deliveryOffer.lead")}</p>
    </aside>
  );
}
