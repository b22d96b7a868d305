// The invoice's human-readable copy (decision 0092): an A4 PDF drawn from the same stored document
// as the UBL-TR XML (never from the reservation again), with the number, ETTN, date, seller and
// buyer, lines, KDV, totals, the "e-Arşiv Fatura" / "e-Fatura" mark, the internet-sale details and
// a QR code of GİB's fields. The labels are Turkish on every copy (the legal document); the English
// copy prints the English label after each Turkish one. Item names stay as invoiced (Turkish).
import fontkit from "@pdf-lib/fontkit";
import encodeQR from "qr";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { buyerIdentification, type InvoiceDocument } from "#app/domain/invoices/invoice.ts";
import { invoiceQrText } from "#app/domain/invoices/invoice-qr.ts";
import { formatTl } from "#app/domain/money/money.ts";
import type { Lang } from "#app/i18n/config.ts";
import { serverT } from "#app/i18n/translate.server.ts";
import { loadFontFiles } from "#app/server/receipts/receipt-pdf.server.ts";

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const RIGHT = PAGE.width - MARGIN;
const INK = rgb(0.11, 0.12, 0.14);
const MUTED = rgb(0.38, 0.4, 0.44);
const RULE = rgb(0.82, 0.84, 0.87);
const ACCENT = rgb(0.05, 0.36, 0.55);
const BAND = rgb(0.95, 0.96, 0.97);

type Label = (key: string, values?: Record<string, string | number>) => string;

/** "Fatura No" on the Turkish copy, "Fatura No / Invoice No" on the English one. */
function labeller(lang: Lang): Label {
  const tr = serverT("tr");
  const en = serverT("en");
  return (key, values) => {
    const t = tr(`invoices.pdf.${key}` as never, values as never);
    if (lang === "tr") return t;
    const e = en(`invoices.pdf.${key}` as never, values as never);
    return e === t ? t : `${t} / ${e}`;
  };
}

const dmy = (isoDay: string) => isoDay.split("-").reverse().join(".");
const tl = (kurus: number) => formatTl(kurus, "tr");
const quantityText = (q: number) => (Number.isInteger(q) ? String(q) : q.toFixed(2).replace(".", ","));

export function invoiceFileName(number: string, lang: Lang): string {
  return serverT(lang)("invoices.fileName", { number });
}

