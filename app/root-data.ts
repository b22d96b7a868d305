// What the root route's loader gives every page (app/root.tsx): its own module, below both the root
// and the components that read it (components/use-root-data.ts), so neither imports the other.
import type { AppPlatform } from "#app/features/app-prompt/platform.ts";
import type { ConsentChoiceView } from "#app/features/consent/consent.ts";
import type { Theme } from "#app/features/layout/theme.ts";
import type { PageMessages } from "#app/i18n/areas.ts";
import type { Lang } from "#app/i18n/config.ts";

export interface RootData {
  lang: Lang;
  messages: PageMessages;
  /** The static parts' texts stayed on the server: the next navigation fetches the root's data again. */
  keptTexts: boolean;
  theme: Theme;
  consent: ConsentChoiceView | null;
  /** A back-office page (/yonetim): no public cookie banner or app prompt there (decision 0082). */
  backOffice?: boolean;
  appPrompt: AppPlatform | null;
  /** Only a hint for the header's link; member pages check the session itself. */
  signedIn: boolean;
  nonce: string;
  xsrfToken: string;
  requestId: string;
  buildVersion: string;
  site: {
    appName: string;
    publicUrl: string;
    lang: Lang;
    iosAppId: string;
    iosAppUrl: string;
    androidAppUrl: string;
  };
}
