// The frame of the staff pages that come before the desk: sign-in, the invitation link and the
// two-step set-up. No menu; the same dark bar as the desk.
import { isRouteErrorResponse, Outlet, useLocation, useRouteError } from "react-router";
import { ErrorScreen } from "#app/components/error-screen-lazy.tsx";
import { StaffChrome } from "#app/features/staff/staff-chrome.tsx";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { langFromPath } from "#app/i18n/config.ts";

export const handle: MessagesHandle = { messages: ["staff"] };

export default function StaffAuthLayout() {
  return (
    <StaffChrome>
      <Outlet />
    </StaffChrome>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <StaffChrome>
      <ErrorScreen status={status} lang={langFromPath(location.pathname)} path={location.pathname} />
    </StaffChrome>
  );
}
