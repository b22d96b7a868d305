// Instalment bookings changed online, and a guest's receipt (issue 26 items 3 and 4), in Turkish
// and English at 1280 and 390 px. A guest (no account) books a car and pays it by card in 6
// instalments through the sandbox bank's 3-D Secure page; the confirmation e-mail carries the
// receipt, and the lookup (number + surname) gives it too, both saying "6 taksit x ...". The booking
// is then made dearer from the lookup: the difference (new total - old total; the surcharge is
// never counted as paid toward the total) is charged by 3-D Secure, not refused; the lookup shows
// the new total paid in full. Then it is made cheaper than it first was: the difference is refunded
// to the card at the sandbox bank, the lookup again shows total = paid online, and the change
// e-mail says what was refunded and the card payments' figures. Axe finds nothing on the pages the
// customer reads; screenshots to /work/shots/instalment-changes (or INSTALMENT_CHANGE_SHOTS).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { formatTl } from "#app/domain/money/money.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { pdfText } from "#tests/pdf-text.ts";
import { fillDriverStep, skipPackages } from "./support/booking-steps.ts";
import { quietCookies } from "./support/customer-requests.ts";
import { axeClean, watchConsole } from "./support/page-checks.ts";
import { flowCases } from "./support/languages.ts";

type Lang = "tr" | "en";
const SHOTS = process.env.INSTALMENT_CHANGE_SHOTS ?? "/work/shots/instalment-changes";

const x = {
  tr: {
    prefix: "",
    next: "Sonraki adım",
    payByCard: "Şimdi kartla öde",
    complete: "Rezervasyonu tamamla",
    holder: "Kart üzerindeki ad soyad",
    number: "Kart numarası",
    month: "Ay",
    year: "Yıl",
    cvc: "Güvenlik kodu (CVC)",
    legend: "Taksit seçenekleri",
    six: /^6 taksit x/,
    pay: /Öde$/,
    confirm: "Onayla",
    approved: "Onaylandı",
    plan: /^6 taksit x [\d.]+,\d\d TL$/,
    receiptPlan: /6 taksit x [\d.]+,\d\d TL \(vade farkı ([\d.]+,\d\d TL) dahil\)/,
    receiptName: (n: string) => `makbuz-${n}.pdf`,
    lookupLastName: "Sürücünün soyadı",
    show: "Rezervasyonu göster",
    receipt: "Makbuzu indir (PDF)",
    total: "Toplam",
    paidOnline: "Online ödenen",
    change: "Rezervasyonu değiştir",
    returnDate: "İade tarihi",
    preview: "Yeni fiyatı hesapla",
    confirmPay: "Onayla ve farkı öde",
    confirmChange: "Değişikliği onayla",
    done: "Rezervasyonunuz değiştirildi",
    refunded: (a: string) => `${a} kartınıza iade edildi.`,
    refundAhead: (a: string) => `Değişikliği onaylayınca ${a} kartınıza iade edilir.`,
    changedSubject: (n: string) => `Rezervasyonunuz değiştirildi: ${n}`,
    mailRefunded: (a: string) => `Fark olarak ${a} kartınıza iade edildi`,
    mailCharged: (a: string) => `Fark olarak kartınızdan ${a} tahsil edildi.`,
    mailCards: (charged: string, surcharge: string, refunded: string, paid: string) =>
      `Kart ödemeleri: tahsil edilen ${charged} (${surcharge} vade farkı dahil), iade edilen ${refunded}, rezervasyon için ödenen ${paid}.`,
  },
  en: {
    prefix: "/en",
    next: "Next step",
    payByCard: "Pay now by card",
    complete: "Complete the reservation",
    holder: "Name on the card",
    number: "Card number",
    month: "Month",
    year: "Year",
    cvc: "Security code (CVC)",
    legend: "Instalment options",
    six: /^6 instalments of/,
    pay: /^Pay /,
    confirm: "Confirm",
    approved: "Approved",
    plan: /^6 instalments of [\d,]+\.\d\d TL$/,
    receiptPlan: /6 instalments of [\d,]+\.\d\d TL \(including a ([\d,]+\.\d\d TL) instalment surcharge\)/,
    receiptName: (n: string) => `receipt-${n}.pdf`,
    lookupLastName: "Driver's last name",
    show: "Show reservation",
    receipt: "Download the receipt (PDF)",
    total: "Total",
    paidOnline: "Paid online",
    change: "Change the reservation",
    returnDate: "Return date",
    preview: "Work out the new price",
    confirmPay: "Confirm and pay the difference",
    confirmChange: "Confirm the change",
    done: "Your reservation has been changed",
    refunded: (a: string) => `${a} has been refunded to your card.`,
    refundAhead: (a: string) => `When you confirm, ${a} is refunded to your card.`,
    changedSubject: (n: string) => `Your reservation was changed: ${n}`,
    mailRefunded: (a: string) => `The difference of ${a} was refunded to your card`,
    mailCharged: (a: string) => `The difference of ${a} was charged to your card.`,
    mailCards: (charged: string, surcharge: string, refunded: string, paid: string) =>
      `Card payments: charged ${charged} (including ${surcharge} instalment surcharge), refunded ${refunded}, paid toward the reservation ${paid}.`,
  },
} as const;

