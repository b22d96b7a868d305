// Issue 28 item 7, "Done when" (decision 0096): back-office actions done with the keyboard only end
// with the focus on their announced outcome (a status or alert message, or the new page's heading),
// never on <body>. Fields are reached by focusing them and typing; buttons and links are pressed with
// Enter. Screenshots of the focus states go to /work/shots/a11y/ when A11Y_SHOTS is set.
import { mkdirSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { exampleTckn } from "#app/domain/identity/tckn.ts";
import { contrast } from "./contrast.ts";
import { driverLabels } from "./handover-helpers.ts";
import { signInAsStaff } from "./staff-session.ts";
import { inboxEn, inboxTr } from "#app/i18n/messages/inbox.ts";
import { askToCancel, prefix, quietCookies, staffBrowser, testReservation } from "./support/customer-requests.ts";
import { flowLanguages } from "./support/languages.ts";

const shotsDir = "/work/shots/a11y";

async function shot(page: Page, name: string) {
  if (!process.env.A11Y_SHOTS) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Types into a field the way a keyboard does (focus, select all, type). */
async function type(field: Locator, text: string) {
  await field.focus();
  await field.press("ControlOrMeta+a");
  await field.pressSequentially(text);
}

async function press(control: Locator) {
  await control.focus();
  await control.press("Enter");
}

/** The focused element: its role and text (an outcome is announced: role status or alert, or a heading). */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? "",
      role: el?.getAttribute("role") ?? "",
      text: (el?.textContent ?? "").trim().replace(/\s+/g, " "),
    };
  });
}

async function expectFocusOnOutcome(page: Page, role: "status" | "alert" | "h1", text: string | RegExp) {
  await expect
    .poll(async () => {
      const f = await focused(page);
      return role === "h1" ? f.tag : f.role;
    })
    .toBe(role);
  const f = await focused(page);
  if (typeof text === "string") expect(f.text).toContain(text);
  else expect(f.text).toMatch(text);
}

