// The desk's inboxes in the browser (docs/decisions/0043), in Turkish and
// English: a call-centre agent issues a payment reference that the customer pays on /sanal-odeme
// and the desk sees paid; the customer asks to cancel; finance approves and the refund shows at
// the sandbox bank (its order query) and in the customer's e-mail (development mailbox); the lookup
// page shows the answer. HR opens a CV in the browser. axe finds nothing on the desk pages;
// screenshots at 1280 and 820 px go to DESK_SCREENSHOTS when set.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { axeFor } from "./support/axe.ts";
import { expect, type Page, test } from "@playwright/test";
import { formsEn, formsTr } from "#app/i18n/messages/forms.ts";
import { inboxEn, inboxTr } from "#app/i18n/messages/inbox.ts";
import { signInAsStaff } from "./staff-session.ts";
import {
  askToCancel,
  field,
  mail,
  prefix,
  quietCookies,
  solveCaptcha,
  staffBrowser,
  testReservation,
} from "./support/customer-requests.ts";
import { flowLanguages } from "./support/languages.ts";

const M = { tr: inboxTr, en: inboxEn } as const;
const F = { tr: formsTr, en: formsEn } as const;
const SHOTS = process.env.DESK_SCREENSHOTS;

const PAY = {
  tr: {
    holder: "Kart üzerindeki ad soyad",
    number: "Kart numarası",
    month: "Ay",
    year: "Yıl",
    cvc: "Güvenlik kodu (CVC)",
    pay: /Öde$/,
    payByCard: "Kartla öde",
    confirm: "Onayla",
    approved: "Onaylandı",
  },
  en: {
    holder: "Name on the card",
    number: "Card number",
    month: "Month",
    year: "Year",
    cvc: "Security code (CVC)",
    pay: /^Pay /,
    payByCard: "Pay by card",
    confirm: "Confirm",
    approved: "Approved",
  },
} as const;

test.beforeEach(async ({ context, baseURL }) => quietCookies(context, baseURL));

