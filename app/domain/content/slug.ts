/**
 * Whether a text from an address can name a content page at all. A slug is printable text: a
 * control character (a NUL from `/blog-%00`, a newline) names no page, and PostgreSQL refuses a NUL
 * in a text parameter outright, so such a slug is answered as unknown (the route's 404) before any
 * query. Kept loose otherwise: editors choose slugs, and an unknown printable slug is simply not found.
 */
export function canNameAPage(slug: string): boolean {
  if (slug.length === 0 || slug.length > 200) return false;
  for (let i = 0; i < slug.length; i++) {
    const code = slug.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}
