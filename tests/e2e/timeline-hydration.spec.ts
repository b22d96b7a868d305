// The fleet timeline's rows hydrate after the rest of the page, in chunks (decision 0162): a phone
// or tablet then has no single long task for the 300 cars. A click that lands on a row before its
// chunk is React's must not be lost: React hydrates that chunk at once and replays the click. Here
// the CPU is slowed tenfold so the rows are still the server's HTML when the filters are already
// live; the last car's "send to another office" button is clicked then, and its dialog opens with
// the focus inside. Turkish and English.
import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./staff-session.ts";

const x = {
  tr: { prefix: "", send: /^Başka ofise gönder: /, dialog: /plakalı aracı başka ofise gönder$/ },
  en: { prefix: "/en", send: /^Send to another office: /, dialog: /^Send .* to another office$/ },
};

for (const lang of ["tr", "en"] as const) {
  const w = x[lang];
  test(`${lang}: a click on a car's row while the rows are still hydrating opens its dialog`, async ({ page }) => {
    test.setTimeout(120_000);
    const url = `${w.prefix}/yonetim/filo?gun=30`;
    await signInAsStaff(page, "admin", lang, url);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 10 });
    await page.goto(url, { waitUntil: "commit" });
    // The page's own controls are React's (the zoom select has React's props)...
    await page.waitForFunction(
      () => {
        const zoom = document.querySelector('select[name="gun"]');
        return zoom !== null && Object.keys(zoom).some((k) => k.startsWith("__reactProps"));
      },
      null,
      { polling: 5, timeout: 60_000 },
    );
    const send = page.locator("tbody:not(.tl-shortage) > tr").last().getByRole("button", { name: w.send });
    // ...while the last car's row is still the server's HTML.
    const rowWasLive = await send.evaluate((b) => Object.keys(b).some((k) => k.startsWith("__reactProps")));
    await send.click();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const dialog = page.getByRole("dialog", { name: w.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button").first()).toBeFocused();
    expect(rowWasLive, "the row was hydrated before the click: the test did not reach its case").toBe(false);
  });
}
