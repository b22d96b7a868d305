// The payment receipt of a reservation as an A4 PDF, in Turkish or English. DejaVu Sans is embedded
// (subset) because the standard PDF fonts have no ğ, ş, ı or İ. Amounts come from receipt-lines.ts.
import { formatDistanceKm } from "#app/domain/delivery/delivery-fee.ts";
import { formatKm } from "#app/domain/text/quantities.ts";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { divRoundHalfUp, formatTl, VAT_RATE_PCT } from "#app/domain/money/money.ts";
import { formatDiscountPercent } from "#app/domain/pricing/pay-now.ts";
import { depositFreeOf } from "#app/domain/pricing/deposit-free.ts";
import { monthlyDocumentLines } from "#app/domain/rental/monthly-documents.ts";
import type { Bilingual, ReceiptData } from "#app/domain/receipts/receipt.ts";
import { receiptLayout, type ReceiptRow } from "#app/domain/receipts/receipt-lines.ts";
import { formatInstant } from "#app/domain/time/local-format.ts";
import { company } from "#app/shared/layout/company.ts";
import type { Lang } from "#app/i18n/config.ts";
import { serverTranslator } from "#app/i18n/translate.server.ts";
import type { Translator } from "#app/i18n/translate.ts";

/**
 * Where the font files are at run time. Resolved from the working directory like the migrations
 * folder (db/client.server.ts), because the bundled server (build/server/index.js) has no sources
 * beside it; RECEIPT_FONTS_DIR overrides it for other layouts.
 */
export function receiptFontsDir(): string {
  return path.resolve(process.env.RECEIPT_FONTS_DIR ?? "app/server/receipts/fonts");
}

type FontFiles = { regular: Uint8Array; bold: Uint8Array };
let fontFiles: Promise<FontFiles> | null = null;

export function loadFontFiles(): Promise<FontFiles> {
  if (!fontFiles) {
    const dir = receiptFontsDir();
    fontFiles = Promise.all([
      readFile(path.join(dir, "DejaVuSans.ttf")),
      readFile(path.join(dir, "DejaVuSans-Bold.ttf")),
    ]).then(
      ([regular, bold]) => ({ regular, bold }),
      (error: unknown) => {
        fontFiles = null; // A missing file is retried on the next receipt, not cached as a failure.
        throw new Error(`receipt fonts not found in ${dir} (set RECEIPT_FONTS_DIR)`, { cause: error });
      },
    );
  }
  return fontFiles;
}

// A4 in points; everything below is laid out top-down from `top` with a cursor.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const RIGHT = PAGE.width - MARGIN;
const CONTENT_WIDTH = RIGHT - MARGIN;
const FOOTER_HEIGHT = 78;
const INK = rgb(0.11, 0.12, 0.14);
const MUTED = rgb(0.38, 0.4, 0.44);
const RULE = rgb(0.82, 0.84, 0.87);
const BAND = rgb(0.95, 0.96, 0.97);
const ACCENT = rgb(0.05, 0.36, 0.55);

type TextStyle = { size?: number; bold?: boolean; color?: RGB };

/** A page cursor: draws text and rules, wraps long text and starts a new page when the space runs out. */
class Sheet {
  readonly pages: PDFPage[] = [];
  page: PDFPage;
  y = 0;

  private readonly doc: PDFDocument;
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;

  constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.page = this.addPage();
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(page);
    this.page = page;
    this.y = PAGE.height - MARGIN;
    return page;
  }

  font(style: TextStyle): PDFFont {
    return style.bold ? this.bold : this.regular;
  }

  width(text: string, style: TextStyle = {}): number {
    return this.font(style).widthOfTextAtSize(text, style.size ?? 9);
  }

  /** Makes room for `height` points above the footer, on a new page if needed. */
  ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER_HEIGHT) this.addPage();
  }

  text(text: string, x: number, y: number, style: TextStyle = {}): void {
    this.page.drawText(text, { x, y, size: style.size ?? 9, font: this.font(style), color: style.color ?? INK });
  }

  textRight(text: string, right: number, y: number, style: TextStyle = {}): void {
    this.text(text, right - this.width(text, style), y, style);
  }

  rule(y: number, from = MARGIN, to = RIGHT, thickness = 0.6, color: RGB = RULE): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color });
  }

  band(y: number, height: number): void {
    this.page.drawRectangle({ x: MARGIN, y, width: CONTENT_WIDTH, height, color: BAND });
  }

  /** Splits `text` into lines no wider than `maxWidth` (a word longer than a line is cut). */
  wrap(text: string, maxWidth: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    let current = "";
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (this.width(candidate, style) <= maxWidth) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      while (this.width(current, style) > maxWidth && current.length > 1) {
        let cut = current.length - 1;
        while (cut > 1 && this.width(current.slice(0, cut), style) > maxWidth) cut--;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
    if (current) lines.push(current);
    return lines.length > 0 ? lines : [""];
  }
}

