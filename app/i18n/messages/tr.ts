import { inboxTr } from "./inbox.ts";
import { bookingTr } from "./booking.ts";
import { paymentTr } from "./payment.ts";
import { bookingChangeTr } from "./booking-change.ts";
import { membersTr } from "./members.ts";
import { receiptsTr } from "./receipts.ts";
import { invoicesTr } from "./invoices.ts";
import { personalDataPdfTr } from "./member-data.ts";
import { smsTr } from "./sms.ts";
import { deliveryTr } from "./delivery.ts";
import { monthlyTr } from "./monthly.ts";
import { staffTr } from "./staff.ts";
import { fleetTimelineTr, reportsTr } from "./staff-reports.ts";
import { deskTr } from "./desk.ts";
import { handoverTr } from "./handover.ts";
import { deskMoneyTr } from "./desk-money.ts";
import { apiClientsTr } from "./api-clients.ts";
import { peopleTr } from "./staff-people.ts";
import { officesTr } from "./staff-offices.ts";
import { campaignEditorTr } from "./campaign-editor.ts";
import { contentEditorTr } from "./content-editor.ts";
import { pricesTr } from "./staff-prices.ts";
import { modelsTr } from "./staff-models.ts";
import { unitsTr } from "./staff-units.ts";
import { auditTr } from "./staff-audit.ts";
import { financeTr } from "./staff-finance.ts";
import { deskBookingTr } from "./desk-booking.ts";
import { contentTr } from "./content.ts";
import { consentTr } from "./consent.ts";
import { faqTr } from "./faq.ts";
import { formsTr } from "./forms.ts";
import { fleetTr } from "./fleet.ts";
import { trErrors } from "./errors.ts";
import { homeTr } from "./home.ts";
import { searchTr } from "./search.ts";

