// Texts of the transactional SMS (issue 31 item 9, decision 0118): server only, like the receipts.
// Short on purpose: a Turkish text goes as UCS-2 (70 characters a message, 67 a part), so each is
// kept to two parts with a long office name.
export const smsTr = {
  confirmation: "Yolda: {{number}} rezervasyonunuz onaylandı. Alış: {{when}}, {{office}}. Ofis: {{phone}}",
  reminder: "Yolda hatırlatma: {{number}} için alış {{when}}, {{office}}. Ehliyetinizi ve kartınızı unutmayın.",
  paymentLink: "Yolda: {{number}} için ödenecek tutar {{amount}}. Ödeme bağlantısı ({{until}} tarihine kadar): {{url}}",
  /** In place of the office when the car is delivered (decision 0132); the address is in the e-mail. */
  atAddress: "adresinize teslim",
};

export const smsEn: typeof smsTr = {
  confirmation: "Yolda: booking {{number}} is confirmed. Pick-up: {{when}}, {{office}}. Office: {{phone}}",
  reminder: "Yolda reminder: pick-up for {{number}} is {{when}} at {{office}}. Bring your licence and card.",
  paymentLink: "Yolda: {{amount}} to pay for {{number}}. Payment link (until {{until}}): {{url}}",
  atAddress: "your address",
};
