import { axeFor } from "./support/axe.ts";
import { expect, test, type Page } from "@playwright/test";
import { addDays, weekdayOfDate } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { flowLanguages } from "./support/languages.ts";

type Lang = "tr" | "en";

const texts = {
  tr: {
    home: "/",
    form: "Araç ara",
    pickupOffice: "Alış ofisi",
    dropoffOffice: "Dönüş ofisi",
    different: "Farklı ofise iade",
    pickupDay: "Alış tarihi",
    returnDay: "Dönüş tarihi",
    pickupTime: "Alış saati",
    returnTime: "Dönüş saati",
    campaign: /Kampanya kodu/,
    submit: "Araç Bul",
    returnBeforePickup: "Dönüş zamanı alış zamanından sonra olmalıdır.",
    tooSoon: "Alış zamanı en erken şu andan 2 saat sonra olabilir.",
    closed: "Alış ofisi seçtiğiniz gün ve saatte kapalı. Lütfen ofisin açık olduğu bir saat seçin.",
    closedAllDay: "Ofis bu gün kapalı",
    tooLong: "Online kiralama en fazla 365 gün olabilir. Daha uzun kiralamalar için filo kiralama formunu kullanın.",
    fleetLink: "Filo kiralama talebi gönderin",
    levent: "İstanbul Levent",
    airport: "İstanbul Havalimanı",
  },
  en: {
    home: "/en",
    form: "Find a car",
    pickupOffice: "Pick-up office",
    dropoffOffice: "Return office",
    different: "Return to a different office",
    pickupDay: "Pick-up date",
    returnDay: "Return date",
    pickupTime: "Pick-up time",
    returnTime: "Return time",
    campaign: /Campaign code/,
    submit: "Find a Car",
    returnBeforePickup: "The return must be after the pick-up.",
    tooSoon: "The earliest pick-up is 2 hours from now.",
    closed: "The pick-up office is closed at the chosen date and time. Please choose a time when it is open.",
    closedAllDay: "The office is closed on this day",
    tooLong: "Online rentals last at most 365 days. For longer rentals please use the fleet rental form.",
    fleetLink: "Send a fleet rental request",
    levent: "Istanbul Levent",
    airport: "Istanbul Airport",
  },
} as const;

function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(msg.text());
  });
  page.on("pageerror", (err) => problems.push(err.message));
  return problems;
}

/** Opens the page and waits until the search bar has swapped in its React Aria widgets. */
async function openSearch(page: Page, lang: Lang) {
  await page.goto(texts[lang].home);
  const form = page.getByRole("form", { name: texts[lang].form });
  await form.hover();
  await expect(form.locator('input[role="combobox"]').first()).toBeVisible();
  return form;
}

async function chooseOffice(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole("combobox", { name: label });
  await input.fill(typed);
  await page.getByRole("option", { name: option }).click();
  await expect(input).toHaveValue(option);
}

/** Types a date into a React Aria date field: day, month, year in both tr-TR and en-GB. */
async function typeDate(page: Page, label: string, date: string) {
  const [y, m, d] = date.split("-");
  await page.getByRole("group", { name: label }).getByRole("spinbutton").first().click();
  await page.keyboard.type(`${d}${m}${y}`);
}

const today = () => istanbulDate(new Date());

test.describe.configure({ mode: "parallel" });

