// The readable copy of a member's personal data (/uye-verilerim, decision 0067): an A4 PDF in the
// member's language, drawn with the receipts' embedded DejaVu Sans (the standard PDF fonts have no
// ğ, ş, ı or İ). What it lists is personalDataSections, the same fields as the JSON file.
import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import {
  personalDataSections,
  type PersonalDataDocument,
  type ExportLine,
} from "#app/domain/identity/personal-data-export.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { formatInstant, formatLocalDateTime } from "#app/domain/time/local-format.ts";
import type { Lang } from "#app/i18n/config.ts";
import { personalDataPdfEn, personalDataPdfTr } from "#app/i18n/messages/member-data.ts";
import { company } from "#app/shared/layout/company.ts";
import { receiptFontsDir } from "./receipt-pdf.server.ts";

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const WIDTH = PAGE.width - 2 * MARGIN;
const LABEL_WIDTH = 170;
const INK = rgb(0.11, 0.12, 0.14);
const MUTED = rgb(0.38, 0.4, 0.44);
const RULE = rgb(0.82, 0.84, 0.87);
const ACCENT = rgb(0.05, 0.36, 0.55);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Dates in the project's one style, the receipts' formatter (issue 31 item 10): Turkish
 * "12.01.2027 10:00", English "12 Jan 2027, 10:00"; a bare date (birth, licence) without the time.
 */
export function personalDataDate(value: Date | string, lang: Lang): string {
  if (value instanceof Date) return formatInstant(value, lang);
  return DATE_ONLY.test(value) ? formatLocalDateTime(value, lang) : value;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));

class Cursor {
  page: PDFPage;
  y = PAGE.height - MARGIN;
  readonly pages: PDFPage[] = [];

  private readonly doc: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;

  constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.page = this.newPage();
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN;
    return this.page;
  }

  ensure(height: number): void {
    if (this.y - height < MARGIN + 24) this.newPage();
  }

  wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split("\n")) {
      let current = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = current ? `${current} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
          current = candidate;
          continue;
        }
        if (current) lines.push(current);
        current = word;
        while (font.widthOfTextAtSize(current, size) > maxWidth && current.length > 1) {
          let cut = current.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > maxWidth) cut--;
          lines.push(current.slice(0, cut));
          current = current.slice(cut);
        }
      }
      lines.push(current);
    }
    return lines;
  }

  paragraph(text: string, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> } = {}): void {
    const size = options.size ?? 9;
    const font = options.bold ? this.bold : this.regular;
    for (const line of this.wrap(text, font, size, WIDTH)) {
      this.ensure(size + 4);
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color: options.color ?? INK });
      this.y -= size + 4;
    }
  }

  /** One field: its label on the left, its value wrapped on the right. */
  field(label: string, value: string, depth: 0 | 1): void {
    const size = 8.5;
    const indent = depth * 12;
    const labels = this.wrap(label, this.regular, size, LABEL_WIDTH - indent - 6);
    const values = this.wrap(value, this.regular, size, WIDTH - LABEL_WIDTH);
    const rows = Math.max(labels.length, values.length);
    this.ensure(rows * (size + 3));
    for (let i = 0; i < rows; i++) {
      const y = this.y - size;
      const l = labels[i];
      const v = values[i];
      if (l) this.page.drawText(l, { x: MARGIN + indent, y, size, font: this.regular, color: MUTED });
      if (v) this.page.drawText(v, { x: MARGIN + LABEL_WIDTH, y, size, font: this.regular, color: INK });
      this.y -= size + 3;
    }
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
  }

  space(points: number): void {
    this.y -= points;
  }
}

/** The PDF of `doc` (the JSON file's content) in `lang`, for `name`, made at `now`. */
export async function renderPersonalDataPdf(
  doc: PersonalDataDocument,
  options: { lang: Lang; name: string; now: Date },
): Promise<Uint8Array> {
  const m = options.lang === "tr" ? personalDataPdfTr : personalDataPdfEn;
  const labels: Record<string, string> = m.fields;
  const label = (field: string) => labels[field] ?? field;
  // Stored codes ("completed", "card", "kvkk_notice") read in the member's language.
  const values: Record<string, Record<string, string> | undefined> = m.values;
  const shown = (line: ExportLine) => values[line.field]?.[line.value] ?? personalDataDate(line.value, options.lang);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const dir = receiptFontsDir();
  const [regularBytes, boldBytes] = await Promise.all([
    readFile(path.join(dir, "DejaVuSans.ttf")),
    readFile(path.join(dir, "DejaVuSans-Bold.ttf")),
  ]);
  const regular = await pdf.embedFont(regularBytes, { subset: true });
  const bold = await pdf.embedFont(boldBytes, { subset: true });
  pdf.setTitle(m.pdf.title);
  pdf.setAuthor(company.legalName);
  pdf.setLanguage(options.lang === "tr" ? "tr-TR" : "en-GB");
  pdf.setCreationDate(options.now);

  const c = new Cursor(pdf, regular, bold);
  c.paragraph(company.legalName, { size: 9, color: MUTED });
  c.space(4);
  c.paragraph(m.pdf.title, { size: 18, bold: true, color: ACCENT });
  c.paragraph(fill(m.pdf.subtitle, { name: options.name, date: personalDataDate(options.now, options.lang) }), {
    size: 10,
  });
  c.space(6);
  c.paragraph(m.pdf.intro, { size: 8.5, color: MUTED });
  c.space(8);

  const sections = personalDataSections(doc, {
    instant: (iso) => personalDataDate(new Date(iso), options.lang),
    money: (kurus) => formatTl(kurus, options.lang),
    yes: m.pdf.yes,
    no: m.pdf.no,
  });
  for (const section of sections) {
    c.ensure(40);
    c.space(6);
    c.paragraph(m.sections[section.key], { size: 12, bold: true });
    c.rule();
    c.space(4);
    if (section.records.length === 0) {
      c.paragraph(m.pdf.none, { size: 8.5, color: MUTED });
      continue;
    }
    section.records.forEach((record: ExportLine[], index) => {
      if (section.records.length > 1 || section.key !== "account") {
        c.ensure(30);
        c.space(2);
        c.paragraph(fill(m.pdf.record, { n: index + 1 }), { size: 9, bold: true });
      }
      for (const line of record) c.field(label(line.field), shown(line), line.depth);
      c.space(4);
    });
  }

  c.pages.forEach((page, i) => {
    const text = fill(m.pdf.page, { page: i + 1, pages: c.pages.length });
    page.drawText(text, {
      x: PAGE.width - MARGIN - regular.widthOfTextAtSize(text, 7.5),
      y: MARGIN - 16,
      size: 7.5,
      font: regular,
      color: MUTED,
    });
  });
  return pdf.save();
}