/** The site's one date style (pages, lookup, e-mails, PDFs): "12.01.2027 10:00" / "12 Jan 2027, 10:00". */
function dateTime(t: Translator, instant: Date): string {
  return formatInstant(instant, t.lang);
}

function daysText(t: Translator, days: number): string {
  return t.t("receipts.days", { count: days });
}

function rowLabel(t: Translator, row: ReceiptRow, receipt: ReceiptData, lang: Lang): string {
  const name = (value: Bilingual | null | undefined) => (value ? value[lang] : null);
  const label = row.label;
  switch (label.kind) {
    case "vehicle":
      return t.t("receipts.lines.vehicle", { days: daysText(t, label.days) });
    case "oneWayFee":
      return t.t("receipts.lines.oneWayFee");
    case "delivery":
      return t.t(label.leg === "delivery" ? "receipts.lines.delivery" : "receipts.lines.collection", {
        km: formatDistanceKm(label.km, lang),
      });
    case "assurance":
      return t.t("receipts.lines.assurance", {
        name:
          (label.addOn ? (name(receipt.addOnNames?.[label.addOn]) ?? label.addOn) : name(receipt.assuranceName)) ??
          t.t("receipts.lines.assuranceDefault"),
        days: daysText(t, label.days),
      });
    case "kmPackage": {
      const km = name(receipt.kmPackageName);
      return km ? t.t("receipts.lines.kmPackage", { name: km }) : t.t("receipts.lines.kmPackageDefault");
    }
    case "extra": {
      const extra = name(receipt.extraNames[label.code]) ?? label.code;
      return label.quantity > 1
        ? t.t("receipts.lines.extraQuantity", { name: extra, quantity: label.quantity })
        : t.t("receipts.lines.extra", { name: extra });
    }
    case "extras":
      return t.t("receipts.lines.extras");
    case "rental":
      return t.t("receipts.lines.rental", { days: daysText(t, label.days) });
    case "charge":
      switch (label.charge) {
        case "extra_days":
          return t.t("receipts.lines.extraDays", { days: daysText(t, label.quantity) });
        case "extra_km":
          return t.t("receipts.lines.extraKm", { km: label.quantity });
        case "fuel":
          return t.t("receipts.lines.fuel", { eighths: label.quantity });
        case "damage":
          return t.t("receipts.lines.damage", { description: label.description });
      }
  }
}

function discountNote(t: Translator, row: ReceiptRow, lang: Lang): string | null {
  const d = row.discount;
  if (!d) return null;
  const list = formatTl(row.listKurus, lang);
  const amount = formatTl(d.amountKurus, lang);
  switch (d.kind) {
    case "campaign":
      return t.t("receipts.discount.campaign", { list, code: d.code, amount });
    case "member":
      return t.t("receipts.discount.member", { list, percent: d.percent, amount });
    case "payNow":
      return t.t("receipts.discount.payNow", { list, percent: formatDiscountPercent(d.basisPoints, lang), amount });
    case "other":
      return t.t("receipts.discount.other", { list, amount });
  }
}

export type RenderReceiptOptions = {
  /** The issue date printed on the receipt (default: now). */
  issuedAt?: Date;
};

