// Contact, fleet request and job application (decision 0018): one path for all three (the job application
// itself is job-applications.server.ts). Bot filters, rate
// limits, the schema, the security code, then the submission and its two e-mails are stored in
// ONE transaction before the reply. Every reply carries back what was typed.
import { readTogether } from "#app/server/db/reads.server.ts";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { checkPhone } from "#app/shared/phone.ts";
import { CAPTCHA_REFRESH_INTENT, captchaModeOf, isCaptchaIntent } from "#app/shared/forms/bot-fields.ts";
import { contactSchema, fleetSchema } from "#app/shared/forms/form-schemas.ts";
import type { Lang } from "#app/i18n/config.ts";
import { serverT } from "#app/i18n/translate.server.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { FormKind } from "#app/server/db/schema.ts";
import { departmentNotificationEmail, type EmailFact, senderCopyEmail } from "#app/server/email/form-emails.server.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import {
  type Choice,
  type DepartmentRow,
  findDepartmentBySlug,
  insertFormSubmission,
  listCities,
  listDepartments,
  listVehicleClasses,
} from "#app/server/repositories/forms.server.ts";
import {
  captchaPassed,
  carriedStamp,
  type CaptchaView,
  checkRateLimits,
  type FormGuardEnv,
  formStamp,
  issueCaptcha,
  formStampExpired,
  looksAutomated,
} from "#app/server/security/form-guard.server.ts";
import type { PageContext } from "#app/server/page.server.ts";

/** Who is asking: the database, configuration, page language, client IP and the clock. */
export type FormRequest = { db: Db; env: FormGuardEnv; lang: Lang; ip: string; now: Date };

export function formRequestOf(ctx: PageContext, now: Date = new Date()): FormRequest {
  return { db: ctx.db, env: ctx.services.env, lang: ctx.lang, ip: ctx.clientIp, now };
}

/** What a form page gets back from a post (also the body of the job form's upload answer). */
export type FormActionData = {
  result: SubmissionResult<string[]>;
  captcha: CaptchaView;
  stamp: string;
  notice?: "refused" | "tooMany" | "stale";
  retryMinutes?: number;
  sent?: { email: string };
};

export type FormReply = { status: number; data: FormActionData; headers?: Record<string, string> };

export { CAPTCHA_REFRESH_INTENT };

type Department = { id: number; name: string };
export type FormPageData = {
  captcha: CaptchaView;
  stamp: string;
  departments: Department[];
  cities: Department[];
  classes: Department[];
};

const pickName = (lang: Lang) => (c: Choice | DepartmentRow) => ({
  id: c.id,
  name: lang === "en" ? c.nameEn : c.nameTr,
});

/** The choice lists a form shows, named in the page's language. */
async function choices(req: FormRequest, kind: FormKind): Promise<Omit<FormPageData, "captcha" | "stamp">> {
  const [departments, cities, classes] = await readTogether(req.db, [
    () => (kind === "fleet" ? Promise.resolve([]) : listDepartments(req.db)),
    () => (kind === "job" ? Promise.resolve([]) : listCities(req.db)),
    () => (kind === "fleet" ? listVehicleClasses(req.db) : Promise.resolve([])),
  ]);
  return {
    departments: departments.filter((d) => kind !== "job" || d.acceptsApplications).map(pickName(req.lang)),
    cities: cities.map(pickName(req.lang)),
    classes: classes.map(pickName(req.lang)),
  };
}

/** A fresh security code and render stamp (pages whose form has no choice lists). */
export async function securityCode(req: FormRequest): Promise<Pick<FormPageData, "captcha" | "stamp">> {
  return {
    captcha: await issueCaptcha(req.db, req.env, req.now, { lang: req.lang }),
    stamp: formStamp(req.env, req.now),
  };
}

/** A form page's first render: a fresh security code, the render stamp and the choice lists. */
export async function formPage(req: FormRequest, kind: FormKind): Promise<FormPageData> {
  const [captcha, lists] = await readTogether(req.db, [
    () => issueCaptcha(req.db, req.env, req.now, { lang: req.lang }),
    () => choices(req, kind),
  ]);
  return { captcha, stamp: formStamp(req.env, req.now), ...lists };
}

function replier(req: FormRequest, formData: FormData) {
  return async function reply(
    status: number,
    result: SubmissionResult<string[]>,
    extra: Partial<FormActionData> = {},
    headers?: Record<string, string>,
  ): Promise<FormReply> {
    const data: FormActionData = {
      result,
      captcha: await issueCaptcha(req.db, req.env, req.now, { mode: captchaModeOf(formData), lang: req.lang }),
      stamp: carriedStamp(formData, req.env, req.now),
      ...extra,
    };
    return headers ? { status, data, headers } : { status, data };
  };
}

