// What Express answers before React Router runs, about the request body (too large, unreadable):
// only the server writes these pages (http/error-page.server.ts), so they stay out of the error
// screen every page's JavaScript carries.
export const trRequestErrors = {
  tooLargeTitle: "Dosya çok büyük",
  tooLargeMessage: "Özgeçmiş dosyası en fazla 5 MB olabilir. Lütfen geri dönüp daha küçük bir dosya seçin.",
  formTooLargeTitle: "Gönderilen bilgiler çok büyük",
  formTooLargeMessage:
    "Formla gönderilen bilgiler izin verilen boyutu aşıyor. Lütfen geri dönüp kısaltarak tekrar deneyin.",
  badRequestTitle: "Gönderilen bilgiler okunamadı",
  badRequestMessage: "Formla gönderilen bilgiler okunamadı. Lütfen geri dönüp sayfayı yenileyerek tekrar deneyin.",
};

export type RequestErrorMessages = typeof trRequestErrors;

export const enRequestErrors: RequestErrorMessages = {
  tooLargeTitle: "File too large",
  tooLargeMessage: "The CV file can be at most 5 MB. Please go back and choose a smaller file.",
  formTooLargeTitle: "What you sent is too large",
  formTooLargeMessage: "The form's data is larger than allowed. Please go back, shorten it and try again.",
  badRequestTitle: "What you sent could not be read",
  badRequestMessage: "The form's data could not be read. Please go back, reload the page and try again.",
};
