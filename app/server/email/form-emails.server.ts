// The forms' e-mails: a copy to the sender in their language and a notification to the
// department's address (in Turkish, with a reply address).
import type { Lang } from "#app/i18n/config.ts";
import type { Translator } from "#app/i18n/translate.ts";
import type { EmailMessage } from "./message.server.ts";
import { escapeHtml } from "./html.server.ts";

export type EmailFact = readonly [label: string, value: string];

function render(input: {
  lang: Lang;
  subject: string;
  paragraphs: string[];
  facts: EmailFact[];
}): Omit<EmailMessage, "to"> {
  const visible = input.facts.filter(([, v]) => v.trim() !== "");
  const text = [...input.paragraphs.flatMap((p) => [p, ""]), ...visible.map(([k, v]) => `${k}: ${v}`)].join("\n");
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #eee;vertical-align:top"';
  const html = `<!doctype html>
<html lang="${input.lang}"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222;max-width:640px">
${input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<table style="border-collapse:collapse">${visible
    .map(
      ([k, v]) =>
        `<tr><th align="left" ${cell}>${escapeHtml(k)}</th><td ${cell} style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
    )
    .join("")}</table>
</body></html>`;
  return { subject: input.subject, text, html };
}

/** The sender's copy: greeting, the confirmation the page showed, and what they sent. */
export function senderCopyEmail(input: {
  to: string;
  lang: Lang;
  t: Translator["t"];
  name: string;
  subject: string;
  confirmation: string;
  extra?: string[];
  facts: EmailFact[];
}): EmailMessage {
  const { t } = input;
  const message = render({
    lang: input.lang,
    subject: input.subject,
    paragraphs: [
      t("forms.mail.greeting", { name: input.name }),
      input.confirmation,
      ...(input.extra ?? []),
      t("forms.mail.copyHeading"),
    ],
    facts: input.facts,
  });
  return { ...message, to: input.to, text: `${message.text}\n\n${t("forms.mail.signature")}` };
}

/** The department's notification: what came in, from whom, in the staff's language (Turkish). */
export function departmentNotificationEmail(input: {
  to: string;
  subject: string;
  lines: string[];
  facts: EmailFact[];
}): EmailMessage {
  const message = render({ lang: "tr", subject: input.subject, paragraphs: input.lines, facts: input.facts });
  return { ...message, to: input.to };
}
