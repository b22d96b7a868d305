// The sandbox bank's HTTP face, mounted in Express only when PAYMENT_MODE=sandbox: the 3D gate,
// the ACS page, the XML API and a page documenting the test cards. Plain HTML, no app chrome,
// like a bank's own pages; its policy allows only its own nonce'd script and posts to our callback.
import express, { type Express, type Request, type Response } from "express";
import { formatTl } from "#app/domain/money/money.ts";
import { handleApiRequest } from "./sandbox-api.server.ts";
import { describeSandboxCards } from "./sandbox-cards.server.ts";
import {
  type AcsChallenge,
  type GateCallback,
  cancelAcs,
  completeAcs,
  getAcsChallenge,
  handleGatePost,
} from "./sandbox-gate.server.ts";
import { sandboxDayEndFile } from "./sandbox-settlement.server.ts";
import type { SandboxBankDeps } from "./sandbox-store.server.ts";

type Lang = "tr" | "en";

export interface SandboxHttpOptions {
  deps: SandboxBankDeps;
  /** Our site's origin: the only place the callback form may post to. */
  publicUrl: string;
  acsLifetimeMs: number;
  clock?: () => Date;
}

const TEXT = {
  title: { tr: "3-D Secure Doğrulama", en: "3-D Secure Verification" },
  sandbox: {
    tr: "Test bankası (sandbox) – gerçek bir tahsilat yapılmaz",
    en: "Test bank (sandbox) – nothing is really charged",
  },
  merchant: { tr: "Üye işyeri", en: "Merchant" },
  amount: { tr: "Tutar", en: "Amount" },
  card: { tr: "Kart", en: "Card" },
  code: {
    tr: "Cep telefonunuza gönderilen 6 haneli doğrulama kodu",
    en: "The 6-digit verification code sent to your phone",
  },
  shownCode: { tr: "Test kodu", en: "Test code" },
  timeLeft: { tr: "Kalan süre", en: "Time left" },
  attempts: { tr: "Kalan deneme hakkı", en: "Attempts left" },
  wrongCode: { tr: "Kod hatalı. Lütfen tekrar deneyin.", en: "Wrong code. Please try again." },
  confirm: { tr: "Onayla", en: "Confirm" },
  cancel: { tr: "İptal", en: "Cancel" },
  redirecting: { tr: "Üye işyerine yönlendiriliyorsunuz…", en: "Returning you to the merchant…" },
  continue: { tr: "Devam", en: "Continue" },
  noSession: {
    tr: "Bu doğrulama oturumu bulunamadı ya da sona erdi.",
    en: "This verification session was not found or has ended.",
  },
  badRequest: { tr: "İstek işlenemedi", en: "The request could not be processed" },
  docsTitle: { tr: "Test bankası: test kartları", en: "Sandbox bank: test cards" },
  number: { tr: "Kart numarası", en: "Card number" },
  outcome: { tr: "Sonuç", en: "Outcome" },
  timedOut: { tr: "Süre doldu", en: "Time is up" },
} as const;

