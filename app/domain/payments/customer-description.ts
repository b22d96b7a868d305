// What a customer reads as "what this payment is for" on the payment pages (/sanal-odeme, /pos3d):
// the company and the reservation number, in any language, whatever text was stored with a payment
// reference (older rows carry a clerk's name, "· online" or "· change"). Issue 26, decision 0074.

/** "Yolda · YLD-DEM0003": no person's name and no word of either language. */
export function customerPaymentDescription(reservationNumber: string): string {
  return `Yolda · ${reservationNumber}`;
}
