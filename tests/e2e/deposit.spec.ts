// The card deposit as money held (decision 0088), in Turkish and English at 1280 and 820 px: the
// office agent hands the car over with a card deposit, pre-authorises it in the sandbox bank on the
// tablet (3-D page), the return finds one damage, the preview says what happens to the deposit, the
// confirmation captures that part (PostAuth) and releases the rest; the bank's ledger shows it
// captured with nothing left held, and the story tells each step in sentences. axe finds nothing.
import { axeFor } from "./support/axe.ts";
import { expect, test, type Page } from "@playwright/test";
import { handOverAtDesk } from "./handover-helpers.ts";
import { signInAsStaff } from "./staff-session.ts";
import { flowLanguages } from "./support/languages.ts";

const x = {
  tr: {
    holder: "Kart üzerindeki ad soyad",
    number: "Kart numarası",
    month: "Ay",
    year: "Yıl",
    cvc: "Güvenlik kodu (CVC)",
    pay: /provizyon al$/,
    confirmCode: "Onayla",
    held: "Provizyon alındı.",
    heldSentence: /Kart provizyonu alındı: 5\.000,00 TL/,
    returnOdometer: "Kilometre",
    damage1: "Hasar 1",
    damage1Amount: "Hasar 1 tutarı (TL)",
    preview: "Ücretleri önizle",
    plan: /Önizlemedeki ücretler hiçbirinden vazgeçilmeden onaylanırsa \(vazgeçilen tutar depozitodan alınmaz\): Dönüşte 1\.200,00 TL karttan tahsil edilecek, kalan 3\.800,00 TL serbest bırakılacak\./,
    confirm: "Onayla ve aracı geri al",
    captured: "Karttan 1.200,00 TL tahsil edildi; kalan 3.800,00 TL serbest bırakıldı.",
    story: "Kart provizyonundan tahsil edildi: 1.200,00 TL; kalan 3.800,00 TL serbest bırakıldı",
    fromDeposit: "Depozitodan tahsil · Kart provizyonu",
    capturedAmount: "1.200,00 TL",
  },
  en: {
    holder: "Name on the card",
    number: "Card number",
    month: "Month",
    year: "Year",
    cvc: "Security code (CVC)",
    pay: /^Pre-authorise /,
    confirmCode: "Confirm",
    held: "Pre-authorisation taken.",
    heldSentence: /Card pre-authorisation taken: 5,000\.00 TL/,
    returnOdometer: "Odometer (km)",
    damage1: "Damage 1",
    damage1Amount: "Damage 1 amount (TL)",
    preview: "Preview the charges",
    plan: /If the previewed charges are confirmed with no waiver \(a waived amount is not taken from the deposit\): At the return 1,200\.00 TL will be captured from the card and the remaining 3,800\.00 TL released\./,
    confirm: "Confirm and take the car back",
    captured: "1,200.00 TL captured from the card; the remaining 3,800.00 TL released.",
    story: "Captured from the card pre-authorisation: 1,200.00 TL; the remaining 3,800.00 TL released",
    fromDeposit: "Taken from the deposit · Card pre-authorisation",
    capturedAmount: "1,200.00 TL",
  },
} as const;

