// axe as every browser test runs it. The two walks over every page (routes, staff-a11y-walk) were
// 31 % of the browser suite's test time, most of it in axe; stop 40's CI ran out of time.
// - Legacy mode: axe.run in the page itself. The default mode runs axe in each frame and then
//   opens a blank page in the same context to merge the frames' results, a new renderer for every
//   check: 31.4 s of axe for the office staff's English walk (40 checks) against 12.9 s with both
//   settings below. Yolda's pages have no frames from another origin, the only ones legacy mode
//   cannot check.
// - Only violations are gathered: the tests read nothing else, and the passes and incomplete
//   results were collected node by node for nothing.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode(true);
}