/** The receipt of a paid reservation as a PDF file in `lang` (A4, fonts subset-embedded). */
export async function renderReceiptPdf(
  receipt: ReceiptData,
  lang: Lang,
  options: RenderReceiptOptions = {},
): Promise<Uint8Array> {
  const issuedAt = options.issuedAt ?? new Date();
  const tr = serverTranslator(lang);
  const t = tr.t;
  const layout = receiptLayout(receipt);
  const money = (kurus: number) => formatTl(kurus, lang);

  const files = await loadFontFiles();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(files.regular, { subset: true });
  const bold = await doc.embedFont(files.bold, { subset: true });
  doc.setTitle(t("receipts.documentTitle", { number: receipt.number }), { showInWindowTitleBar: true });
  doc.setAuthor(company.legalName);
  doc.setSubject(t("receipts.title"));
  doc.setCreator(company.legalName);
  doc.setProducer(company.legalName);
  doc.setLanguage(lang === "tr" ? "tr-TR" : "en-GB");
  doc.setCreationDate(issuedAt);
  doc.setModificationDate(issuedAt);

  const s = new Sheet(doc, regular, bold);

  // Header: seller on the left, title, reservation number and issue date on the right.
  let y = s.y - 14;
  s.text(company.legalName, MARGIN, y, { size: 13, bold: true, color: ACCENT });
  s.text(t("receipts.callCenter", { phone: company.callCenter }), MARGIN, y - 16, { color: MUTED });
  s.text(t("receipts.email", { email: company.email }), MARGIN, y - 28, { color: MUTED });
  s.textRight(t("receipts.title"), RIGHT, y, { size: 18, bold: true });
  s.textRight(t("receipts.reservationNumber", { number: receipt.number }), RIGHT, y - 18, { size: 10, bold: true });
  s.textRight(t("receipts.issuedAt", { date: dateTime(tr, issuedAt) }), RIGHT, y - 31, { color: MUTED });
  y -= 46;
  s.rule(y, MARGIN, RIGHT, 1.2, ACCENT);
  y -= 20;

  // Customer (left) and rental (right) blocks, side by side.
  const columnGap = 24;
  const columnWidth = (CONTENT_WIDTH - columnGap) / 2;
  const rightColumn = MARGIN + columnWidth + columnGap;
  const b = receipt.billing;
  const customer: string[] =
    b.kind === "company"
      ? [
          t("receipts.company"),
          b.title,
          t("receipts.taxOffice", { value: b.taxOffice }),
          t("receipts.taxNumber", { value: b.taxNumber }),
          t("receipts.address", { value: b.address }),
        ]
      : [
          t("receipts.individual"),
          b.name,
          ...(b.tcknMasked ? [t("receipts.tckn", { value: b.tcknMasked })] : []),
          t("receipts.address", { value: b.address }),
        ];
  customer.push(t("receipts.driver", { name: receipt.driverName }));
  const km =
    receipt.kmAllowance === null
      ? null
      : receipt.kmAllowance === "unlimited"
        ? t("receipts.unlimitedKm")
        : formatKm(receipt.kmAllowance, lang);
  const place = (p: ReceiptData["pickup"]) =>
    `${t("receipts.place", { office: p.office[lang], city: p.city[lang] })}, ${dateTime(tr, p.at)}`;
  const rental: [string, string][] = [
    [
      t("receipts.vehicle"),
      t("receipts.vehicleValue", {
        name: `${receipt.vehicle.brand} ${receipt.vehicle.model}`,
        className: receipt.vehicle.className[lang],
      }),
    ],
    [t("receipts.pickup"), place(receipt.pickup)],
    [t("receipts.dropoff"), place(receipt.dropoff)],
    [t("receipts.duration"), daysText(tr, receipt.rentalDays)],
    ...(km ? [[t("receipts.freeKm"), km] as [string, string]] : []),
    ...(receipt.campaignCode ? [[t("receipts.campaignCode"), receipt.campaignCode] as [string, string]] : []),
  ];

  s.text(t("receipts.customer"), MARGIN, y, { size: 10, bold: true, color: ACCENT });
  s.text(t("receipts.rental"), rightColumn, y, { size: 10, bold: true, color: ACCENT });
  let left = y - 16;
  customer.forEach((line, i) => {
    for (const part of s.wrap(line, columnWidth, { bold: i === 1 })) {
      s.text(part, MARGIN, left, { bold: i === 1, color: i === 0 ? MUTED : INK });
      left -= 12;
    }
  });
  let right = y - 16;
  const keyWidth = Math.max(...rental.map(([k]) => s.width(k, { bold: true }))) + 8;
  for (const [key, value] of rental) {
    s.text(key, rightColumn, right, { bold: true });
    for (const part of s.wrap(value, columnWidth - keyWidth)) {
      s.text(part, rightColumn + keyWidth, right);
      right -= 12;
    }
  }
  s.y = Math.min(left, right) - 14;

  // The price table: description, net, VAT, gross per row; a discount is explained under its row.
  const cols = { net: RIGHT - 205, vat: RIGHT - 112, gross: RIGHT - 6 };
  const descWidth = cols.net - 80 - (MARGIN + 6);
  const tableHeader = () => {
    s.ensure(40);
    s.band(s.y - 18, 20);
    const hy = s.y - 12;
    s.text(t("receipts.table.description"), MARGIN + 6, hy, { bold: true });
    s.textRight(t("receipts.table.net"), cols.net, hy, { bold: true });
    s.textRight(t("receipts.table.vat", { rate: layout.vatRatePct }), cols.vat, hy, { bold: true });
    s.textRight(t("receipts.table.gross"), cols.gross, hy, { bold: true });
    s.y -= 32;
  };
  tableHeader();
  for (const row of layout.rows) {
    const labelLines = s.wrap(rowLabel(tr, row, receipt, lang), descWidth);
    const note = discountNote(tr, row, lang);
    const noteLines = note ? s.wrap(note, descWidth + 60, { size: 7.5 }) : [];
    const height = labelLines.length * 12 + noteLines.length * 10 + 8;
    if (s.y - height < MARGIN + FOOTER_HEIGHT) tableHeader();
    s.textRight(money(row.amount.net), cols.net, s.y);
    s.textRight(money(row.amount.vat), cols.vat, s.y);
    s.textRight(money(row.amount.gross), cols.gross, s.y);
    for (const part of labelLines) {
      s.text(part, MARGIN + 6, s.y);
      s.y -= 12;
    }
    for (const part of noteLines) {
      s.text(part, MARGIN + 14, s.y + 1, { size: 7.5, color: MUTED });
      s.y -= 10;
    }
    s.rule(s.y + 6);
    s.y -= 8;
  }

  // VAT breakdown of the total, right-aligned under the amount columns.
  s.ensure(60);
  const totalsLabelX = cols.net - 90;
  const totals: [string, string, boolean][] = [
    [t("receipts.totals.net"), money(layout.total.net), false],
    [t("receipts.totals.vat", { rate: layout.vatRatePct }), money(layout.total.vat), false],
    [t("receipts.totals.gross"), money(layout.total.gross), true],
  ];
  s.y -= 4;
  for (const [label, value, strong] of totals) {
    if (strong) {
      s.rule(s.y + 10, totalsLabelX, RIGHT, 1, INK);
      s.y -= 3;
    }
    s.text(label, totalsLabelX, s.y, { bold: strong, size: strong ? 10.5 : 9 });
    s.textRight(value, cols.gross, s.y, { bold: strong, size: strong ? 10.5 : 9 });
    s.y -= strong ? 16 : 13;
  }
  s.y -= 14;

  // Payments received (and refunds), then what was kept.
  s.ensure(70);
  s.text(t("receipts.payments.heading"), MARGIN, s.y, { size: 10, bold: true, color: ACCENT });
  s.y -= 10;
  const pc = { date: MARGIN + 6, method: MARGIN + 140, detail: MARGIN + 262 };
  s.band(s.y - 18, 20);
  s.text(t("receipts.payments.date"), pc.date, s.y - 12, { bold: true });
  s.text(t("receipts.payments.method"), pc.method, s.y - 12, { bold: true });
  s.text(t("receipts.payments.detail"), pc.detail, s.y - 12, { bold: true });
  s.textRight(t("receipts.payments.amount"), cols.gross, s.y - 12, { bold: true });
  s.y -= 32;
  const detailWidth = cols.gross - 80 - pc.detail;
  const paymentRow = (when: Date, method: string, detail: string, amount: string) => {
    const parts = s.wrap(detail, detailWidth, { size: 8 });
    s.ensure(parts.length * 11 + 8);
    s.text(dateTime(tr, when), pc.date, s.y);
    s.text(method, pc.method, s.y);
    s.textRight(amount, cols.gross, s.y);
    for (const part of parts) {
      s.text(part, pc.detail, s.y, { size: 8, color: MUTED });
      s.y -= 11;
    }
    s.rule(s.y + 5);
    s.y -= 8;
  };
  for (const p of receipt.payments) {
    if (p.method === "card") {
      const detail = [
        p.maskedPan ? t("receipts.payments.cardDetail", { pan: p.maskedPan }) : null,
        p.authCode ? t("receipts.payments.authCode", { code: p.authCode }) : null,
        p.instalments && p.instalments > 1
          ? t("receipts.payments.instalments", {
              count: p.instalments,
              monthly: money(divRoundHalfUp(p.amountKurus, p.instalments)),
              surcharge: money(p.instalmentSurchargeKurus ?? 0),
            })
          : null,
        t("receipts.payments.orderId", { id: p.orderId }),
      ]
        .filter((x): x is string => x !== null)
        .join(", ");
      paymentRow(p.paidAt, t("receipts.payments.card"), detail, money(p.amountKurus));
    } else {
      const detail =
        p.deskMethod === "cash"
          ? t("receipts.payments.deskCash")
          : p.deskMethod === "card_terminal"
            ? t("receipts.payments.deskCard")
            : t("receipts.payments.officeDetail");
      paymentRow(p.paidAt, t("receipts.payments.office"), detail, money(p.amountKurus));
    }
    for (const refund of p.refunds) {
      paymentRow(refund.at, t("receipts.payments.refund"), "", money(-refund.amountKurus));
    }
  }
  const paid: [string, string, boolean][] = [
    [t("receipts.payments.received"), money(layout.payments.receivedKurus), false],
  ];
  if (layout.payments.refundedKurus > 0) {
    paid.push([t("receipts.payments.refunded"), money(-layout.payments.refundedKurus), false]);
    paid.push([t("receipts.payments.net"), money(layout.payments.netKurus), true]);
  }
  s.ensure(paid.length * 14 + 6);
  s.y -= 2;
  for (const [label, value, strong] of paid) {
    s.text(label, totalsLabelX, s.y, { bold: true });
    s.textRight(value, cols.gross, s.y, { bold: strong || paid.length === 1 });
    s.y -= 14;
  }

  // A monthly rental's months: dates, TL, km and which are paid (decision 0130).
  if (receipt.months && receipt.months.length > 0) {
    const plan = monthlyDocumentLines(receipt.months, lang);
    const lead = s.wrap(plan.lead, CONTENT_WIDTH, { size: 8 });
    const rows = plan.lines.map((line) => s.wrap(line, CONTENT_WIDTH - 8));
    s.ensure(24 + lead.length * 11 + Math.min(rows.length, 3) * 12);
    s.y -= 8;
    s.text(plan.heading, MARGIN, s.y, { size: 10, bold: true, color: ACCENT });
    s.y -= 14;
    for (const part of lead) {
      s.text(part, MARGIN, s.y, { size: 8, color: MUTED });
      s.y -= 11;
    }
    for (const parts of rows) {
      s.ensure(parts.length * 12);
      for (const part of parts) {
        s.text(part, MARGIN + 8, s.y);
        s.y -= 12;
      }
    }
  }

  // The deposit-free package replaces the deposit (decision 0125): the receipt says so.
  const depositFree = depositFreeOf(receipt.lines);
  if (depositFree) {
    s.ensure(20);
    s.y -= 6;
    s.text(t("receipts.depositFree", { daily: money(depositFree.dailyKurus) }), MARGIN, s.y, { size: 9, bold: true });
    s.y -= 12;
  }

  // A corrected return's receipt is a new document naming the one it replaces (decision 0108).
  const c = receipt.correction;
  if (c) {
    const parts = s.wrap(
      t("receipts.correction.text", {
        previous: dateTime(tr, c.previousAt),
        date: dateTime(tr, c.at),
        version: c.version,
        reversed: money(-c.reversedKurus),
        charges: money(c.chargesKurus),
        reason: c.reason,
      }),
      CONTENT_WIDTH,
      { size: 8 },
    );
    const owed = c.owedBackKurus > 0 ? [t("receipts.correction.owedBack", { amount: money(c.owedBackKurus) })] : [];
    s.ensure(parts.length * 11 + owed.length * 11 + 24);
    s.y -= 8;
    s.text(t("receipts.correction.title"), MARGIN, s.y, { size: 10, bold: true, color: ACCENT });
    s.y -= 14;
    for (const part of [...parts, ...owed]) {
      s.text(part, MARGIN, s.y, { size: 8 });
      s.y -= 11;
    }
  }

  // Footer on every page: not an invoice, VAT note, seller contacts, page number.
  const footerNote = s.wrap(t("receipts.footer.notInvoice"), CONTENT_WIDTH, { size: 8, bold: true });
  s.pages.forEach((page, index) => {
    s.page = page;
    let fy = MARGIN + FOOTER_HEIGHT - 14;
    s.rule(fy + 10);
    for (const part of footerNote) {
      s.text(part, MARGIN, fy, { size: 8, bold: true });
      fy -= 10;
    }
    s.text(t("receipts.footer.vatIncluded", { rate: VAT_RATE_PCT }), MARGIN, fy, { size: 8, color: MUTED });
    fy -= 14;
    s.text(`${company.legalName} · ${company.callCenter} · ${company.email}`, MARGIN, fy, { size: 8, color: MUTED });
    s.textRight(t("receipts.footer.page", { page: index + 1, pages: s.pages.length }), RIGHT, fy, {
      size: 8,
      color: MUTED,
    });
  });

  return doc.save();
}
