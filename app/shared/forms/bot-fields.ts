// Names of the hidden bot-filter fields, shared by the form pieces and honeypot.server.ts.

/** Render hidden (off-screen, tabindex -1, autocomplete off); a name autofill does not recognise. */
export const HONEYPOT_FIELD = "message_copy";
/** Hidden field carrying the signed render time. */
export const FORM_TIMESTAMP_FIELD = "form_ts";
/** The submit button that asks for a new security code without sending the form. */
export const CAPTCHA_REFRESH_INTENT = "captcha";
/** The cancellation page's second step: confirm the refund shown. */
export const CONFIRM_INTENT = "confirm";
/** The lookup page's "pay online" button. */
export const PAY_ONLINE_INTENT = "pay";
