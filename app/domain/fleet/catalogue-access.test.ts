import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { staffRoles, type StaffActor } from "#app/domain/staff/permissions.ts";
import { changedFields, mayEditCatalogue } from "./catalogue-access.ts";

const actor = (role: StaffActor["role"], officeIds: number[] = []): StaffActor => ({
  id: "s",
  name: "S",
  email: "s@yolda.test",
  role,
  officeIds,
});

describe("who edits models and classes", () => {
  it("is an admin only: office staff manage their units, not the company's catalogue", () => {
    expect(staffRoles.filter((r) => mayEditCatalogue(actor(r, [1, 2])))).toEqual(["admin"]);
  });
});

describe("what an edit changed", () => {
  it("lists exactly the fields whose values differ, before and after", () => {
    expect(changedFields({ a: 1, b: "x", c: [1] }, { a: 1, b: "y", c: [1, 2] })).toEqual({
      before: { b: "x", c: [1] },
      after: { b: "y", c: [1, 2] },
    });
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.string(), fc.boolean())), (record) => {
        expect(changedFields(record, { ...record })).toBeNull();
      }),
    );
  });
});
