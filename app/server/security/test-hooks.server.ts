// Browser-test hooks (docs/decisions/0016-form-test-hooks.md). The e2e server sets TEST_HOOKS=1;
// env.server.ts refuses it with APP_ENV=production, and this check refuses it again, so the
// answers below are never kept, and /__test/* never mounted, in production.

export function testHooksEnabled(env: { APP_ENV: string; TEST_HOOKS?: boolean | undefined }): boolean {
  return env.APP_ENV !== "production" && env.TEST_HOOKS === true;
}

const MAX_KEPT = 2000;
const answers = new Map<string, string>();

/** Keeps a security code's answer in this process's memory (only when test hooks are on). */
export function rememberCaptchaAnswer(id: string, code: string): void {
  answers.set(id, code);
  if (answers.size > MAX_KEPT) {
    const oldest = answers.keys().next().value;
    if (oldest !== undefined) answers.delete(oldest);
  }
}

/** The answer of a code issued by this process, for the browser tests. */
export function revealCaptchaAnswer(id: string): string | null {
  return answers.get(id) ?? null;
}