for (const lang of flowLanguages("en")) {
  test(`keyboard only (${lang}): a price edit's preview and save each end on their announced outcome`, async ({
    page,
  }) => {
    const w = {
      tr: {
        edit: /fiyatlarını düzenle$/,
        editor: /düzenle|Fiyat/i,
        pickup: "Alış ofisi",
        dropoff: "Dönüş ofisi",
        from: "Alış günü (10:00)",
        to: "Dönüş günü (10:00)",
        preview: "Önizle",
        save: "Kaydet",
        saved: "Kaydedildi",
      },
      en: {
        edit: /^Edit the rates of /,
        editor: /rates|Edit/i,
        pickup: "Pick-up office",
        dropoff: "Return office",
        from: "Pick-up day (10:00)",
        to: "Return day (10:00)",
        preview: "Preview",
        save: "Save",
        saved: "Saved",
      },
    }[lang];
    await signInAsStaff(page, "admin", lang, `${lang === "en" ? "/en" : ""}/yonetim/fiyatlar`);
    // Opening a model's editor lands on the editor (the link names it), not on <body>.
    await press(page.getByRole("link", { name: w.edit }).first());
    await expect(page).toHaveURL(/model=/);
    await expect.poll(async () => (await focused(page)).text).toMatch(w.editor);
    const form = page.locator("form#rates-editor");
    await form.getByLabel("Model", { exact: true }).selectOption({ index: 1 });
    await form.getByLabel(w.pickup).selectOption({ index: 1 });
    await form.getByLabel(w.dropoff).selectOption({ index: 1 });
    // A Wednesday two to three weeks ahead: a city office may be closed on the default day (a Sunday
    // when the test runs on a Saturday or Sunday), and the sample must be a rental one can book.
    const wednesday = new Date(Date.now() + 14 * 86_400_000);
    wednesday.setUTCDate(wednesday.getUTCDate() + ((3 - wednesday.getUTCDay() + 7) % 7));
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    await form.getByLabel(w.from).fill(iso(wednesday));
    await form.getByLabel(w.to).fill(iso(new Date(wednesday.getTime() + 3 * 86_400_000)));
    const money = form.locator('input[name^="tier"]').first();
    const before = await money.inputValue();
    await type(money, before);
    await press(form.getByRole("button", { name: w.preview }));
    // The preview's table (a polite live region) takes the focus.
    await expect(page.getByTestId("price-preview")).toBeFocused();
    await expect(page.getByTestId("price-preview")).toHaveAttribute("aria-live", "polite");
    await shot(page, `price-preview-${lang}`);
    // From the preview, Save is a few Shift+Tab presses away (it took 84 Tab presses before).
    let presses = 0;
    while (
      presses < 15 &&
      !(await page.evaluate((save) => document.activeElement?.textContent?.trim() === save, w.save))
    ) {
      await page.keyboard.press("Shift+Tab");
      presses++;
    }
    expect(presses).toBeLessThan(15);
    await page.keyboard.press("Enter");
    await expectFocusOnOutcome(page, "status", w.saved);
    // The form is still there with the saved value shown back (nothing typed is lost).
    await expect(money).toHaveValue(before);
    await shot(page, `price-saved-${lang}`);
  });

  test(`keyboard only (${lang}): a refused price preview ends on its announced error, not on the page's top`, async ({
    page,
  }) => {
    const w = {
      tr: {
        edit: /fiyatlarını düzenle$/,
        from: "Alış günü (10:00)",
        to: "Dönüş günü (10:00)",
        preview: "Önizle",
        refused: "Örnek kiralama yapılabilir bir kiralama değil",
      },
      en: {
        edit: /^Edit the rates of /,
        from: "Pick-up day (10:00)",
        to: "Return day (10:00)",
        preview: "Preview",
        refused: "The sample is not a rental that can be made",
      },
    }[lang];
    await signInAsStaff(page, "admin", lang, `${lang === "en" ? "/en" : ""}/yonetim/fiyatlar`);
    await press(page.getByRole("link", { name: w.edit }).first());
    await expect(page).toHaveURL(/model=/);
    const form = page.locator("form#rates-editor");
    // A sample rental that started yesterday: no search would offer it, so the preview is refused.
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    await form.getByLabel(w.from).fill(iso(new Date(Date.now() - 86_400_000)));
    await form.getByLabel(w.to).fill(iso(new Date(Date.now() + 2 * 86_400_000)));
    await press(form.getByRole("button", { name: w.preview }));
    // The refusal is announced (role alert) and holds the focus; before, the focus went to the
    // page's h1 above the rates table, because the form's error showed one render after the answer.
    await expectFocusOnOutcome(page, "alert", w.refused);
    await expect(form.getByLabel(w.from)).toHaveValue(iso(new Date(Date.now() - 86_400_000)));
    await shot(page, `price-preview-refused-${lang}`);
  });

  test(`keyboard only (${lang}): publishing a news item ends on the announced 'published' message`, async ({
    page,
  }) => {
    const w = {
      tr: {
        list: "/yonetim/icerik?tur=haber",
        create: "Yeni haber",
        title: "Yeni haber",
        turkish: "Türkçe",
        english: "İngilizce",
        slug: "Adres (slug)",
        theme: "Banner görseli",
        titleField: "Başlık",
        summary: "Özet",
        body: "Metin",
        publish: "Hemen yayımla",
        published: "Yayımlandı",
      },
      en: {
        list: "/en/yonetim/icerik?tur=haber",
        create: "New news item",
        title: "New news item",
        turkish: "Turkish",
        english: "English",
        slug: "Address (slug)",
        theme: "Banner picture",
        titleField: "Title",
        summary: "Summary",
        body: "Text",
        publish: "Publish now",
        published: "Published",
      },
    }[lang];
    const slug = `klavye-${lang}-${Date.now()}`;
    await signInAsStaff(page, "content", lang, w.list);
    await press(page.getByRole("link", { name: w.create, exact: true }));
    await expectFocusOnOutcome(page, "h1", w.title);
    const tr = page.getByRole("group", { name: w.turkish });
    const en = page.getByRole("group", { name: w.english });
    await type(page.getByLabel(w.slug), slug);
    await page.getByLabel(w.theme).selectOption("night-drive");
    await type(tr.getByLabel(w.titleField), `Klavye haberi ${slug}`);
    await type(tr.getByLabel(w.summary), "Klavyeyle yayımlandı.");
    await type(tr.getByLabel(w.body), "Klavyeyle yazıldı.");
    await type(en.getByLabel(w.titleField), `Keyboard news ${slug}`);
    await type(en.getByLabel(w.summary), "Published with the keyboard.");
    await type(en.getByLabel(w.body), "Written with the keyboard.");
    await press(page.getByRole("button", { name: w.publish }));
    await expectFocusOnOutcome(page, "status", w.published);
    await shot(page, `news-published-${lang}`);
  });
}

