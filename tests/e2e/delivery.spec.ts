// Issue 31 item 6 (decision 0123): delivery to an address and collection from one. From step 2
// the customer opens the delivery step of a Kadıköy booking, an address 60+ km away is refused
// with the radius said and the typed text kept, an Ataşehir address is priced by distance (8,5 km:
// 9 started km at 20 TL = 180 TL) into the price, and the Kadıköy desk sees the task on Today.
import { expect, test, type Page } from "@playwright/test";
import { addDays } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { handOverAtDesk } from "./handover-helpers.ts";
import { signInAsStaff } from "./staff-session.ts";
import { driverThenPayment, takePackages } from "./support/booking-steps.ts";
import { expectAccessible, storeConsent } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const SHOTS = "/work/shots/delivery";

const w = {
  tr: {
    prefix: "",
    offerLink: "Aracı adresinize getirelim mi? Adrese teslim ve adresten iade alma",
    title: "Adrese teslim ve iade alma",
    offer: "İstanbul Kadıköy: 25 km'ye kadar, kilometresi 20,00 TL (en az 150,00 TL)",
    delivery: "Teslim adresi (alışta)",
    save: "Adresleri kaydet ve fiyatı gör",
    refused: /^Bu adres ofise \d+,\d km uzaklıkta; İstanbul Kadıköy en fazla 25 km uzağa teslim ediyor\./,
    line: "Adrese teslim (8,5 km)",
    fee: "180,00 TL",
    complete: "Rezervasyonu tamamla",
    office: "Ofis",
    show: "Göster",
    tasks: /^Adrese teslim görevleri \(\d+\)$/,
    task: "Aracı adrese teslim et (8,5 km)",
    delivered: "Adresinize teslim",
    lastName: "Sürücünün soyadı",
    showReservation: "Rezervasyonu göster",
    lookupPickup: /adresinize teslim: Atatürk Mah\. 12, ATAŞEHİR$/,
    agreementPickup: /Alış: [^\n]*, Adrese teslim: Atatürk Mah\. 12, ATAŞEHİR \(şube: İstanbul Kadıköy\)/,
    staffDelivery:
      /^\d{2}\.\d{2}\.\d{4} 11:00: araç Atatürk Mah\. 12, ATAŞEHİR adresine teslim edilecek \(8,5 km, ücret 180,00 TL\)\.$/,
  },
  en: {
    prefix: "/en",
    offerLink: "Shall we bring the car to you? Delivery to and collection from your address",
    title: "Delivery and collection",
    offer: "Istanbul Kadıköy: up to 25 km, 20.00 TL per km (at least 150.00 TL)",
    delivery: "Delivery address (at pick-up)",
    save: "Save the addresses and see the price",
    refused: /^This address is \d+\.\d km from the office; Istanbul Kadıköy delivers up to 25 km\./,
    line: "Delivery to your address (8.5 km)",
    fee: "180.00 TL",
    complete: "Complete the reservation",
    office: "Office",
    show: "Show",
    tasks: /^Delivery tasks \(\d+\)$/,
    task: "Deliver the car to the address (8.5 km)",
    delivered: "Delivered to your address",
    lastName: "Driver's last name",
    showReservation: "Show reservation",
    lookupPickup: /delivered to your address: Atatürk Mah\. 12, ATAŞEHİR$/,
    agreementPickup: /Pick-up: [^\n]*, Delivered to address: Atatürk Mah\. 12, ATAŞEHİR \(office: Istanbul Kadıköy\)/,
    staffDelivery:
      /^\d{2}\.\d{2}\.\d{4} 11:00: the car is to be delivered to Atatürk Mah\. 12, ATAŞEHİR \(8\.5 km, fee 180\.00 TL\)\.$/,
  },
} as const;

// Tomorrow at 11:00 (the Kadıköy office is open then every day), for three days: the pick-up is
// one of the desk's tasks on Today.
const pickupDay = addDays(istanbulDate(new Date()), 1);
const searchUrl = (prefix: string) =>
  `${prefix}/rezervasyon?alis=KDK&donus=KDK&alisTarihi=${pickupDay}T11:00&donusTarihi=${addDays(pickupDay, 3)}T11:00&kampanya=`;

async function toDeliveryStep(page: Page, lang: "tr" | "en", card: number) {
  const x = w[lang];
  await page.goto(searchUrl(x.prefix));
  await page.getByTestId("vehicle-card").nth(card).getByRole("button").click();
  await expect(page).toHaveURL(/adim=2/);
  await page.getByRole("link", { name: x.offerLink }).click();
  await expect(page.getByRole("heading", { level: 1, name: x.title })).toBeVisible();
  await expect(page.getByTestId("delivery-offer")).toHaveText(x.offer);
}

