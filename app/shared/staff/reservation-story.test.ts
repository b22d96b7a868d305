import { describe, expect, it } from "vitest";
import { paymentStatuses } from "#app/server/db/schema.ts";
import { DRAFT_RELEASED_NOTE } from "#app/server/repositories/reservations.server.ts";
import { staffEn, staffTr } from "#app/i18n/messages/staff.ts";
import { fixedStatusNote, isPaymentEventKind, PAYMENT_EVENT_KINDS } from "./reservation-story.ts";

describe("the desk's reservation story in the reader's language", () => {
  it("names every payment status as an event (settlement and reversals record the new status as the kind)", () => {
    for (const status of paymentStatuses) expect(isPaymentEventKind(status), status).toBe(true);
  });

  it("has a Turkish and an English name for every payment event, and they differ from the stored kind", () => {
    for (const kind of PAYMENT_EVENT_KINDS) {
      expect(staffTr.detail.paymentEvents[kind], kind).not.toBe(kind);
      expect(staffEn.detail.paymentEvents[kind].length, kind).toBeGreaterThan(0);
    }
  });

  it("translates the fixed status notes the services write, and leaves notes with figures as written", () => {
    expect(fixedStatusNote("awaiting card payment")).toBe("awaitingCard");
    expect(fixedStatusNote("pay at office")).toBe("payAtOffice");
    expect(fixedStatusNote(DRAFT_RELEASED_NOTE)).toBe("draftReleased");
    expect(fixedStatusNote("picked up: 34 ABC 123")).toBeNull();
    expect(fixedStatusNote("toString")).toBeNull();
  });

  it("unknown event kinds are not mistaken for known ones", () => {
    expect(isPaymentEventKind("something_new")).toBe(false);
  });
});