async function axeClean(page: Page) {
  await expect(page.locator('div[role="progressbar"]')).toHaveCount(0);
  const result = await axeFor(page).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Looks at the page at 1280 and 820 px (a desk screen and a tablet) and keeps the pictures. */
async function shots(page: Page, name: string) {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await axeClean(page);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** What the sandbox bank says about an order (its XML API, as the bank's panel would show it). */
async function bankOrder(page: Page, orderId: string): Promise<Record<string, string>> {
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?><CC5Request><Name>yoldaapi</Name><Password>SANDBOX-API-PASS</Password>` +
    `<ClientId>190100000</ClientId><OrderId>${orderId}</OrderId><Mode>P</Mode><Extra><ORDERSTATUS>QUERY</ORDERSTATUS></Extra></CC5Request>`;
  const response = await page.request.post("/sandbox-bank/fim/api", {
    headers: { "Content-Type": "text/xml; charset=utf-8" },
    data: xml,
  });
  expect(response.ok()).toBe(true);
  const text = await response.text();
  const value = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(text)?.[1] ?? "";
  return { refunded: value("REFUND_AMT"), captured: value("CAPTURE_AMT"), status: value("TRANS_STAT") };
}

for (const lang of flowLanguages("en")) {
  const m = M[lang];
  const tl = (amount: string) => `${amount} TL`;
  // 2 days at 1,500.00 TL (the test hook's rate).
  const total = lang === "tr" ? "3.000,00" : "3,000.00";

  test(`reference paid on /sanal-odeme, then a prepaid cancellation approved with the refund at the bank (${lang})`, async ({
    browser,
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const lastName = `Referans${randomBytes(3).toString("hex")}`;
    const booking = await testReservation(page, { lastName, paymentType: "office" });

    // The call centre issues a reference for what is owed and e-mails it.
    const agent = await staffBrowser(browser, baseURL);
    await signInAsStaff(
      agent,
      "call_centre",
      lang,
      `${prefix(lang)}/yonetim/rezervasyonlar/${booking.number}/referans`,
    );
    await expect(agent.getByText(tl(total)).first()).toBeVisible();
    await shots(agent, `reference-before-${lang}`);
    await agent.getByRole("button", { name: m.references.issue }).click();
    const row = agent.getByTestId("reference-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(m.references.states.open);
    const reference = ((await row.locator("td").first().textContent()) ?? "").trim();
    expect(reference).toMatch(/^REF-[0-9A-Z]{8}$/);
    await shots(agent, `reference-issued-${lang}`);
    const linkMail = await mail(page, booking.email, booking.number);
    expect(linkMail).toContain(`/sanal-odeme?ref=${reference}`);

    // The customer pays it on /sanal-odeme through the sandbox bank.
    await page.goto(`/sanal-odeme?ref=${reference}`);
    await page.getByRole("button", { name: PAY.tr.payByCard }).click();
    await expect(page).toHaveURL(/\/pos3d\?odeme=/);
    await page.getByLabel(PAY.tr.holder).fill(`Deniz ${lastName}`);
    await page.getByLabel(PAY.tr.number).pressSequentially("4355084355084358");
    await page.getByLabel(PAY.tr.month, { exact: true }).selectOption("12");
    await page.getByLabel(PAY.tr.year, { exact: true }).selectOption("30");
    await page.getByLabel(PAY.tr.cvc).fill("000");
    await page.getByRole("button", { name: PAY.tr.pay }).click();
    await expect(page.getByRole("heading", { name: /3-D Secure/ })).toBeVisible();
    await page.locator("#code").fill((await page.locator("#acs-code").textContent()) ?? "");
    await page.getByRole("button", { name: PAY.tr.confirm }).click();
    await expect(page.getByTestId("payment-outcome")).toContainText(PAY.tr.approved);

    // The desk sees it paid and nothing owed.
    await agent.reload();
    await expect(agent.getByTestId("reference-row")).toContainText(m.references.states.paid);
    await expect(agent.getByText(m.references.nothingOwed)).toBeVisible();
    await shots(agent, `reference-paid-${lang}`);
    const paidMail = await mail(page, booking.email, reference);
    const orderId = /(?:Sipariş numarası|Order number): (\S+)/.exec(paidMail)?.[1] ?? "";
    expect(orderId).not.toBe("");
    await agent.context().close();

    // The customer asks to cancel (now prepaid: a full refund, more than 12 hours before).
    await askToCancel(page, "tr", booking.number, lastName);

    // Finance approves it from the inbox; the refund goes to the bank once.
    const finance = await staffBrowser(browser, baseURL);
    await signInAsStaff(finance, "finance", lang, `${prefix(lang)}/yonetim/iptal-talepleri`);
    await shots(finance, `cancellations-${lang}`);
    await finance.getByRole("link", { name: booking.number }).click();
    await expect(
      finance.getByRole("heading", { name: m.cancellations.detailTitle.replace("{{number}}", booking.number) }),
    ).toBeVisible();
    await shots(finance, `cancellation-open-${lang}`);
    await finance.getByRole("button", { name: m.cancellations.approve.replace("{{refund}}", tl(total)) }).click();
    await expect(finance.getByRole("status")).toHaveText(m.cancellations.outcomes.approved);
    await expect(finance.getByTestId("refund-state")).toHaveText(m.cancellations.refundStates.refunded);
    await shots(finance, `cancellation-approved-${lang}`);
    await finance.context().close();

    const bank = await bankOrder(page, orderId);
    expect(bank.refunded).toBe("300000");
    const approvedMail = await mail(page, booking.email, "İptal talebiniz onaylandı");
    expect(approvedMail).toContain("3.000,00 TL tutarındaki iadeniz kartınıza gönderildi");

    // The lookup page shows the answer.
    await page.goto(`${prefix(lang)}/Rezervasyon-On-Izleme?no=${booking.number}`);
    await field(page, F[lang].lookup.lastName).fill(lastName);
    await page.getByRole("button", { name: F[lang].lookup.submit }).click();
    await expect(page.getByTestId("cancellation-request")).toContainText(
      F[lang].lookup.request.approvedRefund.replace("{{refund}}", tl(total)),
    );
  });
}

// The smallest real PDF (one blank page): the server parses a CV, a bare header is not enough.
const minimalPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** A job application sent through /ik, as an applicant would; returns the applicant's name. */
async function applyForJob(page: Page): Promise<string> {
  const f = F.tr;
  const id = randomBytes(3).toString("hex");
  const name = `Elif Başvuru${id}`;
  await page.goto("/ik");
  await field(page, f.firstName).fill("Elif");
  await field(page, f.lastName).fill(`Başvuru${id}`);
  await field(page, f.email).fill(`cv-${id}@example.com`);
  await field(page, f.phone).fill("5321234567");
  await page.getByRole("group", { name: f.jobs.departments }).getByRole("checkbox").nth(0).check();
  await field(page, f.jobs.cv).setInputFiles({ name: "ozgecmis.pdf", mimeType: "application/pdf", buffer: minimalPdf });
  await solveCaptcha(page, "tr");
  await page.getByRole("button", { name: f.jobs.submit }).click();
  await expect(page.getByText(f.jobs.success)).toBeVisible();
  return name;
}

for (const lang of flowLanguages("tr")) {
  const m = M[lang];
  test(`HR opens a CV in the browser; a call-centre agent may not (${lang})`, async ({ browser, page, baseURL }) => {
    test.setTimeout(120_000);
    const name = await applyForJob(page);
    const hr = await staffBrowser(browser, baseURL);
    await signInAsStaff(hr, "hr", lang, `${prefix(lang)}/yonetim/talepler`);
    await expect(hr.getByRole("heading", { name: m.requests.title, level: 1 })).toBeVisible();
    await shots(hr, `requests-${lang}`);
    await hr.getByRole("link", { name }).click();
    await expect(hr.getByRole("heading", { level: 1 })).toContainText(name);
    await shots(hr, `request-job-${lang}`);
    const href = (await hr.getByTestId("cv-link").getAttribute("href")) ?? "";
    expect(href).toMatch(/\/yonetim\/talepler\/[0-9a-f-]{36}\/cv$/);
    // Opened in the browser: shown inline as a PDF, never cached.
    const cv = await hr.request.get(href);
    expect(cv.status()).toBe(200);
    expect(cv.headers()["content-type"]).toBe("application/pdf");
    expect(cv.headers()["content-disposition"]).toMatch(/^inline; filename=".+\.pdf"$/);
    expect(cv.headers()["cache-control"]).toContain("no-store");
    expect((await cv.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // A note, a reply e-mailed from the desk, and the status follows.
    await hr.getByLabel(m.requests.note).fill("Ön görüşmeye çağrılacak.");
    await hr.getByRole("button", { name: m.requests.addNote }).click();
    await expect(hr.getByRole("status")).toHaveText(m.requests.outcomes.noted);
    await hr.getByLabel(m.requests.replySubject).fill("Başvurunuz");
    await hr.getByLabel(m.requests.replyBody).fill("Sizi görüşmeye davet ediyoruz.");
    await hr.getByRole("button", { name: m.requests.send }).click();
    await expect(hr.getByRole("status")).toHaveText(m.requests.outcomes.replied);
    await expect(hr.getByTestId("request-note")).toHaveCount(2);
    // The forms start again from what was saved: empty boxes, the new status.
    await expect(hr.getByLabel(m.requests.replyBody)).toHaveValue("");
    await expect(hr.getByLabel(m.requests.note)).toHaveValue("");
    await expect(hr.getByLabel(m.requests.status, { exact: true })).toHaveValue("answered");
    await shots(hr, `request-answered-${lang}`);
    await hr.context().close();

    const agent = await staffBrowser(browser, baseURL);
    await signInAsStaff(agent, "call_centre", lang);
    const refused = await agent.request.get(href);
    expect(refused.status()).toBe(403);
    await agent.context().close();
  });
}
