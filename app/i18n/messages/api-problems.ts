// What the partner API says in its problem details (RFC 9457): a title and a detail per problem
// type, in Turkish and English. Only the server writes these (app/server/api), so they stay out
// of the page catalogues every page's JavaScript carries. Field messages reuse the site's keys.
export const trApiProblems = {
  invalidRequest: ["Geçersiz istek", "İstekteki bazı alanlar geçersiz; ayrıntılar errors listesinde."],
  unauthorized: ["Kimlik doğrulanamadı", "Geçerli bir erişim belirteci gerekli (Authorization: Bearer ...)."],
  forbidden: ["Yetki yok", "Bu istemcinin belirteci bu işlem için gereken izni (scope) taşımıyor."],
  notFound: ["Bulunamadı", "İstenen adres bu API'de yok."],
  rateLimited: [
    "Çok fazla istek",
    "Bu istemcinin dakikalık istek sınırı doldu; Retry-After süresi sonra tekrar deneyin.",
  ],
  idempotencyKeyMissing: [
    "Idempotency-Key eksik",
    "Kayıt oluşturan her POST isteği bir Idempotency-Key başlığı taşımalıdır.",
  ],
  idempotencyKeyReused: [
    "Idempotency-Key başka bir istekte kullanılmış",
    "Bu anahtar farklı bir istekle kullanıldı; her yeni istek için yeni bir anahtar üretin.",
  ],
  idempotencyInProgress: ["İstek sürüyor", "Aynı Idempotency-Key ile gönderilen ilk istek henüz yanıtlanmadı."],
  unsupportedMediaType: ["Desteklenmeyen içerik türü", "İstek gövdesi application/json olmalıdır."],
  searchInvalid: ["Arama geçersiz", "Alış ve dönüş zamanları arama kurallarına uymuyor; ayrıntılar errors listesinde."],
  unknownOffice: ["Ofis bulunamadı", "Bu kodla hizmet veren bir ofis yok."],
  oneWayNotOffered: ["Tek yön kiralama yok", "Bu iki şehir arasında tek yön kiralama sunulmuyor."],
  unknownModel: ["Araç modeli bulunamadı", "Bu numarayla kiralanabilen bir araç modeli yok."],
  noRate: ["Fiyat yok", "Bu model için seçilen tarihlerde fiyat tanımlı değil."],
  notAvailable: ["Araç müsait değil", "Bu model seçilen tarihlerde müsait değil."],
  unknownOption: ["Paket bulunamadı", "Seçilen güvence paketi, kilometre paketi veya ek ürün bulunamadı."],
  invalidOption: ["Paket seçimi geçersiz", "Seçilen paketler veya adetler bu kiralamaya uygulanamıyor."],
  unknownCampaign: ["Kampanya kodu bulunamadı", "Bu kodla etkin bir kampanya yok."],
  campaignRefused: ["Kampanya uygulanamıyor", "Kampanya bu kiralamaya uygulanamıyor."],
  deliveryRefused: [
    "Adrese teslim yapılamıyor",
    "Ofis bu adrese teslim veya bu adresten alım yapamıyor; nedeni errors listesinde.",
  ],
  quoteNotFound: ["Fiyat teklifi bulunamadı", "Bu numarayla bir fiyat teklifi yok."],
  quoteExpired: ["Fiyat teklifinin süresi doldu", "Fiyat teklifleri 15 dakika geçerlidir; yeni bir teklif alın."],
  quoteUsed: ["Fiyat teklifi kullanıldı", "Bu fiyat teklifiyle zaten bir rezervasyon yapıldı."],
  memberMismatch: ["Teklif başka bir üyenin", "Bu fiyat teklifi bir üyeye özel; yeni bir teklif alın."],
  driverNotEligible: [
    "Sürücü koşulları karşılanmıyor",
    "Sürücü bu araç için yaş veya ehliyet koşullarını karşılamıyor.",
  ],
  noLongerAvailable: ["Araç artık müsait değil", "Bu araç az önce başka bir müşteriye ayrıldı; alternatifler listede."],
  campaignUsedUp: ["Kampanya doldu", "Kampanyanın kullanım hakkı doldu; yeni bir teklif alın."],
  bookingRefused: [
    "Rezervasyon yapılamıyor",
    "Bu rezervasyon çevrimiçi yapılamıyor; lütfen Yolda ile iletişime geçin.",
  ],
  reservationNotFound: ["Rezervasyon bulunamadı", "Bu rezervasyon numarası ve soyadıyla bir rezervasyon yok."],
  notCancellable: ["İptal edilemiyor", "Bu rezervasyon artık iptal edilemiyor."],
  paymentUnavailable: ["Ödeme başlatılamadı", "Bu rezervasyon için kartla ödeme şu anda başlatılamıyor."],
  internal: ["Beklenmeyen bir hata oluştu", "İsteğiniz işlenemedi. Lütfen biraz sonra tekrar deneyin."],
} as const satisfies Record<string, readonly [title: string, detail: string]>;

