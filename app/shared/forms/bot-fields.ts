// Names of the hidden bot-filter fields, shared by the form pieces and honeypot.server.ts.

/** Render hidden (off-screen, tabindex -1, autocomplete off); a name autofill does not recognise. */
export const HONEYPOT_FIELD = "message_copy";
/** Hidden field carrying the signed render time. */
export const FORM_TIMESTAMP_FIELD = "form_ts";
/** The submit button that asks for a new security code without sending the form. */
export const CAPTCHA_REFRESH_INTENT = "captcha";
/** Ask for a text question instead of the image (same challenge store, same check). */
export const CAPTCHA_QUESTION_INTENT = "captcha-question";
/** Back from the question to the image. */
export const CAPTCHA_IMAGE_INTENT = "captcha-image";
/** Hidden field carrying the security code's current mode, so every new code keeps it. */
export const CAPTCHA_MODE_FIELD = "captchaMode";
/** The image (seen), or a question in words (read by a screen reader, WCAG 1.1.1). */
export type CaptchaMode = "image" | "question";

/** True for any button that asks for a new security code (same mode, question or image). */
export function isCaptchaIntent(intent: unknown): boolean {
  return intent === CAPTCHA_REFRESH_INTENT || intent === CAPTCHA_QUESTION_INTENT || intent === CAPTCHA_IMAGE_INTENT;
}

/** The mode the next security code is drawn in: the button pressed, else the one the form had. */
export function captchaModeOf(form: { get(name: string): unknown }): CaptchaMode {
  const intent = form.get("intent");
  if (intent === CAPTCHA_QUESTION_INTENT) return "question";
  if (intent === CAPTCHA_IMAGE_INTENT) return "image";
  return form.get(CAPTCHA_MODE_FIELD) === "question" ? "question" : "image";
}

/** The cancellation page's second step: confirm the refund shown. */
export const CONFIRM_INTENT = "confirm";
/** The lookup page's "pay online" button. */
export const PAY_ONLINE_INTENT = "pay";
