// Models and classes in the back office (docs/decisions/0051): an admin uploads a
// photo for a model, the public fleet page shows it as <picture> with AVIF and WebP sources served
// with year-long caching; a refused file or field keeps what was typed, with the message in the
// page's language; the classes page edits both languages side by side; office staff get 403 and no
// menu entry. axe finds nothing on any of these pages.
import { axeFor } from "./support/axe.ts";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { signInAsStaff } from "./staff-session.ts";

async function expectAccessible(page: Page, only?: string) {
  const builder = axeFor(page);
  const results = await (only ? builder.include(only) : builder).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, "axe violations").toEqual([]);
}

/** A tiny generated "photo": a blue band on white, 640 x 320 PNG (a few hundred bytes). */
async function testPhoto(): Promise<Buffer> {
  const band = await sharp({ create: { width: 520, height: 110, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 640, height: 320, channels: 3, background: "#ffffff" } })
    .composite([{ input: band, gravity: "centre" }])
    .png()
    .toBuffer();
}

const shots = process.env.MODELS_SCREENSHOTS;

async function screenshots(page: Page, name: string) {
  if (!shots) return;
  const consent = page.getByRole("region", { name: /Çerezleri nasıl|How may we use cookies/ });
  if (await consent.isVisible()) await consent.getByRole("button", { name: /^(Reddet|Reject)$/ }).click();
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 820, height: 1100 });
  await page.screenshot({ path: `${shots}/${name}-820.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("tr an admin uploads a model photo; the fleet page shows it as <picture> with AVIF and WebP", async ({
  page,
  request,
}) => {
  // Sign-in, an image made into 3 variants in the request, the fleet page (48 cards) and four axe runs.
  test.slow();
  await signInAsStaff(page, "admin", "tr", "/yonetim/modeller");
  await expect(page.getByRole("heading", { level: 1, name: "Modeller" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: "Modeller" }),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "models-tr");

  await page.getByRole("link", { name: "Skoda Superb modelini düzenle" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Skoda Superb" })).toBeVisible();
  await expect(page.getByTestId("photo-caption")).toHaveText("Fotoğraf yüklenmedi: sitede bu çizim görünür.");
  await expect(page.getByLabel("Marka", { exact: true })).toHaveValue("Skoda");
  await expectAccessible(page);
  await screenshots(page, "model-tr");

  await page
    .getByLabel("Yeni fotoğraf")
    .setInputFiles({ name: "superb.png", mimeType: "image/png", buffer: await testPhoto() });
  await page.getByLabel("Açıklama (Türkçe)").fill("Gri Skoda Superb, yandan");
  await page.getByLabel("Açıklama (İngilizce)").fill("Grey Skoda Superb, side view");
  await page.getByRole("button", { name: "Fotoğrafı kaydet" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Fotoğraf yüklendi; sitede görünüyor." })).toBeVisible();
  await expect(page.getByTestId("photo-caption")).toHaveText("640 × 320 piksel; 480 genişliklerinde");
  await expect(page.getByText("Fotoğraf yüklendi", { exact: true })).toBeVisible(); // the history entry
  await expectAccessible(page);
  await screenshots(page, "model-tr-photo");

  // The public fleet page (its cached copy dropped by the change) shows the photo.
  const card = page.locator("article", { has: page.getByRole("heading", { name: /Skoda Superb/ }) });
  await expect(async () => {
    await page.goto("/araclarimiz");
    await expect(card.locator("picture source[type='image/avif']")).toHaveCount(1);
  }).toPass({ timeout: 15_000 });
  await expect(card.locator("picture source[type='image/webp']")).toHaveAttribute("srcset", /\/480\.webp 480w$/);
  const img = card.getByRole("img", { name: "Gri Skoda Superb, yandan" });
  await img.scrollIntoViewIfNeeded();
  // Loaded (with w descriptors the natural width is scaled to the slot, so only "decoded" is checked).
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  // Chromium picks the AVIF source.
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(
    /\/gorsel\/modeller\/\d+\/[0-9a-f]{16}\/480\.avif$/,
  );
  // The card with its photo (fleet.spec.ts checks the whole page).
  await expectAccessible(page, 'article[aria-labelledby="model-skoda-superb-sedan"]');
  if (shots) {
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/fleet-tr-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/fleet-tr-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  const avif = (await card.locator("picture source[type='image/avif']").getAttribute("srcset"))?.split(" ")[0] ?? "";
  const answer = await request.get(avif);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("image/avif");
  expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const etag = answer.headers()["etag"] ?? "";
  expect(etag).toMatch(/^"[0-9a-f]{16}-480-avif"$/);
  expect((await request.get(avif, { headers: { "If-None-Match": etag } })).status()).toBe(304);
  expect((await request.get(avif.replace("480.avif", "960.avif"))).status()).toBe(404);

  // Removed: the illustration is back (and the other tests see the demo as it was).
  await page.goto("/yonetim/modeller");
  await page.getByRole("link", { name: "Skoda Superb modelini düzenle" }).click();
  await page.getByRole("button", { name: "Fotoğrafı kaldır" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Fotoğraf kaldırıldı" })).toBeVisible();
  await expect(page.getByTestId("photo-caption")).toHaveText("Fotoğraf yüklenmedi: sitede bu çizim görünür.");
  expect((await request.get(avif)).status()).toBe(404);
});

test("en a refused photo and a refused field keep what was typed, with English messages", async ({ page }) => {
  await signInAsStaff(page, "admin", "en", "/en/yonetim/modeller");
  await expect(page.getByRole("heading", { level: 1, name: "Models" })).toBeVisible();
  await screenshots(page, "models-en");
  await page.getByRole("link", { name: "Edit Skoda Octavia" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Skoda Octavia" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "model-en");

  // A 200 KB PDF named like a photo (over the 64 KB limit of ordinary forms, so the page's upload
  // limit is in force): refused by its bytes; the descriptions stay.
  const pdf = Buffer.alloc(200 * 1024, 0x20);
  pdf.write("%PDF-1.7\n1 0 obj<<>>endobj\n", 0);
  await page.getByLabel("New photo").setInputFiles({ name: "octavia.jpg", mimeType: "image/jpeg", buffer: pdf });
  await page.getByLabel("Description (Turkish)").fill("Siyah Skoda Octavia");
  await page.getByLabel("Description (English)").fill("Black Skoda Octavia");
  await page.getByRole("button", { name: "Save the photo" }).click();
  await expect(page.getByText("This file is not a JPEG, PNG, WebP or AVIF photo.")).toBeVisible();
  await expect(page.getByLabel("Description (English)")).toHaveValue("Black Skoda Octavia");
  await expect(page.getByLabel("Description (Turkish)")).toHaveValue("Siyah Skoda Octavia");
  await expect(page.getByLabel("New photo")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  // Out-of-range doors and a deposit over the field's ceiling (English separators, decision 0083):
  // refused, the typed brand kept.
  await page.getByLabel("Brand", { exact: true }).fill("Škoda");
  await page.getByLabel("Doors").fill("9");
  await page.getByLabel("Deposit (TL)").fill("2,000,000");
  await page.getByRole("button", { name: "Save the model" }).click();
  await expect(page.getByText("Doors must be between 2 and 6.")).toBeVisible();
  await expect(page.getByText(/Write the deposit in lira/)).toBeVisible();
  await expect(page.getByLabel("Brand", { exact: true })).toHaveValue("Škoda");
  await expectAccessible(page);

  await page.goto("/en/yonetim/siniflar");
  await expect(page.getByRole("heading", { level: 1, name: "Classes" })).toBeVisible();
  await expect(page.getByLabel("Name (English)").first()).not.toHaveValue("");
  await expectAccessible(page);
  await screenshots(page, "classes-en");
});

test("tr the classes page edits both languages side by side; office staff cannot reach models or classes", async ({
  page,
  browser,
}) => {
  await signInAsStaff(page, "admin", "tr", "/yonetim/siniflar");
  await expect(page.getByRole("heading", { level: 1, name: "Sınıflar" })).toBeVisible();
  await expect(page.getByLabel("Ad (İngilizce)").first()).not.toHaveValue("");
  await expectAccessible(page);
  await screenshots(page, "classes-tr");
  const first = page.getByRole("region", { name: "Ekonomik · ECMR" });
  const name = await first.getByLabel("Ad (Türkçe)").inputValue();
  await first.getByLabel("Ad (İngilizce)").fill("");
  await first.getByRole("button", { name: `${name} sınıfını kaydet` }).click();
  await expect(first.getByText("İngilizce ad gerekli (en çok 60 karakter).")).toBeVisible();

  const other = await browser.newPage();
  await signInAsStaff(other, "office", "tr");
  await expect(
    other.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: "Filo" }),
  ).toBeVisible();
  await expect(other.getByRole("link", { name: "Modeller" })).toHaveCount(0);
  for (const path of ["/yonetim/modeller", "/yonetim/siniflar"]) {
    const answer = await other.goto(path);
    expect(answer?.status()).toBe(403);
  }
  await other.close();
});
