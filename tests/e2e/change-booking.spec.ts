// Changing a booking online (decision 0056), in Turkish and English, at 1280 and
// 390 px: from the lookup's "change" button to the change form, a longer rental re-priced with the
// old total, the new total and the difference, confirmed; the lookup then shows the new return.
// axe finds nothing on the form, the price difference or the confirmation, at either width.
import { axeFor } from "./support/axe.ts";
import { expect, test, type Page } from "@playwright/test";
import { formatLocalDateTime } from "#app/domain/time/local-format.ts";
import { bookAtIstanbulAirport } from "./site-booking.ts";
import { flowLanguages } from "./support/languages.ts";

async function expectAccessible(page: Page) {
  const results = await axeFor(page).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, "axe violations").toEqual([]);
}

const x = {
  tr: {
    prefix: "",
    lastName: "Sürücünün soyadı",
    show: "Rezervasyonu göster",
    change: "Rezervasyonu değiştir",
    title: "Rezervasyonu Değiştir",
    returnDate: "İade tarihi",
    preview: "Yeni fiyatı hesapla",
    summary: "Fiyat farkı",
    office: "Yeni toplamı alışta ofiste ödersiniz.",
    confirm: "Değişikliği onayla",
    done: "Rezervasyonunuz değiştirildi",
  },
  en: {
    prefix: "/en",
    lastName: "Driver's last name",
    show: "Show reservation",
    change: "Change the reservation",
    title: "Change a Reservation",
    returnDate: "Return date",
    preview: "Work out the new price",
    summary: "Price difference",
    office: "You pay the new total at the office at pick-up.",
    confirm: "Confirm the change",
    done: "Your reservation has been changed",
  },
};