function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f1f5f9;color:#0f172a}
main{max-width:28rem;margin:2rem auto;background:#fff;border:1px solid #cbd5e1;border-radius:.75rem;padding:1.5rem}
h1{font-size:1.35rem;margin:0 0 .5rem}
.note{background:#fef3c7;color:#78350f;padding:.5rem .75rem;border-radius:.5rem;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:1rem 0}dt{color:#475569}dd{margin:0;font-weight:600}
label{display:block;margin-top:1rem;font-weight:600}
input{font-size:1.4rem;letter-spacing:.3em;padding:.5rem;width:10ch;border:1px solid #64748b;border-radius:.4rem}
button{font-size:1rem;padding:.6rem 1.1rem;border-radius:.5rem;border:0;margin-top:1rem;cursor:pointer}
.primary{background:#c2410c;color:#fff}.secondary{background:#e2e8f0;color:#0f172a}
.error{color:#b91c1c;font-weight:600}.timer{font-variant-numeric:tabular-nums;font-weight:700}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e2e8f0;padding:.4rem;text-align:left;vertical-align:top}
code{font-size:1rem}
@media (prefers-color-scheme:dark){body{background:#020617;color:#f1f5f9}main{background:#0f172a;border-color:#334155}dt{color:#cbd5e1}.secondary{background:#334155;color:#f1f5f9}input{background:#020617;color:#f1f5f9}}
`;

function page(res: Response, lang: Lang, title: string, body: string, formTarget: string | null, status = 200): void {
  const nonce = res.locals.nonce;
  const formAction = ["'self'", ...(formTarget ? [formTarget] : [])].join(" ");
  res.setHeader(
    "Content-Security-Policy",
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self' data:; ` +
      `form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
  );
  res.setHeader("Cache-Control", "no-store");
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${esc(title)}</title><style nonce="${esc(nonce)}">${STYLE}</style></head>` +
        `<body><main>${body}</main></body></html>`,
    );
}

function acsPage(res: Response, challenge: AcsChallenge, wrongCode: boolean, publicOrigin: string): void {
  const l = challenge.lang;
  const nonce = res.locals.nonce;
  const body = `
<h1>${TEXT.title[l]}</h1>
<p class="note">${TEXT.sandbox[l]}</p>
<dl>
<dt>${TEXT.merchant[l]}</dt><dd>${esc(challenge.merchantName)}</dd>
<dt>${TEXT.amount[l]}</dt><dd>${esc(formatTl(challenge.amountKurus, l))}</dd>
<dt>${TEXT.card[l]}</dt><dd>${esc(challenge.brand)} ${esc(challenge.maskedPan)}</dd>
<dt>${TEXT.timeLeft[l]}</dt><dd><span class="timer" id="acs-timer" role="timer" aria-live="off" data-expires="${esc(challenge.expiresAt)}">--:--</span></dd>
<dt>${TEXT.attempts[l]}</dt><dd id="acs-attempts">${challenge.attemptsLeft}</dd>
</dl>
${wrongCode ? `<p class="error" role="alert" id="acs-error">${TEXT.wrongCode[l]}</p>` : ""}
<p>${TEXT.shownCode[l]}: <code id="acs-code">${esc(challenge.oneTimeCode)}</code></p>
<form method="post" action="/sandbox-bank/acs" id="acs-form">
<input type="hidden" name="session" value="${esc(challenge.sessionId)}">
<label for="code">${TEXT.code[l]}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus>
<div><button class="primary" type="submit" name="action" value="confirm">${TEXT.confirm[l]}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${TEXT.cancel[l]}</button></div>
</form>
<p id="acs-timeout" class="error" role="alert" hidden>${TEXT.timedOut[l]}</p>
<script nonce="${esc(nonce)}">
(function(){var el=document.getElementById("acs-timer");var end=Date.parse(el.dataset.expires);var form=document.getElementById("acs-form");var sent=false;
function tick(){var s=Math.max(0,Math.ceil((end-Date.now())/1000));el.textContent=String(Math.floor(s/60)).padStart(2,"0")+":"+String(s%60).padStart(2,"0");
if(s===0&&!sent){sent=true;document.getElementById("acs-timeout").hidden=false;var c=document.getElementById("code");c.required=false;c.value="";var a=document.createElement("input");a.type="hidden";a.name="action";a.value="timeout";form.appendChild(a);form.submit();return;}
setTimeout(tick,250);}tick();})();
</script>`;
  page(res, l, TEXT.title[l], body, publicOrigin);
}

/** The answer to the merchant: a form the browser posts by itself (or with the visible button). */
function callbackPage(res: Response, callback: GateCallback, lang: Lang, publicOrigin: string): void {
  const nonce = res.locals.nonce;
  const inputs = callback.fields
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join("");
  const body = `
<h1>${TEXT.title[lang]}</h1>
<p>${TEXT.redirecting[lang]}</p>
<form method="post" action="${esc(callback.action)}" id="callback-form">${inputs}
<button class="primary" type="submit">${TEXT.continue[lang]}</button></form>
<script nonce="${esc(nonce)}">document.getElementById("callback-form").submit();</script>`;
  page(res, lang, TEXT.title[lang], body, publicOrigin);
}

function langOf(value: unknown): Lang {
  return value === "en" ? "en" : "tr";
}

export function mountSandboxBank(app: Express, options: SandboxHttpOptions): void {
  const { deps } = options;
  const clock = options.clock ?? (() => new Date());
  const publicOrigin = new URL(options.publicUrl).origin;
  // Raw bodies: field order and repeated names matter to the hash, so nothing may reshape them.
  const formBody = express.text({ type: "application/x-www-form-urlencoded", limit: "32kb" });

  app.get("/sandbox-bank", (req: Request, res: Response) => {
    const lang = langOf(req.query.lang);
    const guide = describeSandboxCards(lang);
    const rows = guide.cards
      .map(
        (c) =>
          `<tr><td><code>${esc(c.number)}</code><br>${esc(c.brand)}</td><td><strong>${esc(c.title)}</strong><br>${esc(c.result)}</td></tr>`,
      )
      .join("");
    const notes = guide.notes.map((n) => `<li>${esc(n)}</li>`).join("");
    const body = `<h1>${TEXT.docsTitle[lang]}</h1><p class="note">${TEXT.sandbox[lang]}</p>
<table><thead><tr><th scope="col">${TEXT.number[lang]}</th><th scope="col">${TEXT.outcome[lang]}</th></tr></thead><tbody>${rows}</tbody></table>
<ul>${notes}</ul><p><a href="/sandbox-bank?lang=${lang === "tr" ? "en" : "tr"}">${lang === "tr" ? "English" : "Türkçe"}</a></p>`;
    page(res, lang, TEXT.docsTitle[lang], body, null);
  });

  app.post("/sandbox-bank/est3Dgate", formBody, async (req: Request, res: Response) => {
    const posted = new URLSearchParams(typeof req.body === "string" ? req.body : "");
    const lang = langOf(posted.get("lang"));
    const result = await handleGatePost(deps, posted, clock(), { acsLifetimeMs: options.acsLifetimeMs });
    if (result.kind === "challenge") return acsPage(res, result.challenge, false, publicOrigin);
    if (result.kind === "callback") return callbackPage(res, result, lang, publicOrigin);
    page(res, lang, TEXT.badRequest[lang], `<h1>${TEXT.badRequest[lang]}</h1>`, null, 400);
  });

  app.post("/sandbox-bank/acs", formBody, async (req: Request, res: Response) => {
    const posted = new URLSearchParams(typeof req.body === "string" ? req.body : "");
    const sessionId = posted.get("session") ?? "";
    const action = posted.get("action") ?? "confirm";
    const before = await getAcsChallenge(deps, sessionId);
    const lang = before?.lang ?? "tr";
    // The page's own countdown ended: a browser clock a little ahead still counts as the timeout.
    const now = clock();
    const at = action === "timeout" && before ? new Date(Math.max(now.getTime(), Date.parse(before.expiresAt))) : now;
    const result =
      action === "cancel"
        ? await cancelAcs(deps, sessionId, now)
        : await completeAcs(deps, sessionId, (posted.get("code") ?? "").slice(0, 12), at);
    if (result.kind === "callback") return callbackPage(res, result, lang, publicOrigin);
    if (result.kind === "retry") return acsPage(res, result.challenge, true, publicOrigin);
    page(res, lang, TEXT.title[lang], `<h1>${TEXT.title[lang]}</h1><p>${TEXT.noSession[lang]}</p>`, null, 410);
  });

  // The day-end list (decision 0075): GET /sandbox-bank/gunsonu?date=yyyy-mm-dd with the merchant's
  // API user and password as HTTP Basic credentials, answered as the settlement CSV.
  app.get("/sandbox-bank/gunsonu", async (req: Request, res: Response) => {
    const [user = "", password = ""] = Buffer.from((req.headers.authorization ?? "").replace(/^Basic /, ""), "base64")
      .toString("utf8")
      .split(":");
    const merchant = deps.merchants.find((m) => m.apiUser === user && m.apiPassword === password && user !== "");
    if (!merchant)
      return void res
        .status(401)
        .set("WWW-Authenticate", 'Basic realm="sandbox-bank"')
        .type("text/plain")
        .send("Unauthorized");
    const date = typeof req.query.date === "string" ? req.query.date : "";
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return void res.status(400).type("text/plain").send("date=yyyy-mm-dd");
    const body = await sandboxDayEndFile(deps.ledger, merchant.clientId, date);
    res
      .status(200)
      .type("text/csv; charset=utf-8")
      .set("Content-Disposition", `attachment; filename="gunsonu-${date}.csv"`)
      .send(body);
  });

  app.post(
    "/sandbox-bank/fim/api",
    express.raw({ type: () => true, limit: "64kb" }),
    async (req: Request, res: Response) => {
      const body = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array();
      const answer = await handleApiRequest(deps, body, req.headers["content-type"], clock());
      res.status(answer.status).type(answer.contentType).send(Buffer.from(answer.body));
    },
  );
}
