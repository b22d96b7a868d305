import { useRouteLoaderData } from "react-router";

/** Every form that changes something carries the XSRF token (see server/security/xsrf). */
export function XsrfField() {
  const root = useRouteLoaderData("root") as { xsrfToken?: string } | undefined;
  return <input type="hidden" name="_xsrf" value={root?.xsrfToken ?? ""} />;
}
