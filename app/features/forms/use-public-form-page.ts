// What the public form pages (contact, fleet request, jobs, cancellation) start with, in one place:
// the security code of the last reply (or the page's own), whether the post is on its way, and the
// Conform form. The loader and action they share are in app/routes/public-form.server.ts.
import type { SubmissionResult } from "@conform-to/react";
import { useNavigation } from "react-router";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import type { CaptchaImage } from "#app/components/form-parts.tsx";
import { usePublicForm } from "./use-public-form.ts";

/** The message areas every public form page loads. */
export const publicFormHandle: MessagesHandle = { messages: ["forms", "pages", "contactChannels"] };

type Reply = {
  captcha?: CaptchaImage | undefined;
  stamp?: string | undefined;
  result?: SubmissionResult<string[]> | null | undefined;
};

/**
 * The form and what its frame (PublicFormFrame) needs: `frame` spreads into it. `uploading` adds a
 * send the router does not see (the jobs page posts its CV itself).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's form shape is any record
export function usePublicFormPage<Shape extends Record<string, any>, R extends Reply | undefined>(options: {
  id: string;
  schema: Parameters<typeof usePublicForm>[0]["schema"];
  /** The security code the loader drew. */
  code: { captcha: CaptchaImage; stamp: string };
  reply: R;
  defaultValue?: Partial<Record<keyof Shape, string | string[]>>;
  onSubmit?: Parameters<typeof usePublicForm<Shape>>[0]["onSubmit"];
  uploading?: boolean;
}) {
  const { reply, code } = options;
  const navigating = useNavigation().state === "submitting";
  const captcha = reply?.captcha ?? code.captcha;
  const stamp = reply?.stamp ?? code.stamp;
  const [form, fields] = usePublicForm<Shape>({
    id: options.id,
    schema: options.schema,
    lastResult: reply?.result,
    ...(options.defaultValue ? { defaultValue: options.defaultValue } : {}),
    ...(options.onSubmit ? { onSubmit: options.onSubmit } : {}),
  });
  const busy = navigating || Boolean(options.uploading);
  return { fields, captcha, busy, frame: { form, reply, captcha, stamp, busy } };
}
