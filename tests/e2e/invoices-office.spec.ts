// The invoice office in the browser (issue 26 item 1, decision 0104), tr and en: two rentals are
// returned at the desk; each is invoiced at the return and sent by the background job. The first
// is accepted and its e-mail with the PDF arrives; finance reaches /yonetim/faturalar from the
// menu, finds it, downloads the XML and the PDF and sends the e-mail again (the outcome takes the
// focus). The sandbox integrator refuses the second (its billing address carries "REDDET"):
// finance reads the integrator's reason, fixes the billing address and issues a new invoice,
// which is accepted and refers to the refused one, which stays as it was. Axe finds nothing and
// nothing scrolls sideways at 1280 and 820 px; screenshots with INVOICE_SCREENSHOTS=<dir>.
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { SANDBOX_REFUSAL_REASON } from "#app/server/invoicing/sandbox-integrator.server.ts";
import { pdfText } from "#tests/pdf-text.ts";
import { fillMainDriver } from "./handover-helpers.ts";
import { signInAsStaff } from "./staff-session.ts";
import { expectAccessible } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const x = {
  tr: {
    prefix: "",
    plate: "Plaka",
    odometer: "Kilometre",
    handOver: "Teslim et",
    handedOver: "Araç teslim edildi.",
    takeBack: "Ücretleri önizle",
    confirm: "Onayla ve aracı geri al",
    nav: "Faturalar",
    title: "Faturalar",
    search: "Ara",
    show: "Göster",
    accepted: "Durum: entegratör kabul etti; müşteriye e-postayla gönderildi.",
    refused: `Durum: entegratör reddetti. Entegratörün gerekçesi: ${SANDBOX_REFUSAL_REASON}`,
    pending: "Durum: entegratöre gönderilmeyi bekliyor.",
    mailSubject: "Faturanız",
    pdfName: (n: string) => `fatura-${n}.pdf`,
    xml: (n: string) => `${n} XML indir`,
    pdf: (n: string) => `${n} PDF indir`,
    resend: "E-postayı yeniden gönder",
    resent: (n: string, to: string) =>
      `${n} numaralı faturanın e-postası ${to} adresine yeniden gönderilmek üzere sıraya alındı.`,
    fix: "Fatura bilgilerini düzelt ve yeni fatura düzenle",
    address: "Fatura adresi",
    submit: "Düzelt ve yeni fatura düzenle",
    corrected: (old: string) =>
      new RegExp(`^${old} numaralı faturanın yerine (\\w{16}) numaralı yeni fatura düzenlendi`),
    corrects: (old: string) => `Bu fatura, ${old} numaralı faturanın yerine düzenlendi.`,
    correctedBy: (n: string) => `Yerine ${n} numaralı fatura düzenlendi.`,
  },
  en: {
    prefix: "/en",
    plate: "Plate",
    odometer: "Odometer (km)",
    handOver: "Hand over",
    handedOver: "The car was handed over.",
    takeBack: "Preview the charges",
    confirm: "Confirm and take the car back",
    nav: "Invoices",
    title: "Invoices",
    search: "Search",
    show: "Show",
    accepted: "Status: accepted by the integrator; e-mailed to the customer.",
    refused: `Status: refused by the integrator. The integrator's reason: ${SANDBOX_REFUSAL_REASON}`,
    pending: "Status: waiting to be sent to the integrator.",
    mailSubject: "Your invoice",
    pdfName: (n: string) => `invoice-${n}.pdf`,
    xml: (n: string) => `Download ${n} XML`,
    pdf: (n: string) => `Download ${n} PDF`,
    resend: "Send the e-mail again",
    resent: (n: string, to: string) => `The e-mail of invoice ${n} is queued to be sent again to ${to}.`,
    fix: "Correct the billing details and issue a new invoice",
    address: "Billing address",
    submit: "Correct and issue a new invoice",
    corrected: (old: string) => new RegExp(`^New invoice (\\w{16}) was issued in place of invoice ${old}`),
    corrects: (old: string) => `This invoice was issued in place of invoice ${old}.`,
    correctedBy: (n: string) => `Replaced by invoice ${n}.`,
  },
} as const;

type Words = (typeof x)[keyof typeof x];

