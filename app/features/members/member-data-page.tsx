// /uye-verilerim (decision 0067): download a copy of one's personal data (JSON, PDF), and delete
// the account after reading what is deleted and what the law keeps, and why.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { TextField } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import type { RetentionRule } from "#app/domain/identity/kvkk-retention.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { DELETE_ACCOUNT_INTENT, deleteAccountSchema } from "#app/shared/members/member-data-schema.ts";
import { cardClass, Notice } from "#app/components/member-ui.tsx";

export type MemberDataPageData = {
  slug: "verilerim";
  rules: RetentionRule[];
  counts: { keepUntilEnded: number; keepForTax: number; anonymise: number; formSubmissions: number };
};

type ActionData = { intent: string; reply: SubmissionResult<string[]> | null } | null;

const downloadClass =
  "flex flex-col rounded-xl border border-slate-300 p-4 no-underline hover:border-sky-700 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 dark:border-slate-700 dark:hover:bg-slate-800";

export function MemberDataPage({
  page,
  email,
  actionData,
}: {
  page: MemberDataPageData;
  email: string;
  actionData: ActionData;
}) {
  const { t, lang } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "delete-account",
    lastResult: actionData?.intent === DELETE_ACCOUNT_INTENT ? actionData.reply : null,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteAccountSchema(email) }),
  });
  const base = lang === "en" ? "/en/uye-verilerim" : "/uye-verilerim";
  const deleted = page.rules.filter((r) => r.outcome === "deleted" || r.outcome === "anonymised");
  const kept = page.rules.filter((r) => r.outcome === "kept");
  const running = page.rules.filter((r) => r.outcome === "keptUntilEnded");
  const counts = (["keepForTax", "keepUntilEnded", "anonymise", "formSubmissions"] as const).filter(
    (key) => page.counts[key] > 0,
  );
  return (
    <div className="space-y-6">
      <p className="text-slate-700 dark:text-slate-300">{t("members.data.lead")}</p>

      <section className={cardClass} aria-labelledby="data-export-title">
        <h3 id="data-export-title" className="text-lg font-semibold">
          {t("members.data.exportTitle")}
        </h3>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("members.data.exportLead")}</p>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <a href={`${base}/verilerim.json`} download className={downloadClass}>
            <span className="font-semibold text-sky-800 dark:text-sky-300">{t("members.data.downloadJson")}</span>
            <span className="text-sm text-slate-700 dark:text-slate-300">{t("members.data.downloadJsonHint")}</span>
          </a>
          <a href={`${base}/verilerim.pdf`} download className={downloadClass}>
            <span className="font-semibold text-sky-800 dark:text-sky-300">{t("members.data.downloadPdf")}</span>
            <span className="text-sm text-slate-700 dark:text-slate-300">{t("members.data.downloadPdfHint")}</span>
          </a>
        </div>
      </section>

      <section className={cardClass} aria-labelledby="data-delete-title">
        <h3 id="data-delete-title" className="text-lg font-semibold">
          {t("members.data.deleteTitle")}
        </h3>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("members.data.deleteLead")}</p>

        <h4 className="mt-5 font-semibold">{t("members.data.deletedTitle")}</h4>
        <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-800 dark:text-slate-200">
          {deleted.map((r) => (
            <li key={r.category}>{t(`members.data.categories.${r.category}`)}</li>
          ))}
        </ul>

        <h4 className="mt-5 font-semibold">{t("members.data.keptTitle")}</h4>
        <ul className="mt-2 space-y-2 text-sm text-slate-800 dark:text-slate-200">
          {kept.map((r) => (
            <li
              key={r.category}
              className="flex flex-wrap justify-between gap-x-4 border-b border-slate-200 pb-2 dark:border-slate-700"
            >
              <span className="min-w-0 flex-1">{t(`members.data.categories.${r.category}`)}</span>
              {r.outcome === "kept" ? (
                <span className="w-full sm:w-auto sm:max-w-60 sm:text-end">
                  <span className="block font-semibold whitespace-nowrap">
                    {t("members.data.keptPeriod", { count: r.years })}
                  </span>
                  <span className="block text-xs text-slate-700 dark:text-slate-300">
                    {t(`members.data.bases.${r.basis}`)}
                  </span>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t("members.data.keptBasis")}</p>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t("members.data.keptRestricted")}</p>

        {running.map((r) => (
          <div key={r.category}>
            <h4 className="mt-5 font-semibold">{t("members.data.upcomingTitle")}</h4>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {t(`members.data.categories.${r.category}`)}
            </p>
          </div>
        ))}

        {counts.length > 0 ? (
          <>
            <h4 className="mt-5 font-semibold">{t("members.data.yours")}</h4>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
              {counts.map((key) => (
                <div key={key} className="contents">
                  <dt className="text-slate-700 dark:text-slate-300">{t(`members.data.counts.${key}`)}</dt>
                  <dd className="text-end font-semibold">{page.counts[key]}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}

        <Form
          method="post"
          {...getFormProps(form)}
          className="mt-6 space-y-4 border-t border-slate-200 pt-5 dark:border-slate-700"
        >
          <XsrfField />
          {form.status === "error" ? <Notice tone="error">{t("members.errors.summary")}</Notice> : null}
          <TextField
            field={fields.confirmEmail}
            type="email"
            label={t("members.data.confirmLabel")}
            hint={t("members.data.confirmHint", { email })}
            autoComplete="off"
            inputMode="email"
            maxLength={320}
            required
          />
          <button
            type="submit"
            name="intent"
            value={DELETE_ACCOUNT_INTENT}
            className="btn-primary bg-red-700 hover:bg-red-800"
            disabled={navigation.state === "submitting"}
          >
            {t("members.data.submit")}
          </button>
        </Form>
      </section>
    </div>
  );
}