/** The PDF copy of a stored invoice document in `lang`. */
export async function renderInvoicePdf(doc: InvoiceDocument, lang: Lang): Promise<Uint8Array> {
  const L = labeller(lang);
  const files = await loadFontFiles();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(files.regular, { subset: true });
  const bold = await pdf.embedFont(files.bold, { subset: true });
  const mark =
    doc.type === "IADE" ? `${L("returnInvoice")}` : doc.profile === "EARSIVFATURA" ? L("eArchive") : L("eInvoice");
  pdf.setTitle(`${mark} ${doc.number}`, { showInWindowTitleBar: true });
  pdf.setAuthor(doc.supplier.title);
  pdf.setSubject(`${doc.number} ${doc.ettn}`);
  pdf.setLanguage(lang === "tr" ? "tr-TR" : "en-GB");
  const [year, month, day] = doc.issueDate.split("-").map(Number);
  const [hh, mm] = doc.issueTime.split(":").map(Number);
  const issued = new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, day ?? 1, (hh ?? 0) - 3, mm ?? 0));
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);

  const pages: PDFPage[] = [];
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  pages.push(page);
  let y = PAGE.height - MARGIN;
  const text = (s: string, x: number, at: number, o: { size?: number; bold?: boolean; color?: typeof INK } = {}) =>
    page.drawText(s, { x, y: at, size: o.size ?? 8.5, font: o.bold ? bold : regular, color: o.color ?? INK });
  const width = (s: string, size = 8.5, b = false) => (b ? bold : regular).widthOfTextAtSize(s, size);
  const textRight = (
    s: string,
    right: number,
    at: number,
    o: { size?: number; bold?: boolean; color?: typeof INK } = {},
  ) => text(s, right - width(s, o.size, o.bold), at, o);
  const wrap = (s: string, max: number, size = 8.5, font: PDFFont = regular): string[] => {
    const out: string[] = [];
    let cur = "";
    for (const word of s.split(/\s+/).filter(Boolean)) {
      const cand = cur ? `${cur} ${word}` : word;
      if (font.widthOfTextAtSize(cand, size) <= max || !cur) cur = cand;
      else {
        out.push(cur);
        cur = word;
      }
    }
    if (cur) out.push(cur);
    return out.length ? out : [""];
  };
  const newPageIfBelow = (need: number) => {
    if (y - need < MARGIN + 40) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      pages.push(page);
      y = PAGE.height - MARGIN;
    }
  };

  // Header: the seller (left), the mark and the QR code (right).
  const s = doc.supplier;
  const qrSize = 96;
  const grid = encodeQR(invoiceQrText(doc), "raw", { ecc: "medium", border: 1 });
  const cell = qrSize / (grid.length || 1);
  const qrX = RIGHT - qrSize;
  const qrTop = y;
  grid.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark)
        page.drawRectangle({ x: qrX + c * cell, y: qrTop - (r + 1) * cell, width: cell, height: cell, color: INK });
    }),
  );
  text(s.title, MARGIN, y - 12, { size: 12, bold: true, color: ACCENT });
  const sellerLines = [
    `${s.address.street}, ${s.address.district} / ${s.address.city}`,
    `${L("taxOffice")}: ${s.taxOffice}  ${L("vkn")}: ${s.vkn}`,
    `${L("mersis")}: ${s.mersisNo}${s.tradeRegistryNo ? `  ${L("tradeRegistry")}: ${s.tradeRegistryNo}` : ""}`,
    `${L("web")}: ${s.webAddress}${s.email ? `  ${L("email")}: ${s.email}` : ""}`,
  ];
  let sy = y - 26;
  for (const l of sellerLines) {
    for (const part of wrap(l, qrX - MARGIN - 16)) {
      text(part, MARGIN, sy, { color: MUTED });
      sy -= 11;
    }
  }
  sy -= 10;
  text(mark, MARGIN, sy, { size: 15, bold: true });
  if (doc.type === "IADE") {
    sy -= 15;
    text(doc.profile === "EARSIVFATURA" ? L("eArchive") : L("eInvoice"), MARGIN, sy, { size: 10, bold: true });
  }
  sy -= 8;
  y = Math.min(sy, qrTop - qrSize) - 10;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: RIGHT, y }, thickness: 1.2, color: ACCENT });
  y -= 16;

  // The buyer (left) and the document's identity (right).
  const b = doc.buyer;
  const id = buyerIdentification(b);
  const buyerLines: string[] =
    b.kind === "company"
      ? [b.title, `${L("taxOffice")}: ${b.taxOffice}`, `${L("vkn")}: ${b.vkn}`]
      : b.kind === "foreigner"
        ? [`${b.firstName} ${b.familyName}`, `${L("tckn")}: ${id.id}`, `${L("passport")}: ${b.passport}`]
        : [`${b.firstName} ${b.familyName}`, `${L("tckn")}: ${b.tckn}`];
  buyerLines.push(`${L("address")}: ${b.address.street}`);
  if (b.email) buyerLines.push(`${L("email")}: ${b.email}`);
  const facts: [string, string][] = [
    [L("number"), doc.number],
    [L("ettn"), doc.ettn],
    [L("date"), `${dmy(doc.issueDate)} ${doc.issueTime.slice(0, 5)}`],
    [L("scenario"), doc.profile],
    [L("type"), doc.type],
    [L("order"), doc.orderReference.id],
    ...(doc.returns
      ? [[L("returns"), `${doc.returns.number} (${dmy(doc.returns.issueDate)})`] as [string, string]]
      : []),
  ];
  const half = (RIGHT - MARGIN) / 2;
  text(L("buyer"), MARGIN, y, { size: 10, bold: true, color: ACCENT });
  let by = y - 14;
  for (const l of buyerLines) {
    for (const part of wrap(l, half - 16)) {
      text(part, MARGIN, by);
      by -= 11;
    }
  }
  let fy = y;
  const factX = MARGIN + half + 8;
  for (const [k, v] of facts) {
    text(`${k}:`, factX, fy, { bold: true });
    textRight(v, RIGHT, fy - (width(`${k}:`, 8.5, true) + width(v) + 8 > half - 8 ? 10 : 0));
    fy -= width(`${k}:`, 8.5, true) + width(v) + 8 > half - 8 ? 22 : 12;
  }
  y = Math.min(by, fy) - 12;

  // The lines.
  // Each column: where its text starts (left) or ends (right) and how wide its heading may be.
  const cols = [
    { key: "line", x: MARGIN + 2, right: false, w: 22 },
    { key: "item", x: MARGIN + 26, right: false, w: 170 },
    { key: "quantity", x: 292, right: true, w: 48 },
    { key: "unitPrice", x: 354, right: true, w: 56 },
    { key: "discount", x: 408, right: true, w: 48 },
    { key: "vatRate", x: 446, right: true, w: 34 },
    { key: "vatAmount", x: 497, right: true, w: 46 },
    { key: "amount", x: RIGHT - 2, right: true, w: 52 },
  ] as const;
  const header = () => {
    const heads = cols.map((c) => wrap(L(c.key), c.w, 7, bold));
    const h = Math.max(...heads.map((x) => x.length)) * 9 + 6;
    page.drawRectangle({ x: MARGIN, y: y - h + 9, width: RIGHT - MARGIN, height: h, color: BAND });
    cols.forEach((c, i) =>
      (heads[i] ?? []).forEach((part, j) =>
        c.right
          ? textRight(part, c.x, y - j * 9, { size: 7, bold: true })
          : text(part, c.x, y - j * 9, { size: 7, bold: true }),
      ),
    );
    y -= h + 4;
  };
  header();
  for (const l of doc.lines) {
    const name = wrap(l.allowanceReason ? `${l.name} (${l.allowanceReason})` : l.name, 170);
    newPageIfBelow(name.length * 10 + 6);
    const unitNet = Math.round(l.listNetKurus / l.quantity);
    text(String(l.id), cols[0].x, y);
    name.forEach((part, j) => text(part, cols[1].x, y - j * 10));
    const unitName = serverT("tr")(`invoices.pdf.units.${l.unit}` as never);
    textRight(`${quantityText(l.quantity)} ${unitName}`, cols[2].x, y);
    textRight(tl(unitNet), cols[3].x, y);
    textRight(l.allowanceNetKurus > 0 ? tl(l.allowanceNetKurus) : "-", cols[4].x, y);
    textRight(`%${l.vatRatePct}`, cols[5].x, y);
    textRight(tl(l.vatKurus), cols[6].x, y);
    textRight(tl(l.netKurus), cols[7].x, y);
    y -= name.length * 10 + 4;
    page.drawLine({ start: { x: MARGIN, y: y + 6 }, end: { x: RIGHT, y: y + 6 }, thickness: 0.5, color: RULE });
  }

  // Totals.
  const t = doc.totals;
  const totals: [string, string, boolean][] = [
    [L("lineExtension"), tl(t.lineExtensionKurus), false],
    [L("allowanceTotal"), tl(t.allowanceTotalKurus), false],
    [L("taxExclusive"), tl(t.taxExclusiveKurus), false],
    ...t.subtotals.map(
      (st) => [L("vatTotal", { rate: st.vatRatePct }), tl(st.vatKurus), false] as [string, string, boolean],
    ),
    [L("taxInclusive"), tl(t.taxInclusiveKurus), false],
    [L("payable"), tl(t.payableKurus), true],
  ];
  newPageIfBelow(totals.length * 13 + 10);
  y -= 6;
  for (const [k, v, strong] of totals) {
    textRight(k, RIGHT - 90, y, { bold: strong, size: strong ? 10 : 8.5 });
    textRight(v, RIGHT, y, { bold: strong, size: strong ? 10 : 8.5 });
    y -= strong ? 16 : 12;
  }

  // Internet sale details and notes.
  if (doc.internetSale) {
    const i = doc.internetSale;
    newPageIfBelow(60);
    y -= 6;
    text(L("internetSale"), MARGIN, y, { size: 10, bold: true, color: ACCENT });
    y -= 13;
    for (const l of [
      `${L("web")}: ${i.webAddress}`,
      `${L("paymentMeans")}: ${i.paymentMeans}`,
      `${L("paymentAgent")}: ${i.paymentAgent}`,
      `${L("paymentDate")}: ${dmy(i.paymentDate)}`,
    ]) {
      text(l, MARGIN, y);
      y -= 11;
    }
  }
  if (doc.notes.length > 0) {
    newPageIfBelow(30);
    y -= 6;
    text(L("notes"), MARGIN, y, { size: 10, bold: true, color: ACCENT });
    y -= 13;
    for (const n of doc.notes)
      for (const part of wrap(n, RIGHT - MARGIN)) {
        newPageIfBelow(12);
        text(part, MARGIN, y);
        y -= 11;
      }
  }

  // Footer on every page.
  pages.forEach((p, index) => {
    page = p;
    const footer = doc.profile === "EARSIVFATURA" ? `${L("sentBy")} ${L("qr")}` : L("qr");
    wrap(footer, RIGHT - MARGIN - 80, 7).forEach((part, j) =>
      text(part, MARGIN, MARGIN + 12 - j * 9, { size: 7, color: MUTED }),
    );
    textRight(L("page", { page: index + 1, pages: pages.length }), RIGHT, MARGIN + 12, { size: 7, color: MUTED });
  });
  return pdf.save();
}
