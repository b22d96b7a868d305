// The site's route table (Turkish paths; every page also exists under /en), with real slugs for
// the {slug} pages. It started as the design's routes table and lives here so the project stands
// alone; app/routes.test.ts checks it against the route config (app/routes.ts) both ways.
// Any path not listed is the 404 page.

export type RouteKind = "page" | "list" | "form" | "flow" | "redirect" | "endpoint";

export interface RouteRow {
  path: string;
  kind: RouteKind;
  layout: string;
  access: "all" | "guest" | "member" | "bank" | "staff";
  what: string;
}

export const routeTable: readonly RouteRow[] = [
  {
    path: "/",
    kind: "page",
    layout: "landing6",
    access: "all",
    what: "main home page: hero with search bar (pick-up office, drop-off office if different, dates, times, campaign code), campaigns, popular trips, offices, mobile-app prompt",
  },
  {
    path: "/index2",
    kind: "redirect",
    layout: "-",
    access: "all",
    what: "old alternate home design: permanent redirect to /",
  },
  {
    path: "/index3",
    kind: "redirect",
    layout: "-",
    access: "all",
    what: "old alternate home design: permanent redirect to /",
  },
  {
    path: "/index4",
    kind: "redirect",
    layout: "-",
    access: "all",
    what: "old alternate home design: permanent redirect to /",
  },
  {
    path: "/index_old",
    kind: "redirect",
    layout: "-",
    access: "all",
    what: "old home design: permanent redirect to /",
  },
  { path: "/Arac-Kiralama-Kosullari", kind: "page", layout: "banner 240px", access: "all", what: "rental terms text" },
  { path: "/Arac-Kiralama-Rehberi", kind: "page", layout: "banner 240px", access: "all", what: "rental guide text" },
  {
    path: "/Filo-Kiralama",
    kind: "form",
    layout: "banner 280px",
    access: "all",
    what: "fleet (corporate) rental request: personal details, request details, city list, info modal, security code",
  },
  {
    path: "/ForgetMyPassword",
    kind: "form",
    layout: "banner 240px",
    access: "guest",
    what: "set a new password from the e-mailed reset link (token in the query)",
  },
  {
    path: "/sifremi-unuttum",
    kind: "form",
    layout: "banner 240px",
    access: "guest",
    what: "reset password: asks for the e-mail, sends the link",
  },
  {
    path: "/KVKK-Aydinlatma-Metni",
    kind: "page",
    layout: "banner 240px",
    access: "all",
    what: "personal data notice (KVKK) text",
  },
  {
    path: "/Metin-Cerez-Politikasi",
    kind: "page",
    layout: "banner 240px",
    access: "all",
    what: "cookie policy text; the cookie consent banner links here",
  },
  {
    path: "/Rezervasyon-Iptal",
    kind: "form",
    layout: "banner 280px",
    access: "all",
    what: "cancellation request: reservation number, last name, reason, security code; shows the refund the policy gives",
  },
  {
    path: "/Rezervasyon-On-Izleme",
    kind: "form",
    layout: "banner 280px",
    access: "all",
    what: "find a reservation by number (+ driver last name) and view its details",
  },
  {
    path: "/Rezervasyon-Degistir",
    kind: "form",
    layout: "banner 280px",
    access: "all",
    what: "change a booking before pick-up: dates, offices, class, packages, extras; old total, new total, difference; charge or refund (path not in the spec: decided here, decision 0056)",
  },
  { path: "/Tum_Blog", kind: "list", layout: "banner 500px + search bar", access: "all", what: "all blog posts" },
  {
    path: "/araclarimiz",
    kind: "list",
    layout: "banner 500px + search bar",
    access: "all",
    what: "the fleet: all brands and models; filter by class, brand, price range, campaign-only; sort",
  },
  { path: "/blog-{slug}", kind: "page", layout: "banner 280px", access: "all", what: "one blog post" },
  { path: "/haber-{slug}", kind: "page", layout: "banner 280px", access: "all", what: "one news item" },
  {
    path: "/gezi-{slug}",
    kind: "page",
    layout: "banner 500px + search bar",
    access: "all",
    what: "trip destination: text, campaign carousel, destination carousel; banner options campaign code and location code prefill the search bar",
  },
  {
    path: "/kampanya-{slug}",
    kind: "page",
    layout: "banner 280px",
    access: "all",
    what: 'one campaign: terms, code, carousels; "use this campaign" prefills the search',
  },
  {
    path: "/ofis-{slug}",
    kind: "page",
    layout: "banner 280px",
    access: "all",
    what: "one office: address, hours, phone, map popover, open in map, search from this office",
  },
  { path: "/hakkimizda", kind: "page", layout: "banner 240px", access: "all", what: "about us" },
  {
    path: "/hizmet-noktalarimiz",
    kind: "list",
    layout: "banner 280px",
    access: "all",
    what: "offices (service points) grouped by city, with open-in-map",
  },
  {
    path: "/ik",
    kind: "form",
    layout: "banner 280px",
    access: "all",
    what: "job application: departments (multi-select), note, CV upload with progress, security code",
  },
  {
    path: "/iletisim",
    kind: "form",
    layout: "banner 280px",
    access: "all",
    what: "contact: requests, comments, complaints; name, e-mail, phone, subject, message, department, city, security code",
  },
  { path: "/sss", kind: "page", layout: "banner 240px", access: "all", what: "FAQ with a filter input" },
  { path: "/tum_haberler", kind: "list", layout: "banner 280px", access: "all", what: "all news" },
  {
    path: "/tum_kampanyalar",
    kind: "list",
    layout: "banner 280px",
    access: "all",
    what: "all campaigns (public; member campaigns only for members)",
  },
  { path: "/tum_yerler", kind: "list", layout: "banner 280px", access: "all", what: "all trip places" },
  {
    path: "/uye-ol",
    kind: "form",
    layout: "banner 240px",
    access: "guest",
    what: "sign up: names, e-mail, phone with country, password twice, consents with full-text modal, e-mail code with a countdown",
  },
  {
    path: "/giris",
    kind: "form",
    layout: "banner 240px",
    access: "guest",
    what: "sign in with remember-me; links to sign up and reset (path not in the spec: decided here)",
  },
  {
    path: "/uye-{slug}",
    kind: "page",
    layout: 'banner "Üye İşlemleri" + sub-menu',
    access: "member",
    what: "member area; slugs: profil, surucu-bilgileri, sifre-degistir, rezervasyonlar (?no= one reservation: details, cancel, receipt, pay online; &islem=iptal its cancellation request, decision 0057), aktif-kiralamalar, gecmis, faturalar, kampanyalar, indirimler, verilerim (personal data as JSON/PDF, account deletion; decision 0067), uyelik-sonlandir",
  },
  {
    path: "/rezervasyon",
    kind: "flow",
    layout: "fullblank",
    access: "all",
    what: "booking: vehicle selection (list with filter and sort) -> package selection -> driver information -> payment; previous/next; campaign modal, change-details modal, terms modal",
  },
  {
    path: "/rezervasyon/teslimat",
    kind: "form",
    layout: "fullblank",
    access: "all",
    what: "booking: delivery to an address and collection from one (?taslak= the draft), from step 2 when an office delivers (decision 0123)",
  },
  {
    path: "/pos3d",
    kind: "flow",
    layout: "fullblank",
    access: "all",
    what: "card payment: holder, number, month, year, security code; posts to the bank's 3-D Secure gate; countdown of the hold",
  },
  {
    path: "/odemecallback",
    kind: "endpoint",
    layout: "-",
    access: "bank",
    what: "the bank's POST back after 3-D Secure; verified, applied once, then redirects",
  },
  {
    path: "/depozito",
    kind: "flow",
    layout: "fullblank",
    access: "all",
    what: "card deposit by the desk's e-mailed link: signed link, the bank's 3-D form for the pre-authorisation, then where the deposit stands",
  },
  {
    path: "/depozito-donus",
    kind: "endpoint",
    layout: "-",
    access: "bank",
    what: "the bank's POST back after the customer's deposit page; verified, applied once, then back to a freshly signed /depozito link",
  },
  {
    path: "/payres",
    kind: "page",
    layout: "fullblank",
    access: "all",
    what: "payment result: Approved, Rejected or Error, with details below",
  },
  {
    path: "/result",
    kind: "page",
    layout: "fullblank",
    access: "all",
    what: "booking result: confirmation with reservation number and summary",
  },
  {
    path: "/sanal-odeme",
    kind: "flow",
    layout: "fullblank",
    access: "all",
    what: "virtual card payment: pay an amount issued by the office, found by its reference number, through the same 3-D Secure flow (path not in the spec: decided here)",
  },
  {
    path: "/carrentapp",
    kind: "page",
    layout: "banner 240px",
    access: "all",
    what: "mobile app page: store links for iOS and Android",
  },
  {
    path: "/cihazok",
    kind: "page",
    layout: "fullblank",
    access: "all",
    what: "device check passed: confirmation page that a mobile device was verified (purpose not in the spec: decided here)",
  },
  {
    path: "/help_main",
    kind: "page",
    layout: "banner 240px",
    access: "all",
    what: "help hub: FAQ, rental guide, rental terms, contact, reservation lookup and cancellation",
  },
  {
    path: "/sitemap.xml",
    kind: "endpoint",
    layout: "-",
    access: "all",
    what: "every public page in both languages with hreflang alternates",
  },
  { path: "/robots.txt", kind: "endpoint", layout: "-", access: "all", what: "points to the sitemap" },
  // The staff area (decision 0035): "staff" pages send visitors to /yonetim/giris and back.
  { path: "/yonetim", kind: "page", layout: "staff", access: "staff", what: "Today: the office's day" },
  {
    path: "/yonetim/api-istemcileri",
    kind: "page",
    layout: "staff",
    access: "staff",
    what: "API clients: create, rotate, revoke (admin)",
  },
  // Content editor (decision 0049).
  {
    path: "/yonetim/icerik",
    kind: "list",
    layout: "staff",
    access: "staff",
    what: "content by kind (blog, news) with its state: draft, scheduled, published",
  },
  {
    path: "/yonetim/icerik/{slug}/yeni",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "a new blog post or news item, Turkish and English side by side",
  },
  {
    path: "/yonetim/icerik/haber/{slug}",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "edit an article: save, publish now, schedule, unpublish; slug checked per kind",
  },
  {
    path: "/yonetim/icerik/haber/{slug}/onizleme",
    kind: "page",
    layout: "staff",
    access: "staff",
    what: "staff-only preview of an article with the public page's components (no-store, noindex)",
  },
  {
    path: "/yonetim/icerik/metin/{slug}",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "edit a legal or information text in both languages; a change raises its version",
  },
  {
    path: "/yonetim/icerik/metin/{slug}/onizleme",
    kind: "page",
    layout: "staff",
    access: "staff",
    what: "staff-only preview of a legal or information text (no-store, noindex)",
  },
  {
    path: "/yonetim/kampanyalar",
    kind: "list",
    layout: "staff",
    access: "staff",
    what: "campaigns with their codes, rules, uses and what they cost (admin, content)",
  },
  {
    path: "/yonetim/kampanyalar/yeni",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "new campaign: code and rules, page text in both languages (admin, content)",
  },
  {
    path: "/yonetim/kampanyalar/{slug}",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "edit a campaign: code and rules, page text in both languages, its uses and cost (admin, content)",
  },
  {
    path: "/yonetim/personel",
    kind: "page",
    layout: "staff",
    access: "staff",
    what: "Staff list and invitations: roles, offices, disable (admin)",
  },
  // The offices editor (docs/decisions/0050).
  {
    path: "/yonetim/subeler",
    kind: "list",
    layout: "staff",
    access: "staff",
    what: "offices: hours, buffer and phone at a glance (admins edit; office staff see their own)",
  },
  {
    path: "/yonetim/subeler/{slug}",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "one office: hours per weekday, holidays and shortened days, buffer, address, phone, map position",
  },
  // The offices' map data for delivery addresses (decision 0141).
  {
    path: "/yonetim/subeler/harita-verisi",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "the map data delivery addresses are matched against: a city's districts and neighbourhoods with search, add, edit, retire (admins; office managers their offices' cities)",
  },
  // The deposit-free package per office and class (decision 0125).
  {
    path: "/yonetim/subeler/{slug}/depozitosuz",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "one office's deposit-free package: a daily price per car class, offered or not (price staff edit, audited)",
  },
  {
    path: "/yonetim/subeler/{slug}/teslimat",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "one office's delivery settings (on/off, radius, fee per km or bands); the office page's panel posts here (decision 0123)",
  },
  {
    path: "/yonetim/modeller",
    kind: "list",
    layout: "staff",
    access: "staff",
    what: "vehicle models: class, shown or hidden, photo or illustration, from price (admins)",
  },
  {
    path: "/yonetim/modeller/{slug}",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "one model: every field, the photo (upload, alternative texts in both languages, remove), history",
  },
  {
    path: "/yonetim/siniflar",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "vehicle classes: names and descriptions in Turkish and English, order (admins)",
  },
  {
    path: "/yonetim/rezervasyonlar",
    kind: "list",
    layout: "staff",
    access: "staff",
    what: "reservation search: number, name, e-mail, phone, plate, office, status, dates",
  },
  {
    path: "/yonetim/rezervasyonlar/{slug}",
    kind: "page",
    layout: "staff",
    access: "staff",
    what: "one reservation's whole story: customer, price lines, paid and owed, history",
  },
  {
    path: "/yonetim/giris",
    kind: "form",
    layout: "staff-auth",
    access: "guest",
    what: "staff sign-in: password, then the authenticator code",
  },
  {
    path: "/yonetim/iki-adim",
    kind: "form",
    layout: "staff-auth",
    access: "staff",
    what: "two-step sign-in set-up (password again, key, backup codes, first code)",
  },
  {
    path: "/yonetim/davet",
    kind: "form",
    layout: "staff-auth",
    access: "all",
    what: "invitation link: set the first password",
  },
  { path: "/yonetim/cikis", kind: "endpoint", layout: "-", access: "staff", what: "staff sign-out (POST)" },
  // Fleet timeline and reports (decision 0045).
  {
    path: "/yonetim/filo",
    kind: "page",
    layout: "staff",
    access: "staff",
    what: "fleet timeline: cars as rows, days as columns, bookings as bars, free gaps in days",
  },
  // Price editor (decision 0047).
  {
    path: "/yonetim/fiyatlar",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "daily rates per model and duration tier; edit one model with a preview of a sample rental",
  },
  {
    path: "/yonetim/fiyatlar/sezonlar",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "seasons as date ranges with a factor (nested allowed, partial overlaps refused), with a preview",
  },
  {
    path: "/yonetim/fiyatlar/tek-yon",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "one-way fee per city pair (both directions), with a preview",
  },
  {
    path: "/yonetim/fiyatlar/paketler",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "assurance prices per class, KM package and extra prices (with caps), with a preview",
  },
  {
    path: "/yonetim/fiyatlar/aylik",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "monthly rental rates per model for 30-89, 90-179 and 180-365 days (decision 0121)",
  },
  // Units and maintenance blocks (decision 0046).
  {
    path: "/yonetim/araclar",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "cars of the office: filter by office, plate and state; add a car (plate checked)",
  },
  {
    path: "/yonetim/araclar/{slug}",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "one car: edit, retire, its coming reservations and maintenance blocks (add, remove)",
  },
  {
    path: "/yonetim/raporlar",
    kind: "page",
    layout: "staff",
    access: "staff",
    what: "reports: utilisation, revenue, lead time, cancellations, campaign use (chart, table, CSV)",
  },
  {
    path: "/yonetim/raporlar/{slug}",
    kind: "endpoint",
    layout: "-",
    access: "staff",
    what: "a report as CSV (doluluk.csv, gelir.csv, rezervasyon-zamani.csv, iptaller.csv, kampanyalar.csv)",
  },
  // The audit screen (decision 0066).
  {
    path: "/yonetim/denetim",
    kind: "list",
    layout: "staff",
    access: "staff",
    what: "audit log: who, when, what, record, before/after; filters, pages of 50 (admin)",
  },
  // Desk and phone bookings, the do-not-rent list, the customer page (decisions 0076, 0077).
  {
    path: "/yonetim/rezervasyon-yeni",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "new booking at the desk or on the phone: search, class or car, driver, pay at the counter or by link (QR)",
  },
  {
    path: "/yonetim/kiralanmaz",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "the do-not-rent list: add and remove with a reason (admin)",
  },
  {
    path: "/yonetim/musteri",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "one customer by e-mail, phone or ID: reservations, notes, do-not-rent status",
  },
  {
    path: "/yonetim/denetim/csv",
    kind: "endpoint",
    layout: "-",
    access: "staff",
    what: "the filtered audit entries as CSV (admin)",
  },
  // The finance office's day (decision 0075).
  {
    path: "/yonetim/finans",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "cash per office and day, end-of-day drawer close, bank reconciliation (finance, admin; office staff: their offices' close)",
  },
  {
    path: "/yonetim/finans/kasa.csv",
    kind: "endpoint",
    layout: "-",
    access: "staff",
    what: "cash per office and day as CSV (finance, admin, office staff for their offices)",
  },
  // The invoice office (decision 0104).
  {
    path: "/yonetim/faturalar",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "invoices newest first with search and filters; XML and PDF; e-mail again; a refused invoice corrected and issued anew; e-Arşiv cancel in its window (finance, admin)",
  },
  {
    path: "/yonetim/faturalar/{slug}",
    kind: "endpoint",
    layout: "-",
    access: "staff",
    what: "an invoice's UBL-TR XML or PDF copy, <number>.xml / <number>.pdf (finance, admin)",
  },
  {
    path: "/yonetim/rezervasyonlar/{slug}/arac",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "assign or change the car (units the availability rules allow)",
  },
  {
    path: "/yonetim/rezervasyonlar/{slug}/teslim",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "pick-up (check-out): plate, odometer, fuel, deposit, drivers, inspection with damage and photos",
  },
  {
    path: "/yonetim/rezervasyonlar/{slug}/iade",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "return (check-in): odometer, fuel, time; the charges by the rules",
  },
  {
    path: "/yonetim/rezervasyonlar/{slug}/depozito",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "the deposit: card pre-authorisation by 3-D Secure, what the return does with it (decision 0088)",
  },
  {
    path: "/yonetim/rezervasyonlar/{slug}/sozlesme",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "the rental agreement and return record, printable, PDF, signed on the signature pad",
  },
  {
    path: "/yonetim/rezervasyonlar/{slug}/odeme",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "what is owed and a desk payment (cash, card on the office terminal)",
  },
  {
    path: "/yonetim/rezervasyonlar/{slug}/gelmedi",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "no-show, 2 hours after the pick-up time",
  },
  {
    path: "/yonetim/rezervasyonlar/{slug}/degisiklik",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "a running rental changed: extension, return office, class upgrade, additional driver; the addendum",
  },
  {
    path: "/yonetim/rezervasyonlar/{slug}/iade-duzeltme",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "a booked return corrected by a manager with a reversing entry; the receipt and return record reissued",
  },
  {
    path: "/yonetim/rezervasyonlar/{slug}/iptal",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "cancel on the customer's behalf with the policy applied",
  },
  {
    path: "/yonetim/rezervasyonlar/{slug}/makbuz",
    kind: "endpoint",
    layout: "-",
    access: "staff",
    what: "the receipt PDF of every payment received, online and at the desk",
  },
  // Desk inboxes (INBOX, docs/decisions/0043).
  {
    path: "/yonetim/iptal-talepleri",
    kind: "list",
    layout: "staff",
    access: "staff",
    what: "cancellation requests, unanswered first, with the policy's refund",
  },
  {
    path: "/yonetim/iptal-talepleri/{slug}",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "one cancellation request: approve (refund once), decline with a reason, retry a refused refund",
  },
  {
    path: "/yonetim/talepler",
    kind: "list",
    layout: "staff",
    access: "staff",
    what: "contact messages, fleet requests and job applications by status",
  },
  {
    path: "/yonetim/talepler/{slug}",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "one request: status, assignee, internal notes, reply by e-mail, the CV",
  },
  {
    path: "/yonetim/talepler/{slug}/cv",
    kind: "endpoint",
    layout: "-",
    access: "staff",
    what: "a job application's CV, inline (HR and admins)",
  },
  {
    path: "/yonetim/rezervasyonlar/{slug}/referans",
    kind: "form",
    layout: "staff",
    access: "staff",
    what: "payment references of a reservation: issue, e-mail, see paid, cancel unused",
  },
];

