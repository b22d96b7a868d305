// The languages a browser flow runs in (docs/decisions/0185). `npm test` runs each flow once, in
// the language its file names, and the flows alternate between Turkish and English; the two walks
// (routes.spec.ts for every public page, staff-a11y-walk.spec.ts for every back-office page and
// role) still visit every page in both languages, and the message catalogues are checked key for
// key by unit tests. E2E_LANGUAGES=both runs every flow in both languages, as the suite did before.
export type Lang = "tr" | "en";

/** Whether this run takes every flow in both languages (E2E_LANGUAGES=both). */
export const everyFlowInBothLanguages = process.env.E2E_LANGUAGES === "both";

/** The languages this flow runs in: `lang` alone, or both with E2E_LANGUAGES=both. */
export function flowLanguages(lang: Lang): readonly Lang[] {
  return everyFlowInBothLanguages ? ["tr", "en"] : [lang];
}

/**
 * The cases of a flow this run takes: with E2E_LANGUAGES=both all of them, else those `kept` picks
 * (for a language x width list: each language once and each width once).
 */
export function flowCases<T>(cases: readonly T[], kept: (c: T) => boolean): readonly T[] {
  return everyFlowInBothLanguages ? cases : cases.filter(kept);
}
