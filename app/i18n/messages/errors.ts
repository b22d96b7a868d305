// Error texts live in their own small module: the error screen must work even when the
// page's catalog could not be loaded. The titles alone (every page's meta needs them) are in
// error-titles.ts, so the rest loads only with the error screen.
import { errorTitles } from "./error-titles.ts";

export const trErrors = {
  notFoundTitle: errorTitles.tr.notFound,
  notFoundMessage: "Ana Sayfaya Dönerek Sitemizi Gezebilirsiniz.",
  notFoundPath: "İstenen adres: {{path}}",
  locationNotFound: "Lokasyon Bulunamadı",
  unauthorizedTitle: errorTitles.tr.unauthorized,
  unauthorizedMessage: "Bu sayfaya erişim yetkiniz bulunmamaktadır.",
  genericTitle: errorTitles.tr.generic,
  genericMessage:
    "İşleminiz sırasında bir hata oluştu. Lütfen daha sonra tekrar deneyin veya sistem yöneticinizle iletişime geçin.",
  tooManyTitle: "Çok fazla istek",
  tooManyMessage: "Kısa sürede çok fazla istek gönderdiniz. Lütfen biraz bekleyip tekrar deneyin.",
  forbiddenTitle: "İstek reddedildi",
  forbiddenMessage: "Güvenlik doğrulaması başarısız oldu. Lütfen sayfayı yenileyip tekrar deneyin.",
  homeButton: "Ana Sayfa",
  reference: "Hata kodu: {{id}}",
  tryAgainLater: "Bir hata oluştu, lütfen daha sonra tekrar deneyin",
};

export type ErrorMessages = typeof trErrors;

export const enErrors: ErrorMessages = {
  notFoundTitle: errorTitles.en.notFound,
  notFoundMessage: "You can browse our site by returning to the home page.",
  notFoundPath: "Requested address: {{path}}",
  locationNotFound: "Location Not Found",
  unauthorizedTitle: errorTitles.en.unauthorized,
  unauthorizedMessage: "You are not authorized to access this page.",
  genericTitle: errorTitles.en.generic,
  genericMessage:
    "An error occurred while processing your request. Please try again later or contact your system administrator.",
  tooManyTitle: "Too many requests",
  tooManyMessage: "You have sent too many requests in a short time. Please wait a moment and try again.",
  forbiddenTitle: "Request refused",
  forbiddenMessage: "The security check failed. Please reload the page and try again.",
  homeButton: "Home",
  reference: "Error code: {{id}}",
  tryAgainLater: "An error occurred, please try again later",
};