export type ApiProblemKey = keyof typeof trApiProblems;
export type ApiProblemMessages = Record<ApiProblemKey, readonly [title: string, detail: string]>;

export const enApiProblems: ApiProblemMessages = {
  invalidRequest: ["Invalid request", "Some fields of the request are invalid; see the errors list."],
  unauthorized: ["Not authenticated", "A valid access token is required (Authorization: Bearer ...)."],
  forbidden: ["Not allowed", "This client's token does not carry the scope this operation needs."],
  notFound: ["Not found", "This API has no such address."],
  rateLimited: ["Too many requests", "This client's per-minute limit is used up; try again after Retry-After seconds."],
  idempotencyKeyMissing: [
    "Idempotency-Key missing",
    "Every POST that creates something must carry an Idempotency-Key header.",
  ],
  idempotencyKeyReused: [
    "Idempotency-Key used for another request",
    "This key was used with a different request; make a new key for every new request.",
  ],
  idempotencyInProgress: ["Request in progress", "The first request with this Idempotency-Key has not answered yet."],
  unsupportedMediaType: ["Unsupported media type", "The request body must be application/json."],
  searchInvalid: ["Invalid search", "The pick-up and return times break the search rules; see the errors list."],
  unknownOffice: ["Office not found", "No office is open for business under this code."],
  oneWayNotOffered: ["No one-way rental", "One-way rentals are not offered between these two cities."],
  unknownModel: ["Vehicle model not found", "No rentable vehicle model has this id."],
  noRate: ["No price", "This model has no price for the chosen dates."],
  notAvailable: ["Not available", "This model is not available for the chosen dates."],
  unknownOption: ["Package not found", "The chosen assurance package, km package or extra was not found."],
  invalidOption: ["Invalid package choice", "The chosen packages or quantities cannot apply to this rental."],
  unknownCampaign: ["Campaign code not found", "No active campaign has this code."],
  campaignRefused: ["Campaign does not apply", "The campaign does not apply to this rental."],
  deliveryRefused: [
    "Delivery to this address is not possible",
    "The office cannot deliver to or collect from this address; the errors list says why.",
  ],
  quoteNotFound: ["Quote not found", "No quote has this id."],
  quoteExpired: ["Quote expired", "Quotes are valid for 15 minutes; ask for a new one."],
  quoteUsed: ["Quote already used", "A reservation was already made from this quote."],
  memberMismatch: ["Quote belongs to a member", "This quote carries a member's price; ask for a new one."],
  driverNotEligible: [
    "Driver requirements not met",
    "The driver does not meet this car's age or licence requirements.",
  ],
  noLongerAvailable: ["No longer available", "This car was just taken by another customer; see the alternatives."],
  campaignUsedUp: ["Campaign used up", "The campaign has been used up; ask for a new quote."],
  bookingRefused: ["Booking not possible", "This booking cannot be made online; please contact Yolda."],
  reservationNotFound: ["Reservation not found", "No reservation has this number and last name."],
  notCancellable: ["Cannot be cancelled", "This reservation can no longer be cancelled."],
  paymentUnavailable: ["Payment not started", "A card payment cannot be started for this reservation now."],
  internal: ["Something went wrong", "Your request could not be handled. Please try again in a moment."],
};

// Field messages of the API's own checks (errors[].code "api.*"); the site's forms never ask these.
export const trApiFieldMessages = {
  assuranceUnknown: "Bu güvence paketi bu araç için sunulmuyor.",
  assuranceIsAddOn: "Bu paket bir ek güvencedir; assuranceAddOnCodes içinde gönderin.",
  addOnUnknown: "Bu ek güvence bu araç için sunulmuyor.",
  addOnIsPackage: "Bu bir ana güvence paketidir; assuranceCode olarak gönderin.",
  addOnTwice: "Her ek güvence bir kez seçilebilir.",
} as const satisfies Record<string, string>;

export type ApiFieldMessageKey = keyof typeof trApiFieldMessages;

export const enApiFieldMessages: Record<ApiFieldMessageKey, string> = {
  assuranceUnknown: "This assurance package is not offered for this car.",
  assuranceIsAddOn: "This package is an add-on; send it in assuranceAddOnCodes.",
  addOnUnknown: "This assurance add-on is not offered for this car.",
  addOnIsPackage: "This is a main assurance package; send it as assuranceCode.",
  addOnTwice: "Each assurance add-on can be chosen once.",
};
