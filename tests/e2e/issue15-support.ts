// Helpers for the coverage specs of docs/issue-15-coverage.md (issue15-phone, issue15-email, security-code-a11y):
// the cookie choice, axe, labels in both languages, a driver typed on step 3, the card form and
// the development mailbox. Screenshots only when ISSUE15_SHOTS names a folder.
import { mkdirSync } from "node:fs";
import { axeFor } from "./support/axe.ts";
import { expect, type Page } from "@playwright/test";
import { exampleTckn } from "#app/domain/identity/tckn.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { bookingEn, bookingTr } from "#app/i18n/messages/booking.ts";
import { formsEn, formsTr } from "#app/i18n/messages/forms.ts";
import { paymentEn, paymentTr } from "#app/i18n/messages/payment.ts";
import { DRIVER_LABELS, yearsAgo } from "./support/booking-steps.ts";

export type Lang = "tr" | "en";
export const LANGS = ["tr", "en"] as const;
export const B = { tr: bookingTr, en: bookingEn } as const;
export const F = { tr: formsTr, en: formsEn } as const;
export const P = { tr: paymentTr, en: paymentEn } as const;
export const prefix = (lang: Lang) => (lang === "en" ? "/en" : "");

export async function consent(page: Page, baseURL: string) {
  const day = istanbulDate(new Date()).replaceAll("-", "");
  await page.context().addCookies([{ name: "yolda_consent", value: `v1.necessary.${day}`, url: baseURL }]);
}

/** Console errors and page errors; a refused post (4xx) is the expected answer, not a problem. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !/status of (400|409|429)/.test(msg.text())) problems.push(msg.text());
  });
  page.on("pageerror", (err) => problems.push(err.message));
  return problems;
}

export async function axeClean(page: Page) {
  await expect(page.locator('div[role="progressbar"]')).toHaveCount(0);
  const result = await axeFor(page).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

export async function shot(page: Page, name: string) {
  const folder = process.env.ISSUE15_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

export const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A form field by its label text (the label may end with the required mark or "(optional)"). */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escapeRe(label)}(\\s*\\*|\\s*\\([^)]*\\))?$`));
}

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

export const dayFromNow = (days: number) => istanbulDate(new Date(Date.now() + days * 86_400_000));
/** Step 3's labels: the ones every booking spec uses (support/booking-steps.ts). */
export const DRIVER = DRIVER_LABELS;

/** Step 3 typed for a Turkish driver (individual invoice); stays on step 3. */
export async function fillDriver(page: Page, lang: Lang, who: { first: string; last: string; email: string }) {
  const x = DRIVER[lang];
  await page.getByLabel(x.firstName, { exact: true }).fill(who.first);
  await page.getByLabel(x.lastName, { exact: true }).fill(who.last);
  await page.getByLabel(x.email, { exact: true }).fill(who.email);
  await page.getByLabel(x.country, { exact: true }).selectOption("TR");
  await page.getByLabel(x.phone).fill("532 123 45 67");
  await page.getByLabel(x.birth).fill(yearsAgo(35));
  await page.getByLabel(x.licence).fill(yearsAgo(10));
  await page.getByLabel(x.tckn).first().fill(exampleTckn(11));
  await page.getByLabel(x.billingName).fill(`${who.first} ${who.last}`);
  await page.getByLabel(x.tckn).nth(1).fill(exampleTckn(11));
  await page.getByLabel(x.address).fill("Atatürk Cad. 1, Kadıköy, İstanbul");
  await page.getByRole("checkbox", { name: x.terms }).check();
  await page.getByRole("checkbox", { name: x.kvkk }).check();
}

/** The sandbox card form and its 3-D Secure page, to the bank's answer (/payres). */
export async function payByCard(page: Page, lang: Lang, holder: string, pan: string) {
  const card = P[lang].form;
  await page.getByLabel(card.holder).fill(holder);
  await page.getByLabel(card.number).pressSequentially(pan);
  await page.getByLabel(card.month, { exact: true }).selectOption("12");
  await page.getByLabel(card.year, { exact: true }).selectOption("30");
  await page.getByLabel(card.cvc).fill("000");
  await page.getByRole("button", { name: lang === "tr" ? /Öde$/ : /^Pay / }).click();
  await expect(page.getByRole("heading", { name: /3-D Secure/ })).toBeVisible();
  await page.locator("#code").fill((await page.locator("#acs-code").textContent()) ?? "");
  await page.getByRole("button", { name: lang === "tr" ? "Onayla" : "Confirm" }).click();
  await expect(page).toHaveURL(/\/payres\?odeme=/);
}

/** The newest e-mail to `to` in the development mailbox: its subject and text ("" when none yet). */
export async function lastMail(page: Page, to: string): Promise<{ subject: string; text: string }> {
  const html = await (await page.request.get("/dev/mailbox")).text();
  const article = html
    .split("<article")
    .slice(1)
    .find((a) => a.includes(`<span data-to>${to}</span>`));
  const unescape = (s: string) =>
    s.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  return {
    subject: unescape(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(article ?? "")?.[1] ?? ""),
    text: unescape(/<pre[^>]*>([\s\S]*?)<\/pre>/.exec(article ?? "")?.[1] ?? ""),
  };
}

export async function testReservation(page: Page, body: Record<string, unknown>): Promise<{ number: string }> {
  const response = await page.request.post("/__test/reservations", { data: body });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { number: string };
}
