import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { memberSlugs } from "./shared/members/member-slugs.ts";

// Every page exists twice: Turkish without a prefix and English under /en.
function both(path: string, file: string, id: string) {
  return [route(path, file, { id: `tr:${id}` }), route(`en/${path}`, file, { id: `en:${id}` })];
}

const sitePages: Array<[path: string, file: string, id: string]> = [
  ["index2", "routes/redirect-home.tsx", "index2"],
  ["index3", "routes/redirect-home.tsx", "index3"],
  ["index4", "routes/redirect-home.tsx", "index4"],
  ["index_old", "routes/redirect-home.tsx", "index_old"],
  ["Arac-Kiralama-Kosullari", "routes/text-page.tsx", "rental-terms"],
  ["Arac-Kiralama-Rehberi", "routes/text-page.tsx", "rental-guide"],
  ["KVKK-Aydinlatma-Metni", "routes/text-page.tsx", "kvkk"],
  ["Metin-Cerez-Politikasi", "routes/text-page.tsx", "cookie-policy"],
  ["hakkimizda", "routes/text-page.tsx", "about"],
  ["Filo-Kiralama", "routes/fleet-request.tsx", "fleet-request"],
  ["ForgetMyPassword", "routes/reset-password.tsx", "reset-password"],
  ["sifremi-unuttum", "routes/forgot-password.tsx", "forgot-password"],
  ["Rezervasyon-Iptal", "routes/cancellation.tsx", "cancellation"],
  ["Rezervasyon-On-Izleme", "routes/lookup.tsx", "lookup"],
  ["Rezervasyon-Degistir", "routes/booking-change.tsx", "booking-change"],
  ["Tum_Blog", "routes/blog-list.tsx", "blog"],
  ["araclarimiz", "routes/fleet.tsx", "fleet"],
  ["hizmet-noktalarimiz", "routes/offices.tsx", "offices"],
  ["ik", "routes/jobs.tsx", "jobs"],
  ["iletisim", "routes/contact.tsx", "contact"],
  ["sss", "routes/faq.tsx", "faq"],
  ["tum_haberler", "routes/news-list.tsx", "news"],
  ["tum_kampanyalar", "routes/campaigns.tsx", "campaigns"],
  ["tum_yerler", "routes/places.tsx", "places"],
  ["uye-ol", "routes/sign-up.tsx", "sign-up"],
  ["giris", "routes/sign-in.tsx", "sign-in"],
  ["carrentapp", "routes/app-page.tsx", "app"],
  ["help_main", "routes/help.tsx", "help"],
  // One route module for the member area, so the pages of ":page" never load the member forms' code.
  ...memberSlugs.map((slug): [string, string, string] => [`uye-${slug}`, "routes/member-page.tsx", `member-${slug}`]),
  [":page", "routes/slug-page.tsx", "slug-page"],
  ["*", "routes/not-found.tsx", "not-found"],
];

const blankPages: Array<[path: string, file: string, id: string]> = [
  ["rezervasyon", "routes/booking.tsx", "booking"],
  // Delivery to an address and collection from one (decision 0123).
  ["rezervasyon/teslimat", "routes/booking-delivery.tsx", "booking-delivery"],
  ["pos3d", "routes/pos3d.tsx", "pos3d"],
  ["payres", "routes/payres.tsx", "payres"],
  ["result", "routes/result.tsx", "result"],
  ["sanal-odeme", "routes/virtual-payment.tsx", "virtual-payment"],
  ["cihazok", "routes/device-ok.tsx", "device-ok"],
  // The card deposit by the link the desk e-mailed (issue 27 item 4).
  ["depozito", "routes/deposit-link.tsx", "deposit-link"],
];