for (const lang of flowLanguages("tr")) {
  const x = w[lang];
  for (const width of [390, 1280] as const) {
    test(`${lang} at ${width} px: an address out of radius is refused, one within is a fee line in the price`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await storeConsent(context, baseURL);
      // Each test takes its own car of the Kadıköy office.
      await toDeliveryStep(page, lang, width === 390 ? (lang === "tr" ? 0 : 1) : lang === "tr" ? 2 : 3);
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/step-${lang}-${width}.png`, fullPage: true });

      // Silivri is over 60 km from Kadıköy: refused, said why, what was typed stays, focus on the message.
      const address = page.getByLabel(x.delivery);
      await address.fill("Piri Mehmet Paşa Mah., Silivri");
      await page.getByRole("button", { name: x.save }).click();
      const refusal = page.getByTestId("delivery-refusal");
      await expect(refusal.getByRole("listitem")).toHaveText(x.refused);
      await expect(refusal).toBeFocused();
      await expect(address).toHaveValue("Piri Mehmet Paşa Mah., Silivri");
      await expect(address).toHaveAttribute("aria-invalid", "true");
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/refused-${lang}-${width}.png`, fullPage: true });

      // Ataşehir, typed in capitals: 8,5 km, 9 started km at 20 TL = 180 TL, a line of the price.
      await address.fill("Atatürk Mah. 12, ATAŞEHİR");
      await page.getByRole("button", { name: x.save }).click();
      await expect(page).toHaveURL(/adim=2/);
      const row = page.getByRole("row", { name: x.line });
      await expect(row).toBeVisible();
      await expect(row.getByRole("cell")).toHaveText(x.fee);
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/price-${lang}-${width}.png`, fullPage: true });

      if (width !== 1280) return;
      // The booking is made, and the Kadıköy desk sees the delivery on Today.
      await takePackages(page, lang);
      await driverThenPayment(page, lang, {
        firstName: "Deniz",
        lastName: lang === "tr" ? "Teslimoğlu" : "Delivery",
        email: "deniz@example.com",
        tckn: lang === "tr" ? 11 : 12,
      });
      await expect(page.getByRole("row", { name: x.line })).toBeVisible();
      await page.getByRole("button", { name: x.complete }).click();
      await expect(page).toHaveURL(/\/result\?no=YLD-/);
      const number = ((await page.getByTestId("reservation-number").textContent()) ?? "").trim();
      expect(number).toMatch(/^YLD-/);
      // The reservation keeps the fee as its own line.
      await expect(page.getByRole("row", { name: x.line }).getByRole("cell")).toHaveText(x.fee);
      // Where to meet the car is the address, not the office (decision 0132); the return stays at the office.
      const pickup = page.getByTestId("result-pickup");
      await expect(pickup).toContainText(x.delivered);
      await expect(pickup).toContainText("Atatürk Mah. 12, ATAŞEHİR");
      await expect(pickup).not.toContainText("Caferağa");
      await expect(page.getByTestId("result-dropoff")).toContainText("Kadıköy");
      await expect(page.getByTestId("result-dropoff")).not.toContainText(x.delivered);
      await page.screenshot({ path: `${SHOTS}/result-${lang}-1280.png`, fullPage: true });

      // The lookup says the same.
      await page.goto(`${x.prefix}/Rezervasyon-On-Izleme?no=${number}`);
      await page.getByLabel(x.lastName).fill(lang === "tr" ? "Teslimoğlu" : "Delivery");
      await page.getByRole("button", { name: x.showReservation }).click();
      const details = page.getByTestId("reservation");
      await expect(details.getByRole("definition").filter({ hasText: x.lookupPickup })).toHaveCount(1);
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/lookup-${lang}-1280.png`, fullPage: true });

      await signInAsStaff(page, "admin", lang, `${x.prefix}/yonetim`);
      const select = page.getByRole("combobox", { name: x.office, exact: true });
      await select.selectOption({ label: lang === "tr" ? "İstanbul Kadıköy" : "Istanbul Kadıköy" });
      await page.getByRole("button", { name: x.show, exact: true }).click();
      await expect(page).toHaveURL(/[?&]ofis=\d+/);
      const panel = page.getByRole("region", { name: x.tasks });
      await expect(panel).toBeVisible();
      const task = panel.getByTestId("delivery-task").filter({ hasText: number });
      await expect(task).toContainText(x.task);
      await expect(task).toContainText("ATAŞEHİR");
      await expect(task).toContainText(x.fee);
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/today-${lang}-1280.png`, fullPage: true });

      // The reservation page and the pick-up page say where to bring the car, when, how far and the fee.
      await page.goto(`${x.prefix}/yonetim/rezervasyonlar/${number}`);
      await expect(page.getByTestId("booked-leg-delivery")).toHaveText(x.staffDelivery);
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/staff-reservation-${lang}-1280.png`, fullPage: true });
      await page.goto(`${x.prefix}/yonetim/rezervasyonlar/${number}/teslim`);
      await expect(page.getByTestId("booked-leg-delivery")).toHaveText(x.staffDelivery);
      await expect(page.getByTestId("booked-leg-collection")).toHaveCount(0);
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/desk-pickup-${lang}-1280.png`, fullPage: true });

      // The hand-over's agreement names the address of the delivered leg (decision 0140).
      await handOverAtDesk(page, lang);
      await expect(page.getByTestId("agreement-text")).toContainText(x.agreementPickup);
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/agreement-${lang}-1280.png`, fullPage: true });
    });
  }
}