/** First slug of each kind, read from the sitemap the app serves. */
export async function slugExamples(baseURL: string): Promise<Record<string, string>> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  const pick = (prefix: string) => {
    const found = locs.find((p) => p.startsWith(`/${prefix}-`));
    if (!found) throw new Error(`no ${prefix}- page in the sitemap`);
    return found.slice(prefix.length + 2);
  };
  return {
    blog: pick("blog"),
    haber: pick("haber"),
    gezi: pick("gezi"),
    kampanya: pick("kampanya"),
    ofis: pick("ofis"),
    uye: "profil",
  };
}

export function concretePath(row: RouteRow, slugs: Record<string, string>): string {
  return (
    row.path
      .replace(/^\/(\w+)-\{slug\}$/, (_m, prefix: string) => `/${prefix}-${slugs[prefix] ?? "x"}`)
      // The reservation page walks a real demo reservation; its action pages only need to send a
      // visitor to sign in first.
      .replace(/^\/yonetim\/rezervasyonlar\/\{slug\}$/, "/yonetim/rezervasyonlar/YLD-DEM0001")
      .replace("/rezervasyonlar/{slug}/", "/rezervasyonlar/YLD-0000000/")
      // A staff record's id or number (the page sends visitors to sign in before looking it up).
      .replace("{slug}", "ornek")
  );
}
