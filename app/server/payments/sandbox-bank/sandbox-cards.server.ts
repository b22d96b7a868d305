// The sandbox bank's test cards: the card number alone decides what the bank answers.
import { luhnValid } from "#app/domain/payments/luhn.ts";

export type SandboxCardOutcome =
  "approved" | "declined" | "insufficient_funds" | "expired" | "not_enrolled" | "gate_error" | "unknown_card";

export type SandboxCardBrand = "VISA" | "MASTERCARD" | "TROY" | "AMEX" | "OTHER";

interface SandboxCard {
  pan: string;
  outcome: SandboxCardOutcome;
}

const CARDS: readonly SandboxCard[] = [
  { pan: "4355084355084358", outcome: "approved" },
  { pan: "5406675406675403", outcome: "approved" },
  { pan: "9792030394440796", outcome: "approved" },
  { pan: "4355080000005053", outcome: "declined" },
  { pan: "4355080000005152", outcome: "insufficient_funds" },
  { pan: "4355080000005459", outcome: "expired" },
  { pan: "4355080000002001", outcome: "not_enrolled" },
  { pan: "4355080000009907", outcome: "gate_error" },
];

/**
 * The sandbox bank's BIN table: which instalment counts (taksit) a card's issuer allows, by the
 * card's first six digits. The VISA test cards (435508) allow 2, 3, 6 and 9; the Mastercard
 * (540667) 2, 3 and 6; the Troy card (979203) is a debit card: single payments only.
 */
const BIN_INSTALMENTS: Readonly<Record<string, readonly number[]>> = {
  "435508": [2, 3, 6, 9],
  "540667": [2, 3, 6],
  "979203": [],
};

/** The instalment counts the sandbox's issuers allow for a card with this BIN ([] for any other). */
export function sandboxInstalmentCounts(bin: string): readonly number[] {
  return BIN_INSTALMENTS[digitsOnly(bin).slice(0, 6)] ?? [];
}

/** Issuer answers (ProcReturnCode) of the outcomes that reach the issuer. */
export const ISSUER_CODES = {
  approved: "00",
  declined: "05",
  insufficient_funds: "51",
  expired: "54",
} as const;

export const SANDBOX_CARD_EXPIRY = "12/30";
export const SANDBOX_CARD_CVV = "000";

export function digitsOnly(pan: string): string {
  return pan.replace(/[\s-]/g, "");
}

/** The Luhn check of a number typed with spaces or hyphens (app/domain/payments/luhn.ts). */
export function isLuhnValid(pan: string): boolean {
  return luhnValid(digitsOnly(pan));
}

/** First six and last four digits, stars between: 435508******4358. */
export function maskPan(pan: string): string {
  const digits = digitsOnly(pan);
  if (digits.length < 12) return "*".repeat(digits.length);
  return `${digits.slice(0, 6)}${"*".repeat(digits.length - 10)}${digits.slice(-4)}`;
}

export function cardBrand(pan: string): SandboxCardBrand {
  const d = digitsOnly(pan);
  const first4 = Number(d.slice(0, 4));
  if (d.startsWith("9792")) return "TROY";
  if (d.startsWith("4")) return "VISA";
  if (/^5[1-5]/.test(d) || (first4 >= 2221 && first4 <= 2720)) return "MASTERCARD";
  if (/^3[47]/.test(d)) return "AMEX";
  return "OTHER";
}

/** What the sandbox does with this (Luhn-valid) number; numbers not in the list are unknown cards. */
export function sandboxCardOutcome(pan: string): SandboxCardOutcome {
  const digits = digitsOnly(pan);
  return CARDS.find((c) => c.pan === digits)?.outcome ?? "unknown_card";
}

