// One address per page (decision 0028): React Router matches paths case-insensitively and with a
// trailing slash, so /SSS and /sss/ answered 200 as copies of /sss. The root loader redirects such
// variants permanently to the path the route table spells.

/** Every fixed page path (without the /en prefix), as the route table spells it. */
export const canonicalPaths = [
  "/",
  "/Arac-Kiralama-Kosullari",
  "/Arac-Kiralama-Rehberi",
  "/Filo-Kiralama",
  "/ForgetMyPassword",
  "/sifremi-unuttum",
  "/KVKK-Aydinlatma-Metni",
  "/Metin-Cerez-Politikasi",
  "/Rezervasyon-Iptal",
  "/Rezervasyon-On-Izleme",
  "/Tum_Blog",
  "/araclarimiz",
  "/hakkimizda",
  "/hizmet-noktalarimiz",
  "/ik",
  "/iletisim",
  "/sss",
  "/tum_haberler",
  "/tum_kampanyalar",
  "/tum_yerler",
  "/uye-ol",
  "/giris",
  "/carrentapp",
  "/help_main",
  "/rezervasyon",
  "/pos3d",
  "/payres",
  "/result",
  "/sanal-odeme",
  "/cihazok",
] as const;

const byLowerCase = new Map<string, string>(canonicalPaths.map((p) => [p.toLowerCase(), p]));
// Slug pages (blog-, haber-, gezi-, kampanya-, ofis-, uye-): slugs are lower case.
const SLUG_PAGE = /^\/(blog|haber|gezi|kampanya|ofis|uye)-[^/]+$/i;

/**
 * The canonical form of a page path, or null when it already is one (or is not a page we know):
 * trailing slashes dropped, the case the route table spells (slug pages in lower case), "/en"
 * prefix kept as "/en".
 */
export function canonicalPath(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  const en = /^\/en(?=\/|$)/i.exec(trimmed);
  const rest = en ? trimmed.slice(3) || "/" : trimmed;
  const fixed = byLowerCase.get(rest.toLowerCase()) ?? (SLUG_PAGE.test(rest) ? rest.toLowerCase() : rest);
  const result = en ? (fixed === "/" ? "/en" : `/en${fixed}`) : fixed;
  return result === pathname ? null : result;
}
