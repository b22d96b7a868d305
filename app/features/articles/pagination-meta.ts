// Paginated lists (?sayfa=N): each page is its own canonical URL and links to its neighbours.
import type { MetaDescriptor } from "react-router";

export const PAGE_PARAM = "sayfa";

function pageUrl(canonical: string, page: number): string {
  const url = new URL(canonical);
  url.search = "";
  if (page > 1) url.searchParams.set(PAGE_PARAM, String(page));
  return url.href;
}

const isLink = (d: MetaDescriptor, rel: string) =>
  "tagName" in d && d.tagName === "link" && "rel" in d && d.rel === rel;

/** Points the canonical and og:url at this page and adds rel="prev"/"next" links. */
export function withPagination(descriptors: MetaDescriptor[], page: number, pages: number): MetaDescriptor[] {
  const canonical = descriptors.find((d) => isLink(d, "canonical"));
  const href = canonical && "href" in canonical && typeof canonical.href === "string" ? canonical.href : null;
  if (!href) return descriptors;
  const self = pageUrl(href, page);
  const out = descriptors.map((d) => {
    if (isLink(d, "canonical")) return { ...d, href: self };
    if ("property" in d && d.property === "og:url") return { ...d, content: self };
    return d;
  });
  if (page > 1) out.push({ tagName: "link", rel: "prev", href: pageUrl(href, page - 1) });
  if (page < pages) out.push({ tagName: "link", rel: "next", href: pageUrl(href, page + 1) });
  return out;
}
