// A guest's invoice and receipt (issue 26 item 4), in Turkish and English: a guest (no account)
// who prepaid by card rents at Istanbul Airport; the desk hands the car over and takes it back;
// the return is invoiced and sent by the background job. The guest is e-mailed the invoice with its
// PDF, and the lookup (number + surname) offers both the receipt and the invoice: each opens as a
// PDF with the reservation's figures (2 days at 1.500,00 TL = 3.000,00 TL, the test hook's rate).
// The lookup is checked at 1280 and 390 px, axe clean; screenshots to /work/shots/guest-invoice
// (or GUEST_INVOICE_SHOTS).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { pdfText } from "#tests/pdf-text.ts";
import { fillMainDriver } from "./handover-helpers.ts";
import { signInAsStaff } from "./staff-session.ts";
import { quietCookies, staffBrowser } from "./support/customer-requests.ts";
import { axeClean } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const SHOTS = process.env.GUEST_INVOICE_SHOTS ?? "/work/shots/guest-invoice";

const x = {
  tr: {
    prefix: "",
    plate: "Plaka",
    odometer: "Kilometre",
    handOver: "Teslim et",
    handedOver: "Araç teslim edildi.",
    takeBack: "Ücretleri önizle",
    confirm: "Onayla ve aracı geri al",
    lookupLastName: "Sürücünün soyadı",
    show: "Rezervasyonu göster",
    receipt: "Makbuzu indir (PDF)",
    invoice: /^(\w{16}) numaralı faturayı indir \(PDF\)$/,
    mailSubject: "Faturanız",
    pdfName: (n: string) => `fatura-${n}.pdf`,
    total: "3.000,00 TL",
    // The invoice is the Turkish document (with English labels beside): Turkish figures.
    invoiceTotal: "3.000,00 TL",
  },
  en: {
    prefix: "/en",
    plate: "Plate",
    odometer: "Odometer (km)",
    handOver: "Hand over",
    handedOver: "The car was handed over.",
    takeBack: "Preview the charges",
    confirm: "Confirm and take the car back",
    lookupLastName: "Driver's last name",
    show: "Show reservation",
    receipt: "Download the receipt (PDF)",
    invoice: /^Download invoice (\w{16}) \(PDF\)$/,
    mailSubject: "Your invoice",
    pdfName: (n: string) => `invoice-${n}.pdf`,
    total: "3,000.00 TL",
    invoiceTotal: "3.000,00 TL",
  },
} as const;

/** The development mailbox's e-mails to `to`: subject and attachment links. */
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

async function pdfOf(page: Page, href: string): Promise<string> {
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  return (await pdfText(new Uint8Array(await response.body()))).replace(/\s+/g, " ");
}

test.beforeEach(async ({ context, baseURL }) => quietCookies(context, baseURL));

for (const lang of flowLanguages("tr")) {
  test(`${lang}: a guest who paid by card gets the invoice by e-mail and opens the receipt and the invoice from the lookup`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const w = x[lang];
    const lastName = `Misafir${randomBytes(3)
      .toString("hex")
      .replace(/\d/g, (d) => "ghijklmnop"[Number(d)] ?? "x")}`;
    // A guest's booking, prepaid by card (the test hook's payment), picked up in an hour, 2 days.
    const created = await page.request.post("/__test/reservations", {
      data: { lastName, paymentType: "card", hoursUntilPickup: 1, days: 2, officeCode: "IST", lang },
    });
    expect(created.ok()).toBe(true);
    const { number, email } = (await created.json()) as { number: string; email: string };

    // The desk hands the car over and takes it back on time (in its own browser).
    const desk = await staffBrowser(browser, baseURL);
    const base = `${w.prefix}/yonetim/rezervasyonlar/${number}`;
    await signInAsStaff(desk, "office", lang, `${base}/teslim`);
    const plate = (await desk.getByTestId("desk-plate").textContent()) ?? "";
    await desk.getByLabel(w.plate, { exact: true }).fill(plate.trim());
    await desk.getByLabel(w.odometer, { exact: true }).fill("15000");
    await fillMainDriver(desk, lang);
    await desk.getByRole("button", { name: w.handOver }).click();
    await expect(desk.getByText(w.handedOver)).toBeVisible();
    expect((await desk.request.post(`/__test/reservations/${number}/shift`, { data: { hours: -48 } })).status()).toBe(
      204,
    );
    await desk.goto(`${base}/iade`);
    await desk.getByLabel(w.odometer, { exact: true }).fill("15100");
    await desk.getByRole("button", { name: w.takeBack }).click();
    await expect(desk.getByTestId("return-preview")).toBeVisible();
    await desk.getByRole("button", { name: w.confirm }).press("Enter");
    await expect(desk).toHaveURL(/\/odeme\?durum=iade$/);
    await desk.context().close();

    // The invoice e-mail reaches the guest with its PDF once the sending job ran (every 15 s).
    let invoiceMail: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
    await expect(async () => {
      invoiceMail = (await mailsTo(page, email)).find((m) => m.subject.startsWith(w.mailSubject));
      expect(invoiceMail).toBeTruthy();
    }).toPass({ timeout: 60_000, intervals: [2000] });
    const attached = invoiceMail?.files.find((f) => f.name.endsWith(".pdf"));
    expect(attached).toBeTruthy();
    const mailedText = await pdfOf(page, attached?.href ?? "");
    const invoiceNumber = /\b([A-Z0-9]{3}20\d{2}\d{9})\b/.exec(mailedText)?.[1] ?? "";
    expect(invoiceNumber).not.toBe("");
    expect(attached?.name).toBe(w.pdfName(invoiceNumber));
    expect(mailedText).toContain(w.invoiceTotal);

    // The guest's lookup: the receipt and the invoice, each a PDF with the figures.
    await page.goto(`${w.prefix}/Rezervasyon-On-Izleme?no=${number}`);
    await page.getByLabel(w.lookupLastName).fill(lastName);
    await page.getByRole("button", { name: w.show }).click();
    const receiptLink = page.getByRole("link", { name: w.receipt });
    const invoiceLink = page.getByRole("link", { name: w.invoice });
    await expect(receiptLink).toBeVisible();
    await expect(invoiceLink).toHaveCount(1);
    expect(w.invoice.exec((await invoiceLink.textContent()) ?? "")?.[1]).toBe(invoiceNumber);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await invoiceLink.scrollIntoViewIfNeeded();
      await axeClean(page);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `lookup-${lang}-${width}.png`), fullPage: true });
    }
    const receiptText = await pdfOf(page, (await receiptLink.getAttribute("href")) ?? "");
    expect(receiptText).toContain(number);
    expect(receiptText).toContain(w.total);
    const invoiceText = await pdfOf(page, (await invoiceLink.getAttribute("href")) ?? "");
    expect(invoiceText).toContain(invoiceNumber);
    expect(invoiceText).toContain(w.invoiceTotal);

    // The links are signed: a changed one is refused (not another guest's invoice).
    const forged = ((await invoiceLink.getAttribute("href")) ?? "").replace(/s=[^&]+/, "s=0000");
    expect((await page.request.get(forged)).status()).toBe(404);
  });
}
