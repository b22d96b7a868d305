// Issue 31 item 6 (decision 0123): an admin edits an office's delivery offer on the office page.
// Bands that stop short of the radius are refused with the reason and what was typed kept; fixed,
// they are saved and shown again. Antalya Lara (no other browser test prices its deliveries).
import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./staff-session.ts";
import { expectAccessible } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const SHOTS = "/work/shots/delivery";

const x = {
  tr: {
    prefix: "",
    edit: "Antalya Lara şubesini düzenle",
    panel: "Adrese teslim ve iade alma",
    enabled: "Bu ofis adrese teslim ve adresten iade alma yapar",
    radius: "En fazla mesafe (km)",
    bands: "Mesafe dilimleri (isteğe bağlı)",
    save: "Teslim ayarlarını kaydet",
    refused: "Son dilim en fazla mesafeyi kapsamalıdır.",
    saved: "Adrese teslim ayarları kaydedildi.",
  },
  en: {
    prefix: "/en",
    edit: "Edit the Antalya Lara office",
    panel: "Delivery and collection",
    enabled: "This office delivers to and collects from addresses",
    radius: "Farthest distance (km)",
    bands: "Distance bands (optional)",
    save: "Save the delivery settings",
    refused: "The last band must reach the farthest distance.",
    saved: "The delivery settings are saved.",
  },
} as const;

for (const lang of flowLanguages("en")) {
  const w = x[lang];
  for (const width of [1280, 820] as const) {
    test(`${lang} at ${width} px: an admin sets distance bands for an office's delivery; a short band is refused`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsStaff(page, "admin", lang, `${w.prefix}/yonetim/subeler`);
      await page.getByRole("link", { name: w.edit }).click();
      const panel = page.getByRole("region", { name: w.panel });
      await expect(panel.getByRole("checkbox", { name: w.enabled })).toBeChecked();
      await panel.getByLabel(w.radius).fill("30");
      await panel.getByLabel(w.bands).fill("10=250\n25=400");
      await panel.getByRole("button", { name: w.save }).click();

      // Refused: the reason, and the form as it was typed.
      await expect(page.getByRole("alert")).toContainText(w.refused);
      await expect(page.getByLabel(w.radius)).toHaveValue("30");
      await expect(page.getByLabel(w.bands)).toHaveValue("10=250\n25=400");
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/settings-refused-${lang}-${width}.png`, fullPage: true });

      await page.getByLabel(w.radius).fill("25");
      await page.getByRole("button", { name: w.save }).click();
      await expect(page).toHaveURL(/teslimat=kaydedildi/);
      const saved = page.getByRole("region", { name: w.panel });
      await expect(saved.getByRole("status")).toHaveText(w.saved);
      await expect(saved.getByLabel(w.radius)).toHaveValue("25");
      await expect(saved.getByLabel(w.bands)).toHaveValue("10=250\n25=400");
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/settings-saved-${lang}-${width}.png`, fullPage: true });
    });
  }
}
