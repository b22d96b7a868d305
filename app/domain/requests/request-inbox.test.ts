import { describe, expect, it } from "vitest";
import type { StaffActor, StaffRole } from "#app/domain/staff/permissions.ts";
import { canBeAssigned, isRequestStatus, kindsFor, statusAfterNote, statusAfterReply } from "./request-inbox.ts";

const actor = (role: StaffRole): StaffActor => ({ id: role, name: role, email: "", role, officeIds: [7] });

describe("request inbox rules", () => {
  it("each role sees the kinds it may handle: CVs only for HR and admins", () => {
    expect(kindsFor(actor("admin"))).toEqual(["contact", "fleet", "job"]);
    expect(kindsFor(actor("office"))).toEqual(["contact", "fleet"]);
    expect(kindsFor(actor("call_centre"))).toEqual(["contact", "fleet"]);
    expect(kindsFor(actor("hr"))).toEqual(["job"]);
    expect(kindsFor(actor("finance"))).toEqual([]);
    expect(kindsFor(actor("content"))).toEqual([]);
  });

  it("a request is given only to someone who may handle its kind", () => {
    expect(canBeAssigned("hr", "job")).toBe(true);
    expect(canBeAssigned("call_centre", "job")).toBe(false);
    expect(canBeAssigned("office", "fleet")).toBe(true);
    expect(canBeAssigned("finance", "contact")).toBe(false);
  });

  it("a reply answers an open request and leaves a closed one closed; a note starts a new one", () => {
    expect(statusAfterReply("new")).toBe("answered");
    expect(statusAfterReply("in_progress")).toBe("answered");
    expect(statusAfterReply("closed")).toBe("closed");
    expect(statusAfterNote("new")).toBe("in_progress");
    expect(statusAfterNote("answered")).toBe("answered");
    expect(isRequestStatus("closed")).toBe(true);
    expect(isRequestStatus("deleted")).toBe(false);
  });
});
