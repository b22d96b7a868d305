// An e-mail as the outbox stores it and a transport sends it. Attachments are text (.ics) or
// base64 (a receipt PDF, drawn when the e-mail is sent).
import nodemailer from "nodemailer";

export type EmailAttachment = {
  filename: string;
  contentType: string;
  /** Text, or base64 when `encoding` says so. */
  content: string;
  encoding?: "base64";
  /**
   * A receipt drawn when the e-mail is sent (the outbox's `attach` step), not stored in the row:
   * `content` is empty until then (issue 26).
   */
  receiptOf?: { number: string; lang: "tr" | "en" };
  /** An invoice's PDF copy, drawn the same way from the stored document (decision 0092). */
  invoiceOf?: { number: string; lang: "tr" | "en" };
};

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
  /** Set by the outbox when it sends the row: the same on every attempt (see outboxMessageId). */
  messageId?: string;
};

/** Sends one message; throws when the peer refuses it (the outbox retries later). */
export interface EmailTransport {
  send(message: EmailMessage): Promise<void>;
  close?(): void;
}

export const DEFAULT_FROM = "Yolda <rezervasyon@yolda.com.tr>";

/** The site domain used in Message-IDs when the caller names none. */
export const DEFAULT_MESSAGE_ID_DOMAIN = "yolda.com.tr";

/**
 * The Message-ID of the e-mail in outbox row `id`: stable across attempts and servers, so a relay
 * or a mail client that sees it twice can drop the repeat. Name the site's own domain (the host
 * of PUBLIC_URL) so two environments sharing a relay never reuse each other's ids.
 */
export function outboxMessageId(id: number, domain: string = DEFAULT_MESSAGE_ID_DOMAIN): string {
  const host = domain.toLowerCase().replace(/[^a-z0-9.-]/g, "") || DEFAULT_MESSAGE_ID_DOMAIN;
  return `<outbox.${id}@${host}>`;
}

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
        ...(message.messageId ? { messageId: message.messageId } : {}),
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
          ...(a.encoding ? { encoding: a.encoding } : {}),
        })),
      });
    },
    close() {
      transporter.close();
    },
  };
}
