// The member area under the "Üye İşlemleri" banner: a sub-menu and one page per slug.
import { formatLocalDateTime } from "#app/domain/time/local-format.ts";
import type { Lang } from "#app/i18n/config.ts";
import { getFormProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import {
  CheckboxField,
  ErrorText,
  inputClass,
  labelClass,
  TextField,
  useErrorText,
} from "#app/components/form-fields.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { formatTl } from "#app/domain/money/money.ts";
import { formatIstanbulLocal } from "#app/domain/time/istanbul.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { Banner } from "#app/components/banner.tsx";
import {
  emailChangeSchema,
  emailCodeSchema,
  endMembershipSchema,
  passwordChangeSchema,
  profileSchema,
} from "#app/shared/members/member-schemas.ts";
import { cardClass, MemberPhoneFields, Notice } from "#app/components/member-ui.tsx";
import { DriverProfilePage } from "./driver-profile-page.tsx";
import { MemberDataPage, type MemberDataPageData } from "./member-data-page.tsx";
import { ReservationActionList } from "./reservation-actions.tsx";
import type { ReservationActions } from "#app/shared/reservations/reservation-view.ts";

const noActions = (number: string): ReservationActions => ({
  number,
  canCancel: false,
  canPayOnline: false,
  canChange: false,
  hasReceipt: false,
});
import type { DriverProfileValues } from "#app/shared/members/driver-profile-schema.ts";

type Reply = SubmissionResult<string[]> | null;
type ActionData = { intent: string; reply: Reply; pendingEmail?: string } | null;

type Reservation = {
  number: string;
  status: string;
  paymentType: string;
  pickupAt: Date | string;
  returnAt: Date | string;
  totalKurus: number;
  modelName: string;
  pickupOffice: string;
  dropoffOffice: string;
  deliveryAddress?: string | null;
  collectionAddress?: string | null;
};

type MemberPage =
  | { slug: "profil"; countries: { code: string; name: string; dial: string }[]; phoneNational: string }
  | { slug: "surucu-bilgileri"; today: string; profile: DriverProfileValues }
  | { slug: "sifre-degistir" }
  | { slug: "uyelik-sonlandir" }
  | MemberDataPageData
  | {
      slug: "rezervasyonlar";
      active: Reservation[];
      past: Reservation[];
      claimable: number;
      actions: Record<string, ReservationActions>;
    }
  | { slug: "aktif-kiralamalar"; rentals: Reservation[]; actions: Record<string, ReservationActions> }
  | { slug: "gecmis"; rentals: Reservation[]; actions: Record<string, ReservationActions> }
  | {
      slug: "faturalar";
      bills: {
        number: string;
        pickupAt: Date | string;
        totalKurus: number;
        modelName: string;
        paidAt: Date | string;
      }[];
      /** The member's invoices and return invoices (decision 0092), beside the receipts. */
      invoices?: {
        number: string;
        typeCode: "SATIS" | "IADE";
        issuedAt: Date | string;
        payableKurus: number;
        reservationNumber: string;
      }[];
    }
  | {
      slug: "kampanyalar";
      campaigns: { slug: string; title: string; summary: string; code: string | null; membersOnly: boolean }[];
    }
  | {
      slug: "indirimler";
      discounts: {
        slug: string;
        name: string;
        className: string;
        pct: number;
        fromKurus: number | null;
        memberFromKurus: number | null;
      }[];
    };

export type MemberAreaProps = {
  slug: string;
  member: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    phoneCountry: string;
    lang: "tr" | "en";
  };
  notice: string | null;
  count: string | null;
  page: MemberPage;
};

const MENU = [
  ["profil", "profile"],
  ["surucu-bilgileri", "driver"],
  ["sifre-degistir", "password"],
  ["rezervasyonlar", "reservations"],
  ["aktif-kiralamalar", "activeRentals"],
  ["gecmis", "history"],
  ["faturalar", "bills"],
  ["kampanyalar", "campaigns"],
  ["indirimler", "discounts"],
  ["verilerim", "myData"],
  ["uyelik-sonlandir", "endMembership"],
] as const;

/** Istanbul wall time the reader's way ("12.01.2027 10:00" / "12 Jan 2027, 10:00"); `day`: the date alone. */
const when = (value: Date | string, lang: Lang, day = false) => {
  const local = formatIstanbulLocal(new Date(value));
  return formatLocalDateTime(day ? local.slice(0, 10) : local, lang);
};