const OUTCOME_TEXT: Readonly<Record<SandboxCardOutcome, { tr: [string, string]; en: [string, string] }>> = {
  approved: {
    tr: ["Onaylanır", "Doğrulama kodundan sonra ödeme onaylanır (ProcReturnCode 00)."],
    en: ["Approved", "After the one-time code the payment is approved (ProcReturnCode 00)."],
  },
  declined: {
    tr: ["Reddedilir", "Kimlik doğrulanır, banka işlemi reddeder (05)."],
    en: ["Declined", "The card holder is authenticated, then the issuer declines (05)."],
  },
  insufficient_funds: {
    tr: ["Yetersiz bakiye", "Kimlik doğrulanır, bakiye yetersiz olduğu için reddedilir (51)."],
    en: ["Insufficient funds", "The card holder is authenticated, then declined for insufficient funds (51)."],
  },
  expired: {
    tr: ["Süresi dolmuş kart", "Kimlik doğrulanır, kartın süresi dolduğu için reddedilir (54)."],
    en: ["Expired card", "The card holder is authenticated, then declined as expired (54)."],
  },
  not_enrolled: {
    tr: ["3-D Secure kaydı yok", "Doğrulama sayfası açılmaz; mdStatus 2 ile geri dönülür."],
    en: ["Not enrolled in 3-D Secure", "No code page; the bank returns mdStatus 2."],
  },
  gate_error: {
    tr: ["Banka hatası", "3D kapısı hata döner (Response=Error, mdStatus yok)."],
    en: ["Gate error", "The 3D gate answers with an error (Response=Error, no mdStatus)."],
  },
  unknown_card: {
    tr: ["Tanınmayan kart", "Listede olmayan her geçerli numara: mdStatus 8, tahsilat yapılmaz."],
    en: ["Unknown card", "Any other valid number: mdStatus 8, nothing is charged."],
  },
};

export interface SandboxCardDescription {
  number: string;
  brand: SandboxCardBrand;
  outcome: SandboxCardOutcome;
  title: string;
  result: string;
}

export interface SandboxCardGuide {
  cards: SandboxCardDescription[];
  expiry: string;
  cvv: string;
  notes: string[];
}

/** The test cards and rules, in the page language, for the sandbox documentation page. */
export function describeSandboxCards(lang: "tr" | "en"): SandboxCardGuide {
  const cards = CARDS.map((card) => {
    const [title, result] = OUTCOME_TEXT[card.outcome][lang];
    return {
      number: card.pan.replace(/(\d{4})(?=\d)/g, "$1 "),
      brand: cardBrand(card.pan),
      outcome: card.outcome,
      title,
      result,
    };
  });
  const [unknownTitle, unknownResult] = OUTCOME_TEXT.unknown_card[lang];
  const notes =
    lang === "tr"
      ? [
          `Son kullanma tarihi olarak ${SANDBOX_CARD_EXPIRY} ya da ileri bir tarih, CVV olarak ${SANDBOX_CARD_CVV} girin; geçmiş bir tarih 54 ile reddedilir.`,
          "Tek kullanımlık 6 haneli kod test sayfasında gösterilir; 3 dakika geçerlidir, 3 yanlış denemede doğrulama başarısız olur (mdStatus 0).",
          `${unknownTitle}: ${unknownResult}`,
          "Taksit: 435508 ile başlayan VISA kartlar 2, 3, 6 ve 9; 540667 ile başlayan Mastercard 2, 3 ve 6 taksite izin verir; Troy (979203) banka kartıdır, taksit yapılmaz. İzin verilmeyen taksit sayısı 3D kapısında reddedilir.",
        ]
      : [
          `Use ${SANDBOX_CARD_EXPIRY} or any future date as expiry and ${SANDBOX_CARD_CVV} as CVV; a past date is declined with 54.`,
          "The 6-digit one-time code is shown on the sandbox page; it is valid for 3 minutes and 3 wrong tries fail the authentication (mdStatus 0).",
          `${unknownTitle}: ${unknownResult}`,
          "Instalments: VISA cards starting 435508 allow 2, 3, 6 and 9; the Mastercard starting 540667 allows 2, 3 and 6; the Troy card (979203) is a debit card without instalments. A count the card does not allow is refused at the 3D gate.",
        ];
  return { cards, expiry: SANDBOX_CARD_EXPIRY, cvv: SANDBOX_CARD_CVV, notes };
}
