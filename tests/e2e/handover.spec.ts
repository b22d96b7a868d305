// Hand-over records in the browser (decisions 0078 and 0079), in Turkish and English: an office
// agent inspects the car with two damages (one by the outline's zone button, one by the lists) and
// a photo, has the agreement signed on the pad with the mouse, and the return page then shows the
// open damages and the km and fuel taken at hand-over. A driver whose licence an admin has put on the
// do-not-rent list is refused at the hand-over, with what was typed kept. axe finds nothing;
// screenshots at 1280/820.
import { randomBytes } from "node:crypto";
import { deskBookingEn, deskBookingTr } from "#app/i18n/messages/desk-booking.ts";
import { handoverEn, handoverTr } from "#app/i18n/messages/handover.ts";
import { axeFor } from "./support/axe.ts";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { driverLabels, fillHandOver } from "./handover-helpers.ts";
import { staffBrowser, testReservation } from "./support/customer-requests.ts";
import { signInAsStaff } from "./staff-session.ts";
import { flowLanguages } from "./support/languages.ts";

const x = {
  tr: {
    odometer: "Kilometre",
    handOver: "Teslim et",
    rightZone: "Sağ yan: hasar ekle",
    zone: "Bölge",
    kind: "Hasar türü",
    size: "Boyut (cm)",
    photo: "Fotoğraf",
    scratch: "Çizik",
    dent: "Göçük",
    front: "Ön",
    typed: "Müşterinin adı ve soyadı (onay)",
    sign: "Sözleşmeyi imzala",
    signed: "Sözleşme imzalandı; müşteriye e-postayla gönderildi.",
    scratchItem: "Sağ yan: Çizik, 3 cm",
    dentItem: "Ön: Göçük, 5 cm",
    out: "Çıkış kilometresi: 15.000 km · Çıkış yakıtı: 6/8",
  },
  en: {
    odometer: "Odometer (km)",
    handOver: "Hand over",
    rightZone: "Right side: add damage",
    zone: "Zone",
    kind: "Kind of damage",
    size: "Size (cm)",
    photo: "Photo",
    scratch: "Scratch",
    dent: "Dent",
    front: "Front",
    typed: "Customer's full name (confirmation)",
    sign: "Sign the agreement",
    signed: "The agreement is signed and has been e-mailed to the customer.",
    scratchItem: "Right side: Scratch, 3 cm",
    dentItem: "Front: Dent, 5 cm",
    out: "Odometer out: 15,000 km · Fuel out: 6/8",
  },
} as const;

