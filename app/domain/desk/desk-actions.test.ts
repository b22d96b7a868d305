import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RESERVATION_STATUSES } from "#app/domain/reservation/status.ts";
import { type StaffActor, type StaffRole, staffRoles } from "#app/domain/staff/permissions.ts";
import { availableDeskActions, type DeskState, deskBalance, noShowFrom } from "./desk-actions.ts";

const H = 3_600_000;
const pickupAt = new Date("2027-03-10T07:00:00Z");
const actor = (role: StaffRole, officeIds: number[] = [1]): StaffActor => ({
  id: "s1",
  name: "Ayşe",
  email: "a@example.com",
  role,
  officeIds,
});
const state = (over: Partial<DeskState> = {}): DeskState => ({
  status: "confirmed",
  pickupAt,
  officeIds: [1, 1],
  owedKurus: 0,
  hasPayments: false,
  ...over,
});

describe("availableDeskActions", () => {
  it("offers unit, pick-up and cancel before pick-up; no-show only 2 hours after pick-up time", () => {
    const agent = actor("office");
    expect(availableDeskActions(agent, state(), new Date(pickupAt.getTime() - H))).toEqual([
      "unit",
      "pickup",
      "cancel",
    ]);
    expect(availableDeskActions(agent, state(), new Date(pickupAt.getTime() + 2 * H - 1))).not.toContain("noShow");
    expect(availableDeskActions(agent, state(), noShowFrom(pickupAt))).toContain("noShow");
  });

  it("offers the return while active and the payment only while something is owed", () => {
    const agent = actor("office");
    expect(availableDeskActions(agent, state({ status: "active", hasPayments: true }), pickupAt)).toEqual([
      "return",
      "receipt",
      "change",
      "deposit",
    ]);
    expect(availableDeskActions(agent, state({ status: "completed", owedKurus: 100 }), pickupAt)).toEqual(["payment"]);
  });

  it("offers the payment before hand-over when a pay-at-office reservation owes money (decision 0081)", () => {
    const agent = actor("office");
    expect(availableDeskActions(agent, state({ status: "confirmed", owedKurus: 430_000 }), pickupAt)).toContain(
      "payment",
    );
    expect(availableDeskActions(agent, state({ status: "confirmed", owedKurus: 0 }), pickupAt)).not.toContain(
      "payment",
    );
    expect(availableDeskActions(agent, state({ status: "cancelled", owedKurus: 430_000 }), pickupAt)).toEqual([]);
  });

  it("gives nothing to an office agent of another office, and the call centre no car handling", () => {
    expect(availableDeskActions(actor("office", [2]), state(), noShowFrom(pickupAt))).toEqual([]);
    expect(availableDeskActions(actor("call_centre", []), state(), noShowFrom(pickupAt))).toEqual(["cancel"]);
    expect(availableDeskActions(actor("finance", []), state({ status: "completed", owedKurus: 5 }), pickupAt)).toEqual([
      "payment",
    ]);
  });

  it("property: nothing is offered on a final status except the receipt and a payment of what is owed", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RESERVATION_STATUSES),
        fc.constantFrom(...staffRoles),
        fc.integer({ min: -100, max: 100 }),
        fc.integer({ min: 0, max: 10 }),
        fc.boolean(),
        (status, role, hours, owed, hasPayments) => {
          const offered = availableDeskActions(
            actor(role),
            state({ status, owedKurus: owed, hasPayments }),
            new Date(pickupAt.getTime() + hours * H),
          );
          if (status !== "confirmed") expect(offered).not.toContain("pickup");
          if (status !== "active") expect(offered).not.toContain("return");
          if (offered.includes("payment")) expect(owed).toBeGreaterThan(0);
          if (offered.includes("noShow")) expect(hours).toBeGreaterThanOrEqual(2);
          if (role === "content" || role === "hr") expect(offered).toEqual([]);
        },
      ),
    );
  });
});

describe("deskBalance", () => {
  it("owes the total plus the charges less what was received, never below zero", () => {
    expect(
      deskBalance({ totalKurus: 300_000, chargesKurus: 150_000, onlineNetKurus: 300_000, deskPaidKurus: [] }),
    ).toEqual({
      dueKurus: 450_000,
      paidKurus: 300_000,
      owedKurus: 150_000,
    });
    expect(
      deskBalance({ totalKurus: 100, chargesKurus: 0, onlineNetKurus: 0, deskPaidKurus: [60, 60] }).owedKurus,
    ).toBe(0);
  });

  it("property: paying exactly what is owed leaves nothing owed", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (total, charges, online) => {
          const before = deskBalance({
            totalKurus: total,
            chargesKurus: charges,
            onlineNetKurus: online,
            deskPaidKurus: [],
          });
          const after = deskBalance({
            totalKurus: total,
            chargesKurus: charges,
            onlineNetKurus: online,
            deskPaidKurus: before.owedKurus > 0 ? [before.owedKurus] : [],
          });
          expect(after.owedKurus).toBe(0);
        },
      ),
    );
  });
});

describe("the running-rental change (decision 0090)", () => {
  it("is offered only while the car is out, to those who operate the desk", () => {
    const at = new Date("2027-03-01T10:00:00Z");
    const base = { pickupAt: at, officeIds: [1], owedKurus: 0, hasPayments: false };
    const agent = { id: "a", name: "A", email: "a@x", role: "office" as const, officeIds: [1] };
    expect(availableDeskActions(agent, { ...base, status: "active" }, at)).toContain("change");
    expect(availableDeskActions(agent, { ...base, status: "confirmed" }, at)).not.toContain("change");
    expect(availableDeskActions(agent, { ...base, status: "completed" }, at)).not.toContain("change");
    expect(availableDeskActions({ ...agent, officeIds: [2] }, { ...base, status: "active" }, at)).not.toContain(
      "change",
    );
    expect(availableDeskActions({ ...agent, role: "call_centre" }, { ...base, status: "active" }, at)).not.toContain(
      "change",
    );
  });
});

describe("the deposit page (decision 0088)", () => {
  it("is offered while the car is out, to those who operate the desk at its office", () => {
    const at = new Date("2027-03-01T10:00:00Z");
    const base = { pickupAt: at, officeIds: [1], owedKurus: 0, hasPayments: false };
    const agent = { id: "a", name: "A", email: "a@x", role: "office" as const, officeIds: [1] };
    expect(availableDeskActions(agent, { ...base, status: "active" }, at)).toContain("deposit");
    expect(availableDeskActions(agent, { ...base, status: "confirmed" }, at)).not.toContain("deposit");
    expect(availableDeskActions({ ...agent, officeIds: [2] }, { ...base, status: "active" }, at)).not.toContain(
      "deposit",
    );
    expect(availableDeskActions({ ...agent, role: "finance" }, { ...base, status: "active" }, at)).not.toContain(
      "deposit",
    );
  });
});
