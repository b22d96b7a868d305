// Texts of the cookie consent banner, its preferences dialog and the mobile app prompt.
export const consentTr = {
  banner: {
    label: "Çerez tercihleri",
    title: "Çerezleri nasıl kullanalım?",
    text: "Siteyi çalıştırmak için yalnızca zorunlu çerezleri kullanıyoruz. Analiz ve pazarlama çerezleri için izninizi istiyoruz; tercihinizi istediğiniz zaman sayfanın altındaki Çerez Tercihleri bağlantısından değiştirebilirsiniz.",
    policy: "Çerez Politikası",
    acceptAll: "Tümünü kabul et",
    reject: "Reddet",
    preferences: "Tercihler",
    expand: "Çerez tercihlerinizi seçin",
  },
  dialog: {
    title: "Çerez tercihleri",
    intro:
      "Hangi çerez türlerine izin verdiğinizi seçin. Zorunlu çerezler sitenin çalışması için gereklidir ve kapatılamaz.",
    necessary: "Zorunlu çerezler",
    necessaryText: "Oturum, güvenlik, dil ve görünüm tercihleriniz. Her zaman açık.",
    alwaysOn: "Her zaman açık",
    analytics: "Analiz çerezleri",
    analyticsText: "Sitenin nasıl kullanıldığını anonim olarak ölçmemize yardımcı olur.",
    marketing: "Pazarlama çerezleri",
    marketingText: "Size uygun kampanyaları başka sitelerde göstermemizi sağlar.",
    save: "Tercihlerimi kaydet",
    close: "Kapat",
  },
  saved: "Çerez tercihleriniz kaydedildi.",
  appPrompt: {
    label: "Mobil uygulama",
    title: "Yolda uygulaması",
    textAndroid: "Rezervasyonlarınızı uygulamadan daha hızlı yönetin.",
    textIos: "Rezervasyonlarınızı uygulamadan daha hızlı yönetin.",
    openAndroid: "Google Play'de aç",
    openIos: "App Store'da aç",
    dismiss: "Uygulama önerisini kapat",
  },
};

export const consentEn: typeof consentTr = {
  banner: {
    label: "Cookie preferences",
    title: "How may we use cookies?",
    text: "We use only strictly necessary cookies to run the site. We ask for your permission for analytics and marketing cookies; you can change your choice at any time with the Cookie Preferences link at the bottom of the page.",
    policy: "Cookie Policy",
    acceptAll: "Accept all",
    reject: "Reject",
    preferences: "Preferences",
    expand: "Choose your cookie settings",
  },
  dialog: {
    title: "Cookie preferences",
    intro:
      "Choose which kinds of cookies you allow. Strictly necessary cookies are needed for the site to work and cannot be switched off.",
    necessary: "Strictly necessary cookies",
    necessaryText: "Your session, security, language and display preferences. Always on.",
    alwaysOn: "Always on",
    analytics: "Analytics cookies",
    analyticsText: "Help us measure anonymously how the site is used.",
    marketing: "Marketing cookies",
    marketingText: "Let us show you relevant campaigns on other sites.",
    save: "Save my preferences",
    close: "Close",
  },
  saved: "Your cookie preferences have been saved.",
  appPrompt: {
    label: "Mobile app",
    title: "The Yolda app",
    textAndroid: "Manage your bookings faster in the app.",
    textIos: "Manage your bookings faster in the app.",
    openAndroid: "Open in Google Play",
    openIos: "Open in the App Store",
    dismiss: "Close the app suggestion",
  },
};
