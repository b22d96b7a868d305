// The fleet timeline you act on (decisions 0094, 0095), Turkish and English, at 1280 and 820 px:
// a confirmed reservation is moved with the keyboard dialog and by dragging its bar onto another
// car's row; a drop onto a car booked on those days is refused with the reservation in the way
// named; each outcome is announced and takes the focus; the shortage row gives needed/free per
// day in words; axe finds nothing, and nothing scrolls sideways but the table's own region.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { signInAsStaff } from "./staff-session.ts";
import { expectAccessible } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const x = {
  tr: {
    prefix: "",
    title: "Filo takvimi",
    move: "Taşı",
    dialog: (n: string) => `${n} rezervasyonunu taşı`,
    submit: "Bu araca taşı",
    close: "Kapat",
    moved: (n: string, plate: string) => `${n} rezervasyonu ${plate} plakalı araca taşındı.`,
    refused: (n: string) => new RegExp(`^${n} taşınamadı: .* bu tarihlerde dolu\\. Çakışan: `),
    shortage: /: gereken \/ boş araç$/,
    zoom: "Görünüm",
  },
  en: {
    prefix: "/en",
    title: "Fleet timeline",
    move: "Move",
    dialog: (n: string) => `Move reservation ${n}`,
    submit: "Move to this car",
    close: "Close",
    moved: (n: string, plate: string) => `Reservation ${n} moved to the car ${plate}.`,
    refused: (n: string) => new RegExp(`^${n} was not moved: .* is taken on these dates\\. In the way: `),
    shortage: /: needed \/ free cars$/,
    zoom: "View",
  },
};

/**
 * A confirmed pay-at-office booking at Istanbul Airport two days ahead, made by the test hook (the
 * public booking is booking.spec.ts's subject): on a car whose class has two more free cars there
 * (one to move to), or, with `alongside`, on another car of that booking's class for the same days.
 */
async function book(page: Page, lastName: string, alongside?: string) {
  const made = await page.request.post("/__test/reservations", {
    data: alongside
      ? { lastName, paymentType: "office", alongside }
      : { lastName, paymentType: "office", officeCode: "IST", hoursUntilPickup: 48, classmates: 2 },
  });
  expect(made.ok(), await made.text()).toBe(true);
  return ((await made.json()) as { number: string }).number;
}

/** Drags `bar` with the mouse and lets it go over the row `target` (each scrolled into view in turn). */
async function dragOnto(page: Page, bar: Locator, target: Locator) {
  // The grip, measured until the bar is really under it, and the drag seen to start (the bar takes
  // the dragging look): a reload between the measure and the press moved the rows, so the press
  // missed the bar and the drop did nothing (a flaky failure: the last outcome stayed).
  for (let attempt = 0; ; attempt++) {
    if (attempt === 20) throw new Error("the bar never took the pointer");
    await bar.scrollIntoViewIfNeeded();
    const from = await bar.boundingBox();
    if (!from) throw new Error("bar not shown");
    const grip = { x: from.x + 8, y: from.y + from.height / 2 };
    if (!(await bar.evaluate((a, p) => a.contains(document.elementFromPoint(p.x, p.y)), grip))) {
      await page.waitForTimeout(100);
      continue;
    }
    await page.mouse.move(grip.x, grip.y);
    await page.mouse.down();
    await page.mouse.move(grip.x + 12, grip.y, { steps: 3 });
    if (await bar.evaluate((a) => a.classList.contains("tl-dragging"))) break;
    // Not dragging: let go over the page's title (no link there, so no click opens anything), and
    // measure again.
    const title = await page.getByRole("heading", { level: 1 }).boundingBox();
    if (title) await page.mouse.move(title.x + 4, title.y + title.height / 2);
    await page.mouse.up();
  }
  // The bar holds the pointer while the table scrolls the target row into view.
  await target.locator("th").evaluate((th) => th.scrollIntoView({ block: "center" }));
  // The drop point, measured until the row is really under it: the timeline's data can reload (after
  // the previous outcome, or another test's booking) and move the rows between a measure and the drop.
  // A drop on the neighbouring row was the flaky failure of this test ("34 GGL 468 is taken").
  let point: { x: number; y: number } | null = null;
  for (let attempt = 0; attempt < 20 && !point; attempt++) {
    const to = await target.locator("th").boundingBox();
    if (!to) throw new Error("row not shown");
    const at = { x: to.x + to.width + 30, y: to.y + to.height / 2 };
    const under = await target.evaluate((tr, p) => tr.contains(document.elementFromPoint(p.x, p.y)), at);
    if (under) point = at;
    else await page.waitForTimeout(100);
  }
  if (!point) throw new Error("the target row never stayed under the pointer");
  // One move, to the middle of the table: no edge, so the table does not scroll on its own.
  await page.mouse.move(point.x, point.y, { steps: 1 });
  await page.mouse.up();
}