const lenient = z.looseObject({});
// Typed values go back to the page; the answer to a used security code and files never do.
const HIDDEN = ["captcha", "captchaId", "cv"];

type Handler<T> = {
  kind: FormKind;
  schema: z.ZodType<T>;
  /** The e-mail address the per-target rate limit counts. */
  target: (value: T) => string;
  /** Checks only the server can make (a CV's content); field errors or null. */
  check?: (value: T) => Promise<Record<string, string[]> | null>;
  store: (value: T) => Promise<void>;
};

export async function submitForm<T extends { captcha: string; captchaId?: string | undefined; email: string }>(
  req: FormRequest,
  formData: FormData,
  handler: Handler<T>,
): Promise<FormReply> {
  const reply = replier(req, formData);
  const limited = await checkRateLimits(req.db, req.env, { form: handler.kind, ip: req.ip, now: req.now });
  const tooMany = async (retryAfterSeconds: number) => {
    const typed = parseWithZod(formData, { schema: lenient }).reply({ hideFields: HIDDEN });
    return reply(
      429,
      typed,
      { notice: "tooMany", retryMinutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
      { "Retry-After": String(retryAfterSeconds) },
    );
  };
  if (limited) return tooMany(limited.retryAfterSeconds);

  if (isCaptchaIntent(formData.get("intent"))) {
    return reply(200, parseWithZod(formData, { schema: lenient }).reply({ hideFields: HIDDEN }));
  }
  if (formStampExpired(formData, req.env, req.now)) {
    const typed = parseWithZod(formData, { schema: lenient }).reply({ hideFields: HIDDEN });
    return reply(400, typed, { notice: "stale" });
  }
  if (looksAutomated(formData, req.env, req.now)) {
    const typed = parseWithZod(formData, { schema: lenient }).reply({ hideFields: HIDDEN });
    return reply(400, typed, { notice: "refused" });
  }
  const submission = parseWithZod(formData, { schema: handler.schema });
  if (submission.status !== "success") {
    return reply(400, submission.reply({ hideFields: HIDDEN }));
  }
  const value = submission.value;
  const byTarget = await checkRateLimits(req.db, req.env, {
    form: handler.kind,
    target: handler.target(value).toLowerCase(),
    now: req.now,
  });
  if (byTarget) return tooMany(byTarget.retryAfterSeconds);
  const problems = handler.check ? await handler.check(value) : null;
  if (problems) return reply(400, submission.reply({ fieldErrors: problems, hideFields: HIDDEN }));
  if (!(await captchaPassed(req.db, value.captchaId, value.captcha, req.now))) {
    return reply(
      400,
      submission.reply({ fieldErrors: { captcha: ["forms.errors.captchaWrong"] }, hideFields: HIDDEN }),
    );
  }
  await handler.store(value);
  return reply(200, submission.reply({ resetForm: true }), { sent: { email: value.email } });
}

export function e164(country: string | undefined, phone: string | undefined): string {
  const checked = checkPhone(country, phone);
  return checked.ok ? checked.e164 : (phone ?? "");
}

export async function departmentOrFail(db: Db, slug: string): Promise<DepartmentRow> {
  const department = await findDepartmentBySlug(db, slug);
  if (!department) throw new Error(`department ${slug} is missing from the seed`);
  return department;
}

/** Stores the row and queues both e-mails in one transaction: nothing is sent for a lost row. */
export async function storeWithEmails(
  req: FormRequest,
  input: {
    kind: FormKind;
    name: string;
    email: string;
    department: DepartmentRow;
    data: Record<string, unknown>;
    attachmentKey?: string;
    subject: string;
    confirmation: MessageKey;
    facts: EmailFact[];
  },
): Promise<void> {
  const t = serverT(req.lang);
  const tr = serverT("tr");
  await req.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const id = await insertFormSubmission(tx, {
      kind: input.kind,
      lang: req.lang,
      name: input.name,
      email: input.email,
      departmentId: input.department.id,
      data: input.data,
      attachmentKey: input.attachmentKey ?? null,
      clientIp: req.ip,
      createdAt: req.now,
    });
    await enqueueEmail(
      tx,
      senderCopyEmail({
        to: input.email,
        lang: req.lang,
        t,
        name: input.name,
        subject: input.subject,
        confirmation: t(input.confirmation),
        facts: input.facts,
      }),
      req.now,
    );
    await enqueueEmail(
      tx,
      departmentNotificationEmail({
        to: input.department.email,
        subject: tr("forms.mail.notifySubject", { kind: tr(`forms.mail.kinds.${input.kind}`), name: input.name }),
        lines: [
          `#${id} · ${req.now.toISOString()} · ${req.lang.toUpperCase()}`,
          ...(input.attachmentKey ? [tr("forms.mail.attachment", { key: input.attachmentKey })] : []),
        ],
        facts: [[tr("forms.email"), input.email], ...input.facts],
      }),
      req.now,
    );
  });
}

