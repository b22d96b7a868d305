// Staff e-mails in Turkish and English: the invitation (a link to set a password, then the
// authenticator app). No password, code or session token in them.
import type { Lang } from "#app/i18n/config.ts";
import { escapeHtml } from "./html.server.ts";
import type { EmailMessage } from "./message.server.ts";

export function staffInviteEmail(input: { lang: Lang; to: string; name: string; link: string }): EmailMessage {
  const { lang, to, name, link } = input;
  const w =
    lang === "tr"
      ? {
          subject: "Yolda yönetim paneline davetlisiniz",
          hello: `Merhaba ${name},`,
          intro:
            "Yolda yönetim paneli için bir hesap açıldı. Bağlantıdan şifrenizi belirleyin; ardından bir doğrulayıcı uygulama (Google Authenticator, Microsoft Authenticator vb.) ile iki adımlı girişi kurmanız istenecek.",
          label: "Şifremi belirle",
          valid: "Bağlantı 3 gün geçerlidir ve bir kez kullanılabilir.",
          sign: "Yolda",
        }
      : {
          subject: "You are invited to the Yolda back office",
          hello: `Hello ${name},`,
          intro:
            "An account was opened for you in the Yolda back office. Set your password with the link; you will then be asked to set up two-step sign-in with an authenticator app (Google Authenticator, Microsoft Authenticator, ...).",
          label: "Set my password",
          valid: "The link is valid for 3 days and works once.",
          sign: "Yolda",
        };
  const paragraphs = [w.hello, w.intro];
  const text = [...paragraphs, `${w.label}: ${link}`, w.valid, w.sign].join("\n\n");
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(w.label)}</a></p>`,
    `<p>${escapeHtml(w.valid)}</p>`,
    `<p>${escapeHtml(w.sign)}</p>`,
  ].join("\n");
  return {
    to,
    subject: w.subject,
    text,
    html: `<!doctype html><html><body style="font-family:sans-serif">${html}</body></html>`,
  };
}