// The two languages move cars of the same class on the same days: one after the other.
test.describe.configure({ mode: "serial" });

for (const lang of flowLanguages("en")) {
  const w = x[lang];
  test(`${lang} a reservation moves to another car by the dialog and by drag; a conflict is refused with its reason`, async ({
    page,
  }, testInfo) => {
    testInfo.setTimeout(120_000);
    // Two bookings of one class for the same days, on two cars: both taken; a third car of the class is free.
    const mine = await book(page, lang === "tr" ? "Taşınır" : "Mover");
    const theirs = await book(page, lang === "tr" ? "Yerinde" : "Stayer", mine);
    await signInAsStaff(page, "office", lang, `${w.prefix}/yonetim/filo?gun=7`);
    const bar = page.locator(`a[data-move="${mine}"]`);
    await expect(bar).toHaveCount(1);
    const classId = await page.locator(`tr:has(a[data-move="${mine}"])`).getAttribute("data-class-id");
    await page.goto(`${w.prefix}/yonetim/filo?gun=7&sinif=${classId}`);
    await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByRole("combobox", { name: w.zoom })).toHaveValue("7");
    const outcome = page.locator("#timeline-outcome");
    await expect(outcome).toHaveAttribute("role", "status");

    // The shortage row: per class and day, cars needed over cars free, said in words.
    const shortageHeader = page.getByRole("rowheader", { name: w.shortage });
    await expect(shortageHeader).toHaveCount(1);
    const days = page.locator("tbody.tl-shortage td");
    await expect(days).toHaveCount(7);
    expect(await days.first().innerText()).toMatch(/^\d+\/\d+/);
    await page.screenshot({ path: `/work/shots/timeline/timeline-${lang}-1280.png`, fullPage: false });
    await expectAccessible(page);

    // Keyboard: the bar, then its Move button (shown while focused), opens the dialog of free cars.
    await page.locator(`a[data-move="${mine}"]`).focus();
    await page.keyboard.press("Tab");
    const moveButton = page.getByRole("button", { name: new RegExp(`^${w.move}: .*${mine}`) });
    await expect(moveButton).toBeFocused();
    await expect(moveButton).toBeVisible();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: w.dialog(mine) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("radio").first()).toBeChecked();
    const firstPlate = ((await dialog.locator("label").first().innerText()).split(" (")[0] ?? "").trim();
    await page.screenshot({ path: `/work/shots/timeline/move-dialog-${lang}-1280.png` });
    await expectAccessible(page);
    await dialog.getByRole("button", { name: w.submit }).focus();
    await page.keyboard.press("Enter");
    const heading = outcome.getByRole("heading", { level: 2 });
    await expect(heading).toHaveText(w.moved(mine, firstPlate));
    await expect(heading).toBeFocused();
    await expect(page.locator(`tr:has(a[data-move="${mine}"]) th`)).toContainText(firstPlate);

    // Drag onto the car of the other booking of those days: refused, naming that booking.
    await dragOnto(page, page.locator(`a[data-move="${mine}"]`), page.locator(`tr:has(a[data-move="${theirs}"])`));
    await expect(heading).toHaveText(w.refused(mine));
    await expect(heading).toContainText(theirs);
    await expect(heading).toBeFocused();
    await page.screenshot({ path: `/work/shots/timeline/refused-${lang}-1280.png` });

    // Drag onto a free car of the class (the dialog names one): moved, the bar is in that row now.
    await page.locator(`a[data-move="${mine}"]`).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("radio").first()).toBeVisible();
    const freePlate = ((await dialog.locator("label").first().innerText()).split(" (")[0] ?? "").trim();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const freeRow = page.locator("tbody tr").filter({ has: page.getByRole("rowheader", { name: freePlate }) });
    await dragOnto(page, page.locator(`a[data-move="${mine}"]`), freeRow);
    await expect(heading).toHaveText(w.moved(mine, freePlate));
    await expect(heading).toBeFocused();
    await expect(freeRow.locator(`a[data-move="${mine}"]`)).toHaveCount(1);
    await expectAccessible(page);

    // 820 px: the page does not scroll sideways (the table scrolls in its own region).
    await page.setViewportSize({ width: 820, height: 1000 });
    await page.goto(`${w.prefix}/yonetim/filo?gun=7&sinif=${classId}`);
    await page.screenshot({ path: `/work/shots/timeline/timeline-${lang}-820.png` });
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll("main *")]
        .filter((el) => el.closest('[role="region"]') === null && el.getBoundingClientRect().right > window.innerWidth)
        .map((el) => `${el.tagName}.${el.className}`.slice(0, 80)),
    );
    expect(wide).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.goto(`${w.prefix}/yonetim/filo?gun=30`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `/work/shots/timeline/timeline-30-days-${lang}-1280.png` });
  });
}
