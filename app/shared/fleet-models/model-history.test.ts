import { describe, expect, it } from "vitest";
import { modelHistoryChanges } from "./model-history.ts";

const tr = { yes: "Evet", no: "Hayır", empty: "—" };
const en = { yes: "Yes", no: "No", empty: "—" };

describe("a model's history line", () => {
  it("says the deposit's old and new amount in TL, in each language's way", () => {
    const before = { depositKurus: 500_000, consumptionX10: 52 };
    const after = { depositKurus: 750_050, consumptionX10: 61 };
    expect(modelHistoryChanges(before, after, "tr", tr)).toEqual([
      { field: "depositKurus", before: "5.000,00 TL", after: "7.500,50 TL" },
      { field: "consumptionX10", before: "5,2", after: "6,1" },
    ]);
    expect(modelHistoryChanges(before, after, "en", en)).toEqual([
      { field: "depositKurus", before: "5,000.00 TL", after: "7,500.50 TL" },
      { field: "consumptionX10", before: "5.2", after: "6.1" },
    ]);
  });

  it("leaves out what did not change and writes yes/no and empty values in words", () => {
    const changes = modelHistoryChanges(
      { active: true, colour: "", brand: "Renault", doors: 4 },
      { active: false, colour: "#123456", brand: "Renault", doors: 5 },
      "tr",
      tr,
    );
    expect(changes).toEqual([
      { field: "active", before: "Evet", after: "Hayır" },
      { field: "colour", before: "—", after: "#123456" },
      { field: "doors", before: "4", after: "5" },
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/500000|true|false/);
  });
});
