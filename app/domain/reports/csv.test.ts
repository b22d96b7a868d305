import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CSV_BOM, csvCell, toCsv } from "./csv.ts";

/** A small RFC 4180 reader, to check that what we write reads back. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && ch === '"') {
      quoted = false;
    } else if (quoted || (ch !== '"' && ch !== separator && ch !== "\r")) {
      cell += ch;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === separator) {
      row.push(cell);
      cell = "";
    } else if (text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += ch;
    }
  }
  return rows;
}

describe("report CSV", () => {
  it("starts with a BOM and writes Turkish numbers for a Turkish Excel", () => {
    const csv = toCsv(["Ay", "Tutar", "Oran"], [["2027-03", { kurus: 123_456 }, { decimal: 61.25, digits: 1 }]], "tr");
    expect(csv).toBe(`${CSV_BOM}Ay;Tutar;Oran\r\n2027-03;1234,56;61,3\r\n`);
  });

  it("writes English numbers with a comma separator", () => {
    const csv = toCsv(
      ["Month", "Amount"],
      [
        ["2027-03", { kurus: -5 }],
        ["2027-04", 12],
      ],
      "en",
    );
    expect(csv).toBe(`${CSV_BOM}Month,Amount\r\n2027-03,-0.05\r\n2027-04,12\r\n`);
  });

  it("quotes separators, quotes and line breaks, and defuses formulas", () => {
    expect(csvCell('Yaz "Fırsatı"; %10', "tr")).toBe('"Yaz ""Fırsatı""; %10"');
    expect(csvCell("a,b", "tr")).toBe("a,b");
    expect(csvCell("a,b", "en")).toBe('"a,b"');
    expect(csvCell("=HYPERLINK(1)", "en")).toBe("'=HYPERLINK(1)");
    expect(csvCell({ kurus: -100 }, "en")).toBe("-1.00");
  });

  it("any text reads back as written (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 })),
        fc.constantFrom("tr" as const, "en" as const),
        (rows, lang) => {
          const safe = rows.map((r) => r.map((c) => c.replace(/^[=+\-@\t\r]/, "x")));
          const csv = toCsv(["a", "b"], safe, lang);
          expect(parseCsv(csv.slice(1), lang === "tr" ? ";" : ",")).toEqual([["a", "b"], ...safe]);
        },
      ),
    );
  });
});
