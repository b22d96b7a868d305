import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allows,
  officeFilter,
  permissionsOf,
  roleAllows,
  staffPermissions,
  staffRoles,
  type StaffActor,
  type StaffRole,
} from "./permissions.ts";

const actor = (role: StaffRole, officeIds: number[] = []): StaffActor => ({
  id: "s1",
  name: "Ayşe Yılmaz",
  email: "ayse@example.com",
  role,
  officeIds,
});

describe("staff permissions", () => {
  it("gives the admin everything, everywhere", () => {
    for (const p of staffPermissions) expect(allows(actor("admin"), p, [99])).toBe(true);
  });

  it("keeps refunds and prices away from the call centre (domain rules)", () => {
    expect(roleAllows("call_centre", "refund.issue")).toBe(false);
    expect(roleAllows("call_centre", "prices.manage")).toBe(false);
    expect(roleAllows("call_centre", "reservation.read")).toBe(true);
  });

  it("lets finance refund and office staff not", () => {
    expect(roleAllows("finance", "refund.issue")).toBe(true);
    expect(roleAllows("office", "refund.issue")).toBe(false);
  });

  it("keeps CVs to HR and admins", () => {
    const may = staffRoles.filter((r) => roleAllows(r, "job_application.handle"));
    expect(may.sort()).toEqual(["admin", "hr"]);
  });

  it("binds office staff to their offices and nobody else", () => {
    const agent = actor("office", [1, 2]);
    expect(allows(agent, "reservation.operate", [1])).toBe(true);
    expect(allows(agent, "reservation.operate", [3, 2])).toBe(true); // returns to their office
    expect(allows(agent, "reservation.operate", [3])).toBe(false);
    expect(allows(actor("call_centre", []), "reservation.read", [3])).toBe(true);
    expect(officeFilter(agent)).toEqual([1, 2]);
    expect(officeFilter(actor("finance"))).toBeNull();
  });

  it("never lets an office agent reach an office outside their list (property)", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 5 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...staffPermissions),
        (mine, touched, permission) => {
          const ok = allows(actor("office", mine), permission, touched);
          const overlap = touched.some((t) => mine.includes(t));
          if (ok) expect(overlap && roleAllows("office", permission)).toBe(true);
        },
      ),
    );
  });

  it("lists a role's permissions in catalogue order", () => {
    expect(permissionsOf("hr")).toEqual(["job_application.handle"]);
    expect(permissionsOf("admin")).toEqual([...staffPermissions]);
  });
});
