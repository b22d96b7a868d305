// A rental day at the counter (issue 27, "Done when"), in Turkish and English, staff pages at 1280
// and 820 px with axe finding nothing on each state:
// - the walk-in: an office agent books at /yonetim/rezervasyon-yeni with "pick up now" paid in cash,
//   inspects the car with two damages and a photo, has the agreement signed on the pad, takes a
//   5.000 TL card deposit by pre-authorisation in the sandbox bank; the next day the return shows
//   the open damages and km/fuel out, finds one new damage, previews the charges, waives one line
//   with a reason and confirms; 1.200 TL is captured and the rest released: the bank's ledger shows
//   the PreAuth, the PostAuth of 1.200 TL and nothing left held;
// - the phone: a call-centre agent books for a caller and sends a payment link; the customer pays
//   it by 3-D Secure in a browser of their own; the desk's booking page shows it paid;
// - the do-not-rent list: a listed person is refused at the web booking with a neutral message (no
//   reason) and at the desk with the reason shown to staff.
import { mkdirSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { axeFor } from "./support/axe.ts";
import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { bookingEn, bookingTr } from "#app/i18n/messages/booking.ts";
import { deskBookingEn, deskBookingTr } from "#app/i18n/messages/desk-booking.ts";
import { fillMainDriver } from "./handover-helpers.ts";
import { signInAsStaff } from "./staff-session.ts";
import { driverThenPayment, takePackages } from "./support/booking-steps.ts";
import { storeConsent } from "./support/page-checks.ts";
import { bookedNumber, deskBooking } from "./support/desk-booking.ts";
import { flowLanguages } from "./support/languages.ts";

type Lang = "tr" | "en";
const D = { tr: deskBookingTr, en: deskBookingEn } as const;
const B = { tr: bookingTr, en: bookingEn } as const;
const SHOTS = "/work/shots/desk-day";
mkdirSync(SHOTS, { recursive: true });

const x = {
  tr: {
    plate: "Plaka",
    odometer: "Kilometre",
    fuel: "Yakıt (sekizde)",
    handOver: "Teslim et",
    rightZone: "Sağ yan: hasar ekle",
    zone: "Bölge",
    kind: "Hasar türü",
    size: "Boyut (cm)",
    photo: "Fotoğraf",
    scratch: "Çizik",
    dent: "Göçük",
    front: "Ön",
    rear: "Arka",
    typed: "Müşterinin adı ve soyadı (onay)",
    sign: "Sözleşmeyi imzala",
    signed: "Sözleşme imzalandı; müşteriye e-postayla gönderildi.",
    holder: "Kart üzerindeki ad soyad",
    number: "Kart numarası",
    month: "Ay",
    year: "Yıl",
    cvc: "Güvenlik kodu (CVC)",
    preauth: /provizyon al$/,
    confirmCode: "Onayla",
    held: "Provizyon alındı.",
    heldSentence: /Kart provizyonu alındı: 5\.000,00 TL/,
    out: "Çıkış kilometresi: 15.000 km · Çıkış yakıtı: 8/8",
    damage: (n: number) => `Hasar ${n}`,
    damageAmount: (n: number) => `Hasar ${n} tutarı (TL)`,
    newDamage: "Arka tamponda yeni çizik",
    stain: "Arka koltukta leke",
    waiveAmount: "Hasar: Arka koltukta leke: yeni tutar (TL)",
    waiveReason: "Hasar: Arka koltukta leke: indirim nedeni",
    reasonText: "Leke teslim fotoğrafında görülüyor",
    preview: "Ücretleri önizle",
    confirm: "Onayla ve aracı geri al",
    captured: "Karttan 1.200,00 TL tahsil edildi; kalan 3.800,00 TL serbest bırakıldı.",
    payByCard: "Kartla öde",
    pay: /Öde$/,
    approved: "Onaylandı",
  },
  en: {
    plate: "Plate",
    odometer: "Odometer (km)",
    fuel: "Fuel (eighths)",
    handOver: "Hand over",
    rightZone: "Right side: add damage",
    zone: "Zone",
    kind: "Kind of damage",
    size: "Size (cm)",
    photo: "Photo",
    scratch: "Scratch",
    dent: "Dent",
    front: "Front",
    rear: "Rear",
    typed: "Customer's full name (confirmation)",
    sign: "Sign the agreement",
    signed: "The agreement is signed and has been e-mailed to the customer.",
    holder: "Name on the card",
    number: "Card number",
    month: "Month",
    year: "Year",
    cvc: "Security code (CVC)",
    preauth: /^Pre-authorise /,
    confirmCode: "Confirm",
    held: "Pre-authorisation taken.",
    heldSentence: /Card pre-authorisation taken: 5,000\.00 TL/,
    out: "Odometer out: 15,000 km · Fuel out: 8/8",
    damage: (n: number) => `Damage ${n}`,
    damageAmount: (n: number) => `Damage ${n} amount (TL)`,
    newDamage: "New scratch on the rear bumper",
    stain: "Stain on the back seat",
    waiveAmount: "Damage: Stain on the back seat: new amount (TL)",
    waiveReason: "Damage: Stain on the back seat: reason for the waiver",
    reasonText: "The stain shows on the hand-over photo",
    preview: "Preview the charges",
    confirm: "Confirm and take the car back",
    captured: "1,200.00 TL captured from the card; the remaining 3,800.00 TL released.",
    payByCard: "Pay by card",
    pay: /^Pay /,
    approved: "Approved",
  },
} as const;

/** Four random letters: names take letters only, as on a licence. */
const letters = () => Array.from(randomBytes(4), (b) => "abcdefghijklmnoprstuvyz"[b % 23]).join("");

const prefix = (lang: Lang) => (lang === "en" ? "/en" : "");

async function axeClean(page: Page) {
  await expect(page.locator('div[role="progressbar"]')).toHaveCount(0);
  const result = await axeFor(page).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A staff page at the desk's 1280 px and a tablet's 820 px: axe clean, a full-page picture of each. */
async function staffShots(page: Page, name: string) {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 1000 });
    await axeClean(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A customer's page at 390 and 1280 px. */
async function customerShots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await axeClean(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

/** What the sandbox bank's order query says about an order. */
async function bankOrder(page: Page, orderId: string) {
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
  return {
    status: value("TRANS_STAT"),
    type: value("CHARGE_TYPE_CD"),
    original: value("ORIG_TRANS_AMT"),
    captured: value("CAPTURE_AMT"),
  };
}

async function customerPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  await storeConsent(context, baseURL);
  return context.newPage();
}

for (const lang of flowLanguages("tr")) {
  const w = x[lang];
  const d = D[lang];

  test(`${lang}: a walk-in booked and paid in cash at the desk, inspected, signed, deposit pre-authorised; the return next day captures part of it and releases the rest`, async ({
    page,
  }) => {
    test.setTimeout(360_000);
    const last = `${lang === "tr" ? "Kapıdan" : "Walkin"}${letters()}`;
    const person = { first: "Deniz", last, email: `walkin-${lang}-${last.slice(-4)}@example.com`, tckn: 5151 };

    // The walk-in: pick up now, paid in cash at the counter.
    await signInAsStaff(page, "office", lang, `${prefix(lang)}/yonetim/rezervasyon-yeni`);
    await staffShots(page, `desk-new-${lang}`);
    await deskBooking(page, lang, { walkIn: true, office: null, person, payment: "cash", shots: staffShots });
    const number = await bookedNumber(page);
    await expect(page.getByTestId("desk-new-owed")).toHaveText(d.result.paidInFull);
    // What was taken in cash is shown as paid, equal to the total.
    const total = (await page.getByTestId("desk-new-total").textContent()) ?? "";
    expect(total).toMatch(/TL$/);
    await expect(page.getByTestId("desk-new-paid")).toHaveText(total);
    await expect(
      page.getByRole("heading", { level: 2, name: `Deniz ${last} · ${d.result.channel.desk}` }),
    ).toBeVisible();
    await staffShots(page, `desk-booked-cash-${lang}`);
    await page.getByRole("link", { name: d.result.open }).click();
    const base = `${prefix(lang)}/yonetim/rezervasyonlar/${number}`;
    await expect(page).toHaveURL(new RegExp(`${number}$`));

    // Hand-over: two damages (one by the outline, one by the lists) and a photo, a card deposit.
    await page.goto(`${base}/teslim`);
    const plate = (await page.getByTestId("desk-plate").textContent()) ?? "";
    await page.getByLabel(w.plate, { exact: true }).fill(plate.trim());
    await page.getByLabel(w.odometer, { exact: true }).fill("15000");
    await page.getByLabel(w.fuel).selectOption("8");
    await page.locator('input[name="deposit"]').fill("5000");
    await page.locator('select[name="depositMethod"]').selectOption("card_preauth");
    await fillMainDriver(page, lang);
    await page.getByRole("button", { name: w.rightZone }).click();
    const rows = page.locator("fieldset").filter({ has: page.getByLabel(w.zone) });
    await expect(rows.nth(0).getByLabel(w.zone)).toHaveValue("right");
    await expect(rows.nth(0).getByLabel(w.kind)).toBeFocused();
    await rows.nth(0).getByLabel(w.kind).selectOption({ label: w.scratch });
    await rows.nth(0).getByLabel(w.size).fill("3");
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#b04040" } })
      .png()
      .toBuffer();
    await rows.nth(0).getByLabel(w.photo).setInputFiles({ name: "damage.png", mimeType: "image/png", buffer: png });
    await rows.nth(1).getByLabel(w.zone).selectOption({ label: w.front });
    await rows.nth(1).getByLabel(w.kind).selectOption({ label: w.dent });
    await rows.nth(1).getByLabel(w.size).fill("5");
    await staffShots(page, `handover-${lang}`);
    await page.getByRole("button", { name: w.handOver, exact: true }).click();

    // The agreement, signed on the pad with the mouse.
    await expect(page).toHaveURL(/\/sozlesme\?durum=teslim$/);
    await expect(page.getByTestId("agreement-text")).toContainText(/15[.,]000 km/);
    await expect(page.getByTestId("agreement-text")).toContainText(last);
    const hint = (await page.locator(`[id$="-hint"]`).filter({ hasText: ":" }).last().textContent()) ?? "";
    const name = hint.slice(hint.lastIndexOf(":") + 1).trim();
    const pad = page.getByTestId("signature-pad");
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await expect(async () => {
      await page.mouse.move(box.x + 30, box.y + box.height * 0.7);
      await page.mouse.down();
      for (let i = 1; i <= 12; i++) {
        await page.mouse.move(box.x + 30 + i * 20, box.y + box.height * (0.7 - (i % 2) * 0.35));
      }
      await page.mouse.up();
      expect(await page.locator(`input[name="signature"]`).inputValue()).toMatch(/^data:image\/png/);
    }).toPass({ timeout: 20_000 });
    await page.getByLabel(w.typed).fill(name);
    await page.getByRole("button", { name: w.sign }).click();
    await expect(page.getByText(w.signed)).toBeVisible();
    await expect(page.getByTestId("agreement-signed")).toContainText(name);
    await staffShots(page, `agreement-signed-${lang}`);

    // The deposit: the bank's card form on the tablet, then its 3-D page.
    await page.goto(`${base}/depozito`);
    await page.getByLabel(w.holder).fill(`Deniz ${last}`);
    await page.getByLabel(w.number).pressSequentially("4355084355084358");
    await page.getByLabel(w.month, { exact: true }).selectOption("12");
    await page.getByLabel(w.year, { exact: true }).selectOption("30");
    await page.getByLabel(w.cvc).fill("000");
    await page.getByRole("button", { name: w.preauth }).click();
    await expect(page.getByRole("heading", { name: /3-D Secure/ })).toBeVisible();
    await page.locator("#code").fill((await page.locator("#acs-code").textContent()) ?? "");
    await page.getByRole("button", { name: w.confirmCode }).click();
    await expect(page.getByText(w.held)).toBeVisible();
    await expect(page.getByTestId("deposit-state")).toContainText(w.heldSentence);
    await staffShots(page, `deposit-held-${lang}`);
    const orderId = `DEP-${number.replace(/[^A-Za-z0-9]/g, "")}`;
    expect(await bankOrder(page, orderId)).toMatchObject({
      status: "A",
      type: "PA",
      original: "500000",
      captured: "0",
    });

    // The next day: the rental moved back 20 hours (picked up yesterday, due back today).
    const shifted = await page.request.post(`/__test/reservations/${number}/shift`, { data: { hours: -20 } });
    expect(shifted.status()).toBe(204);

    // The return: km and fuel out, both damages open; one new damage found; a second line waived.
    await page.goto(`${base}/iade`);
    await expect(page.getByTestId("handover-out")).toContainText(w.out);
    const open = page.getByTestId("open-damages");
    await expect(open.getByRole("listitem")).toHaveCount(2);
    await expect(page.getByTestId("return-deposit")).toContainText(w.heldSentence);
    await page.getByLabel(w.odometer, { exact: true }).fill("15100");
    await page.getByLabel(w.damage(1), { exact: true }).fill(w.newDamage);
    await page.getByLabel(w.damageAmount(1)).fill("1200");
    await page.getByLabel(w.damage(2), { exact: true }).fill(w.stain);
    await page.getByLabel(w.damageAmount(2)).fill("200");
    const returnRows = page.locator("fieldset").filter({ has: page.getByLabel(w.zone) });
    await returnRows.nth(0).getByLabel(w.zone).selectOption({ label: w.rear });
    await returnRows.nth(0).getByLabel(w.kind).selectOption({ label: w.scratch });
    await returnRows.nth(0).getByLabel(w.size).fill("4");
    await staffShots(page, `return-form-${lang}`);
    await page.getByRole("button", { name: w.preview }).click();
    await expect(page.getByTestId("return-preview")).toBeVisible();
    await expect(page.getByTestId("preview-total")).toHaveText(lang === "tr" ? "1.400,00 TL" : "1,400.00 TL");
    await page.getByLabel(w.waiveAmount).fill("0");
    await page.getByLabel(w.waiveReason).fill(w.reasonText);
    await staffShots(page, `return-preview-${lang}`);
    await page.getByRole("button", { name: w.confirm }).click();
    await expect(page).toHaveURL(/\/odeme\?durum=iade$/);
    await staffShots(page, `return-payment-${lang}`);

    // The bank: PreAuth of 5.000, PostAuth of 1.200 (the waived line not charged), nothing held.
    expect(await bankOrder(page, orderId)).toMatchObject({ status: "C", original: "500000", captured: "120000" });
    await page.goto(`${base}/depozito`);
    await expect(page.getByTestId("deposit-state")).toContainText(w.captured);
    await staffShots(page, `deposit-settled-${lang}`);
    // The reservation page agrees with the payment page: nothing owed (rent in cash, the damage
    // from the deposit).
    await page.goto(base);
    await expect(page.getByTestId("owed")).toHaveText(/^0[.,]00 TL$/);
    await staffShots(page, `reservation-${lang}`);
  });

  test(`${lang}: a call-centre agent books for a caller and sends a payment link; the customer pays it by 3-D Secure on their own device; the desk shows it paid`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const last = `${lang === "tr" ? "Arayan" : "Caller"}${letters()}`;
    const person = { first: "Ece", last, email: `caller-${lang}-${last.slice(-4)}@example.com`, tckn: 6262 };
    await signInAsStaff(page, "call_centre", lang, `${prefix(lang)}/yonetim/rezervasyon-yeni`);
    await deskBooking(page, lang, {
      walkIn: false,
      office: lang === "tr" ? "İstanbul Havalimanı" : "Istanbul Airport",
      person,
      payment: "link",
      shots: staffShots,
    });
    const number = await bookedNumber(page);
    await expect(
      page.getByRole("heading", { level: 2, name: `Ece ${last} · ${d.result.channel.phone}` }),
    ).toBeVisible();
    await expect(page.getByTestId("desk-new-owed")).not.toHaveText(d.result.paidInFull);
    await expect(page.getByRole("img", { name: d.result.qr })).toBeVisible();
    const link = ((await page.getByTestId("desk-new-link").textContent()) ?? "").trim();
    expect(link).toMatch(/\/sanal-odeme\?ref=REF-/);
    await staffShots(page, `phone-link-${lang}`);

    // The customer, on their own phone: the link, the bank's card page and its 3-D page.
    const phone = await customerPage(browser, baseURL);
    const url = new URL(link);
    await phone.goto(url.pathname + url.search);
    await expect(phone.getByText(number).first()).toBeVisible();
    await customerShots(phone, `customer-link-${lang}`);
    await phone.setViewportSize({ width: 390, height: 900 });
    await phone.getByRole("button", { name: w.payByCard }).click();
    await expect(phone).toHaveURL(/\/pos3d\?odeme=/);
    await phone.getByLabel(w.holder).fill(`Ece ${last}`);
    await phone.getByLabel(w.number).pressSequentially("4355084355084358");
    await phone.getByLabel(w.month, { exact: true }).selectOption("12");
    await phone.getByLabel(w.year, { exact: true }).selectOption("30");
    await phone.getByLabel(w.cvc).fill("000");
    await phone.getByRole("button", { name: w.pay }).click();
    await expect(phone.getByRole("heading", { name: /3-D Secure/ })).toBeVisible();
    await phone.locator("#code").fill((await phone.locator("#acs-code").textContent()) ?? "");
    await phone.getByRole("button", { name: w.confirmCode }).click();
    await expect(phone.getByTestId("payment-outcome")).toContainText(w.approved);
    await customerShots(phone, `customer-paid-${lang}`);
    await phone.context().close();

    // The desk: the same page, refreshed, says paid.
    await page.getByRole("link", { name: d.result.refresh }).click();
    await expect(page.getByTestId("desk-new-owed")).toHaveText(d.result.paidInFull);
    await staffShots(page, `phone-paid-${lang}`);
  });

  test(`${lang}: a person on the do-not-rent list is refused at the web booking (no reason given) and at the desk (reason shown to staff)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const last = `${lang === "tr" ? "Listeli" : "Listed"}${letters()}`;
    const email = `dnr-${lang}-${last.slice(-4)}@example.com`;
    const reason =
      lang === "tr" ? "Aracı hasarlı bıraktı, borcunu ödemedi" : "Left the car damaged and did not pay what was owed";

    // The admin lists the person's e-mail with the reason.
    await signInAsStaff(page, "admin", lang, `${prefix(lang)}/yonetim/kiralanmaz`);
    await page.getByLabel(d.dnr.kind).selectOption({ label: d.kinds.email });
    await page.getByLabel(d.dnr.value).fill(email);
    await page.getByLabel(d.dnr.personName).fill(`Can ${last}`);
    await page.getByLabel(d.dnr.reason, { exact: true }).fill(reason);
    await page.getByRole("button", { name: d.dnr.submit, exact: true }).click();
    await expect(page.getByText(d.dnr.added)).toBeVisible();
    await staffShots(page, `dnr-list-${lang}`);

    // The web booking: everything filled in, then refused with the neutral message only.
    const site = await customerPage(browser, baseURL);
    const day = (n: number) => istanbulDate(new Date(Date.now() + n * 86_400_000));
    await site.goto(
      `${prefix(lang)}/rezervasyon?alis=IST&donus=IST&alisTarihi=${day(20)}T10:00&donusTarihi=${day(23)}T10:00`,
    );
    await site.getByTestId("vehicle-card").first().getByRole("button").click();
    await takePackages(site, lang);
    await driverThenPayment(site, lang, { firstName: "Can", lastName: last, email, tckn: 7373 });
    await site.getByRole("button", { name: B[lang].payment.submit }).click();
    await expect(site.getByText(B[lang].outcome.refused)).toBeVisible();
    await expect(site.getByText(reason)).toHaveCount(0);
    await expect(site.getByText(/YLD-[0-9A-Z]+/)).toHaveCount(0);
    await customerShots(site, `dnr-web-${lang}`);
    await site.context().close();

    // The desk, on another counter's browser: the same person refused, with the reason.
    const counter = await browser.newContext();
    const desk = await counter.newPage();
    await signInAsStaff(desk, "office", lang, `${prefix(lang)}/yonetim/rezervasyon-yeni`);
    await deskBooking(desk, lang, {
      walkIn: false,
      office: null,
      person: { first: "Can", last, email, tckn: 7373 },
      payment: "cash",
      shots: staffShots,
    });
    await expect(desk.getByText(d.refused.doNotRent)).toBeVisible();
    await expect(desk.getByTestId("desk-new-dnr")).toContainText(reason);
    await expect(desk).not.toHaveURL(/tamam=/);
    // Nothing typed is lost.
    await expect(desk.getByLabel(d.form.email, { exact: true })).toHaveValue(email);
    await staffShots(desk, `dnr-desk-${lang}`);
    await counter.close();
  });
}
