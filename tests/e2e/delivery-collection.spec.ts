// Issue 31 item 6, decisions 0123 and 0132: a collection-only booking. The car is picked up at the
// Kadıköy office and collected from the customer's address at the end (Moda, a few hundred metres
// away: the 150 TL minimum). The result page and the lookup name the office for the pick-up and the
// address for the return, and the desk's return page says where to collect the car, when, how far
// and the fee in TL. Customer pages at 390 and 1280 px, the desk at 1280 and 820, tr and en, axe.
import { expect, test, type Page } from "@playwright/test";
import { addDays } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { signInAsStaff } from "./staff-session.ts";
import { driverThenPayment, takePackages } from "./support/booking-steps.ts";
import { expectAccessible, storeConsent } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const SHOTS = "/work/shots/delivery";
const ADDRESS = "Moda Cd. 5, Kadıköy";

const w = {
  tr: {
    prefix: "",
    offerLink: "Aracı adresinize getirelim mi? Adrese teslim ve adresten iade alma",
    collection: "İade alma adresi (dönüşte)",
    save: "Adresleri kaydet ve fiyatı gör",
    line: /^Adresten iade alma \(\d+,\d km\)/,
    fee: "150,00 TL",
    complete: "Rezervasyonu tamamla",
    office: "İstanbul Kadıköy",
    delivered: "Adresinize teslim",
    collected: "Adresinizden iade alınır",
    lastName: "Sürücünün soyadı",
    driverLastName: "Toplayanoğlu",
    show: "Rezervasyonu göster",
    lookupPickup: /, İstanbul Kadıköy$/,
    lookupReturn: /adresinizden iade alınır: Moda Cd\. 5, Kadıköy$/,
    staffCollection:
      /^\d{2}\.\d{2}\.\d{4} 11:00: araç Moda Cd\. 5, Kadıköy adresinden iade alınacak \(\d+,\d km, ücret 150,00 TL\)\.$/,
  },
  en: {
    prefix: "/en",
    offerLink: "Shall we bring the car to you? Delivery to and collection from your address",
    collection: "Collection address (at return)",
    save: "Save the addresses and see the price",
    line: /^Collection from your address \(\d+\.\d km\)/,
    fee: "150.00 TL",
    complete: "Complete the reservation",
    office: "Istanbul Kadıköy",
    delivered: "Delivered to your address",
    collected: "Collected from your address",
    lastName: "Driver's last name",
    driverLastName: "Collector",
    show: "Show reservation",
    lookupPickup: /, Istanbul Kadıköy$/,
    lookupReturn: /collected from your address: Moda Cd\. 5, Kadıköy$/,
    staffCollection:
      /^\d{2}\.\d{2}\.\d{4} 11:00: the car is to be collected from Moda Cd\. 5, Kadıköy \(\d+\.\d km, fee 150\.00 TL\)\.$/,
  },
} as const;

// Six days from now at 11:00 for three days: apart from the delivery spec's bookings (days 1-4).
const pickupDay = addDays(istanbulDate(new Date()), 6);
const searchUrl = (prefix: string) =>
  `${prefix}/rezervasyon?alis=KDK&donus=KDK&alisTarihi=${pickupDay}T11:00&donusTarihi=${addDays(pickupDay, 3)}T11:00&kampanya=`;

async function shots(page: Page, name: string, widths: readonly number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of flowLanguages("tr")) {
  const x = w[lang];
  test(`${lang}: a car picked up at the office and collected from an address is shown so on the result, the lookup and the desk's return page`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await storeConsent(context, baseURL);
    await page.goto(searchUrl(x.prefix));
    await page
      .getByTestId("vehicle-card")
      .nth(lang === "tr" ? 0 : 1)
      .getByRole("button")
      .click();
    await expect(page).toHaveURL(/adim=2/);
    await page.getByRole("link", { name: x.offerLink }).click();

    // Only the collection address: the pick-up stays at the office.
    await page.getByLabel(x.collection).fill(ADDRESS);
    await page.getByRole("button", { name: x.save }).click();
    await expect(page).toHaveURL(/adim=2/);
    await expect(page.getByRole("row", { name: x.line }).getByRole("cell")).toHaveText(x.fee);
    await takePackages(page, lang);
    await driverThenPayment(page, lang, {
      firstName: "Deniz",
      lastName: x.driverLastName,
      email: "deniz.toplama@example.com",
      tckn: lang === "tr" ? 13 : 14,
    });
    await page.getByRole("button", { name: x.complete }).click();
    await expect(page).toHaveURL(/\/result\?no=YLD-/);
    const number = ((await page.getByTestId("reservation-number").textContent()) ?? "").trim();
    expect(number).toMatch(/^YLD-/);

    // The result: picked up at the office (its name and address), returned at the customer's address.
    const pickup = page.getByTestId("result-pickup");
    await expect(pickup).toContainText(x.office);
    await expect(pickup).toContainText("Caferağa");
    await expect(pickup).not.toContainText(x.delivered);
    const dropoff = page.getByTestId("result-dropoff");
    await expect(dropoff).toContainText(x.collected);
    await expect(dropoff).toContainText(ADDRESS);
    await expect(dropoff).not.toContainText("Caferağa");
    await shots(page, `collection-result-${lang}`, [390, 1280]);

    // The lookup: the same two ends.
    await page.goto(`${x.prefix}/Rezervasyon-On-Izleme?no=${number}`);
    await page.getByLabel(x.lastName).fill(x.driverLastName);
    await page.getByRole("button", { name: x.show }).click();
    const details = page.getByTestId("reservation");
    await expect(details.getByRole("definition").filter({ hasText: x.lookupPickup })).toHaveCount(1);
    await expect(details.getByRole("definition").filter({ hasText: x.lookupReturn })).toHaveCount(1);
    await shots(page, `collection-lookup-${lang}`, [390, 1280]);

    // The desk's return page: where to collect the car, when, how far and the fee; no delivery.
    await signInAsStaff(page, "admin", lang, `${x.prefix}/yonetim/rezervasyonlar/${number}/iade`);
    await expect(page.getByTestId("booked-leg-collection")).toHaveText(x.staffCollection);
    await expect(page.getByTestId("booked-leg-delivery")).toHaveCount(0);
    await shots(page, `collection-desk-return-${lang}`, [1280, 820]);
  });
}