export function MemberArea({ data, actionData }: { data: MemberAreaProps; actionData: ActionData }) {
  const { t } = useTranslation();
  const current = MENU.find(([slug]) => slug === data.slug);
  const title = current ? t(`members.area.${current[1]}`) : t("pages.member.title");
  return (
    <MemberShell firstName={data.member.firstName} title={title}>
      <MemberPageView data={data} actionData={actionData} />
    </MemberShell>
  );
}

/** The member area's frame: the banner with its sub-menu, the page's title and "Sign out". */
export function MemberShell({ firstName, title, children }: { firstName: string; title: string; children: ReactNode }) {
  const { t, lang } = useTranslation();
  return (
    <main id="main">
      <Banner
        title={t("pages.member.title")}
        subtitle={t("members.area.greeting", { name: firstName })}
        scene="family"
        height={240}
        subMenu={{
          label: t("members.area.menu"),
          items: MENU.map(([slug, key]) => ({ to: `/uye-${slug}`, label: t(`members.area.${key}`) })),
        }}
      />
      <div className="container-page max-w-4xl py-8">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-2xl font-bold">{title}</h2>
          <Form method="post" action={lang === "en" ? "/en/uye-profil" : "/uye-profil"}>
            <XsrfField />
            <button type="submit" name="intent" value="signOut" className="btn-secondary">
              {t("members.area.signOut")}
            </button>
          </Form>
        </div>
        {children}
      </div>
    </main>
  );
}

function MemberPageView({ data, actionData }: { data: MemberAreaProps; actionData: ActionData }) {
  const page = data.page;
  switch (page.slug) {
    case "profil":
      return (
        <ProfilePage
          member={{ ...data.member, phone: page.phoneNational }}
          countries={page.countries}
          notice={data.notice}
          actionData={actionData}
        />
      );
    case "surucu-bilgileri":
      return (
        // A saved or deleted profile starts the form again from what is stored.
        <DriverProfilePage
          key={JSON.stringify(page.profile)}
          profile={page.profile}
          today={page.today}
          notice={data.notice}
          actionData={actionData}
        />
      );
    case "sifre-degistir":
      return <PasswordPage notice={data.notice} actionData={actionData} />;
    case "uyelik-sonlandir":
      return <EndPage actionData={actionData} />;
    case "verilerim":
      return <MemberDataPage page={page} email={data.member.email} actionData={actionData} />;
    case "rezervasyonlar":
      return <ReservationsPage page={page} email={data.member.email} notice={data.notice} claimedCount={data.count} />;
    case "aktif-kiralamalar":
      return <RentalList rentals={page.rentals} actions={page.actions} empty="members.rentals.none" />;
    case "gecmis":
      return <RentalList rentals={page.rentals} actions={page.actions} empty="members.history.none" />;
    case "faturalar":
      return <BillsPage bills={page.bills} invoices={page.invoices ?? []} />;
    case "kampanyalar":
      return <CampaignsPage campaigns={page.campaigns} />;
    case "indirimler":
      return <DiscountsPage discounts={page.discounts} />;
  }
}

function Card({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <section className={cardClass} aria-label={label}>
      {children}
    </section>
  );
}