// Turkish messages (default language). English (en.ts) must have exactly the same keys.
export const tr = {
  app: {
    tagline: "Türkiye'nin her yerinde araç kiralama",
    description:
      "Yolda ile Türkiye'nin havalimanlarında ve şehir merkezlerinde araç kiralayın: şeffaf fiyatlar, güvence paketleri, online 3-D Secure ödeme veya ofiste ödeme.",
    skipToContent: "İçeriğe geç",
    loading: "Sayfa yükleniyor",
    close: "Kapat",
  },
  nav: {
    main: "Ana menü",
    home: "Ana Sayfa",
    fleet: "Araçlarımız",
    offices: "Ofislerimiz",
    campaigns: "Kampanyalar",
    trips: "Gezi Önerileri",
    blog: "Blog",
    help: "Yardım",
    signIn: "Giriş Yap",
    signUp: "Üye Ol",
    memberArea: "Üye İşlemleri",
    openMenu: "Menüyü aç",
    closeMenu: "Menüyü kapat",
    language: "Dil",
    switchTo: "English",
    switchToLabel: "Sayfayı İngilizce görüntüle",
    breadcrumb: "Sayfa konumu",
  },
  search: searchTr,
  contactChannels: {
    title: "Size yardımcı olalım",
    text: "Bu işlem için çağrı merkezimiz ve e-posta adresimiz her gün hizmetinizde.",
    call: "Çağrı merkezi",
    email: "E-posta",
    offices: "Ofislerimizi görün",
    reservation: {
      title: "Yol yardım ve ofisleriniz",
      roadside: "7/24 yol yardım",
      roadsideHint: "Arıza, kaza veya lastik patlamasında günün her saati arayın.",
      pickup: "Alış ofisi",
      dropoff: "İade ofisi",
      same: "Alış ve iade ofisi",
      callLabel: "{{name}}: {{number}} numarasını ara",
    },
  },
  home: homeTr,
  list: {
    readMore: "Devamını oku",
    details: "Detaylar",
    previous: "Önceki sayfa",
    next: "Sonraki sayfa",
    pageOf: "Sayfa {{page}} / {{pages}}",
    pagination: "Sayfalar",
    empty: "Şu anda gösterilecek içerik yok.",
    noCampaigns: "Şu anda kampanya bulunmamaktadır.",
    membersOnly: "Üyelere özel",
    validUntil: "Son gün: {{date}}",
    code: "Kod: {{code}}",
    airport: "Havalimanı",
    cityOffice: "Şehir ofisi",
    open24h: "7/24 açık",
    openInMap: "Haritada aç",
    phone: "Telefon",
    searchHere: "Bu ofisten ara",
    publishedOn: "Yayın tarihi: {{date}}",
    by: "Yazar: {{author}}",
    terms: "Kampanya koşulları",
    useCampaign: "Bu kampanyayı kullan",
    faqTopics: {
      booking: "Rezervasyon",
      payment: "Ödeme",
      driver: "Sürücü",
      assurance: "Güvence",
      cancellation: "İptal",
      membership: "Üyelik",
      vehicle: "Araç",
    },
    weekdays: ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"],
    closed: "Kapalı",
    hours: "Çalışma saatleri",
    address: "Adres",
  },
  fleet: fleetTr,
  appPage: {
    lead: "Rezervasyonlarınızı yönetin, üye fiyatlarını görün ve yol yardıma tek dokunuşla ulaşın.",
    features: [
      "Saniyeler içinde araç arama ve rezervasyon",
      "3-D Secure ile güvenli ödeme",
      "Aktif kiralamanız ve faturalarınız her an yanınızda",
      "7/24 yol yardım hattına tek dokunuş",
    ],
  },
  help: {
    lead: "Sık sorulan sorular, kiralama rehberi ve rezervasyon işlemleri için doğru yerdesiniz.",
    faq: "Sıkça sorulan sorular",
    faqText: "Depozito, ehliyet, iptal ve ödeme hakkında yanıtlar.",
    guide: "Kiralama rehberi",
    guideText: "Aracı teslim almadan iade etmeye kadar adım adım.",
    terms: "Kiralama koşulları",
    termsText: "Sözleşmenin tüm koşulları.",
    contact: "İletişim",
    contactText: "Talep, görüş ve şikayetleriniz için bize yazın.",
    lookup: "Rezervasyon sorgulama",
    lookupText: "Rezervasyon numaranız ile detayları görün.",
    cancel: "Rezervasyon iptali",
    cancelText: "İptal talebinizi iletin.",
  },
  booking: bookingTr,
  payment: paymentTr,
  bookingChange: bookingChangeTr,
  members: membersTr,
  receipts: receiptsTr,
  /** Invoices (decisions 0092, 0093): the PDF copy, the e-mail, bills and the back office. */
  invoices: invoicesTr,
  /** The personal data PDF (decision 0067): server only, like the receipts. */
  personalData: personalDataPdfTr,
  /** Transactional SMS (decision 0118): server only. */
  sms: smsTr,
  /** Delivery and collection (decision 0123). */
  delivery: deliveryTr,
  /** Monthly rental payments (decisions 0121, 0122). */
  monthly: monthlyTr,
  staff: staffTr,
  fleetTimeline: fleetTimelineTr,
  reports: reportsTr,
  desk: deskTr,
  handover: handoverTr,
  apiClients: apiClientsTr,
  people: peopleTr,
  offices: officesTr,
  campaignEditor: campaignEditorTr,
  contentEditor: contentEditorTr,
  prices: pricesTr,
  models: modelsTr,
  units: unitsTr,
  audit: auditTr,
  finance: financeTr,
  deskBooking: deskBookingTr,
  deskMoney: deskMoneyTr,
  theme: {
    label: "Renk modu",
    system: "Sistem",
    light: "Açık",
    dark: "Koyu",
  },
  footer: {
    company: "Kurumsal",
    about: "Hakkımızda",
    news: "Haberler",
    careers: "Kariyer",
    fleetRental: "Filo Kiralama",
    services: "Hizmetler",
    reservationLookup: "Rezervasyon Sorgula",
    cancellation: "Rezervasyon İptali",
    virtualPayment: "Sanal Ödeme",
    legal: "Yasal",
    rentalTerms: "Kiralama Koşulları",
    rentalGuide: "Kiralama Rehberi",
    kvkk: "KVKK Aydınlatma Metni",
    cookies: "Çerez Politikası",
    cookieSettings: "Çerez Tercihleri",
    contact: "İletişim",
    contactUs: "Bize Ulaşın",
    callCenter: "Çağrı merkezi",
    support: "7/24 yol yardım",
    apps: "Mobil uygulama",
    appStore: "App Store'dan indirin",
    googlePlay: "Google Play'den alın",
    social: "Sosyal medya",
    rights: "© {{year}} Yolda Araç Kiralama A.Ş. Tüm hakları saklıdır.",
  },
  errors: trErrors,
  content: contentTr,
  consent: consentTr,
  faqFilter: faqTr,
  forms: formsTr,
  inbox: inboxTr,
  pages: {
    home: { title: "Araç Kiralama" },
    rentalTerms: {
      title: "Araç Kiralama Koşulları",
      subtitle: "Kiralama öncesinde bilmeniz gerekenler",
      description:
        "Yolda'dan araç kiralarken geçerli koşullar: sürücü yaşı ve ehliyet, depozito, kilometre, sigorta ve iade kuralları.",
    },
    rentalGuide: {
      title: "Araç Kiralama Rehberi",
      subtitle: "Adım adım sorunsuz bir kiralama",
      description:
        "Araç kiralamaya yeni misiniz? Rezervasyondan teslim almaya ve iadeye kadar adım adım yapmanız gerekenler.",
    },
    fleetRequest: {
      title: "Filo Kiralama",
      subtitle: "Şirketinize özel uzun dönem kiralama teklifi",
      description:
        "Şirketiniz için uzun dönem filo kiralama teklifi isteyin: araç sayısı, süre ve şehirleri yazın, size dönelim.",
    },
    resetPassword: {
      title: "Yeni Şifre Belirleme",
      subtitle: "Hesabınız için yeni bir şifre oluşturun",
      description:
        "Yolda üyeliğiniz için e-postanıza gelen bağlantıyla yeni bir şifre belirleyin ve hesabınıza yeniden girin.",
    },
    forgotPassword: {
      title: "Şifremi Unuttum",
      subtitle: "Şifre sıfırlama bağlantısını e-postanıza gönderelim",
      description:
        "Şifrenizi mi unuttunuz? Üye e-posta adresinizi yazın, şifre sıfırlama bağlantısını hemen gönderelim.",
    },
    kvkk: {
      title: "KVKK Aydınlatma Metni",
      subtitle: "Kişisel verilerinizin işlenmesi hakkında",
      description:
        "Yolda'nın kişisel verilerinizi hangi amaçla işlediği, kimlerle paylaştığı ve KVKK kapsamındaki haklarınız.",
    },
    cookiePolicy: {
      title: "Çerez Politikası",
      subtitle: "Sitemizde kullanılan çerezler",
      description:
        "Yolda sitesinde hangi çerezleri neden kullandığımız ve çerez tercihlerinizi nasıl değiştirebileceğiniz.",
    },
    cancellation: {
      title: "Rezervasyon İptali",
      subtitle: "İptal talebinizi iletin, uzmanlarımız dönüş yapsın",
      description:
        "Yolda rezervasyonunuzu iptal etmek için talep iletin; iade tutarı iptal koşullarına göre hesaplanır.",
    },
    bookingChange: {
      title: "Rezervasyonu Değiştir",
      subtitle: "Tarihleri, ofisi, aracı ve paketleri alıştan önce değiştirin",
      description:
        "Yolda rezervasyonunuzun tarihlerini, ofislerini, araç sınıfını, paketlerini ve ekstralarını alıştan önce online değiştirin.",
    },
    lookup: {
      title: "Rezervasyon Sorgulama",
      subtitle: "Rezervasyon numaranız ile detayları görüntüleyin",
      description:
        "Rezervasyon numaranız ve soyadınızla Yolda rezervasyonunuzun tarihlerini, aracını ve ödemesini görün.",
    },
    blog: {
      title: "Blog",
      subtitle: "Yol tavsiyeleri, sürüş ipuçları ve kiralama rehberleri",
      description:
        "Yol tavsiyeleri, sürüş ipuçları ve kiralama rehberleri: Türkiye'de araçla seyahat edenler için Yolda blogu.",
    },
    fleet: {
      title: "Araçlarımız",
      subtitle: "Tüm marka ve modeller, şeffaf fiyatlar",
      description:
        "Yolda filosundaki tüm marka ve modeller: sınıf, vites, yakıt ve günlük fiyata göre karşılaştırın ve seçin.",
    },
    about: {
      title: "Hakkımızda",
      subtitle: "Yolda'yı tanıyın",
      description:
        "Yolda'yı tanıyın: havalimanlarında ve şehir merkezlerinde hizmet veren araç kiralama şirketimizin hikâyesi.",
    },
    offices: {
      title: "Ofislerimiz",
      subtitle: "Havalimanlarında ve şehir merkezlerinde hizmet noktalarımız",
      description:
        "Yolda'nın havalimanı ve şehir merkezi ofisleri: adresler, çalışma saatleri, telefonlar ve harita konumları.",
    },
    jobs: {
      title: "İnsan Kaynakları",
      subtitle: "Yolda ekibine katılın",
      description:
        "Yolda ekibine katılın: ilgilendiğiniz bölümleri seçin, özgeçmişinizi yükleyin ve başvurunuzu gönderin.",
    },
    contact: {
      title: "İletişim",
      subtitle: "Talep, görüş ve şikayetleriniz için bize yazın",
      description:
        "Talep, görüş ve şikayetleriniz için Yolda'ya yazın; ilgili bölüm en kısa sürede size geri dönüş yapar.",
    },
    faq: {
      title: "Sıkça Sorulan Sorular",
      subtitle: "Aklınıza takılan her şey",
      description:
        "Araç kiralama hakkında sıkça sorulan sorular: rezervasyon, ödeme, depozito, sigorta, teslim ve iade.",
    },
    news: {
      title: "Haberler",
      subtitle: "Yolda'dan son gelişmeler",
      description:
        "Yolda'dan son gelişmeler: yeni ofisler, filoya katılan araçlar, hizmetlerimiz ve şirket duyuruları.",
    },
    campaigns: {
      title: "Kampanyalar",
      subtitle: "Güncel fırsatlar ve indirim kodları",
      description:
        "Yolda'nın güncel araç kiralama kampanyaları ve indirim kodları: koşulları okuyun, kodu aramada kullanın.",
    },
    places: {
      title: "Gezi Önerileri",
      subtitle: "Arabanızı alın, Türkiye'yi keşfedin",
      description: "Arabanızı alın, Türkiye'yi keşfedin: Yolda'nın gezi önerileri, rotalar ve yakındaki ofislerimiz.",
    },
    member: {
      title: "Üye İşlemleri",
      subtitle: "Rezervasyonlarınız, faturalarınız ve profiliniz",
      description: "Yolda üye alanı: rezervasyonlarınız, aktif ve geçmiş kiralamalarınız, faturalarınız ve profiliniz.",
    },
    signUp: {
      title: "Üye Ol",
      subtitle: "Üyelere özel fiyat ve kampanyalardan yararlanın",
      description:
        "Yolda'ya ücretsiz üye olun: üyelere özel fiyatlardan ve kampanyalardan yararlanın, rezervasyonlarınızı yönetin.",
    },
    signIn: {
      title: "Giriş Yap",
      subtitle: "Üye hesabınıza giriş yapın",
      description:
        "Yolda üye hesabınıza giriş yapın: rezervasyonlarınızı, faturalarınızı ve üyelere özel kampanyaları görün.",
    },
    booking: {
      title: "Rezervasyon",
      description:
        "Araç seçin, paketleri ekleyin, sürücü bilgilerini girin ve rezervasyonunuzu dört adımda tamamlayın.",
    },
    pos3d: { title: "Kart ile Ödeme" },
    payres: {
      title: "Ödeme Sonucu",
      description:
        "Yolda kart ödemenizin sonucu: onaylandıysa rezervasyon numaranız, onaylanmadıysa nedeni ve yeniden deneme yolu.",
    },
    result: { title: "Rezervasyon Sonucu" },
    virtualPayment: { title: "Sanal Ödeme" },
    app: {
      title: "Mobil Uygulama",
      subtitle: "Yolda cebinizde: rezervasyon, ödeme ve yol yardım",
      description:
        "Yolda mobil uygulaması cebinizde: araç kiralayın, ödemenizi yapın ve yolda yardıma tek dokunuşla ulaşın.",
    },
    deviceOk: { title: "Cihaz Doğrulandı" },
    help: {
      title: "Yardım",
      subtitle: "Size nasıl yardımcı olabiliriz?",
      description:
        "Yolda yardım merkezi: sıkça sorulan sorular, kiralama rehberi ve koşulları, rezervasyon sorgulama ve iletişim.",
    },
    blogPost: { title: "Blog" },
    newsItem: { title: "Haber" },
    trip: { title: "Gezi" },
    campaign: { title: "Kampanya" },
    office: { title: "Ofis" },
    notFound: { title: "Sayfa Bulunamadı" },
  },
};

export type Messages = typeof tr;
