// Colour mode: the visitor's preference (system, light, dark) lives in a cookie; the resolved
// value is applied before the first paint by a tiny inline script, so there is no flash.
export const themes = ["system", "light", "dark"] as const;
export type Theme = (typeof themes)[number];
export const themeCookie = "yolda_theme";

export function parseTheme(value: string | undefined): Theme {
  return value === "light" || value === "dark" ? value : "system";
}

/** Runs in <head> before paint: for "system" it follows prefers-color-scheme. */
export function themeScript(theme: Theme): string {
  return `(function(){var t=${JSON.stringify(theme)};var d=t==="dark"||(t==="system"&&window.matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d);document.documentElement.style.colorScheme=d?"dark":"light";})();`;
}