function ProfilePage({
  member,
  countries,
  notice,
  actionData,
}: {
  member: MemberAreaProps["member"];
  countries: { code: string; name: string; dial: string }[];
  notice: string | null;
  actionData: ActionData;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const errorText = useErrorText();
  const [form, fields] = useForm({
    id: "profile",
    lastResult: actionData?.intent === "profile" ? actionData.reply : null,
    defaultValue: {
      firstName: member.firstName,
      lastName: member.lastName,
      phoneCountry: member.phoneCountry,
      phone: member.phone,
      lang: member.lang,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });
  const pending = actionData?.pendingEmail;
  const langError = errorText(fields.lang.errors);
  return (
    <div className="space-y-6">
      {notice === "guncellendi" ? <Notice tone="success">{t("members.profile.updated")}</Notice> : null}
      {notice === "epostaDegisti" ? <Notice tone="success">{t("members.profile.emailChanged")}</Notice> : null}
      <Card label={t("members.area.profile")}>
        <p className="mb-5 text-sm text-slate-700 dark:text-slate-300">{t("members.profile.lead")}</p>
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <XsrfField />
          {form.status === "error" ? <Notice tone="error">{t("members.errors.summary")}</Notice> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField field={fields.firstName} label={t("members.fields.firstName")} autoComplete="given-name" />
            <TextField field={fields.lastName} label={t("members.fields.lastName")} autoComplete="family-name" />
          </div>
          <MemberPhoneFields country={fields.phoneCountry} phone={fields.phone} countries={countries} />
          <div>
            <label htmlFor={fields.lang.id} className={labelClass}>
              {t("members.fields.language")}
            </label>
            <select {...getSelectProps(fields.lang)} key={fields.lang.key} className={inputClass}>
              <option value="tr">Türkçe</option>
              <option value="en">English</option>
            </select>
            {langError ? <ErrorText id={fields.lang.errorId}>{langError}</ErrorText> : null}
          </div>
          <button
            type="submit"
            name="intent"
            value="profile"
            className="btn-primary"
            disabled={navigation.state === "submitting"}
          >
            {t("members.profile.save")}
          </button>
        </Form>
      </Card>
      <Card label={t("members.profile.emailTitle")}>
        <h3 className="text-lg font-semibold">{t("members.profile.emailTitle")}</h3>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t("members.profile.emailCurrent", { email: member.email })}
        </p>
        {pending ? (
          <EmailCodeForm pending={pending} actionData={actionData} />
        ) : (
          <EmailRequestForm actionData={actionData} />
        )}
      </Card>
    </div>
  );
}

function EmailRequestForm({ actionData }: { actionData: ActionData }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "email-change",
    lastResult: actionData?.intent === "emailRequest" ? actionData.reply : null,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailChangeSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
      <XsrfField />
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("members.profile.emailLead")}</p>
      <TextField
        field={fields.newEmail}
        type="email"
        label={t("members.fields.newEmail")}
        autoComplete="email"
        inputMode="email"
      />
      <button type="submit" name="intent" value="emailRequest" className="btn-secondary">
        {t("members.profile.emailSubmit")}
      </button>
    </Form>
  );
}

function EmailCodeForm({ pending, actionData }: { pending: string; actionData: ActionData }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "email-code",
    lastResult: actionData?.intent === "emailConfirm" ? actionData.reply : null,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailCodeSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
      <XsrfField />
      <Notice tone="info">{t("members.profile.emailCodeSent", { email: pending })}</Notice>
      <input type="hidden" name="newEmail" value={pending} />
      <TextField
        field={fields.code}
        label={t("members.fields.code")}
        hint={t("members.fields.codeHint")}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="emailConfirm" className="btn-primary">
          {t("members.profile.emailConfirm")}
        </button>
        <LocalLink to="/uye-profil" className="btn-secondary">
          {t("members.profile.emailCancel")}
        </LocalLink>
      </div>
    </Form>
  );
}

function PasswordPage({ notice, actionData }: { notice: string | null; actionData: ActionData }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "password",
    lastResult: actionData?.intent === "password" ? actionData.reply : null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordChangeSchema }),
  });
  return (
    <div className="space-y-6">
      {notice === "degisti" ? <Notice tone="success">{t("members.password.changed")}</Notice> : null}
      <Card label={t("members.area.password")}>
        <p className="mb-5 text-sm text-slate-700 dark:text-slate-300">{t("members.password.lead")}</p>
        <Form method="post" {...getFormProps(form)} className="max-w-md space-y-4">
          <XsrfField />
          <TextField
            field={fields.current}
            type="password"
            label={t("members.fields.currentPassword")}
            autoComplete="current-password"
          />
          <TextField
            field={fields.next}
            type="password"
            label={t("members.fields.newPassword")}
            hint={t("members.fields.passwordHint")}
            autoComplete="new-password"
          />
          <TextField
            field={fields.nextRepeat}
            type="password"
            label={t("members.fields.newPasswordRepeat")}
            autoComplete="new-password"
          />
          <button type="submit" name="intent" value="password" className="btn-primary">
            {t("members.password.submit")}
          </button>
        </Form>
      </Card>
    </div>
  );
}

