// The member area's pages, /uye-{slug}, in the order of its sub-menu.
export const memberSlugs = [
  "profil",
  "surucu-bilgileri",
  "sifre-degistir",
  "rezervasyonlar",
  "aktif-kiralamalar",
  "gecmis",
  "faturalar",
  "kampanyalar",
  "indirimler",
  "verilerim",
  "uyelik-sonlandir",
] as const;
export type MemberSlug = (typeof memberSlugs)[number];

export function isMemberSlug(slug: string): slug is MemberSlug {
  return (memberSlugs as readonly string[]).includes(slug);
}
