// The failed-refund path in the browser (issue 26, decisions 0074 and 0106), in Turkish and
// English: a prepaid booking (the test hook's card payment, which the sandbox bank has no record
// of) is asked to be cancelled; finance approves; the bank refuses the refund; the request stays
// open with the bank's words, the customer is e-mailed nothing and the lookup still says "under
// review", the cancellations report counts nothing; finance pays it back by bank transfer and
// records it; the customer is e-mailed how, the lookup says it was paid back, the report counts
// the 3.000,00 TL. Desk pages at 1280 and 820 px: axe clean, screenshots to /work/shots/refund-paths
// (or REFUND_SHOTS).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { formsEn, formsTr } from "#app/i18n/messages/forms.ts";
import { inboxEn, inboxTr } from "#app/i18n/messages/inbox.ts";
import { signInAsStaff } from "./staff-session.ts";
import {
  askToCancel,
  field,
  mail,
  mailsTo,
  prefix,
  quietCookies,
  staffBrowser,
  testReservation,
} from "./support/customer-requests.ts";
import { axeClean } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const M = { tr: inboxTr, en: inboxEn } as const;
const F = { tr: formsTr, en: formsEn } as const;
const SHOTS = process.env.REFUND_SHOTS ?? "/work/shots/refund-paths";

test.beforeEach(async ({ context, baseURL }) => quietCookies(context, baseURL));

async function shots(page: Page, name: string) {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await axeClean(page);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** This Istanbul month's line of the cancellations report (its CSV): refunds counted and their kuruş. */
async function refundedThisMonth(staff: Page): Promise<{ refunds: number; kurus: number }> {
  const today = istanbulDate(new Date());
  const month = today.slice(0, 7);
  const response = await staff.request.get(`/yonetim/raporlar/iptaller.csv?baslangic=${month}-01&bitis=${today}`);
  expect(response.ok()).toBe(true);
  const line = (await response.text()).split(/\r?\n/).find((l) => l.startsWith(month));
  if (!line) return { refunds: 0, kurus: 0 };
  // The Turkish file (no /en): ";" between cells, a decimal comma, no thousands separator.
  const cells = line.split(";");
  return { refunds: Number(cells[2]), kurus: Number((cells[3] ?? "").replace(/\D/g, "")) };
}

for (const lang of flowLanguages("tr")) {
  const m = M[lang];
  const f = F[lang];
  // 2 days at 1.500,00 TL (the test hook's rate), prepaid by card, a full refund 30+ days ahead.
  const refund = lang === "tr" ? "3.000,00 TL" : "3,000.00 TL";

  test(`${lang}: the bank refuses the refund; the request stays open, silent, uncounted; a bank transfer recorded is counted`, async ({
    browser,
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const lastName = `Iade${randomBytes(3).toString("hex")}`;
    const booking = await testReservation(page, { lastName, paymentType: "card" });
    await askToCancel(page, lang, booking.number, lastName);
    // The customer's only e-mail so far: the request was received.
    await mail(page, booking.email, f.mail.cancelSubject.replace("{{number}}", booking.number));
    const subject = lang === "tr" ? "İptal talebiniz onaylandı" : "Your cancellation request is approved";

    const finance = await staffBrowser(browser, baseURL);
    await signInAsStaff(finance, "finance", lang, `${prefix(lang)}/yonetim/iptal-talepleri`);
    const before = await refundedThisMonth(finance);
    await finance.getByRole("link", { name: booking.number }).click();
    await finance.getByRole("button", { name: m.cancellations.approve.replace("{{refund}}", refund) }).click();

    // Refused: the page says so, shows the bank's words, and offers a retry and another way.
    await expect(finance.getByText(m.cancellations.outcomes.refundRefused)).toBeVisible();
    await expect(finance.getByText(m.cancellations.outcomes.approved, { exact: true })).toHaveCount(0);
    const state = finance.getByTestId("refund-state");
    await expect(state).toContainText(m.cancellations.refundStates.failed);
    await expect(state).toContainText(`No record found for ${booking.number}-TEST00`);
    await expect(finance.getByText(m.cancellations.statuses.refundOpen)).toBeVisible();
    await expect(finance.getByRole("button", { name: m.cancellations.retry })).toBeVisible();
    await shots(finance, `refund-refused-${lang}`);

    // The customer hears nothing; the lookup still says the request is being reviewed; nothing counted.
    expect(await mailsTo(page, booking.email)).toHaveLength(1);
    expect((await mailsTo(page, booking.email)).filter((a) => a.includes(subject))).toEqual([]);
    await page.goto(`${prefix(lang)}/Rezervasyon-On-Izleme?no=${booking.number}`);
    await field(page, f.lookup.lastName).fill(lastName);
    await page.getByRole("button", { name: f.lookup.submit }).click();
    const asked = page.getByTestId("cancellation-request");
    await expect(asked).toBeVisible();
    await expect(asked).not.toContainText(refund);
    expect(await refundedThisMonth(finance)).toEqual(before);

    // Finance pays it back by bank transfer and records it (a blank note is refused, nothing lost).
    await finance.getByRole("radio", { name: m.cancellations.manualMethods.bank_transfer }).check();
    await finance.getByLabel(m.cancellations.manualNote).fill("ok");
    await finance.getByRole("button", { name: m.cancellations.recordManual }).click();
    await expect(finance.getByText(m.cancellations.manualNoteError)).toBeVisible();
    await expect(finance.getByRole("radio", { name: m.cancellations.manualMethods.bank_transfer })).toBeChecked();
    const note = `TR12 0006 4000 0011 2345 6789 01 IBAN, dekont ${randomBytes(2).toString("hex")}`;
    await finance.getByLabel(m.cancellations.manualNote).fill(note);
    await finance.getByRole("button", { name: m.cancellations.recordManual }).click();
    await expect(finance.getByText(m.cancellations.outcomes.manualRecorded)).toBeVisible();
    await expect(finance.getByTestId("refund-state")).toHaveText(m.cancellations.refundStates.manual);
    await expect(finance.getByText(`${m.cancellations.manualMethods.bank_transfer}: ${note}`)).toBeVisible();
    await shots(finance, `refund-paid-back-${lang}`);

    // Now the customer is told how, once; the lookup says it was paid back; the report counts it.
    const told = await mail(page, booking.email, subject);
    expect(told).toContain(note);
    expect(told).not.toMatch(/kartınıza|to your card/);
    expect(await mailsTo(page, booking.email)).toHaveLength(2);
    await page.goto(`${prefix(lang)}/Rezervasyon-On-Izleme?no=${booking.number}`);
    await field(page, f.lookup.lastName).fill(lastName);
    await page.getByRole("button", { name: f.lookup.submit }).click();
    await expect(page.getByTestId("cancellation-request")).toContainText(
      f.lookup.request.approvedPaidBack.replace("{{refund}}", refund),
    );
    expect(await refundedThisMonth(finance)).toEqual({ refunds: before.refunds + 1, kurus: before.kurus + 300_000 });
    await finance.goto(`${prefix(lang)}/yonetim/raporlar#report-cancellations`);
    await finance.locator("#report-cancellations").scrollIntoViewIfNeeded();
    await shots(finance, `report-cancellations-${lang}`);
    await finance.context().close();
  });
}