function EndPage({ actionData }: { actionData: ActionData }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "end",
    lastResult: actionData?.intent === "end" ? actionData.reply : null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: endMembershipSchema }),
  });
  return (
    <Card label={t("members.area.endMembership")}>
      <p className="mb-5 text-slate-700 dark:text-slate-300">{t("members.end.lead")}</p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <XsrfField />
        <TextField field={fields.reason} label={t("members.fields.reason")} rows={4} maxLength={1000} />
        <CheckboxField field={fields.confirm}>{t("members.end.confirm")}</CheckboxField>
        <button type="submit" name="intent" value="end" className="btn-primary bg-red-700 hover:bg-red-800">
          {t("members.end.submit")}
        </button>
      </Form>
    </Card>
  );
}

function ReservationTable({ rows, actions }: { rows: Reservation[]; actions: Record<string, ReservationActions> }) {
  const { t, lang } = useTranslation();
  return (
    <ul className="grid gap-3">
      {rows.map((r) => (
        <li key={r.number} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-mono text-base font-bold">{r.number}</p>
            <p className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium dark:bg-slate-800">
              {t(`members.reservations.statuses.${r.status as "confirmed"}`)}
            </p>
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t("members.reservations.car")}</dt>
              <dd className="font-medium">{r.modelName}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t("members.reservations.total")}</dt>
              <dd className="font-medium tabular-nums">
                {formatTl(r.totalKurus, lang)} · {t(`members.reservations.paymentTypes.${r.paymentType as "office"}`)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t("members.reservations.pickup")}</dt>
              <dd>
                {when(r.pickupAt, lang)} ·{" "}
                {r.deliveryAddress
                  ? t("members.reservations.delivered", { address: r.deliveryAddress })
                  : r.pickupOffice}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t("members.reservations.dropoff")}</dt>
              <dd>
                {when(r.returnAt, lang)} ·{" "}
                {r.collectionAddress
                  ? t("members.reservations.collected", { address: r.collectionAddress })
                  : r.dropoffOffice}
              </dd>
            </div>
          </dl>
          <ReservationActionList actions={actions[r.number] ?? noActions(r.number)} />
        </li>
      ))}
    </ul>
  );
}

function ReservationsPage({
  page,
  email,
  notice,
  claimedCount,
}: {
  page: { active: Reservation[]; past: Reservation[]; claimable: number; actions: Record<string, ReservationActions> };
  email: string;
  notice: string | null;
  claimedCount: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      {notice === "eklendi" ? (
        <Notice tone="success">{t("members.reservations.claimed", { count: Number(claimedCount) || 0 })}</Notice>
      ) : null}
      {page.claimable > 0 ? (
        <Card label={t("members.reservations.claimTitle")}>
          <h3 className="text-lg font-semibold">{t("members.reservations.claimTitle")}</h3>
          <p className="mt-1 text-sm">{t("members.reservations.claimLead", { count: page.claimable, email })}</p>
          <Form method="post" className="mt-3">
            <XsrfField />
            <button type="submit" name="intent" value="claim" className="btn-primary">
              {t("members.reservations.claimButton")}
            </button>
          </Form>
        </Card>
      ) : null}
      <Card label={t("members.reservations.active")}>
        <h3 className="mb-3 text-lg font-semibold">{t("members.reservations.active")}</h3>
        {page.active.length > 0 ? (
          <ReservationTable rows={page.active} actions={page.actions} />
        ) : (
          <div className="space-y-3">
            <p>{t("members.reservations.none")}</p>
            <LocalLink to="/" className="btn-primary inline-flex">
              {t("members.reservations.newBooking")}
            </LocalLink>
          </div>
        )}
      </Card>
      <Card label={t("members.reservations.past")}>
        <h3 className="mb-3 text-lg font-semibold">{t("members.reservations.past")}</h3>
        {page.past.length > 0 ? (
          <ReservationTable rows={page.past} actions={page.actions} />
        ) : (
          <p>{t("members.reservations.nonePast")}</p>
        )}
      </Card>
    </div>
  );
}

function RentalList({
  rentals,
  actions,
  empty,
}: {
  rentals: Reservation[];
  actions: Record<string, ReservationActions>;
  empty: "members.rentals.none" | "members.history.none";
}) {
  const { t } = useTranslation();
  return <Card>{rentals.length > 0 ? <ReservationTable rows={rentals} actions={actions} /> : <p>{t(empty)}</p>}</Card>;
}

type BillsProps = Pick<Extract<MemberPage, { slug: "faturalar" }>, "bills"> & {
  invoices: NonNullable<Extract<MemberPage, { slug: "faturalar" }>["invoices"]>;
};

