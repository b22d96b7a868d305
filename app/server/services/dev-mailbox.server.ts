// The development mailbox (/dev/mailbox): the outbox's e-mails as a page, with their .ics files.
// Never mounted when APP_ENV is production.
import type { Db } from "#app/server/db/client.server.ts";
import type { EmailMessage } from "#app/server/email/message.server.ts";
import { listOutboxForMailbox } from "#app/server/repositories/mailbox.server.ts";
import { findOutboxRow } from "#app/server/repositories/outbox.server.ts";
import { escapeHtml } from "#app/shared/html/html.ts";
import { drawReceiptAttachment } from "./guest-receipt.server.ts";
import { drawInvoiceAttachment } from "./invoice-documents.server.ts";

export function mailboxEnabled(env: { APP_ENV: string; DEV_MAILBOX?: boolean | undefined }): boolean {
  return env.APP_ENV !== "production" && env.DEV_MAILBOX !== false;
}

export async function mailboxPage(db: Db): Promise<string> {
  const rows = await listOutboxForMailbox(db, 50);
  const items = rows
    .map((row) => {
      const m = row.payload as EmailMessage;
      const files = (m.attachments ?? [])
        .map(
          (a, i) =>
            `<li><a href="/dev/mailbox/${row.id}/attachments/${i}" download="${escapeHtml(a.filename)}">${escapeHtml(a.filename)}</a> (${escapeHtml(a.contentType)})</li>`,
        )
        .join("");
      return `<article data-outbox-id="${row.id}" style="border:1px solid #ccc;border-radius:8px;padding:12px;margin:12px 0">
<h2 style="font-size:16px;margin:0">${escapeHtml(m.subject)}</h2>
<p style="margin:4px 0">#${row.id} · <span data-status>${escapeHtml(row.status)}</span> · ${escapeHtml(row.createdAt.toISOString())} · to <span data-to>${escapeHtml(m.to)}</span></p>
<pre style="white-space:pre-wrap;background:#f6f6f6;padding:8px">${escapeHtml(m.text)}</pre>
${files ? `<ul>${files}</ul>` : ""}
</article>`;
    })
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Development mailbox - Yolda</title></head>
<body style="font-family:system-ui,sans-serif;max-width:900px;margin:0 auto;padding:16px"><main><h1>Development mailbox</h1>
<p>The newest outbox e-mails (without SMTP_URL they stay pending here).</p>
${items || "<p>No e-mails yet.</p>"}</main></body></html>`;
}

export async function mailboxAttachment(
  db: Db,
  id: number,
  index: number,
): Promise<{ filename: string; contentType: string; content: string | Buffer } | null> {
  if (!Number.isInteger(id) || !Number.isInteger(index)) return null;
  const m = (await findOutboxRow(db, id))?.payload as EmailMessage | undefined;
  const stored = m?.attachments?.[index];
  if (!stored) return null;
  // An invoice's PDF (decision 0092) and a payment's receipt (issue 26) are drawn when the e-mail
  // is sent, as the outbox job does: draw them here the same way (the row holds no PDF).
  if (stored.invoiceOf || stored.receiptOf) {
    const drawn = stored.invoiceOf ? await drawInvoiceAttachment(db, stored) : await drawReceiptAttachment(db, stored);
    return { filename: drawn.filename, contentType: drawn.contentType, content: Buffer.from(drawn.content, "base64") };
  }
  return stored;
}
