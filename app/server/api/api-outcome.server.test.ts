import { describe, expect, it } from "vitest";
import { refuse } from "#app/server/services/partner-api.server.ts";
import { outcomeOf, refusalStatus } from "./api-outcome.server.ts";

describe("the API's answer to a use case's result", () => {
  it("answers a value with the operation's success status", () => {
    expect(outcomeOf({ ok: true, value: { id: "q1" } }, 201)).toEqual({ ok: true, status: 201, body: { id: "q1" } });
  });

  it("answers each kind of refusal with its status and the refusal's code as the problem", () => {
    const statuses = Object.entries(refusalStatus).map(([kind, status]) => [
      kind,
      outcomeOf(refuse(kind as keyof typeof refusalStatus, "quoteNotFound"), 200).status,
      status,
    ]);
    expect(statuses).toEqual([
      ["invalid-input", 400, 400],
      ["not-found", 404, 404],
      ["conflict", 409, 409],
      ["expired", 410, 410],
      ["refused", 422, 422],
    ]);
    expect(outcomeOf(refuse("expired", "quoteExpired"), 201)).toEqual({
      ok: false,
      status: 410,
      problem: "quoteExpired",
    });
  });

  it("carries the field problems and the other offers only when the refusal has them (an empty list too)", () => {
    const errors = [{ field: "pickupAt", code: "search.errors.pickupMissing" }];
    expect(outcomeOf(refuse("invalid-input", "invalidRequest", { errors }), 200)).toEqual({
      ok: false,
      status: 400,
      problem: "invalidRequest",
      errors,
    });
    const none = outcomeOf(refuse("conflict", "noLongerAvailable", { alternatives: [] }), 201);
    expect(none).toEqual({ ok: false, status: 409, problem: "noLongerAvailable", alternatives: [] });
    expect("errors" in none).toBe(false);
  });
});