function BillsPage({ bills, invoices }: BillsProps) {
  const { t, lang } = useTranslation();
  return (
    <Card label={t("members.area.bills")}>
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">{t("members.bills.lead")}</p>
      {invoices.length > 0 ? (
        <ul className="mb-3 grid gap-3" data-testid="member-invoices">
          {invoices.map((i) => {
            const kind = t(i.typeCode === "IADE" ? "invoices.bills.returnInvoice" : "invoices.bills.invoice");
            return (
              <li
                key={i.number}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
              >
                <div>
                  <p className="text-xs font-semibold uppercase text-brand-800 dark:text-brand-300">{kind}</p>
                  <p className="font-mono font-bold">{i.number}</p>
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {i.reservationNumber} · {when(i.issuedAt, lang, true)} · {formatTl(i.payableKurus, lang)}
                  </p>
                </div>
                <a
                  href={`${lang === "en" ? "/en" : ""}/uye-faturalar/${i.number}.pdf`}
                  download
                  aria-label={t("invoices.bills.download", { kind, number: i.number })}
                  className="btn-secondary"
                >
                  {t("members.bills.download")}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
      {bills.length === 0 && invoices.length === 0 ? (
        <p>{t("members.bills.none")}</p>
      ) : (
        <ul className="grid gap-3">
          {bills.map((b) => (
            <li
              key={b.number}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
            >
              <div>
                <p className="text-xs font-semibold uppercase text-slate-600 dark:text-slate-400">
                  {t("invoices.bills.receipt")}
                </p>
                <p className="font-mono font-bold">{b.number}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {b.modelName} · {t("members.bills.paidAt")}: {when(b.paidAt, lang, true)} ·{" "}
                  {formatTl(b.totalKurus, lang)}
                </p>
              </div>
              <a
                href={`${lang === "en" ? "/en" : ""}/uye-faturalar/${b.number}.pdf`}
                download
                aria-label={t("members.bills.downloadLabel", { number: b.number })}
                className="btn-secondary"
              >
                {t("members.bills.download")}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function CampaignsPage({ campaigns }: { campaigns: Extract<MemberPage, { slug: "kampanyalar" }>["campaigns"] }) {
  const { t } = useTranslation();
  return (
    <Card label={t("members.area.campaigns")}>
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">{t("members.campaigns.lead")}</p>
      {campaigns.length === 0 ? (
        <p>{t("members.campaigns.none")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {campaigns.map((c) => (
            <li key={c.slug} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
              {c.membersOnly ? (
                <p className="mb-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-slate-800 dark:text-brand-300">
                  {t("members.campaigns.membersOnly")}
                </p>
              ) : null}
              <h3 className="font-semibold">{c.title}</h3>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{c.summary}</p>
              {c.code ? (
                <p className="mt-2 font-mono text-sm">{t("members.campaigns.code", { code: c.code })}</p>
              ) : null}
              <LocalLink
                to={`/kampanya-${c.slug}`}
                className="mt-3 inline-block text-sm font-semibold text-brand-700 underline dark:text-brand-300"
              >
                {t("members.campaigns.use")}
              </LocalLink>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function DiscountsPage({ discounts }: { discounts: Extract<MemberPage, { slug: "indirimler" }>["discounts"] }) {
  const { t, lang } = useTranslation();
  return (
    <Card label={t("members.area.discounts")}>
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">{t("members.discounts.lead")}</p>
      {discounts.length === 0 ? (
        <p>{t("members.discounts.none")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-2 pr-3">
                  {t("members.discounts.model")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("members.discounts.vehicleClass")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("members.discounts.discount")}
                </th>
                <th scope="col" className="py-2">
                  {t("members.discounts.from")}
                </th>
              </tr>
            </thead>
            <tbody>
              {discounts.map((d) => (
                <tr key={d.slug} className="border-b border-slate-100 dark:border-slate-800">
                  <td className="py-2 pr-3 font-medium">{d.name}</td>
                  <td className="py-2 pr-3">{d.className}</td>
                  <td className="py-2 pr-3 tabular-nums">{lang === "tr" ? `%${d.pct}` : `${d.pct}%`}</td>
                  <td className="py-2 tabular-nums">
                    {d.memberFromKurus !== null && d.fromKurus !== null ? (
                      <>
                        <s className="text-slate-500">{formatTl(d.fromKurus, lang)}</s>{" "}
                        {formatTl(d.memberFromKurus, lang)}
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
