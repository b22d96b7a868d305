import { describe, expect, it } from "vitest";
import { staffChangeSchema, staffInviteSchema } from "./staff-account-form.ts";

const base = { intent: "invite", name: "Deniz Arslan", email: "deniz@yolda.test", role: "finance", lang: "tr" };

describe("the staff invitation form", () => {
  it("accepts a person with a role and language, offices optional except for office staff", () => {
    expect(staffInviteSchema.safeParse(base).success).toBe(true);
    const office = staffInviteSchema.safeParse({ ...base, role: "office", officeIds: [] });
    expect(office.success).toBe(false);
    expect(office.error?.issues[0]).toMatchObject({ path: ["officeIds"], message: "people.errors.officeRequired" });
    expect(staffInviteSchema.safeParse({ ...base, role: "office", officeIds: ["3"] }).data?.officeIds).toEqual([3]);
  });

  it("refuses a bad e-mail, an unknown role and an empty name with catalogue keys", () => {
    const bad = staffInviteSchema.safeParse({ ...base, email: "not-an-address", role: "owner", name: " " });
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual([
      "people.errors.emailInvalid",
      "people.errors.nameRequired",
      "people.errors.roleRequired",
    ]);
  });

  it("knows the per-row changes and nothing else", () => {
    expect(staffChangeSchema.safeParse({ intent: "disable", id: "x" }).success).toBe(true);
    expect(staffChangeSchema.safeParse({ intent: "role", id: "x", role: "hr", officeIds: [] }).success).toBe(true);
    expect(staffChangeSchema.safeParse({ intent: "delete", id: "x" }).success).toBe(false);
  });
});
