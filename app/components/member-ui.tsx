// Pieces only the member forms use: the card they sit in, notices, and the phone pair with the
// member catalog's labels. The fields themselves come from components/form-fields.tsx.
import type { ReactNode } from "react";
import { type AnyField, PhoneFields } from "#app/components/form-fields.tsx";
import { useTranslation } from "#app/i18n/react.tsx";

export const cardClass =
  "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900";

export function MemberPhoneFields(props: {
  country: AnyField;
  phone: AnyField;
  countries: { code: string; name: string; dial: string; example?: string }[];
}) {
  const { t } = useTranslation();
  return (
    <PhoneFields
      {...props}
      labels={{
        country: t("members.fields.phoneCountry"),
        chooseCountry: t("members.fields.chooseCountry"),
        phone: t("members.fields.phone"),
        hint: (example) => t("members.fields.phoneHint", { example }),
      }}
    />
  );
}

export function Notice({ tone, children }: { tone: "success" | "error" | "info"; children: ReactNode }) {
  const styles = {
    success:
      "border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50",
    error: "border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50",
    info: "border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50",
  }[tone];
  return (
    // data-outcome: after a back-office action the focus lands here (components/outcome.tsx, decision 0096).
    <div
      role={tone === "error" ? "alert" : "status"}
      data-outcome={tone}
      tabIndex={-1}
      className={`rounded-xl border p-3 text-sm ${styles}`}
    >
      {children}
    </div>
  );
}