async function axeClean(page: Page) {
  const result = await axeFor(page).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function shots(page: Page, name: string) {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 1000 });
    await axeClean(page);
    await page.screenshot({ path: `/work/shots/deposit/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function bankOrder(page: Page, orderId: string) {
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?><CC5Request><Name>yoldaapi</Name><Password>SANDBOX-API-PASS</Password>` +
    `<ClientId>190100000</ClientId><OrderId>${orderId}</OrderId><Mode>P</Mode><Extra><ORDERSTATUS>QUERY</ORDERSTATUS></Extra></CC5Request>`;
  const response = await page.request.post("/sandbox-bank/fim/api", {
    headers: { "Content-Type": "text/xml; charset=utf-8" },
    data: xml,
  });
  const text = await response.text();
  const value = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(text)?.[1] ?? "";
  return {
    status: value("TRANS_STAT"),
    type: value("CHARGE_TYPE_CD"),
    original: value("ORIG_TRANS_AMT"),
    captured: value("CAPTURE_AMT"),
  };
}

for (const lang of flowLanguages("en")) {
  test(`${lang}: card deposit pre-authorised in the sandbox bank, part captured for a damage, the rest released`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const w = x[lang];
    const prefix = lang === "en" ? "/en" : "";
    const created = await page.request.post("/__test/reservations", {
      data: {
        lastName: lang === "tr" ? "Depozitoğlu" : "Deposit",
        paymentType: "card",
        // Picked up yesterday: the return is the next day.
        hoursUntilPickup: -20,
        days: 2,
        officeCode: "IST",
      },
    });
    expect(created.ok()).toBe(true);
    const { number } = (await created.json()) as { number: string };
    const base = `${prefix}/yonetim/rezervasyonlar/${number}`;

    // Hand-over with a 5.000 TL card deposit.
    await signInAsStaff(page, "office", lang, `${base}/teslim`);
    await handOverAtDesk(page, lang, { deposit: { amount: "5000", method: "card_preauth" } });

    // The deposit page: the bank's card form on the tablet, then its 3-D page.
    await page.goto(`${base}/depozito`);
    await expect(page.getByTestId("deposit-state")).toContainText("5");
    await shots(page, `deposit-pending-${lang}`);
    await page.getByLabel(w.holder).fill(lang === "tr" ? "Deniz Depozitoğlu" : "Deniz Deposit");
    await page.getByLabel(w.number).pressSequentially("4355084355084358");
    await page.getByLabel(w.month, { exact: true }).selectOption("12");
    await page.getByLabel(w.year, { exact: true }).selectOption("30");
    await page.getByLabel(w.cvc).fill("000");
    await page.getByRole("button", { name: w.pay }).click();
    await expect(page.getByRole("heading", { name: /3-D Secure/ })).toBeVisible();
    await page.locator("#code").fill((await page.locator("#acs-code").textContent()) ?? "");
    await page.getByRole("button", { name: w.confirmCode }).click();
    await expect(page.getByText(w.held)).toBeVisible();
    await expect(page.getByTestId("deposit-state")).toContainText(w.heldSentence);
    await shots(page, `deposit-held-${lang}`);
    const orderId = `DEP-${number.replace(/[^A-Za-z0-9]/g, "")}`;
    expect(await bankOrder(page, orderId)).toMatchObject({
      status: "A",
      type: "PA",
      original: "500000",
      captured: "0",
    });

    // The return: one damage; the preview says what happens to the deposit; confirm does it.
    await page.goto(`${base}/iade`);
    await expect(page.getByTestId("return-deposit")).toContainText(w.heldSentence);
    await page.getByLabel(w.returnOdometer, { exact: true }).fill("15100");
    await page
      .getByLabel(w.damage1, { exact: true })
      .fill(lang === "tr" ? "Sağ ön çamurlukta çizik" : "Scratch on the right front wing");
    await page.getByLabel(w.damage1Amount).fill("1200");
    await page.getByRole("button", { name: w.preview }).click();
    await expect(page.getByTestId("return-preview")).toBeVisible();
    await expect(page.getByTestId("return-deposit")).toContainText(w.plan);
    await shots(page, `return-preview-${lang}`);
    await page.getByRole("button", { name: w.confirm }).click();
    await expect(page).toHaveURL(/\/odeme\?durum=iade$/);
    // The payment page lists the captured part among what was received (decision 0135), and its
    // total is the summary's "paid".
    const received = page.getByTestId("desk-received");
    await expect(received.locator("tr").filter({ hasText: w.fromDeposit })).toContainText(w.capturedAmount);
    await expect(received.getByTestId("desk-received-total")).toHaveText(
      (await page.getByTestId("desk-paid").textContent()) ?? "",
    );
    await shots(page, `payment-captured-${lang}`);

    // The bank: PreAuth of 5.000, PostAuth of 1.200, nothing left held.
    expect(await bankOrder(page, orderId)).toMatchObject({ status: "C", original: "500000", captured: "120000" });
    await page.goto(`${base}/depozito`);
    await expect(page.getByTestId("deposit-state")).toContainText(w.captured);
    await shots(page, `deposit-captured-${lang}`);

    // The story in sentences.
    await page.goto(base);
    await expect(page.getByText(w.heldSentence).first()).toBeVisible();
    await expect(page.getByText(w.story).first()).toBeVisible();
    await shots(page, `story-${lang}`);

    await page.goto(`${prefix}/yonetim`);
    await shots(page, `today-${lang}`);
  });
}
