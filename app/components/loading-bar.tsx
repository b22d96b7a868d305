import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useNavigation } from "react-router";

const THROTTLE_MS = 200;
const DURATION_MS = 2000;

/** A 3 px bar at the top: appears when a navigation takes longer than 200 ms, fills over ~2 s. */
export function LoadingBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  // A labelled region of its own: the bar lives outside the page's header and main landmarks.
  return (
    <div role="region" aria-label={t("app.loading")}>
      <div
        role="progressbar"
        aria-label={t("app.loading")}
        className="fixed inset-x-0 top-0 z-50 h-[3px] origin-left bg-brand-500"
        style={{ animation: `loading-bar ${DURATION_MS}ms ease-out forwards` }}
      />
    </div>
  );
}
