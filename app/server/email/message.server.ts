// An e-mail as the outbox stores it and a transport sends it. Attachments are text (.ics).
import nodemailer from "nodemailer";

export type EmailAttachment = { filename: string; contentType: string; content: string };

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
};

/** Sends one message; throws when the peer refuses it (the outbox retries later). */
export interface EmailTransport {
  send(message: EmailMessage): Promise<void>;
  close?(): void;
}

export const DEFAULT_FROM = "Yolda <rezervasyon@yolda.com.tr>";

/** nodemailer over SMTP: `smtp://host:port` (or smtps://, with credentials in the URL). */
export function smtpTransport(url: string, from: string = DEFAULT_FROM): EmailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
    },
    close() {
      transporter.close();
    },
  };
}
