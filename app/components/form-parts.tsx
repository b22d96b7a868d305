// The pieces only the public forms use beside the field kit (components/form-fields.tsx): a choice
// group, the security code, the hidden bot filters, notices and success.
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import {
  describedBy,
  ErrorText,
  FieldLabel,
  inputClass,
  labelClass,
  type Option,
  RequiredMark,
  useErrorText,
} from "#app/components/form-fields.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import {
  CAPTCHA_IMAGE_INTENT,
  CAPTCHA_MODE_FIELD,
  CAPTCHA_QUESTION_INTENT,
  CAPTCHA_REFRESH_INTENT,
  type CaptchaMode,
  FORM_TIMESTAMP_FIELD,
  HONEYPOT_FIELD,
} from "#app/shared/forms/bot-fields.ts";

export const cardClass =
  "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900";

// Conform's metadata for one field of any form (the value type does not matter to the pieces).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- FieldMetadata's schema parameter is invariant
type Field = FieldMetadata<any, any, string[]>;

/** The first error of a field, worded in the page's language. */
function useFieldError() {
  const errorText = useErrorText();
  return (field: Field) => errorText(field.errors);
}

/** Radio buttons (one choice) or check boxes (several) in a fieldset with a legend. */
export function ChoiceGroup({
  field,
  legend,
  hint,
  options,
  kind,
  required = false,
  columns = "sm:grid-cols-2",
}: {
  field: Field;
  legend: string;
  hint?: string;
  options: Option[];
  kind: "radio" | "checkbox";
  required?: boolean;
  columns?: string;
}) {
  const errorText = useFieldError()(field);
  const hintId = `${field.id}-hint`;
  const initial = field.initialValue;
  const chosen = new Set(Array.isArray(initial) ? initial.map(String) : initial ? [String(initial)] : []);
  return (
    <fieldset
      id={field.id}
      aria-describedby={describedBy(hint && hintId, errorText && field.errorId)}
      aria-invalid={errorText ? true : undefined}
      className="min-w-0"
    >
      <legend className={labelClass}>
        {legend}
        <RequiredMark required={required} />
      </legend>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <div className={`mt-2 grid gap-x-4 gap-y-1 ${columns}`} key={field.key}>
        {options.map((o) => (
          <label
            key={o.value}
            className="flex min-h-11 items-center gap-2 rounded-lg px-1 hover:bg-slate-50 dark:hover:bg-slate-800"
          >
            <input
              type={kind}
              name={field.name}
              value={o.value}
              defaultChecked={chosen.has(o.value)}
              form={field.formId}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {errorText ? <ErrorText id={field.errorId}>{errorText}</ErrorText> : null}
    </fieldset>
  );
}

export type CaptchaImage = {
  id: string;
  svg: string;
  length: number;
  /** "question": no image; the two numbers to add, in words of the page's language (WCAG 1.1.1). */
  mode?: CaptchaMode;
  question?: { a: string; b: string } | null;
};

/** A small text button that asks for a new code (same or other mode) without sending the form. */
function CaptchaButton({ intent, children, label }: { intent: string; children: ReactNode; label?: string }) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      formNoValidate
      {...(label ? { "aria-label": label } : {})}
      className="btn-secondary px-4"
    >
      {children}
    </button>
  );
}

/**
 * The security code: our server's image (its text alternative never gives the answer away), or
 * on request a question in words of the page's language, checked by the same server path; the
 * answer box; and buttons that re-post the form without sending it, so nothing typed is lost,
 * with or without JavaScript. After a switch of mode the answer box takes the focus.
 */
export function CaptchaField({ field, idField, captcha }: { field: Field; idField: Field; captcha: CaptchaImage }) {
  const { t } = useTranslation();
  const errorText = useFieldError()(field);
  const hintId = `${field.id}-hint`;
  const props = getInputProps(field, { type: "text" });
  const question = captcha.mode === "question" && captcha.question ? captcha.question : null;
  const mode: CaptchaMode = question ? "question" : "image";
  const input = useRef<HTMLInputElement>(null);
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current !== mode) input.current?.focus();
    shownMode.current = mode;
  }, [mode]);
  return (
    <div>
      <FieldLabel htmlFor={field.id} required>
        {question ? t("forms.captcha.questionLabel") : t("forms.captcha.label")}
      </FieldLabel>
      {question ? (
        <p id={hintId} className="text-sm" data-testid="captcha-question">
          <span className="font-semibold">{t("forms.captcha.question", question)}</span>{" "}
          <span className="text-xs text-slate-600 dark:text-slate-400">{t("forms.captcha.questionHint")}</span>
        </p>
      ) : (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {t("forms.captcha.hint", { length: captcha.length })}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {question ? null : (
          <div
            role="img"
            aria-label={t("forms.captcha.imageAlt", { length: captcha.length })}
            data-captcha-id={captcha.id}
            className="h-[70px] w-[200px] overflow-hidden rounded-lg border border-slate-300 dark:border-slate-600"
            // The SVG is drawn by our own server from paths only (captcha.server.ts), never from input.
            dangerouslySetInnerHTML={{ __html: captcha.svg }}
          />
        )}
        <CaptchaButton
          intent={CAPTCHA_REFRESH_INTENT}
          {...(question ? {} : { label: t("forms.captcha.refreshLabel") })}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {question ? t("forms.captcha.newQuestion") : t("forms.captcha.refresh")}
        </CaptchaButton>
        <CaptchaButton intent={question ? CAPTCHA_IMAGE_INTENT : CAPTCHA_QUESTION_INTENT}>
          {question ? t("forms.captcha.backToImage") : t("forms.captcha.askQuestion")}
        </CaptchaButton>
      </div>
      <input type="hidden" name={idField.name} value={captcha.id} key={captcha.id} />
      <input type="hidden" name={CAPTCHA_MODE_FIELD} value={mode} />
      <input
        {...props}
        ref={input}
        key={`${props.key ?? ""}-${captcha.id}`}
        defaultValue=""
        autoComplete="off"
        autoCapitalize={question ? "none" : "characters"}
        spellCheck={false}
        maxLength={question ? 20 : 12}
        aria-describedby={describedBy(hintId, errorText && field.errorId)}
        aria-required
        className={`${inputClass} max-w-[200px] ${question ? "" : "font-mono tracking-widest uppercase"}`}
      />
      {errorText ? <ErrorText id={field.errorId}>{errorText}</ErrorText> : null}
    </div>
  );
}

/** The hidden bot filters: a field only bots fill, and the signed render time. */
export function BotFields({ stamp }: { stamp: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={id}>{t("forms.honeypot")}</label>
        <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={FORM_TIMESTAMP_FIELD} value={stamp} />
    </>
  );
}

/** A message above the form: the error summary, a refusal, or too many attempts. Focused when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  // Only on mount: re-renders while the visitor types must not pull the focus away.
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900 outline-none dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      {children}
    </div>
  );
}

/** Moves focus to a result (a heading with tabIndex -1) when it appears, so it is seen and announced. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

/** The confirmation shown in place of the form, with its heading focused. */
export function FormSuccess({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      role="status"
      className="rounded-2xl border border-emerald-300 bg-emerald-50 p-6 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <h2 ref={ref} tabIndex={-1} className="text-xl font-bold outline-none">
        {title}
      </h2>
      <div className="mt-2 space-y-2">{children}</div>
    </div>
  );
}

/** The notice of a reply (refused / too many / field errors), in the page's language. */
export function ReplyNotice({
  notice,
  retryMinutes,
  hasErrors,
}: {
  notice?: string | undefined;
  retryMinutes?: number | undefined;
  hasErrors: boolean;
}) {
  const { t } = useTranslation();
  if (notice === "tooMany") {
    return (
      <FormAlert>
        <p className="font-semibold">{t("forms.tooManyTitle")}</p>
        <p>{t("forms.tooMany", { count: retryMinutes ?? 10 })}</p>
      </FormAlert>
    );
  }
  if (notice === "refused") return <FormAlert>{t("forms.refused")}</FormAlert>;
  if (notice === "stale") return <FormAlert>{t("forms.stale")}</FormAlert>;
  if (hasErrors) return <FormAlert>{t("forms.errorSummary")}</FormAlert>;
  return null;
}
