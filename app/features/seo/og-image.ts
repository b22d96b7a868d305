// The picture a shared link shows (og:image): each page's own banner scene, as a JPEG that link
// previews can show (they do not show SVG; scripts/render-og-images.ts draws them). The home page
// and pages without a banner keep /images/og-default.png.

/** The banner scene of each fixed page (as its route draws it). */
const sceneByPath: Record<string, string> = {
  "/Arac-Kiralama-Kosullari": "road",
  "/Arac-Kiralama-Rehberi": "coast-town",
  "/KVKK-Aydinlatma-Metni": "business",
  "/Metin-Cerez-Politikasi": "city-skyline",
  "/hakkimizda": "bosphorus",
  "/Filo-Kiralama": "business",
  "/ik": "business",
  "/iletisim": "city-skyline",
  "/Rezervasyon-Iptal": "road",
  "/Rezervasyon-On-Izleme": "road",
  "/ForgetMyPassword": "night-drive",
  "/sifremi-unuttum": "night-drive",
  "/Tum_Blog": "road",
  "/tum_haberler": "city-skyline",
  "/araclarimiz": "road",
  "/tum_kampanyalar": "coast-town",
  "/tum_yerler": "balloons",
  "/hizmet-noktalarimiz": "airport",
  "/sss": "spring",
  "/help_main": "family",
  "/giris": "family",
  "/uye-ol": "family",
  "/carrentapp": "night-drive",
};

/** The Open Graph picture of a scene. */
export function sceneImage(scene: string): string {
  return `/images/og/${scene}.jpg`;
}

/** The picture of a fixed page (path without the /en prefix), if it has a banner scene. */
export function pageImage(bare: string): string | undefined {
  const scene = sceneByPath[bare];
  return scene ? sceneImage(scene) : undefined;
}
