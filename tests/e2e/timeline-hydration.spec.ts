// The fleet timeline's rows hydrate after the rest of the page, in chunks (decision 0162): a phone
// or tablet then has no single long task for the 300 cars. A click that lands on a row before its
// chunk is React's must not be lost: React hydrates that chunk at once and replays the click. Here
// the CPU is slowed tenfold so the rows are still the server's HTML when the filters are already
// live; the last car's "send to another office" button is clicked then, and its dialog opens with
// the focus inside. Turkish and English.
import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./staff-session.ts";
import { flowLanguages } from "./support/languages.ts";

const x = {
  tr: { prefix: "", send: /^Başka ofise gönder: /, dialog: /plakalı aracı başka ofise gönder$/ },
  en: { prefix: "/en", send: /^Send to another office: /, dialog: /^Send .* to another office$/ },
};

for (const lang of flowLanguages("tr")) {
  const w = x[lang];
  test(`${lang}: a click on a car's row while the rows are still hydrating opens its dialog`, async ({ page }) => {
    test.setTimeout(120_000);
    const url = `${w.prefix}/yonetim/filo?gun=30`;
    await signInAsStaff(page, "admin", lang, url);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 10 });
    await page.goto(url, { waitUntil: "commit" });
    // As soon as the page's own controls are React's (the zoom select has React's props), the last
    // car's "send to another office" button is clicked, in the same task: the rows then hydrate in
    // a few quick slices (decision 0168), too quickly for a click from outside the page to land
    // between the two.
    const first = await page.waitForFunction(
      () => {
        const zoom = document.querySelector('select[name="gun"]');
        if (!zoom || !Object.keys(zoom).some((k) => k.startsWith("__reactProps"))) return null;
        const rows = document.querySelectorAll("tbody:not(.tl-shortage) > tr");
        const send = rows[rows.length - 1]?.querySelector<HTMLButtonElement>("th button");
        if (!send) return null;
        const rowWasLive = Object.keys(send).some((k) => k.startsWith("__reactProps"));
        send.click();
        return { rowWasLive, label: send.getAttribute("aria-label") ?? "" };
      },
      null,
      { polling: 5, timeout: 60_000 },
    );
    const { rowWasLive, label } = (await first.jsonValue()) as { rowWasLive: boolean; label: string };
    expect(label).toMatch(w.send);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const dialog = page.getByRole("dialog", { name: w.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button").first()).toBeFocused();
    expect(rowWasLive, "the row was hydrated before the click: the test did not reach its case").toBe(false);
  });
}

// Decision 0168: the rows are flex rows with `content-visibility: auto`, so a car far down the list
// is not laid out until it comes near; scrolled or tabbed to, it is there with its links. Its links
// are plain anchors and the region's one handler opens them inside the app, as a router link does:
// the page is not loaded again (the marker set on `window` survives).
for (const lang of flowLanguages("en")) {
  const w = x[lang];
  test(`${lang}: a car far down is drawn when it is reached, and its plate opens the car inside the app`, async ({
    page,
  }) => {
    const url = `${w.prefix}/yonetim/filo?gun=30`;
    await signInAsStaff(page, "admin", lang, url);
    await page.waitForFunction(() => {
      const last = document.querySelector("tbody:not(.tl-shortage) > tr:last-child");
      return last !== null && Object.keys(last).some((k) => k.startsWith("__reactFiber"));
    });
    const last = page.locator("tbody:not(.tl-shortage) > tr").last();
    // The row itself is always there; what it skips is its contents.
    const drawn = () =>
      last.getByRole("rowheader").evaluate((cell) => cell.checkVisibility({ contentVisibilityAuto: true }));
    // 300 cars down, the last one is skipped while the top of the table is on screen...
    expect(await drawn()).toBe(false);
    // ...and the keyboard reaches it: its plate link takes the focus, in view, drawn.
    const plate = last.getByRole("rowheader").getByRole("link");
    const plateText = (await plate.textContent()) ?? "";
    await plate.focus();
    await expect(plate).toBeFocused();
    await expect(plate).toBeInViewport();
    expect(await drawn()).toBe(true);

    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: plateText })).toBeVisible();
    expect(page.url()).toMatch(new RegExp(`${w.prefix}/yonetim/araclar/\\d+$`));
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
  });
}

// Decision 0171: the staff menu's links are not discovered when the page loads (no `/__manifest`
// request and no render of the 300-car page again when its answer comes); a link is discovered
// when it is clicked (the first request after the click asks for its path), and the page it opens
// still comes inside the app, not as a new document.
const menu = {
  tr: { menu: "Yönetim menüsü", reservations: "Rezervasyonlar" },
  en: { menu: "Back office menu", reservations: "Reservations" },
};
for (const lang of flowLanguages("tr")) {
  const w = x[lang];
  const m = menu[lang];
  test(`${lang}: the timeline asks no route list as it loads; the menu still opens its pages inside the app`, async ({
    page,
  }) => {
    const url = `${w.prefix}/yonetim/filo?gun=30`;
    await signInAsStaff(page, "admin", lang, url);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith("/__manifest")) asked.push(request.url());
    });
    await page.goto(url);
    await page.waitForFunction(() => {
      const last = document.querySelector("tbody:not(.tl-shortage) > tr:last-child");
      return last !== null && Object.keys(last).some((k) => k.startsWith("__reactFiber"));
    });
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);

    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole("navigation", { name: m.menu }).getByRole("link", { name: m.reservations }).click();
    await expect(page.getByRole("heading", { level: 1, name: m.reservations })).toBeVisible();
    expect(page.url()).toMatch(new RegExp(`${w.prefix}/yonetim/rezervasyonlar$`));
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
    // The click's own request asked for the menu's destination (the list's links come after it).
    expect(new URL(asked[0] ?? "http://x/").searchParams.get("paths")?.split(",")).toContain(
      `${w.prefix}/yonetim/rezervasyonlar`,
    );
  });
}
