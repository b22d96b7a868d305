// "Call and message the office" (decision 0058): the 24/7 roadside line and the reservation's
// offices as tel: and mailto: links, on the booking result and the reservation lookup. The numbers
// come formatted from the server (national display, E.164 href).
import type { OfficeContact, ReservationContacts } from "#app/shared/contact/phone-links.ts";
import { useTranslation } from "#app/i18n/react.tsx";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-400";

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0" fill="currentColor">
      <path d="M2 3.5A1.5 1.5 0 0 1 3.5 2h2.1a1.5 1.5 0 0 1 1.46 1.15l.6 2.5a1.5 1.5 0 0 1-.43 1.43L5.9 8.3a11 11 0 0 0 5.8 5.8l1.22-1.33a1.5 1.5 0 0 1 1.43-.43l2.5.6A1.5 1.5 0 0 1 18 14.4v2.1a1.5 1.5 0 0 1-1.5 1.5h-1A13.5 13.5 0 0 1 2 4.5v-1Z" />
    </svg>
  );
}

function Office({ label, office }: { label: string; office: OfficeContact }) {
  const { t } = useTranslation();
  return (
    <li className="space-y-0.5" data-testid="office-contact">
      <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
      <p className="font-semibold">{office.name}</p>
      {office.phone ? (
        <a
          href={office.phone.href}
          className={linkClass}
          aria-label={t("contactChannels.reservation.callLabel", { name: office.name, number: office.phone.display })}
        >
          <PhoneIcon />
          <span className="tabular-nums">{office.phone.display}</span>
        </a>
      ) : null}
      {office.email ? (
        <a href={`mailto:${office.email}`} className={`${linkClass} break-all`}>
          {office.email}
        </a>
      ) : null}
    </li>
  );
}

export function ReservationContactLinks({
  contacts,
  className = "",
  headingLevel = 2,
}: {
  contacts: ReservationContacts;
  className?: string;
  /** 3 inside the lookup's reservation card (its title is the h2). */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <section aria-labelledby="reservation-contacts" className={className} data-testid="reservation-contacts">
      <Heading id="reservation-contacts" className={headingLevel === 3 ? "font-semibold" : "text-lg font-semibold"}>
        {t("contactChannels.reservation.title")}
      </Heading>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        <li className="space-y-0.5 sm:col-span-2" data-testid="roadside">
          <p className="font-semibold">{t("contactChannels.reservation.roadside")}</p>
          <a
            href={contacts.roadside.href}
            className={`${linkClass} text-xl`}
            aria-label={t("contactChannels.reservation.callLabel", {
              name: t("contactChannels.reservation.roadside"),
              number: contacts.roadside.display,
            })}
          >
            <PhoneIcon />
            <span className="tabular-nums">{contacts.roadside.display}</span>
          </a>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("contactChannels.reservation.roadsideHint")}</p>
        </li>
        <Office
          label={t(contacts.dropoff ? "contactChannels.reservation.pickup" : "contactChannels.reservation.same")}
          office={contacts.pickup}
        />
        {contacts.dropoff ? (
          <Office label={t("contactChannels.reservation.dropoff")} office={contacts.dropoff} />
        ) : null}
      </ul>
    </section>
  );
}