for (const lang of flowLanguages("tr")) {
  test(`keyboard only (${lang}): the hand-over and the return each end on their announced outcome`, async ({
    page,
  }, testInfo) => {
    testInfo.setTimeout(90_000);
    const w = {
      tr: {
        plate: "Plaka",
        km: "Kilometre",
        fuel: "Yakıt (sekizde)",
        open: "Teslim et (çıkış)",
        title: "Aracı teslim et",
        handOver: "Teslim et",
        returnTitle: "Aracı geri al",
        preview: "Ücretleri önizle",
        confirm: "Onayla ve aracı geri al",
      },
      en: {
        plate: "Plate",
        km: "Odometer (km)",
        fuel: "Fuel (eighths)",
        open: "Hand over (check-out)",
        title: "Hand the car over",
        handOver: "Hand over",
        returnTitle: "Take the car back",
        preview: "Preview the charges",
        confirm: "Confirm and take the car back",
      },
    }[lang];
    const done = {
      tr: { handedOver: "Araç teslim edildi.", returned: "Araç geri alındı; ödenecekler aşağıda." },
      en: { handedOver: "The car was handed over.", returned: "The car was returned; what is owed is below." },
    }[lang];
    const prefix = lang === "en" ? "/en" : "";
    const created = await page.request.post("/__test/reservations", {
      data: { lastName: "Klavye", paymentType: "office", hoursUntilPickup: 1, days: 1, officeCode: "IST" },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { number } = (await created.json()) as { number: string };
    const base = `${prefix}/yonetim/rezervasyonlar/${number}`;
    await signInAsStaff(page, "office", lang, base);

    // Opening the hand-over from the reservation's actions lands on its heading.
    await press(page.getByRole("link", { name: w.open }));
    await expectFocusOnOutcome(page, "h1", w.title);
    const plate = ((await page.getByTestId("desk-plate").textContent()) ?? "").trim();
    await type(page.getByLabel(w.plate, { exact: true }), plate);
    await type(page.getByLabel(w.km, { exact: true }), "15000");
    await page.getByLabel(w.fuel).selectOption("8");
    const l = driverLabels[lang];
    await type(page.getByLabel(l.licenceNumber), "B-482913");
    await type(page.getByLabel(l.licenceClass), "B");
    await type(page.getByLabel(l.licenceCountry), "TR");
    await type(page.getByLabel(l.licenceIssued), "15.06.2012");
    await type(page.getByLabel(l.licenceExpires), "01.01.2040");
    await page.getByLabel(l.idKind).selectOption({ label: l.tckn });
    await type(page.getByLabel(l.idNumber), exampleTckn(4242));
    await press(page.getByRole("button", { name: w.handOver, exact: true }));
    await expect(page).toHaveURL(/\/sozlesme\?durum=teslim$/);
    await expectFocusOnOutcome(page, "status", done.handedOver);
    await shot(page, `handed-over-${lang}`);

    // The return, a day late (the test hook moves the rental back): its preview, then the
    // confirmation, which lands on the payment page's announced outcome.
    const moved = await page.request.post(`/__test/reservations/${number}/shift`, { data: { hours: -48 } });
    expect(moved.status()).toBe(204);
    await page.goto(`${base}/iade`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(w.returnTitle);
    await type(page.getByLabel(w.km, { exact: true }), "15200");
    await press(page.getByRole("button", { name: w.preview }));
    await expect(page.getByTestId("return-preview")).toBeVisible();
    await press(page.getByRole("button", { name: w.confirm }));
    await expect(page).toHaveURL(/\/odeme\?durum=iade$/);
    await expectFocusOnOutcome(page, "status", done.returned);
    await shot(page, `returned-${lang}`);
  });
}

test("the dark bar's focus ring has at least 3:1 against the bar in light and dark mode", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAsStaff(page, "admin", "tr");
  const ringsInBar = async () => {
    const rings: { name: string; ring: string; bar: string; width: number }[] = [];
    // Every control in the bar: the menu, the language link and sign-out.
    const count = await page.locator("header a, header button").count();
    for (let i = 0; i < count; i++) {
      const control = page.locator("header a, header button").nth(i);
      if (!(await control.isVisible())) continue;
      await control.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      rings.push(
        await control.evaluate((el) => {
          // Tailwind writes oklch(); a 1-pixel canvas gives the sRGB the screen shows.
          const rgb = (colour: string) => {
            const canvas = document.createElement("canvas");
            canvas.width = canvas.height = 1;
            const g = canvas.getContext("2d") as CanvasRenderingContext2D;
            g.fillStyle = colour;
            g.fillRect(0, 0, 1, 1);
            const [r = 0, gr = 0, b = 0] = g.getImageData(0, 0, 1, 1).data;
            return `rgb(${r}, ${gr}, ${b})`;
          };
          const style = getComputedStyle(el);
          return {
            name: (el.textContent ?? "").trim().slice(0, 30),
            ring: rgb(style.outlineColor),
            width: Number.parseFloat(style.outlineWidth),
            bar: rgb(getComputedStyle(el.closest("header") as Element).backgroundColor),
          };
        }),
      );
    }
    return rings;
  };
  for (const scheme of ["light", "dark"] as const) {
    if (scheme === "dark") {
      await context.addCookies([{ name: "yolda_theme", value: "dark", url: baseURL ?? "" }]);
      await page.reload();
    }
    const rings = await ringsInBar();
    // The title link, the menu (admin: many entries), the language link and sign-out.
    expect(rings.length, rings.map((r) => r.name).join(", ")).toBeGreaterThanOrEqual(3);
    for (const r of rings) {
      expect(r.width, `${scheme} ${r.name}`).toBeGreaterThanOrEqual(2);
      expect(contrast(r.ring, r.bar), `${scheme} ${r.name}: ${r.ring} on ${r.bar}`).toBeGreaterThanOrEqual(3);
    }
    await page.locator("header nav a").first().focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await shot(page, `header-ring-${scheme}`);
  }
});

for (const lang of flowLanguages("en")) {
  test(`keyboard only (${lang}): approving a cancellation request ends on its announced outcome`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const m = (lang === "tr" ? inboxTr : inboxEn).cancellations;
    const lastName = lang === "tr" ? "Klavyeoğlu" : "Keyboardson";
    // A card booking made by the test hook: its payment is not in the sandbox bank's ledger, so the
    // bank refuses the refund, and that refusal is the outcome announced (decision 0074).
    const booking = await testReservation(page, { lastName, paymentType: "card" });
    await quietCookies(page.context(), baseURL);
    await askToCancel(page, lang, booking.number, lastName);
    const finance = await staffBrowser(browser, baseURL);
    await signInAsStaff(finance, "finance", lang, `${prefix(lang)}/yonetim/iptal-talepleri`);
    await press(finance.getByRole("link", { name: booking.number }));
    await expect(finance).toHaveURL(/\/yonetim\/iptal-talepleri\/[0-9a-f-]{36}$/);
    await press(finance.getByRole("button", { name: new RegExp(`^${m.approve.split(" (")[0]}`) }));
    await expectFocusOnOutcome(finance, "alert", m.outcomes.refundRefused);
    await shot(finance, `cancellation-refused-${lang}`);
    await finance.context().close();
  });
}