/** A pay-at-office rental at the agent's office, handed over and taken back on time at the desk. */
async function rentedAndReturned(page: Page, w: Words, lang: "tr" | "en", lastName: string, billingAddress: string) {
  const created = await page.request.post("/__test/reservations", {
    data: { lastName, paymentType: "office", hoursUntilPickup: 1, days: 1, officeCode: "IST", billingAddress, lang },
  });
  expect(created.ok()).toBe(true);
  const { number, email } = (await created.json()) as { number: string; email: string };
  const base = `${w.prefix}/yonetim/rezervasyonlar/${number}`;
  await signInAsStaff(page, "office", lang, `${base}/teslim`);
  const plate = (await page.getByTestId("desk-plate").textContent()) ?? "";
  await page.getByLabel(w.plate, { exact: true }).fill(plate.trim());
  await page.getByLabel(w.odometer, { exact: true }).fill("15000");
  await fillMainDriver(page, lang);
  await page.getByRole("button", { name: w.handOver }).click();
  await expect(page.getByText(w.handedOver)).toBeVisible();
  // A day passes: the car comes back an hour before it is due.
  expect((await page.request.post(`/__test/reservations/${number}/shift`, { data: { hours: -24 } })).status()).toBe(
    204,
  );
  await page.goto(`${base}/iade`);
  await page.getByLabel(w.odometer, { exact: true }).fill("15100");
  await page.getByRole("button", { name: w.takeBack }).click();
  await expect(page.getByTestId("return-preview")).toBeVisible();
  await page.getByRole("button", { name: w.confirm }).press("Enter");
  await expect(page).toHaveURL(/\/odeme\?durum=iade$/);
  return { number, email };
}

/** The development mailbox's e-mails to `to`, newest first: subject and attachment links. */
async function mailsTo(page: Page, to: string) {
  const html = await (await page.request.get("/dev/mailbox")).text();
  return html
    .split("<article")
    .slice(1)
    .filter((a) => a.includes(`>${to}<`))
    .map((a) => ({
      subject: /<h2[^>]*>([^<]*)<\/h2>/.exec(a)?.[1] ?? "",
      files: [...a.matchAll(/href="([^"]+)" download="([^"]+)"/g)].map((m) => ({ href: m[1] ?? "", name: m[2] ?? "" })),
    }));
}

