/**
 * The site path a click on one of the site's own plain anchors should open through the router, as
 * a `<Link>` would: a left click without a modifier key on an `<a href>` with no target or download,
 * not already handled. `null` when the browser should follow the click itself (a new tab, a file,
 * another site). Used where links are plain anchors on purpose: static parts kept as the server's
 * HTML (decision 0059) and the fleet timeline's rows (decision 0168).
 */
export function routerPathOfClick(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute("download")) return null;
  if (anchor.origin !== window.location.origin) return null;
  return `${anchor.pathname}${anchor.search}${anchor.hash}`;
}
