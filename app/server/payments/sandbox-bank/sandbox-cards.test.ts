import { describe, expect, it } from "vitest";
import { cardBrand, describeSandboxCards, isLuhnValid, maskPan, sandboxCardOutcome } from "./sandbox-cards.server.ts";

describe("sandbox cards", () => {
  it("documents one Luhn-valid number for every outcome", () => {
    const guide = describeSandboxCards("en");
    for (const card of guide.cards) expect(isLuhnValid(card.number), card.number).toBe(true);
    expect(new Set(guide.cards.map((c) => c.outcome))).toEqual(
      new Set(["approved", "declined", "insufficient_funds", "expired", "not_enrolled", "gate_error"]),
    );
  });

  it("describes the same cards in Turkish and English", () => {
    const tr = describeSandboxCards("tr");
    const en = describeSandboxCards("en");
    expect(tr.cards.map((c) => [c.number, c.outcome])).toEqual(en.cards.map((c) => [c.number, c.outcome]));
    expect(tr.cards[0]?.title).toBe("Onaylanır");
    expect(en.cards[0]?.title).toBe("Approved");
    expect(tr.notes).toHaveLength(en.notes.length);
    expect(en.cards[0]?.number).toBe("4355 0843 5508 4358");
  });

  it("decides the outcome by number, spaces ignored; other numbers are unknown cards", () => {
    expect(sandboxCardOutcome("4355 0843 5508 4358")).toBe("approved");
    expect(sandboxCardOutcome("4355080000005152")).toBe("insufficient_funds");
    expect(sandboxCardOutcome("4111111111111111")).toBe("unknown_card");
  });

  it("checks Luhn on the number with its spaces and hyphens taken out, nothing else", () => {
    const typed = ["4355 0843 5508 4358", "4355-0843-5508-4358", "4355084355084357", "4355.0843.5508.4358"];
    expect(typed.map(isLuhnValid)).toEqual([true, true, false, false]);
  });

  it("masks like banks do: first six and last four", () => {
    expect(maskPan("4355084355084358")).toBe("435508******4358");
    expect(maskPan("4355 0843 5508 4358")).toBe("435508******4358");
    expect(maskPan("375987000000088")).toBe("375987*****0088");
  });

  it("knows the brands used in Turkey", () => {
    expect(cardBrand("4355084355084358")).toBe("VISA");
    expect(cardBrand("5406675406675403")).toBe("MASTERCARD");
    expect(cardBrand("2221000000000009")).toBe("MASTERCARD");
    expect(cardBrand("9792030394440796")).toBe("TROY");
    expect(cardBrand("375987000000088")).toBe("AMEX");
  });
});