async function axeClean(page: Page) {
  const result = await axeFor(page).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function shots(page: Page, name: string) {
  if (!process.env.DESK_SCREENSHOTS) return;
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `/tmp/handover/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of flowLanguages("en")) {
  test(`${lang}: inspection with two damages and a photo, the agreement signed on the pad, the return shows them`, async ({
    page,
  }) => {
    const w = x[lang];
    const prefix = lang === "en" ? "/en" : "";
    const created = await page.request.post("/__test/reservations", {
      data: {
        lastName: lang === "tr" ? "Çağlayan" : "Hughes",
        paymentType: "office",
        hoursUntilPickup: 1,
        days: 1,
        officeCode: "IST",
      },
    });
    expect(created.ok()).toBe(true);
    const { number } = (await created.json()) as { number: string };
    const base = `${prefix}/yonetim/rezervasyonlar/${number}`;

    await signInAsStaff(page, "office", lang, `${base}/teslim`);
    await fillHandOver(page, lang, { fuel: "6" });
    // Damage 1 by the outline's zone button (the focus moves to its kind), damage 2 by the lists.
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
    await axeClean(page);
    await shots(page, `pickup-${lang}`);
    await page.getByRole("button", { name: w.handOver, exact: true }).click();

    // The agreement page: the text names the damage; the customer signs with the mouse.
    await expect(page).toHaveURL(/\/sozlesme\?durum=teslim$/);
    await expect(page.getByTestId("agreement-text")).toContainText(/15[.,]000 km/);
    const hint = (await page.locator(`[id$="-hint"]`).filter({ hasText: ":" }).last().textContent()) ?? "";
    const name = hint.slice(hint.lastIndexOf(":") + 1).trim();
    const pad = page.getByTestId("signature-pad");
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    // Drawn again until the page's script has taken the strokes (the pad only draws once hydrated).
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
    await axeClean(page);
    await shots(page, `agreement-${lang}`);
    await page.getByRole("button", { name: w.sign }).click();
    await expect(page.getByText(w.signed)).toBeVisible();
    await expect(page.getByTestId("agreement-signed")).toContainText(name);
    await expect(page.locator("img[src^='data:image/png']")).toBeVisible();
    await axeClean(page);

    // The return page: km and fuel out, and both damages open on the car with the photo link.
    await page.goto(`${base}/iade`);
    await expect(page.getByTestId("handover-out")).toContainText(w.out);
    const open = page.getByTestId("open-damages");
    await expect(open.getByRole("listitem")).toHaveCount(2);
    await expect(open).toContainText(w.scratchItem);
    await expect(open).toContainText(w.dentItem);
    const photoHref = await open.getByRole("link").first().getAttribute("href");
    const photo = await page.request.get(photoHref!);
    expect(photo.headers()["content-type"]).toBe("image/jpeg");
    await axeClean(page);
    await shots(page, `return-${lang}`);
  });
}

for (const lang of flowLanguages("tr")) {
  test(`${lang}: a driver whose licence is on the do-not-rent list is refused at the hand-over, with what was typed kept`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const w = x[lang];
    const d = { tr: deskBookingTr, en: deskBookingEn }[lang];
    const refusal = { tr: handoverTr, en: handoverEn }[lang].errors.doNotRent;
    const prefix = lang === "en" ? "/en" : "";
    const licence = `DNR-${randomBytes(3).toString("hex").toUpperCase()}`;
    const { number } = await testReservation(page, {
      lastName: lang === "tr" ? "Yasaklı" : "Listed",
      paymentType: "office",
      hoursUntilPickup: 1,
      days: 1,
      officeCode: "IST",
    });

    // An admin lists the licence number, written without its dash.
    await signInAsStaff(page, "admin", lang, `${prefix}/yonetim/kiralanmaz`);
    await page.getByLabel(d.dnr.kind).selectOption({ label: d.kinds.licence });
    await page.getByLabel(d.dnr.value).fill(licence.replace("-", " "));
    await page.getByLabel(d.dnr.personName).fill("Yasaklı Sürücü");
    await page
      .getByLabel(d.dnr.reason, { exact: true })
      .fill(lang === "tr" ? "Kaza sonrası kaçtı" : "Left after an accident");
    await page.getByRole("button", { name: d.dnr.submit, exact: true }).click();
    await expect(page.getByText(d.dnr.added)).toBeVisible();

    // The counter, on its own browser: the car is not handed over.
    const desk = await staffBrowser(browser, baseURL);
    await signInAsStaff(desk, "office", lang, `${prefix}/yonetim/rezervasyonlar/${number}/teslim`);
    await fillHandOver(desk, lang);
    await desk.getByLabel(driverLabels[lang].licenceNumber).fill(licence);
    await desk.getByRole("button", { name: w.handOver, exact: true }).click();
    await expect(desk.getByText(refusal)).toBeVisible();
    // The focus is on the refused driver's identity field, where the message is.
    await expect(desk.getByLabel(driverLabels[lang].idNumber)).toBeFocused();
    await expect(desk).toHaveURL(/\/teslim$/);
    await expect(desk.getByLabel(driverLabels[lang].licenceNumber)).toHaveValue(licence);
    await expect(desk.getByLabel(w.odometer, { exact: true })).toHaveValue("15000");
    await axeClean(desk);
    await shots(desk, `dnr-refused-${lang}`);
    await desk.context().close();
  });
}
