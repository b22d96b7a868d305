// Conform set up the same way for every public form: validate on blur, again on input, with the
// shared zod schema; the "new code" button skips validation (it only asks for a new image).
import { type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "#app/shared/validation/zod.ts";
import { isCaptchaIntent } from "#app/shared/forms/bot-fields.ts";

const lenient = z.looseObject({});

export function isCaptchaRefresh(submitter: HTMLElement | null | undefined): boolean {
  return submitter instanceof HTMLButtonElement && submitter.name === "intent" && isCaptchaIntent(submitter.value);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's form shape is any record
export function usePublicForm<Shape extends Record<string, any>>(options: {
  id: string;
  schema: z.ZodType;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: Partial<Record<keyof Shape, string | string[]>>;
  onSubmit?: Parameters<typeof useForm<Shape>>[0]["onSubmit"];
}) {
  return useForm<Shape>({
    id: options.id,
    lastResult: options.lastResult ?? null,
    defaultValue: options.defaultValue as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData, submitter }) {
      // The value's type comes from the page's schema (Shape is its output type).
      return parseWithZod(formData, {
        schema: isCaptchaRefresh(submitter) ? lenient : options.schema,
      }) as Submission<Shape>;
    },
    ...(options.onSubmit ? { onSubmit: options.onSubmit } : {}),
  });
}
