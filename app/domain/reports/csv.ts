// CSV exports of the reports (docs/decisions/0045): UTF-8 with a byte-order mark so Excel reads
// Turkish letters; in Turkish the separator is ";" and the decimal mark ",", as a Turkish Excel
// expects, in English "," and "."; no thousands separators, so every number stays a number.
import type { Lang } from "#app/domain/money/money.ts";

/** Text, a whole number, an amount in kuruş (written in lira with two decimals) or a decimal. */
export type CsvCell = string | number | { kurus: number } | { decimal: number; digits: number };

export const CSV_BOM = "\uFEFF";

export function csvSeparator(lang: Lang): ";" | "," {
  return lang === "tr" ? ";" : ",";
}

function decimalText(value: number, digits: number, lang: Lang): string {
  const text = value.toFixed(digits);
  return lang === "tr" ? text.replace(".", ",") : text;
}

function kurusText(kurus: number, lang: Lang): string {
  const abs = Math.abs(kurus);
  const text = `${kurus < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  return lang === "tr" ? text.replace(".", ",") : text;
}

/** A cell as CSV text: quoted when it holds the separator, a quote or a line break. */
export function csvCell(cell: CsvCell, lang: Lang): string {
  let text: string;
  if (typeof cell === "number") text = Number.isInteger(cell) ? String(cell) : decimalText(cell, 2, lang);
  else if (typeof cell === "object" && "kurus" in cell) text = kurusText(cell.kurus, lang);
  else if (typeof cell === "object") text = decimalText(cell.decimal, cell.digits, lang);
  // Text a spreadsheet would run as a formula (=, +, -, @) is kept as text with a leading apostrophe.
  else text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  const separator = csvSeparator(lang);
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, header row, data rows, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[], lang: Lang): string {
  const separator = csvSeparator(lang);
  const line = (cells: readonly CsvCell[]) => cells.map((c) => csvCell(c, lang)).join(separator);
  return CSV_BOM + [line(header), ...rows.map(line)].map((l) => `${l}\r\n`).join("");
}