async function atBothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await page.screenshot({ path: `/tmp/change-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

function dayAfter(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

for (const lang of flowLanguages("tr")) {
  const w = x[lang];
  test(`${lang} a customer makes the rental a day longer from the lookup and sees old total, new total, difference`, async ({
    page,
    baseURL,
  }) => {
    const lastName = lang === "tr" ? "Değişkenoğlu" : "Changeson";
    const number = await bookAtIstanbulAirport(page, baseURL ?? "", lastName, lang === "tr" ? 6 : 7);
    expect(number).toMatch(/^YLD-/);

    await page.goto(`${w.prefix}/Rezervasyon-On-Izleme?no=${number}`);
    await page.getByLabel(w.lastName).fill(lastName);
    await page.getByRole("button", { name: w.show }).click();
    await page.getByTestId("reservation").getByRole("button", { name: w.change }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
    const oldTotal = (await page.getByTestId("current-total").textContent()) ?? "";
    await atBothWidths(page, `form-${lang}`);

    const returnDate = page.getByLabel(w.returnDate);
    const longer = dayAfter(await returnDate.inputValue());
    await returnDate.fill(longer);
    await page.getByRole("button", { name: w.preview }).click();
    const summary = page.getByTestId("change-summary");
    await expect(summary.getByRole("heading", { name: w.summary })).toBeFocused();
    await expect(page.getByTestId("old-total")).toHaveText(oldTotal);
    await expect(page.getByTestId("difference")).toHaveText(/^\+ /);
    await expect(summary.getByText(w.office)).toBeVisible();
    // What was typed stays in the form.
    await expect(page.getByLabel(w.returnDate)).toHaveValue(longer);
    await atBothWidths(page, `difference-${lang}`);
    const newTotal = (await page.getByTestId("new-total").textContent()) ?? "";
    expect(newTotal).not.toBe(oldTotal);

    await summary.getByRole("button", { name: w.confirm }).click();
    await expect(page.getByRole("heading", { name: w.done })).toBeFocused();
    await atBothWidths(page, `done-${lang}`);

    await page.goto(`${w.prefix}/Rezervasyon-On-Izleme?no=${number}`);
    await page.getByLabel(w.lastName).fill(lastName);
    await page.getByRole("button", { name: w.show }).click();
    // The new return in the page's language's date style ("04.12.2026" / "4 Dec 2026").
    await expect(page.getByTestId("reservation")).toContainText(formatLocalDateTime(longer, lang));
    await expect(page.getByTestId("reservation")).toContainText(newTotal);
  });
}

const CARD = {
  tr: {
    confirmPay: "Onayla ve farkı öde",
    holder: "Kart üzerindeki ad soyad",
    number: "Kart numarası",
    month: "Ay",
    year: "Yıl",
    cvc: "Güvenlik kodu (CVC)",
    pay: /Öde$/,
    confirm: "Onayla",
    approved: "Onaylandı",
    pickupTime: "Alış saati",
    returnTime: "İade saati",
  },
  en: {
    confirmPay: "Confirm and pay the difference",
    holder: "Name on the card",
    number: "Card number",
    month: "Month",
    year: "Year",
    cvc: "Security code (CVC)",
    pay: /^Pay /,
    confirm: "Confirm",
    approved: "Approved",
    pickupTime: "Pick-up time",
    returnTime: "Return time",
  },
};

for (const [lang, width] of [
  ["tr", 1280],
  ["en", 390],
] as const) {
  const w = x[lang];
  const c = CARD[lang];
  test(`${lang} at ${width} px a card booking made longer pays the difference by 3-D Secure, then shows the new return`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const lastName = lang === "tr" ? "Kartoğlu" : "Cardson";
    const made = await page.request.post("/__test/reservations", {
      data: { lastName, paymentType: "card", days: 1, officeCode: "IST" },
    });
    expect(made.ok()).toBe(true);
    const { number } = (await made.json()) as { number: string };
    await page.goto(`${w.prefix}/Rezervasyon-On-Izleme?no=${number}`);
    await page.getByLabel(w.lastName).fill(lastName);
    await page.getByRole("button", { name: w.show }).click();
    await page.getByTestId("reservation").getByRole("button", { name: w.change }).click();
    const returnDate = page.getByLabel(w.returnDate);
    const longer = dayAfter(dayAfter(dayAfter(await returnDate.inputValue())));
    await returnDate.fill(longer);
    await page.getByLabel(c.pickupTime).fill("10:00");
    await page.getByLabel(c.returnTime).fill("10:00");
    await page.getByRole("button", { name: w.preview }).click();
    const summary = page.getByTestId("change-summary");
    await expect(page.getByTestId("difference")).toHaveText(/^\+ /);
    const newTotal = (await page.getByTestId("new-total").textContent()) ?? "";
    await expectAccessible(page);
    await page.screenshot({ path: `/tmp/change-card-${lang}-${width}.png`, fullPage: true });
    await summary.getByRole("button", { name: c.confirmPay }).click();

    await expect(page).toHaveURL(/\/pos3d\?odeme=/);
    // Embossed cards print no Turkish letters (decision 0038).
    await page.getByLabel(c.holder).fill(lang === "tr" ? "DENIZ KARTOGLU" : "Deniz Cardson");
    await page.getByLabel(c.number).pressSequentially("4355084355084358");
    await page.getByLabel(c.month, { exact: true }).selectOption("12");
    await page.getByLabel(c.year, { exact: true }).selectOption("30");
    await page.getByLabel(c.cvc).fill("000");
    await page.getByRole("button", { name: c.pay }).click();
    await expect(page.getByRole("heading", { name: /3-D Secure/ })).toBeVisible();
    await page.locator("#code").fill((await page.locator("#acs-code").textContent()) ?? "");
    await page.getByRole("button", { name: c.confirm }).click();
    await expect(page).toHaveURL(/\/payres\?odeme=/);
    await expect(page.getByTestId("payment-outcome")).toContainText(c.approved);

    await page.goto(`${w.prefix}/Rezervasyon-On-Izleme?no=${number}`);
    await page.getByLabel(w.lastName).fill(lastName);
    await page.getByRole("button", { name: w.show }).click();
    await expect(page.getByTestId("reservation")).toContainText(formatLocalDateTime(`${longer}T10:00`, lang));
    await expect(page.getByTestId("reservation")).toContainText(newTotal);
  });
}
