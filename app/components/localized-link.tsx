import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { localizePath } from "#app/i18n/config.ts";
import { useLang } from "./use-lang.ts";

/** A link to a site path in the page's language: to="/sss" becomes /en/sss on English pages. */
export function LocalLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const lang = useLang();
  return <Link to={localizePath(to, lang)} {...props} />;
}

export function LocalNavLink({ to, ...props }: Omit<NavLinkProps, "to"> & { to: string }) {
  const lang = useLang();
  return <NavLink to={localizePath(to, lang)} {...props} />;
}
