// Member e-mails in Turkish and English: the account code, the reset link, "you already have an
// account", and the notice that a membership ended. No password and no session token in them.
import type { Lang } from "#app/i18n/config.ts";
import { escapeHtml } from "./html.server.ts";
import type { EmailMessage } from "./message.server.ts";

type Block = { text: string; strong?: boolean } | { link: string; label: string };

function compose(to: string, subject: string, blocks: Block[]): EmailMessage {
  const text = blocks.map((b) => ("link" in b ? `${b.label}: ${b.link}` : b.text)).join("\n\n");
  const html = blocks
    .map((b) =>
      "link" in b
        ? `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.label)}</a></p>`
        : b.strong
          ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(b.text)}</p>`
          : `<p>${escapeHtml(b.text)}</p>`,
    )
    .join("\n");
  return { to, subject, text, html: `<!doctype html><html><body style="font-family:sans-serif">${html}</body></html>` };
}

const sign = { tr: "Yolda Müşteri Hizmetleri", en: "Yolda Customer Services" };

export function memberCodeEmail(input: {
  lang: Lang;
  to: string;
  code: string;
  purpose: "signUp" | "changeEmail";
  minutes: number;
}): EmailMessage {
  const { lang, to, code, purpose, minutes } = input;
  const words =
    lang === "tr"
      ? {
          subject:
            purpose === "signUp" ? `Yolda üyelik doğrulama kodunuz: ${code}` : `E-posta değişikliği kodunuz: ${code}`,
          intro:
            purpose === "signUp"
              ? "Yolda üyeliğinizi tamamlamak için aşağıdaki kodu girin."
              : "Yolda hesabınızın e-posta adresini bu adresle değiştirmek için aşağıdaki kodu girin.",
          valid: `Kod ${minutes} dakika geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.`,
        }
      : {
          subject: purpose === "signUp" ? `Your Yolda membership code: ${code}` : `Your e-mail change code: ${code}`,
          intro:
            purpose === "signUp"
              ? "Enter the code below to complete your Yolda membership."
              : "Enter the code below to change your Yolda account's e-mail address to this one.",
          valid: `The code is valid for ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
        };
  return compose(to, words.subject, [
    { text: words.intro },
    { text: code, strong: true },
    { text: words.valid },
    { text: sign[lang] },
  ]);
}

export function passwordResetEmail(input: { lang: Lang; to: string; name: string; link: string }): EmailMessage {
  const { lang, to, name, link } = input;
  const words =
    lang === "tr"
      ? {
          subject: "Yolda şifre yenileme bağlantınız",
          hello: `Merhaba ${name},`,
          intro:
            "Şifrenizi yenilemek için aşağıdaki bağlantıyı açın. Bağlantı bir kez ve 1 saat içinde kullanılabilir.",
          label: "Yeni şifre belirle",
          ignore: "Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.",
        }
      : {
          subject: "Your Yolda password reset link",
          hello: `Hello ${name},`,
          intro: "Open the link below to set a new password. It works once, within 1 hour.",
          label: "Set a new password",
          ignore: "If you did not ask for this, ignore this e-mail; your password stays the same.",
        };
  return compose(to, words.subject, [
    { text: words.hello },
    { text: words.intro },
    { link, label: words.label },
    { text: words.ignore },
    { text: sign[lang] },
  ]);
}

export function memberExistsEmail(input: {
  lang: Lang;
  to: string;
  name: string;
  signIn: string;
  reset: string;
}): EmailMessage {
  const { lang, to, name, signIn, reset } = input;
  const words =
    lang === "tr"
      ? {
          subject: "Bu e-posta adresiyle zaten üyesiniz",
          hello: `Merhaba ${name},`,
          intro:
            "Bu e-posta adresiyle yeni bir üyelik başvurusu yapıldı, ancak adresiniz zaten bir Yolda üyeliğine ait.",
          signIn: "Giriş yap",
          reset: "Şifremi unuttum",
          ignore: "Başvuruyu siz yapmadıysanız bu e-postayı dikkate almayın.",
        }
      : {
          subject: "You already have an account with this e-mail address",
          hello: `Hello ${name},`,
          intro: "Someone tried to sign up with this e-mail address, but it already belongs to a Yolda membership.",
          signIn: "Sign in",
          reset: "I forgot my password",
          ignore: "If this was not you, ignore this e-mail.",
        };
  return compose(to, words.subject, [
    { text: words.hello },
    { text: words.intro },
    { link: signIn, label: words.signIn },
    { link: reset, label: words.reset },
    { text: words.ignore },
    { text: sign[lang] },
  ]);
}

export function membershipEndedEmail(input: { lang: Lang; to: string; name: string }): EmailMessage {
  const { lang, to, name } = input;
  const words =
    lang === "tr"
      ? {
          subject: "Yolda üyeliğiniz sona erdi",
          hello: `Merhaba ${name},`,
          intro:
            "İsteğiniz üzerine üyeliğiniz sonlandırıldı ve kişisel verileriniz anonimleştirildi. Yasal saklama süresi olan rezervasyon ve ödeme kayıtları yasanın öngördüğü süre boyunca saklanır.",
        }
      : {
          subject: "Your Yolda membership has ended",
          hello: `Hello ${name},`,
          intro:
            "As you asked, your membership has ended and your personal data has been anonymised. Reservation and payment records are kept for the period the law requires.",
        };
  return compose(to, words.subject, [{ text: words.hello }, { text: words.intro }, { text: sign[lang] }]);
}
