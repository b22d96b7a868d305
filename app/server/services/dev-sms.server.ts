// The development SMS page (/dev/sms, decision 0118): the SMS outbox's messages, newest first,
// with their status, parts and encoding. Like /dev/mailbox, never mounted when APP_ENV is production.
import type { Db } from "#app/server/db/client.server.ts";
import { listSmsForDevPage } from "#app/server/repositories/sms.server.ts";
import { escapeHtml } from "#app/shared/html/html.ts";

export function devSmsEnabled(env: { APP_ENV: string; DEV_SMS?: boolean | undefined }): boolean {
  return env.APP_ENV !== "production" && env.DEV_SMS !== false;
}

export async function devSmsPage(db: Db): Promise<string> {
  const rows = await listSmsForDevPage(db, 100);
  const items = rows
    .map(
      (
        row,
      ) => `<article data-sms-id="${row.id}" data-kind="${escapeHtml(row.kind)}" style="border:1px solid #ccc;border-radius:8px;padding:12px;margin:12px 0">
<h2 style="font-size:16px;margin:0">${escapeHtml(row.kind)} · to <span data-to>${escapeHtml(row.phone)}</span></h2>
<p style="margin:4px 0">#${row.id} · <span data-status>${escapeHtml(row.status)}</span> · ${escapeHtml(row.createdAt.toISOString())} · ${escapeHtml(row.lang)} · <span data-segments>${row.segments}</span> ${row.segments === 1 ? "part" : "parts"} (${escapeHtml(row.encoding === "ucs2" ? "UCS-2" : "GSM-7")}, ${row.body.length} characters)${row.provider ? ` · ${escapeHtml(row.provider)} ${escapeHtml(row.providerMessageId ?? "")}` : ""}</p>
<p data-body style="white-space:pre-wrap;background:#f6f6f6;padding:8px;margin:0">${escapeHtml(row.body)}</p>
</article>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Development SMS - Yolda</title></head>
<body style="font-family:system-ui,sans-serif;max-width:900px;margin:0 auto;padding:16px"><main><h1>Development SMS</h1>
<p>The newest SMS the site queued (SMS_PROVIDER=sandbox: sent to no phone).</p>
${items || "<p>No SMS yet.</p>"}</main></body></html>`;
}
