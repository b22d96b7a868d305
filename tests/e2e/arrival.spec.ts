// Where the focus lands when a step opens (decision 0028): every booking step, the booking result and
// the sign-up code step move it to a heading that names where the visitor is, so the keyboard goes
// on from there and a screen reader announces it. The same journeys watch the Content-Security-
// Policy: the form code must not trip it (zod's eval probe; see app/features/validation/zod.ts).
import { expect, test, type Page } from "@playwright/test";
import { exampleTckn } from "#app/domain/identity/tckn.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";

test.beforeEach(async ({ context, baseURL }) => {
  const day = istanbulDate(new Date()).replaceAll("-", "");
  await context.addCookies([{ name: "yolda_consent", value: `v1.necessary.${day}`, url: baseURL ?? "" }]);
});

/** CSP violations the page reports (as events, and as the console errors Chromium logs for them). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportCsp", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

const yearsAgo = (years: number) => {
  const [y, m, d] = istanbulDate(new Date()).split("-");
  return `${d}.${m}.${Number(y) - years}`;
};

test("tr: each booking step and the result put the focus on a heading that names the step; no CSP violation", async ({
  page,
}) => {
  const csp = await watchCsp(page);
  await page.goto("/");
  const form = page.getByRole("form", { name: "Araç ara" });
  await form.hover();
  await expect(form.locator('input[role="combobox"]').first()).toBeVisible();
  await page.getByRole("combobox", { name: "Alış ofisi" }).fill("IST");
  await page.getByRole("option", { name: "İstanbul Havalimanı" }).click();
  await form.getByRole("button", { name: "Araç Bul" }).click();
  await expect(page).toHaveURL(/\/rezervasyon\?alis=IST/);
  await expect.poll(() => focusedText(page)).toBe("Adım 1 / 4: Araç seçimi");

  await page.getByTestId("vehicle-card").last().getByRole("button").click();
  await expect(page).toHaveURL(/adim=2/);
  await expect.poll(() => focusedText(page)).toMatch(/^Adım 2 \/ 4: /);
  await expect(page.getByRole("heading", { level: 2, name: /^Adım 2 \/ 4/ })).toBeFocused();

  await page.locator('input[name="assurance"]').nth(1).check();
  await page.locator('input[name="km"]').nth(1).check();
  await page.getByRole("button", { name: "Sonraki adım" }).click();
  await expect(page).toHaveURL(/adim=3/);
  await expect.poll(() => focusedText(page)).toMatch(/^Adım 3 \/ 4: /);

  await page.getByLabel("Ad", { exact: true }).fill("Deniz");
  await page.getByLabel("Soyad", { exact: true }).fill("Odak");
  await page.getByLabel("E-posta", { exact: true }).fill("deniz@example.com");
  await page.getByLabel("Ülke", { exact: true }).selectOption("TR");
  await page.getByLabel("GSM numarası").fill("532 123 45 67");
  await page.getByLabel("Doğum tarihi").fill(yearsAgo(35));
  await page.getByLabel("Ehliyet veriliş tarihi").fill(yearsAgo(10));
  await page.getByLabel("T.C. kimlik numarası").first().fill(exampleTckn(7));
  await page.getByLabel("Ad soyad").fill("Deniz Odak");
  await page.getByLabel("T.C. kimlik numarası").nth(1).fill(exampleTckn(7));
  await page.getByLabel("Fatura adresi").fill("Atatürk Cad. 1, Kadıköy, İstanbul");
  await page.getByRole("checkbox", { name: /Kiralama koşullarını/ }).check();
  await page.getByRole("checkbox", { name: /KVKK aydınlatma metnini/ }).check();
  await page.getByRole("button", { name: "Sonraki adım" }).click();
  await expect(page).toHaveURL(/adim=4/);
  await expect.poll(() => focusedText(page)).toMatch(/^Adım 4 \/ 4: /);

  await page.getByRole("button", { name: "Rezervasyonu tamamla" }).click();
  await expect(page).toHaveURL(/\/result\?no=YLD-/);
  await expect(page.getByRole("heading", { level: 1, name: "Rezervasyonunuz alındı" })).toBeFocused();
  expect(csp, "CSP violations").toEqual([]);
});

test("en: the sign-up code step focuses its heading and its countdown is a timer that is not read out", async ({
  page,
}) => {
  const csp = await watchCsp(page);
  await page.goto("/en/uye-ol");
  await page.getByLabel("First name", { exact: true }).fill("Elif");
  await page.getByLabel("Last name", { exact: true }).fill("Timer");
  await page.getByLabel("E-mail", { exact: true }).fill(`timer-${Date.now()}@example.com`);
  await page.getByLabel("Country", { exact: true }).selectOption("TR");
  await page.getByLabel("Mobile number").fill("532 765 43 21");
  await page.getByLabel("Password", { exact: true }).fill("gizli123");
  await page.getByLabel("Password (again)").fill("gizli123");
  await page.getByRole("checkbox", { name: /I have read and understood the/ }).check();
  await page.getByRole("button", { name: "Read the membership agreement" }).click();
  await page.getByRole("button", { name: "I have read it and accept" }).click();
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(/adim=kod/);
  await expect(page.locator("#code-title")).toBeFocused();
  const timer = page.getByRole("timer");
  await expect(timer).toHaveText(/[0-3]:\d\d/);
  await expect(timer).toHaveAttribute("aria-live", "off");
  // Nothing that changes every second sits in a live region.
  const live = await page.evaluate(() =>
    [...document.querySelectorAll("[aria-live]:not([aria-live=off]), [role=status], [role=alert], [role=log]")]
      .map((el) => el.textContent ?? "")
      .filter((text) => /\d:\d\d/.test(text)),
  );
  expect(live).toEqual([]);
  expect(csp, "CSP violations").toEqual([]);
});

// The results open as a new page (the home page's search bar posts no data request). A visitor who
// scrolls down to the cars while the scripts load must stay there: the step heading takes the focus
// without moving the page. It scrolled back to the top as React took the page over, and a click on
// a car on its way landed on the page's top (the CI run of stop 25).
test("tr: the results opened as a page stay where the visitor scrolled while the scripts loaded", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const pickup = istanbulDate(new Date(Date.now() + 3 * 86_400_000));
  const back = istanbulDate(new Date(Date.now() + 6 * 86_400_000));
  await page.goto(`/rezervasyon?alis=IST&donus=IST&alisTarihi=${pickup}T10%3A00&donusTarihi=${back}T10%3A00`, {
    waitUntil: "domcontentloaded",
  });
  const car = page.getByTestId("vehicle-card").nth(3).getByRole("button");
  await car.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  release();
  const heading = page.getByRole("heading", { level: 2, name: "Adım 1 / 4: Araç seçimi" });
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await car.click();
  await expect(page).toHaveURL(/adim=2/);
});
