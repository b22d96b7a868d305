// Transfers between offices on the fleet timeline (decision 0110) and the shortage row's overbooked
// day (decision 0095), Turkish and English, at 1280 and 820 px: a model's only car at Istanbul is
// booked and out of service (made by the test hook), so its day is short one car, in red and in
// words; an admin sends the model's car at Esenboğa to Istanbul from its row with the keyboard, the
// outcome is announced and takes the focus, the car shows with its transfer bar in the destination's
// timeline and the day is no longer short; axe finds nothing, nothing scrolls sideways.
import { expect, type Page, test } from "@playwright/test";
import { signInAsStaff } from "./staff-session.ts";
import { expectAccessible } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const x = {
  tr: {
    prefix: "",
    title: "Filo takvimi",
    short: "Eksik 1",
    shortWords: /: 1 araç gerekiyor, 0 araç boş; 1 araç eksik$/,
    fineWords: /: 1 araç gerekiyor, 1 araç boş$/,
    send: (plate: string) => `Başka ofise gönder: ${plate}`,
    dialog: (plate: string) => `${plate} plakalı aracı başka ofise gönder`,
    destination: "Varış ofisi",
    submit: "Transferi planla",
    made: (plate: string) => new RegExp(`^${plate} .* saatinde .* ofisinden yola çıkacak ve .* ofisine varacak\\.$`),
    bar: /^Transfer: .* ofisinden .* ofisine, /,
    sameOffice: "Araç o saatte zaten bu ofiste olacak; başka bir varış ofisi seçin.",
  },
  en: {
    prefix: "/en",
    title: "Fleet timeline",
    short: "Short 1",
    shortWords: /: 1 cars? needed, 0 cars? free; 1 cars? short$/,
    fineWords: /: 1 cars? needed, 1 cars? free$/,
    send: (plate: string) => `Send to another office: ${plate}`,
    dialog: (plate: string) => `Send ${plate} to another office`,
    destination: "Destination office",
    submit: "Plan the transfer",
    made: (plate: string) => new RegExp(`^${plate} leaves .* on .* and arrives at .* on .*\\.$`),
    bar: /^Transfer from .* to .*, /,
    sameOffice: "The car will already be at that office then; choose another destination.",
  },
};

type Shortage = {
  modelId: number;
  officeId: number;
  otherOfficeId: number;
  sparePlate: string;
  spareUnitId: number;
  pickupAt: string;
};

const istanbulDay = (iso: string) => new Date(new Date(iso).getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const lang of flowLanguages("tr")) {
  const w = x[lang];
  test(`${lang} an overbooked day is shown in red and words; a car sent from another office appears in the destination's timeline`, async ({
    page,
  }, testInfo) => {
    testInfo.setTimeout(180_000);
    for (const width of [1280, 820] as const) {
      // A model of its own per width: one car at Istanbul (booked, out of service), one at Esenboğa.
      const made = await page.request.post("/__test/fleet-shortage", {
        data: { officeCode: "IST", otherOfficeCode: "ESB" },
      });
      expect(made.ok()).toBe(true);
      const s = (await made.json()) as Shortage;
      const day = istanbulDay(s.pickupAt);
      const at = (office: number) => `${w.prefix}/yonetim/filo?gun=7&ofis=${office}&model=${s.modelId}`;
      await page.setViewportSize({ width, height: 900 });
      // Istanbul: the model's one car is booked and out of service, so its day is short one car.
      await signInAsStaff(page, "admin", lang, at(s.officeId));
      await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
      const cell = page.locator(`tbody.tl-shortage td[data-date="${day}"]`);
      await expect(cell).toHaveAttribute("data-overbooked", "true");
      await expect(cell).toContainText(w.short);
      await expect(cell.locator(".sr-only")).toHaveText(w.shortWords);
      // Red repeats what the words say.
      const background = await cell.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).toMatch(/^(rgb\(254, 226, 226\)|oklch\(0\.936 0\.032 17\.717\))$/);
      await cell.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/work/shots/transfers/shortage-over-${lang}-${width}.png` });
      await expectAccessible(page);
      await noSidewaysScroll(page);

      // Esenboğa: the model's other car, sent to Istanbul with the keyboard.
      await page.goto(at(s.otherOfficeId));
      const send = page.getByRole("button", { name: w.send(s.sparePlate) });
      await send.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: w.dialog(s.sparePlate) });
      await expect(dialog).toBeVisible();
      const destination = dialog.getByRole("combobox", { name: w.destination });
      // The office it stands at is refused, said beside the field, and what was typed stays.
      await destination.selectOption(String(s.otherOfficeId));
      const departAt = await dialog.getByLabel(/^(Yola çıkış|Departure)/).inputValue();
      await dialog.getByRole("button", { name: w.submit }).focus();
      await page.keyboard.press("Enter");
      await expect(dialog.getByRole("alert")).toHaveText(w.sameOffice);
      await expect(destination).toBeFocused();
      await expect(destination).toHaveAttribute("aria-invalid", "true");
      await expect(dialog.getByLabel(/^(Yola çıkış|Departure)/)).toHaveValue(departAt);
      await page.screenshot({ path: `/work/shots/transfers/dialog-refused-${lang}-${width}.png` });
      await expectAccessible(page);
      await destination.selectOption(String(s.officeId));
      await dialog.getByRole("button", { name: w.submit }).focus();
      await page.keyboard.press("Enter");
      const outcome = page.locator("#transfer-outcome").getByRole("heading", { level: 2 });
      await expect(outcome).toHaveText(w.made(s.sparePlate));
      await expect(outcome).toBeFocused();
      await expect(dialog).toBeHidden();
      const spareRow = page.locator(`tr[data-unit-id="${s.spareUnitId}"]`);
      await expect(spareRow.locator(".tl-transfer")).toHaveText(w.bar);
      await page.screenshot({ path: `/work/shots/transfers/sent-${lang}-${width}.png` });
      await expectAccessible(page);

      // Istanbul again: the car on its way is in the destination's timeline, and the day is covered.
      await page.goto(at(s.officeId));
      await expect(spareRow.getByRole("rowheader")).toContainText(s.sparePlate);
      await expect(spareRow.locator(".tl-transfer")).toHaveText(w.bar);
      await expect(cell).not.toHaveAttribute("data-overbooked", "true");
      await expect(cell.locator(".sr-only")).toHaveText(w.fineWords);
      await spareRow.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/work/shots/transfers/destination-${lang}-${width}.png` });
      await expectAccessible(page);
      await noSidewaysScroll(page);
    }
  });
}
