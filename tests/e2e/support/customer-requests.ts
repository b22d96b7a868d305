// What the desk's browser specs share: a test reservation made through the test hook, the
// development mailbox read as the customer would, the public forms' fields and security code, a
// customer asking to cancel on /Rezervasyon-Iptal, and a staff member's own browser beside the
// customer's page.
import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { formsEn, formsTr } from "#app/i18n/messages/forms.ts";

type Lang = "tr" | "en";
const F = { tr: formsTr, en: formsEn } as const;
export const prefix = (lang: Lang) => (lang === "en" ? "/en" : "");

/** No consent banner and no app prompt in the way. */
export async function quietCookies(context: BrowserContext, baseURL: string | undefined) {
  const day = istanbulDate(new Date()).replaceAll("-", "");
  await context.addCookies([
    { name: "yolda_consent", value: `v1.necessary.${day}`, url: baseURL ?? "" },
    { name: "yolda_app_prompt", value: "dismissed", url: baseURL ?? "" },
  ]);
}

/** A staff member's own browser (context), beside the customer's page. */
export async function staffBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await quietCookies(context, baseURL);
  return context.newPage();
}

/** POST /__test/reservations (test hooks): a confirmed booking on a free car. */
export async function testReservation(
  page: Page,
  body: Record<string, unknown>,
): Promise<{ number: string; email: string }> {
  const response = await page.request.post("/__test/reservations", { data: body });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { number: string; email: string };
}

/** Every e-mail to `to` in the development mailbox (each an HTML <article>). */
export async function mailsTo(page: Page, to: string): Promise<string[]> {
  const html = await (await page.request.get("/dev/mailbox")).text();
  return html.split("<article").filter((a) => a.includes(`<span data-to>${to}</span>`));
}

/** The e-mail to `to` whose text contains `subject`, waited for. */
export async function mail(page: Page, to: string, subject: string): Promise<string> {
  let found = "";
  await expect
    .poll(async () => {
      found = (await mailsTo(page, to)).find((a) => a.includes(subject)) ?? "";
      return found !== "";
    })
    .toBe(true);
  return found;
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A public form's field by its label (with or without the required mark or a hint). */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escapeRe(label)}(\\s*\\*|\\s*\\([^)]*\\))?$`));
}

/** Types the answer of the form's security code (read through the test hook). */
export async function solveCaptcha(page: Page, lang: Lang) {
  const id = await page.locator("[data-captcha-id]").getAttribute("data-captcha-id");
  const response = await page.request.get(`/__test/captcha/${id}`);
  expect(response.ok()).toBe(true);
  await field(page, F[lang].captcha.label).fill((await response.text()).toLowerCase());
}

/** The customer asks to cancel on /Rezervasyon-Iptal, sees the refund and confirms the request. */
export async function askToCancel(page: Page, lang: Lang, number: string, lastName: string) {
  const f = F[lang];
  await page.goto(`${prefix(lang)}/Rezervasyon-Iptal`);
  await field(page, f.cancel.number).fill(number);
  await field(page, f.cancel.lastName).fill(lastName);
  await field(page, f.cancel.reason).fill(lang === "tr" ? "Planlarım değişti." : "My plans changed.");
  await solveCaptcha(page, lang);
  await page.getByRole("button", { name: f.cancel.continue }).click();
  await page.getByTestId("cancel-preview").getByRole("button", { name: f.cancel.confirm }).click();
  await expect(page.getByText(f.cancel.success)).toBeVisible();
}
