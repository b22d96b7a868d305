// The partner API's use cases answer with a value or a domain error (PartnerApiResult, no HTTP);
// this is where the HTTP layer turns one into an answer: the operation's success status, or the
// status each kind of refusal is, with the problem the API words (RFC 9457, api-http.server.ts).
import type { ApiProblemKey } from "#app/i18n/messages/api-problems.ts";
import type { FieldProblem, PartnerApiErrorKind, PartnerApiResult } from "#app/server/services/partner-api.server.ts";

export type ApiOutcome<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; problem: ApiProblemKey; errors?: FieldProblem[]; alternatives?: unknown[] };

/** The HTTP status of each kind of refusal. */
export const refusalStatus: Record<PartnerApiErrorKind, 400 | 404 | 409 | 410 | 422> = {
  "invalid-input": 400,
  "not-found": 404,
  conflict: 409,
  expired: 410,
  refused: 422,
};

/** A use case's result as the API answers it: `status` on success, the refusal's own status otherwise. */
export function outcomeOf<T>(result: PartnerApiResult<T>, status: 200 | 201): ApiOutcome<T> {
  if (result.ok) return { ok: true, status, body: result.value };
  const { kind, code, errors, alternatives } = result.error;
  return {
    ok: false,
    status: refusalStatus[kind],
    problem: code,
    ...(errors ? { errors } : {}),
    ...(alternatives ? { alternatives } : {}),
  };
}