/** "6.966,16 TL" / "6,966.16 TL" (or "+ ..." / "- ...") as kuruş. */
function kurusOf(text: string): number {
  const digits = text.replace(/[^\d]/g, "");
  expect(digits, `an amount in "${text}"`).not.toBe("");
  return Number(digits);
}

async function shots(page: Page, name: string, width: number) {
  await axeClean(page);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

/** The development mailbox's e-mails to `to`, oldest first: subject, text and attachment links. */
async function mailsTo(page: Page, to: string) {
  const html = await (await page.request.get("/dev/mailbox")).text();
  return html
    .split("<article")
    .slice(1)
    .filter((a) => a.includes(`>${to}<`))
    .map((a) => ({
      subject: /<h2[^>]*>([^<]*)<\/h2>/.exec(a)?.[1] ?? "",
      text: (/<pre[^>]*>([\s\S]*?)<\/pre>/.exec(a)?.[1] ?? "").replaceAll("&amp;", "&"),
      files: [...a.matchAll(/href="([^"]+)" download="([^"]+)"/g)].map((m) => ({ href: m[1] ?? "", name: m[2] ?? "" })),
    }))
    .reverse();
}

/** The lookup for `number` and `lastName`: its Total and Paid online rows, in kuruş. */
async function lookup(page: Page, lang: Lang, number: string, lastName: string) {
  const t = x[lang];
  await page.goto(`${t.prefix}/Rezervasyon-On-Izleme?no=${number}`);
  await page.getByLabel(t.lookupLastName).fill(lastName);
  await page.getByRole("button", { name: t.show }).click();
  const details = page.getByTestId("reservation");
  await expect(details).toBeVisible();
  const value = async (label: string) =>
    kurusOf(
      (await details
        .locator("dl > div")
        .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
        .locator("dd")
        .textContent()) ?? "",
    );
  return { totalKurus: await value(t.total), paidKurus: await value(t.paidOnline) };
}

/** On /pos3d: the driver's name, the sandbox VISA (its BIN allows 2, 3, 6 and 9 instalments), 3-D Secure passed. */
async function payByCard(page: Page, lang: Lang, holder: string, instalments: "six" | "single"): Promise<string> {
  const t = x[lang];
  await expect(page).toHaveURL(/\/pos3d\?odeme=/);
  // The card holder is the driver.
  await page.getByLabel(t.holder).fill(holder);
  await page.getByLabel(t.number).pressSequentially("4355084355084358");
  await page.getByLabel(t.month, { exact: true }).selectOption("12");
  await page.getByLabel(t.year, { exact: true }).selectOption("30");
  await page.getByLabel(t.cvc).fill("000");
  let total = "";
  if (instalments === "six") {
    const options = page.getByRole("group", { name: t.legend });
    await options.getByRole("radio", { name: t.six }).check();
    total =
      /(?:Toplam|Total) ([\d.,]+ TL)/.exec(
        (await options.locator("label").filter({ hasText: t.six }).textContent()) ?? "",
      )?.[1] ?? "";
    expect(total).not.toBe("");
  }
  await page.getByRole("button", { name: t.pay }).click();
  await page.locator("#code").fill((await page.locator("#acs-code").textContent()) ?? "");
  await page.getByRole("button", { name: t.confirm }).click();
  await expect(page).toHaveURL(/\/payres\?odeme=/);
  await expect(page.getByTestId("payment-outcome")).toContainText(t.approved);
  return total;
}

/** From the lookup to the change form, a new return date, the price difference shown. */
async function previewChange(page: Page, lang: Lang, returnDate: string) {
  const t = x[lang];
  await page.getByTestId("reservation").getByRole("button", { name: t.change }).click();
  await page.getByLabel(t.returnDate).fill(returnDate);
  await page.getByRole("button", { name: t.preview }).click();
  const summary = page.getByTestId("change-summary");
  await expect(summary).toBeVisible();
  return {
    summary,
    oldKurus: kurusOf((await page.getByTestId("old-total").textContent()) ?? ""),
    newKurus: kurusOf((await page.getByTestId("new-total").textContent()) ?? ""),
    difference: (await page.getByTestId("difference").textContent()) ?? "",
  };
}

test.beforeEach(async ({ context, baseURL }) => quietCookies(context, baseURL));

const runs = [
  { lang: "tr", width: 1280, fromDay: 81, tckn: 31 },
  { lang: "en", width: 1280, fromDay: 88, tckn: 32 },
  { lang: "tr", width: 390, fromDay: 95, tckn: 33 },
  { lang: "en", width: 390, fromDay: 102, tckn: 34 },
] as const;

// Each language once and each width once (decision 0185): Turkish at 390 px, English at 1280 px.
for (const run of flowCases(runs, (r) => (r.lang === "tr") === (r.width === 390))) {
  test.describe(`at ${run.width} px`, () => {
    test.use({ viewport: { width: run.width, height: run.width === 390 ? 844 : 900 } });

    test(`${run.lang}: a guest pays in 6 instalments, gets the receipt by e-mail and lookup, changes dearer (charged) then cheaper (refunded)`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const lang: Lang = run.lang;
      const t = x[lang];
      const problems = watchConsole(page);
      // Letters only (the form takes a name as the licence writes it), a new one every run.
      const lastName = `Taksitli${Date.now()
        .toString(36)
        .replace(/\d/g, (d) => "abcdefghij"[Number(d)] ?? "x")}`;
      const email = `guest.taksit.${lang}.${run.width}.${Date.now()}@example.com`;
      const day = (n: number) => istanbulDate(new Date(Date.now() + n * 86_400_000));

      // A guest books three days and pays now by card, in 6 instalments.
      await page.goto(
        `${t.prefix}/rezervasyon?alis=IST&alisTarihi=${day(run.fromDay)}T11:00&donusTarihi=${day(run.fromDay + 3)}T11:00`,
      );
      await page.getByTestId("vehicle-card").first().getByRole("button").click();
      await skipPackages(page, lang);
      await fillDriverStep(page, lang, { firstName: "Elif", lastName, email, tckn: run.tckn });
      await page.getByRole("button", { name: t.next }).click();
      await expect(page).toHaveURL(/adim=4/);
      await page.getByRole("radio", { name: t.payByCard }).check();
      await page.getByRole("button", { name: t.complete }).click();
      const charged = await payByCard(page, lang, `Elif ${lastName}`, "six");
      await expect(page.getByTestId("payment-instalments")).toHaveText(t.plan);
      const number = ((await page.locator("main dd.font-semibold").first().textContent()) ?? "").trim();
      expect(number).toMatch(/^YLD-/);
      await shots(page, `payres-${lang}`, run.width);

      // The lookup: the booked total, paid in full (the surcharge is the bank's, not the booking's).
      const booked = await lookup(page, lang, number, lastName);
      expect(booked.paidKurus).toBe(booked.totalKurus);
      const surchargeKurus = kurusOf(charged) - booked.totalKurus;
      expect(surchargeKurus).toBeGreaterThan(0);

      // The guest's receipt from the lookup: the instalments and the surcharge in TL.
      const receiptLink = page.getByRole("link", { name: t.receipt });
      await expect(receiptLink).toBeVisible();
      await shots(page, `lookup-receipt-${lang}`, run.width);
      const receipt = await page.request.get((await receiptLink.getAttribute("href")) ?? "");
      expect(receipt.status()).toBe(200);
      expect(receipt.headers()["content-type"]).toContain("application/pdf");
      const receiptText = (await pdfText(new Uint8Array(await receipt.body()))).replace(/\s+/g, " ");
      expect(receiptText).toContain(number);
      expect(t.receiptPlan.exec(receiptText)?.[1]).toBe(formatTl(surchargeKurus, lang));
      expect(receiptText).toContain(charged);

      // The confirmation e-mail carries the same receipt.
      let first: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
      await expect(async () => {
        first = (await mailsTo(page, email)).find((m) => m.files.some((f) => f.name === t.receiptName(number)));
        expect(first).toBeTruthy();
      }).toPass({ timeout: 15_000 });
      const attached = first?.files.find((f) => f.name === t.receiptName(number));
      const mailed = await page.request.get(attached?.href ?? "");
      expect(mailed.headers()["content-type"]).toContain("application/pdf");
      expect((await pdfText(new Uint8Array(await mailed.body()))).replace(/\s+/g, " ")).toMatch(t.receiptPlan);

      // Dearer: two more days. The difference is new - old (not counting the surcharge), charged.
      const dearer = await previewChange(page, lang, day(run.fromDay + 5));
      expect(dearer.oldKurus).toBe(booked.totalKurus);
      const chargeKurus = dearer.newKurus - dearer.oldKurus;
      expect(chargeKurus).toBeGreaterThan(0);
      expect(dearer.difference).toBe(`+ ${formatTl(chargeKurus, lang)}`);
      await shots(page, `dearer-preview-${lang}`, run.width);
      await dearer.summary.getByRole("button", { name: t.confirmPay }).click();
      await payByCard(page, lang, `Elif ${lastName}`, "single");
      await expect(page.getByText(formatTl(chargeKurus, lang)).first()).toBeVisible();
      const afterDearer = await lookup(page, lang, number, lastName);
      expect(afterDearer).toEqual({ totalKurus: dearer.newKurus, paidKurus: dearer.newKurus });
      let dearerMail: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
      await expect(async () => {
        dearerMail = (await mailsTo(page, email)).find((m) => m.subject === t.changedSubject(number));
        expect(dearerMail).toBeTruthy();
      }).toPass({ timeout: 15_000 });
      expect(dearerMail?.text).toContain(t.mailCharged(formatTl(chargeKurus, lang)));

      // Cheaper: two days, less than first booked. The difference is refunded to the card.
      const cheaper = await previewChange(page, lang, day(run.fromDay + 2));
      expect(cheaper.oldKurus).toBe(dearer.newKurus);
      const refundKurus = cheaper.oldKurus - cheaper.newKurus;
      expect(cheaper.newKurus).toBeLessThan(booked.totalKurus);
      expect(cheaper.difference).toBe(`\u2212 ${formatTl(refundKurus, lang)}`);
      await expect(cheaper.summary.getByText(t.refundAhead(formatTl(refundKurus, lang)))).toBeVisible();
      await shots(page, `cheaper-preview-${lang}`, run.width);
      await cheaper.summary.getByRole("button", { name: t.confirmChange }).click();
      await expect(page.getByRole("heading", { name: t.done })).toBeVisible();
      await expect(page.getByText(t.refunded(formatTl(refundKurus, lang)))).toBeVisible();
      await shots(page, `cheaper-done-${lang}`, run.width);
      const afterCheaper = await lookup(page, lang, number, lastName);
      expect(afterCheaper).toEqual({ totalKurus: cheaper.newKurus, paidKurus: cheaper.newKurus });
      await shots(page, `lookup-after-${lang}`, run.width);

      // The second change's e-mail: its own, saying what was refunded and the cards' figures.
      let changeMails: Awaited<ReturnType<typeof mailsTo>> = [];
      await expect(async () => {
        changeMails = (await mailsTo(page, email)).filter((m) => m.subject === t.changedSubject(number));
        expect(changeMails).toHaveLength(2);
      }).toPass({ timeout: 15_000 });
      const lastChange = changeMails[1]?.text ?? "";
      expect(lastChange).toContain(t.mailRefunded(formatTl(refundKurus, lang)));
      const chargedAll = kurusOf(charged) + chargeKurus;
      const cards = [chargedAll, surchargeKurus, refundKurus, cheaper.newKurus].map((k) => formatTl(k, lang));
      const [c0 = "", c1 = "", c2 = "", c3 = ""] = cards;
      expect(lastChange).toContain(t.mailCards(c0, c1, c2, c3));
      // Charged = paid toward the total + surcharge + refunded: the surcharge counted once.
      expect(chargedAll).toBe(cheaper.newKurus + surchargeKurus + refundKurus);
      test.info().annotations.push({
        type: "figures",
        description: [
          `${number}: booked ${formatTl(booked.totalKurus, lang)}, charged in 6 instalments ${charged} (surcharge ${formatTl(surchargeKurus, lang)})`,
          `dearer: ${formatTl(dearer.newKurus, lang)}, difference charged ${formatTl(chargeKurus, lang)}`,
          `cheaper: ${formatTl(cheaper.newKurus, lang)}, refunded ${formatTl(refundKurus, lang)}`,
          `lookup after: total ${formatTl(afterCheaper.totalKurus, lang)} | paid online ${formatTl(afterCheaper.paidKurus, lang)}`,
        ].join("; "),
      });
      expect(problems).toEqual([]);
    });
  });
}