const nameOf = (list: Department[], id: string | undefined) => list.find((d) => String(d.id) === id)?.name ?? "";

export async function submitContact(req: FormRequest, formData: FormData): Promise<FormReply> {
  const t = serverT(req.lang);
  return submitForm(req, formData, {
    kind: "contact",
    schema: contactSchema,
    target: (v) => v.email,
    async check(v) {
      const departments = await listDepartments(req.db);
      return departments.some((d) => String(d.id) === v.department)
        ? null
        : { department: ["forms.errors.departmentRequired"] };
    },
    async store(v) {
      const departments = await listDepartments(req.db);
      const department = departments.find((d) => String(d.id) === v.department);
      if (!department) throw new Error("department vanished");
      const page = await choices(req, "contact");
      const phone = e164(v.phoneCountry, v.phone);
      await storeWithEmails(req, {
        kind: "contact",
        name: v.name,
        email: v.email,
        department,
        data: { type: v.type, phone, subject: v.subject, message: v.message, cityId: v.city ? Number(v.city) : null },
        subject: t("forms.mail.contactSubject", { subject: v.subject }),
        confirmation: "forms.contact.success",
        facts: [
          [t("forms.contact.type"), t(`forms.contact.types.${v.type}`)],
          [t("forms.fullName"), v.name],
          [t("forms.phone"), phone],
          [t("forms.contact.department"), req.lang === "en" ? department.nameEn : department.nameTr],
          [t("forms.contact.city"), nameOf(page.cities, v.city)],
          [t("forms.contact.subject"), v.subject],
          [t("forms.contact.message"), v.message],
        ],
      });
    },
  });
}

export async function submitFleetRequest(req: FormRequest, formData: FormData): Promise<FormReply> {
  const t = serverT(req.lang);
  return submitForm(req, formData, {
    kind: "fleet",
    schema: fleetSchema,
    target: (v) => v.email,
    async check(v) {
      const page = await choices(req, "fleet");
      const known = (list: Department[], ids: string[]) => ids.every((id) => list.some((c) => String(c.id) === id));
      const problems: Record<string, string[]> = {};
      if (!known(page.classes, v.classes)) problems.classes = ["forms.errors.classesRequired"];
      if (!known(page.cities, v.cities)) problems.cities = ["forms.errors.citiesRequired"];
      return Object.keys(problems).length > 0 ? problems : null;
    },
    async store(v) {
      const page = await choices(req, "fleet");
      const names = (list: Department[], ids: string[]) => ids.map((id) => nameOf(list, id)).join(", ");
      const phone = e164(v.phoneCountry, v.phone);
      const name = `${v.firstName} ${v.lastName}`;
      await storeWithEmails(req, {
        kind: "fleet",
        name,
        email: v.email,
        department: await departmentOrFail(req.db, "filo-kiralama"),
        data: {
          firstName: v.firstName,
          lastName: v.lastName,
          phone,
          company: v.company,
          position: v.position ?? null,
          vehicleCount: v.vehicleCount,
          classIds: v.classes.map(Number),
          duration: v.duration,
          cityIds: v.cities.map(Number),
          note: v.note ?? null,
        },
        subject: t("forms.mail.fleetSubject"),
        confirmation: "forms.fleet.success",
        facts: [
          [t("forms.fullName"), name],
          [t("forms.phone"), phone],
          [t("forms.fleet.companyName"), v.company],
          [t("forms.fleet.position"), v.position ?? ""],
          [t("forms.fleet.vehicleCount"), String(v.vehicleCount)],
          [t("forms.fleet.classes"), names(page.classes, v.classes)],
          [t("forms.fleet.duration"), t(`forms.fleet.durations.${v.duration}`)],
          [t("forms.fleet.cities"), names(page.cities, v.cities)],
          [t("forms.fleet.note"), v.note ?? ""],
        ],
      });
    },
  });
}
