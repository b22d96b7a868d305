// The error titles every page's meta needs (features/seo/route-meta.ts); the rest of the error
// texts are in errors.ts, which loads with the error screen.
export const errorTitles = {
  tr: { notFound: "Aradığınız Sayfa Bulunamadı", unauthorized: "Yetkiniz yok", generic: "Bir hata oluştu" },
  en: {
    notFound: "The page you are looking for was not found",
    unauthorized: "Not authorized",
    generic: "An error occurred",
  },
};