for (const lang of flowLanguages("en")) {
  const x = texts[lang];

  test(`${lang}: a return before the pick-up is shown on the return field, which gets the focus`, async ({ page }) => {
    const problems = watchConsole(page);
    const form = await openSearch(page, lang);
    await chooseOffice(page, x.pickupOffice, "IST", x.airport);
    await typeDate(page, x.pickupDay, addDays(today(), 5));
    await typeDate(page, x.returnDay, addDays(today(), 3));
    await form.getByRole("button", { name: x.submit }).click();
    const message = form.getByText(x.returnBeforePickup);
    await expect(message).toBeVisible();
    const returnTime = page.getByLabel(x.returnTime);
    await expect(returnTime).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await returnTime.getAttribute("aria-describedby")) ?? "";
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(x.returnBeforePickup);
    // The first field in error has the focus: the return date's first segment.
    await expect(page.getByRole("group", { name: x.returnDay }).getByRole("spinbutton").first()).toBeFocused();
    await expect(page.getByLabel(x.pickupTime)).not.toHaveAttribute("aria-invalid", "true");
    expect(new URL(page.url()).pathname).toBe(x.home);
    const axe = await axeFor(page).include("main form").analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test(`${lang}: a pick-up sooner than two hours is refused`, async ({ page }) => {
    const form = await openSearch(page, lang);
    await chooseOffice(page, x.pickupOffice, "IST", x.airport);
    await typeDate(page, x.pickupDay, today());
    await page.getByLabel(x.pickupTime).selectOption("00:00");
    await form.getByRole("button", { name: x.submit }).click();
    await expect(form.getByText(x.tooSoon)).toBeVisible();
    await expect(page.getByLabel(x.pickupTime)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("group", { name: x.pickupDay }).getByRole("spinbutton").first()).toBeFocused();
  });

  test(`${lang}: an office closed at the chosen time is refused, and its closed day is marked`, async ({ page }) => {
    const form = await openSearch(page, lang);
    await chooseOffice(page, x.pickupOffice, "levent", x.levent);
    // Levent is closed on Sundays (weekday 6).
    let sunday = addDays(today(), 2);
    while (weekdayOfDate(sunday) !== 6) sunday = addDays(sunday, 1);
    await typeDate(page, x.pickupDay, sunday);
    await expect(form.getByText(x.closedAllDay)).toBeVisible();
    await expect(page.getByLabel(x.pickupTime).locator("option")).toHaveCount(1);
    await form.getByRole("button", { name: x.submit }).click();
    await expect(form.getByText(x.closed)).toBeVisible();
    // On a weekday the same office offers only its open half-hours, 08:30 to 19:30.
    await typeDate(page, x.pickupDay, addDays(sunday, 1));
    const slots = await page.getByLabel(x.pickupTime).locator("option").allTextContents();
    expect(slots[0]).toBe("08:30");
    expect(slots.at(-1)).toBe("19:30");
    await expect(form.getByText(x.closed)).toHaveCount(0);
  });

  test(`${lang}: a rental longer than 365 days points to the fleet request form (30-365 days are monthly rentals)`, async ({
    page,
  }) => {
    const form = await openSearch(page, lang);
    await chooseOffice(page, x.pickupOffice, "IST", x.airport);
    await typeDate(page, x.returnDay, addDays(today(), 1 + 400));
    await form.getByRole("button", { name: x.submit }).click();
    await expect(form.getByText(x.tooLong)).toBeVisible();
    await expect(form.getByRole("link", { name: x.fleetLink })).toHaveAttribute(
      "href",
      lang === "tr" ? "/Filo-Kiralama" : "/en/Filo-Kiralama",
    );
  });
}

test("tr: the search opens the shareable /rezervasyon link with all five parameters", async ({ page }) => {
  const form = await openSearch(page, "tr");
  await chooseOffice(page, "Alış ofisi", "IST", "İstanbul Havalimanı");
  await form.getByLabel(/Kampanya kodu/).fill("kayak 25");
  await form.getByRole("button", { name: "Araç Bul" }).click();
  await expect(page).toHaveURL(/\/rezervasyon\?/);
  const url = new URL(page.url());
  const pickup = addDays(today(), 1);
  const back = addDays(pickup, 3);
  expect(url.pathname).toBe("/rezervasyon");
  expect(url.search).toBe(
    `?alis=IST&donus=IST&alisTarihi=${pickup}T10%3A00&donusTarihi=${back}T10%3A00&kampanya=KAYAK25`,
  );
});

test("en: a different return office goes into donus and the link stays English", async ({ page }) => {
  const form = await openSearch(page, "en");
  await chooseOffice(page, "Pick-up office", "IST", "Istanbul Airport");
  await form.getByLabel("Return to a different office").check();
  await chooseOffice(page, "Return office", "esenbo", "Ankara Esenboğa Airport");
  const pickup = addDays(today(), 10);
  await typeDate(page, "Pick-up date", pickup);
  await page.getByLabel("Pick-up time").selectOption("14:30");
  await typeDate(page, "Return date", addDays(pickup, 7));
  await page.getByLabel("Return time").selectOption("09:00");
  await form.getByRole("button", { name: "Find a Car" }).click();
  await expect(page).toHaveURL(/\/en\/rezervasyon\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe("/en/rezervasyon");
  expect([...url.searchParams.entries()]).toEqual([
    ["alis", "IST"],
    ["donus", "ESB"],
    ["alisTarihi", `${pickup}T14:30`],
    ["donusTarihi", `${addDays(pickup, 7)}T09:00`],
    ["kampanya", ""],
  ]);
});

test("the office combobox filters by typing, groups by city and works with the keyboard", async ({ page }) => {
  await openSearch(page, "tr");
  const input = page.getByRole("combobox", { name: "Alış ofisi" });
  await input.focus();
  await page.keyboard.type("ank");
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole("option", { name: "Ankara Kızılay" })).toBeVisible();
  await expect(listbox.getByText("Ankara", { exact: true })).toBeVisible();
  await expect(listbox.getByRole("option", { name: "İstanbul Havalimanı" })).toHaveCount(0);
  const ankara = await listbox.getByRole("option").allTextContents();
  expect(ankara.length).toBeGreaterThan(0);
  expect(ankara.every((name) => name.startsWith("Ankara"))).toBe(true);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(listbox).toBeHidden();
  await expect(input).toHaveValue(ankara[0] ?? "");
  // Without Turkish letters, and by city name.
  await input.fill("kadikoy");
  await expect(page.getByRole("option", { name: "İstanbul Kadıköy" })).toBeVisible();
  await input.fill("muğla");
  await expect(page.getByRole("option")).not.toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the search fits the screen and submits", async ({ page }) => {
    const form = await openSearch(page, "tr");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await form.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await chooseOffice(page, "Alış ofisi", "sabiha", "Sabiha Gökçen Havalimanı");
    await page.getByRole("group", { name: "Alış tarihi" }).getByRole("button", { name: "Takvimi aç" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const dialogBox = await dialog.boundingBox();
    expect((dialogBox?.x ?? 0) + (dialogBox?.width ?? 0)).toBeLessThanOrEqual(390);
    await page.keyboard.press("Escape");
    await form.getByRole("button", { name: "Araç Bul" }).click();
    await expect(page).toHaveURL(/\/rezervasyon\?alis=SAW&donus=SAW&/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server-rendered form submits the same query names", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Araç ara" });
    await form.getByLabel("Alış ofisi").selectOption("IST");
    await expect(form.getByLabel("Alış tarihi ve saati")).toHaveValue(`${addDays(today(), 1)}T10:00`);
    await form.getByRole("button", { name: "Araç Bul" }).click();
    await expect(page).toHaveURL(/\/rezervasyon\?/);
    const query = new URL(page.url()).searchParams;
    expect([...query.keys()]).toEqual(["alis", "donus", "alisTarihi", "donusTarihi", "kampanya"]);
    expect(query.get("alis")).toBe("IST");
    expect(query.get("alisTarihi")).toBe(`${addDays(today(), 1)}T10:00`);
  });
});