async function search(page: Page, w: Words, text: string) {
  await page.getByLabel(w.search, { exact: true }).fill(text);
  await page.getByRole("button", { name: w.show, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${text}`));
}

/** Reloads the search until the invoice shows `status` (the sending job runs every 15 s). */
async function waitForStatus(page: Page, card: ReturnType<Page["locator"]>, status: string) {
  await expect(async () => {
    await page.reload();
    await expect(card.getByTestId("invoice-status")).toHaveText(status, { timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [2000] });
}

async function checkWidths(page: Page, shot: string) {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 1000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    const dir = process.env.INVOICE_SCREENSHOTS;
    if (dir) await page.screenshot({ path: `${dir}/${shot}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of flowLanguages("en")) {
  test(`${lang}: a return is invoiced and e-mailed; finance downloads it, sends it again, and replaces a refused invoice with a corrected one`, async ({
    page: desk,
    browser,
  }) => {
    test.setTimeout(180_000);
    const w = x[lang];
    const good = await rentedAndReturned(
      desk,
      w,
      lang,
      lang === "tr" ? "Faturacıoğlu" : "Billings",
      "Bağdat Caddesi 5, Kadıköy, İstanbul",
    );
    const bad = await rentedAndReturned(
      desk,
      w,
      lang,
      lang === "tr" ? "Reddedilmiş" : "Refused",
      "REDDET Sokak 1, Kadıköy, İstanbul",
    );

    // Finance, in a browser of their own, reaches the page from the menu.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInAsStaff(page, "finance", lang);
    await page.getByRole("navigation").getByRole("link", { name: w.nav, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.title);
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/yonetim/faturalar$`));

    // The accepted invoice: found by its reservation, its e-mail with the PDF arrived.
    await search(page, w, good.number);
    const goodCard = page.locator("article").filter({ hasText: good.number });
    await expect(goodCard).toHaveCount(1);
    await waitForStatus(page, goodCard, w.accepted);
    const invoiceNumber =
      ((await goodCard.getByRole("heading", { level: 2 }).textContent()) ?? "").split(" ").at(-1) ?? "";
    expect(invoiceNumber).toMatch(/^[A-Z0-9]{3}20\d{2}\d{9}$/);
    let mails: Awaited<ReturnType<typeof mailsTo>> = [];
    await expect(async () => {
      mails = (await mailsTo(page, good.email)).filter((m) => m.subject.startsWith(w.mailSubject));
      expect(mails).toHaveLength(1);
    }).toPass({ timeout: 10_000 });
    const attached = mails[0]?.files.find((f) => f.name === w.pdfName(invoiceNumber));
    expect(attached).toBeTruthy();
    const mailed = await page.request.get(attached?.href ?? "");
    expect(mailed.headers()["content-type"]).toContain("application/pdf");
    expect(await pdfText(new Uint8Array(await mailed.body()))).toContain(invoiceNumber);

    // XML and PDF downloads.
    const [xml] = await Promise.all([
      page.waitForEvent("download"),
      goodCard.getByRole("link", { name: w.xml(invoiceNumber) }).click(),
    ]);
    expect(xml.suggestedFilename()).toBe(`${invoiceNumber}.xml`);
    const xmlText = await readFile(await xml.path(), "utf8");
    expect(xmlText).toContain("<cbc:CustomizationID>TR1.2</cbc:CustomizationID>");
    expect(xmlText).toContain(`<cbc:ID>${invoiceNumber}</cbc:ID>`);
    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      goodCard.getByRole("link", { name: w.pdf(invoiceNumber) }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(w.pdfName(invoiceNumber));
    expect(await pdfText(new Uint8Array(await readFile(await pdf.path())))).toContain(invoiceNumber);

    // The e-mail again: the outcome says so and takes the focus; one more e-mail in the mailbox.
    await goodCard.getByRole("button", { name: new RegExp(`^${w.resend}`) }).click();
    const outcome = page.getByRole("status").filter({ hasText: w.resent(invoiceNumber, good.email) });
    await expect(outcome).toBeVisible();
    await expect(outcome).toBeFocused();
    await expect(async () => {
      expect((await mailsTo(page, good.email)).filter((m) => m.subject.startsWith(w.mailSubject))).toHaveLength(2);
    }).toPass({ timeout: 10_000 });
    await checkWidths(page, `accepted-${lang}`);

    // The refused invoice: the integrator's reason; the address fixed; a new invoice replaces it.
    await search(page, w, bad.number);
    const badCards = page.locator("article");
    await waitForStatus(page, badCards.first(), w.refused);
    await expect(badCards).toHaveCount(1);
    const refusedNumber =
      ((await badCards.first().getByRole("heading", { level: 2 }).textContent()) ?? "").split(" ").at(-1) ?? "";
    expect((await mailsTo(page, bad.email)).filter((m) => m.subject.startsWith(w.mailSubject))).toHaveLength(0);
    await checkWidths(page, `refused-${lang}`);
    await badCards.first().getByText(w.fix).click();
    const address = badCards.first().getByLabel(w.address);
    await expect(address).toHaveValue("REDDET Sokak 1, Kadıköy, İstanbul");
    await address.fill("Moda Caddesi 12, Kadıköy, İstanbul");
    await badCards.first().getByRole("button", { name: w.submit }).click();
    const done = page.getByRole("status").filter({ hasText: w.corrected(refusedNumber) });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    const newNumber = w.corrected(refusedNumber).exec((await done.textContent()) ?? "")?.[1] ?? "";
    expect(newNumber).not.toBe(refusedNumber);
    const newCard = page.getByTestId(`invoice-${newNumber}`);
    const oldCard = page.getByTestId(`invoice-${refusedNumber}`);
    await expect(newCard).toContainText(w.corrects(refusedNumber));
    await expect(oldCard).toContainText(w.correctedBy(newNumber));
    await expect(oldCard.getByTestId("invoice-status")).toHaveText(w.refused);
    await checkWidths(page, `corrected-${lang}`);
    await waitForStatus(page, newCard, w.accepted);
    await expect(oldCard.getByTestId("invoice-status")).toHaveText(w.refused);
    await expect(async () => {
      const sent = (await mailsTo(page, bad.email)).filter((m) => m.subject.startsWith(w.mailSubject));
      expect(sent.map((m) => m.files.map((f) => f.name)).flat()).toEqual([w.pdfName(newNumber)]);
    }).toPass({ timeout: 10_000 });
    await checkWidths(page, `accepted-new-${lang}`);
    await context.close();
  });
}
