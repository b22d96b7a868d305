// Which store the mobile app prompt points to, decided from the User-Agent on the server.
export const APP_PROMPT_COOKIE = "yolda_app_prompt";
export const APP_PROMPT_MAX_AGE = 180 * 24 * 60 * 60;
export const APP_PROMPT_ACTION = "/uygulama-istemi";

export type AppPlatform = "android" | "ios";

/**
 * Android phones, and iPhones in browsers other than Safari. Safari shows its own smart banner
 * (the apple-itunes-app meta), tablets and desktops get nothing.
 */
export function appPromptPlatform(userAgent: string | null | undefined): AppPlatform | null {
  const ua = userAgent ?? "";
  // Android tablets leave "Mobile" out of their User-Agent.
  if (/Android/i.test(ua)) return /Mobile/.test(ua) ? "android" : null;
  if (/iPhone|iPod/.test(ua)) {
    const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|GSA\/|FBAN|FBAV|Instagram|Line\//.test(
      ua,
    );
    const safari = /Version\/[\d.]+.*Safari\//.test(ua) && !otherBrowser;
    return safari ? null : "ios";
  }
  return null;
}