// Staff area (docs/decisions/0035): /yonetim and /en/yonetim. Sign-in, invitation and
// two-step set-up sit outside the guarded layout; every other staff page goes in `staffPages`.
const staffAuthPages: Array<[path: string, file: string, id: string]> = [
  ["yonetim/giris", "routes/admin/sign-in.tsx", "staff-sign-in"],
  ["yonetim/iki-adim", "routes/admin/two-factor-setup.tsx", "staff-two-factor"],
  ["yonetim/davet", "routes/admin/invitation.tsx", "staff-invitation"],
];
const staffPages: Array<[path: string, file: string, id: string]> = [
  ["yonetim", "routes/admin/today.tsx", "staff-today"],
  // Fleet timeline and reports (decision 0045).
  ["yonetim/filo", "routes/admin/fleet-timeline.tsx", "staff-fleet-timeline"],
  ["yonetim/raporlar", "routes/admin/reports.tsx", "staff-reports"],
  // Price editor (docs/decisions/0047).
  ["yonetim/fiyatlar", "routes/admin/prices.tsx", "staff-prices"],
  ["yonetim/fiyatlar/sezonlar", "routes/admin/price-seasons.tsx", "staff-price-seasons"],
  ["yonetim/fiyatlar/tek-yon", "routes/admin/price-one-way.tsx", "staff-price-one-way"],
  ["yonetim/fiyatlar/paketler", "routes/admin/price-packages.tsx", "staff-price-packages"],
  ["yonetim/fiyatlar/aylik", "routes/admin/price-monthly.tsx", "staff-price-monthly"],
  // Units and maintenance blocks (decision 0046).
  ["yonetim/araclar", "routes/admin/units.tsx", "staff-units"],
  ["yonetim/araclar/:id", "routes/admin/unit.tsx", "staff-unit"],
  // Desk actions on a reservation (decision 0041).
  ["yonetim/rezervasyonlar/:number/arac", "routes/admin/desk-unit.tsx", "desk-unit"],
  ["yonetim/rezervasyonlar/:number/teslim", "routes/admin/desk-pickup.tsx", "desk-pickup"],
  ["yonetim/rezervasyonlar/:number/iade", "routes/admin/desk-return.tsx", "desk-return"],
  // The deposit as money held (decision 0088).
  ["yonetim/rezervasyonlar/:number/depozito", "routes/admin/desk-deposit.tsx", "desk-deposit"],
  ["yonetim/rezervasyonlar/:number/odeme", "routes/admin/desk-payment.tsx", "desk-payment"],
  ["yonetim/rezervasyonlar/:number/gelmedi", "routes/admin/desk-cancel.tsx", "desk-no-show"],
  ["yonetim/rezervasyonlar/:number/iptal", "routes/admin/desk-cancel.tsx", "desk-cancel"],
  ["yonetim/rezervasyonlar/:number/degisiklik", "routes/admin/desk-change.tsx", "desk-change"],
  // A booked return corrected with a reversing entry (decision 0108).
  ["yonetim/rezervasyonlar/:number/iade-duzeltme", "routes/admin/desk-correct.tsx", "desk-correct"],
  // The rental agreement and its signature (decision 0079).
  ["yonetim/rezervasyonlar/:number/sozlesme", "routes/admin/desk-agreement.tsx", "desk-agreement"],
  // The partner API's clients (decision 0039): admins only.
  ["yonetim/api-istemcileri", "routes/admin/api-clients.tsx", "staff-api-clients"],
  // Content editor (decision 0049): blog posts and news, preview, publish.
  // One edit and one preview route for every kind (fewer entries in the manifest every page loads):
  // :id is "yeni" for a new article, and a text's key under /yonetim/icerik/metin/.
  ["yonetim/icerik", "routes/admin/content-list.tsx", "staff-content"],
  ["yonetim/icerik/:kind/:id", "routes/admin/content-edit.tsx", "staff-content-edit"],
  ["yonetim/icerik/:kind/:id/onizleme", "routes/admin/content-preview.tsx", "staff-content-preview"],
  // The staff list and invitations (docs/decisions/0035): admins only.
  ["yonetim/personel", "routes/admin/people.tsx", "staff-people"],
  // The offices editor (docs/decisions/0050): admins edit, office staff read theirs.
  ["yonetim/subeler", "routes/admin/offices.tsx", "staff-offices"],
  // The offices' map data for delivery addresses (decision 0141).
  ["yonetim/subeler/harita-verisi", "routes/admin/map-data.tsx", "staff-map-data"],
  ["yonetim/subeler/:id", "routes/admin/office.tsx", "staff-office"],
  // The office's delivery settings form posts here (decision 0123).
  ["yonetim/subeler/:id/teslimat", "routes/admin/office-delivery.tsx", "staff-office-delivery"],
  // The deposit-free package per office and class (decision 0125).
  ["yonetim/subeler/:id/depozitosuz", "routes/admin/office-deposit-free.tsx", "staff-office-deposit-free"],
  // Campaigns editor (CAMPAIGNS, docs/decisions/0048).
  ["yonetim/kampanyalar", "routes/admin/campaigns.tsx", "staff-campaigns"],
  ["yonetim/kampanyalar/yeni", "routes/admin/campaign-edit.tsx", "staff-campaign-new"],
  ["yonetim/kampanyalar/:id", "routes/admin/campaign-edit.tsx", "staff-campaign"],
  // Models and classes (docs/decisions/0051).
  ["yonetim/modeller", "routes/admin/models.tsx", "staff-models"],
  ["yonetim/modeller/:id", "routes/admin/model.tsx", "staff-model"],
  ["yonetim/siniflar", "routes/admin/classes.tsx", "staff-classes"],
  // Desk inboxes (INBOX, docs/decisions/0043).
  ["yonetim/iptal-talepleri", "routes/admin/cancellations.tsx", "staff-cancellations"],
  ["yonetim/iptal-talepleri/:id", "routes/admin/cancellation.tsx", "staff-cancellation"],
  ["yonetim/talepler", "routes/admin/requests.tsx", "staff-requests"],
  ["yonetim/talepler/:id", "routes/admin/request.tsx", "staff-request"],
  ["yonetim/rezervasyonlar/:number/referans", "routes/admin/reference.tsx", "staff-reference"],
  ["yonetim/rezervasyonlar", "routes/admin/reservations.tsx", "staff-reservations"],
  ["yonetim/rezervasyonlar/:number", "routes/admin/reservation.tsx", "staff-reservation"],
  // The audit screen (decision 0066).
  ["yonetim/denetim", "routes/admin/audit.tsx", "staff-audit"],
  // The finance office's day (decision 0075).
  ["yonetim/finans", "routes/admin/finance.tsx", "staff-finance"],
  // The invoice office (decision 0104).
  ["yonetim/faturalar", "routes/admin/invoices.tsx", "staff-invoices"],
  // Desk and phone bookings, the do-not-rent list and the customer page (decisions 0076, 0077).
  ["yonetim/rezervasyon-yeni", "routes/admin/desk-new.tsx", "staff-desk-new"],
  ["yonetim/kiralanmaz", "routes/admin/do-not-rent.tsx", "staff-do-not-rent"],
  ["yonetim/musteri", "routes/admin/customer.tsx", "staff-customer"],
];

