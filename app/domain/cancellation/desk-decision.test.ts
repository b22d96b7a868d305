import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type StaffActor, staffRoles } from "#app/domain/staff/permissions.ts";
import { type DeskRequest, deskActions, requestOutcome, refundAttemptKey } from "./desk-decision.ts";

const actor = (role: StaffActor["role"], officeIds: number[] = []): StaffActor => ({
  id: role,
  name: role,
  email: `${role}@yolda.test`,
  role,
  officeIds,
});
const open = (refundKurus: number, officeIds = [1, 2]): DeskRequest => ({
  status: "received",
  refundState: null,
  refundKurus,
  officeIds,
});

describe("deskActions", () => {
  it("a refund needs refund.issue: finance approves it, the call centre only declines", () => {
    expect(deskActions(actor("finance"), open(10_000))).toEqual({
      approve: true,
      decline: true,
      retryRefund: false,
      recordManualRefund: false,
    });
    expect(deskActions(actor("call_centre"), open(10_000))).toEqual({
      approve: false,
      decline: true,
      retryRefund: false,
      recordManualRefund: false,
    });
    expect(deskActions(actor("call_centre"), open(0))).toEqual({
      approve: true,
      decline: true,
      retryRefund: false,
      recordManualRefund: false,
    });
  });

  it("an office agent acts only on requests touching their offices", () => {
    expect(deskActions(actor("office", [2]), open(0)).approve).toBe(true);
    expect(deskActions(actor("office", [3]), open(0))).toEqual({
      approve: false,
      decline: false,
      retryRefund: false,
      recordManualRefund: false,
    });
  });

  it("HR and content editors never decide", () => {
    for (const role of ["hr", "content"] as const) {
      expect(deskActions(actor(role), open(0))).toEqual({
        approve: false,
        decline: false,
        retryRefund: false,
        recordManualRefund: false,
      });
    }
  });

  it("only a refund the bank refused is retried; never a decided-but-unanswered one", () => {
    const approved = (refundState: DeskRequest["refundState"]): DeskRequest => ({
      status: "applied",
      refundState,
      refundKurus: 5_000,
      officeIds: [1],
    });
    expect(deskActions(actor("finance"), approved("failed")).retryRefund).toBe(true);
    for (const state of ["pending", "unknown", "refunded", "none", "manual"] as const) {
      expect(deskActions(actor("admin"), approved(state)).retryRefund).toBe(false);
      // A refund that may still arrive (or already did) is never paid back a second way.
      expect(deskActions(actor("admin"), approved(state)).recordManualRefund).toBe(false);
    }
    expect(deskActions(actor("finance"), approved("failed")).recordManualRefund).toBe(true);
    expect(deskActions(actor("call_centre"), approved("failed")).retryRefund).toBe(false);
    expect(deskActions(actor("call_centre"), approved("failed")).recordManualRefund).toBe(false);
  });

  it("a request is approved only when no money is owed any more (issue 26)", () => {
    const outcome = (refundState: DeskRequest["refundState"]) => requestOutcome({ status: "applied", refundState });
    expect(outcome("failed")).toBe("refundOpen");
    expect(outcome("pending")).toBe("refundOpen");
    expect(outcome("unknown")).toBe("refundOpen");
    expect(outcome("refunded")).toBe("approved");
    expect(outcome("manual")).toBe("approved");
    expect(outcome("none")).toBe("approved");
    expect(requestOutcome({ status: "received", refundState: null })).toBe("open");
    expect(requestOutcome({ status: "refused", refundState: null })).toBe("declined");
  });

  it("a decided request offers neither approve nor decline, whoever asks", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...staffRoles),
        fc.constantFrom("applied" as const, "refused" as const),
        fc.nat({ max: 10_000_000 }),
        (role, status, refundKurus) => {
          const a = deskActions(actor(role, [1]), { status, refundState: "failed", refundKurus, officeIds: [1] });
          return !a.approve && !a.decline;
        },
      ),
    );
  });

  it("an approve offered always implies decline offered (approving never needs less than declining)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...staffRoles),
        fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
        fc.nat({ max: 10_000_000 }),
        (role, offices, refundKurus) => {
          const a = deskActions(actor(role, offices), open(refundKurus, [1, 2]));
          return !a.approve || a.decline;
        },
      ),
    );
  });
});

describe("refundAttemptKey", () => {
  it("the first attempt shares applyCancellation's key; each retry has its own", () => {
    expect(refundAttemptKey("r1", 0)).toBe("cancellation:r1");
    const keys = [0, 1, 2, 3].map((n) => refundAttemptKey("r1", n));
    expect(new Set(keys).size).toBe(4);
  });
});