export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("manifest.webmanifest", "routes/manifest.ts"),
  route("odemecallback", "routes/payment-callback.ts", { id: "tr:payment-callback" }),
  route("en/odemecallback", "routes/payment-callback.ts", { id: "en:payment-callback" }),
  // The bank's answer to a deposit's 3-D page (decision 0088): outside the staff layout, its hash proves it.
  route("yonetim/depozito-donus", "routes/admin/deposit-callback.ts", { id: "tr:deposit-callback" }),
  route("en/yonetim/depozito-donus", "routes/admin/deposit-callback.ts", { id: "en:deposit-callback" }),
  // ... and to the customer's own deposit page (the e-mailed link).
  ...both("depozito-donus", "routes/deposit-link-callback.ts", "deposit-link-callback"),
  route("ik/basvuru", "routes/job-application-upload.ts", { id: "tr:job-upload" }),
  route("en/ik/basvuru", "routes/job-application-upload.ts", { id: "en:job-upload" }),
  // A model photo's variant (docs/decisions/0051): one URL for both languages.
  route("gorsel/modeller/:modelId/:version/:file", "routes/model-photo.ts"),
  route("dil/:lang", "routes/set-language.ts"),
  route("tema", "routes/set-theme.ts"),
  route("cerez-tercihleri", "routes/cookie-preferences.ts"),
  route("uygulama-istemi", "routes/app-prompt-dismiss.ts"),
  ...both("uye-faturalar/:file", "routes/member-receipt.ts", "member-receipt"),
  // A guest's receipt by the signed link of the lookup page (issue 26).
  ...both("misafir-makbuz", "routes/guest-receipt.ts", "guest-receipt"),
  // A guest's invoice by the signed link of the lookup page (decision 0092).
  ...both("misafir-fatura", "routes/guest-invoice.ts", "guest-invoice"),
  // A member's own personal data as JSON or PDF (decision 0067).
  ...both("uye-verilerim/:file", "routes/member-data-file.ts", "member-data-file"),
  ...both("yonetim/cikis", "routes/admin/sign-out.ts", "staff-sign-out"),
  ...both("yonetim/raporlar/:file", "routes/admin/report-csv.ts", "staff-report-csv"),
  ...both("yonetim/denetim/csv", "routes/admin/audit-csv.ts", "staff-audit-csv"),
  ...both("yonetim/finans/kasa.csv", "routes/admin/finance-csv.ts", "staff-finance-csv"),
  // An invoice's XML or PDF for the invoice office (decision 0104).
  ...both("yonetim/faturalar/:file", "routes/admin/invoice-file.ts", "staff-invoice-file"),
  // The desk's receipt PDF (decision 0041).
  ...both("yonetim/rezervasyonlar/:number/makbuz", "routes/admin/desk-receipt.ts", "desk-receipt"),
  // An agreement's PDF (decision 0079) and a damage photo (decision 0078).
  ...both("yonetim/rezervasyonlar/:number/sozlesme/:file", "routes/admin/desk-agreement-pdf.ts", "desk-agreement-pdf"),
  ...both("yonetim/hasar-fotograflari/:year/:month/:file", "routes/admin/damage-photo.ts", "damage-photo"),
  // The CV of a job application, a file (INBOX, docs/decisions/0043).
  ...both("yonetim/talepler/:id/cv", "routes/admin/request-cv.ts", "staff-request-cv"),
  layout(
    "routes/admin/auth-layout.tsx",
    { id: "staff-auth-layout" },
    staffAuthPages.flatMap(([path, file, id]) => both(path, file, id)),
  ),
  layout(
    "routes/admin/layout.tsx",
    { id: "staff-layout" },
    staffPages.flatMap(([path, file, id]) => both(path, file, id)),
  ),
  layout("routes/layouts/site.tsx", [
    index("routes/home.tsx", { id: "tr:home" }),
    route("en", "routes/home.tsx", { id: "en:home" }),
    ...sitePages.flatMap(([path, file, id]) => both(path, file, id)),
  ]),
  layout(
    "routes/layouts/blank.tsx",
    blankPages.flatMap(([path, file, id]) => both(path, file, id)),
  ),
] satisfies RouteConfig;
