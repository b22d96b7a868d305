// A rental agreement as an A4 PDF (decision 0079): the stored text exactly as signed, line by line
// in DejaVu Sans (the receipts' embedded fonts, for ğ, ş, ı and İ), the drawn signature image, who
// signed and when, and the text's SHA-256 in every page's footer.
import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb } from "pdf-lib";
import { receiptFontsDir } from "./receipt-pdf.server.ts";

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const SIZE = 9.5;
const LEADING = 13;

export type AgreementPdfInput = {
  body: string;
  bodySha256: string;
  signed: { name: string; at: string; png: Uint8Array | null; label: string } | null;
};

export async function renderAgreementPdf(input: AgreementPdfInput): Promise<Uint8Array> {
  const dir = receiptFontsDir();
  const [regularBytes, boldBytes] = await Promise.all([
    readFile(path.join(dir, "DejaVuSans.ttf")),
    readFile(path.join(dir, "DejaVuSans-Bold.ttf")),
  ]);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  const width = PAGE.width - 2 * MARGIN;
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const wrap = (text: string, font: typeof regular): string[] => {
    if (text === "") return [""];
    const out: string[] = [];
    let line = "";
    for (const word of text.split(" ")) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, SIZE) > width && line) {
        out.push(line);
        line = word;
      } else line = next;
    }
    out.push(line);
    return out;
  };
  for (const [i, raw] of input.body.split("\n").entries()) {
    const font = i === 0 || /^[A-ZÇĞİÖŞÜ .]{8,}$/.test(raw) ? bold : regular;
    for (const line of wrap(raw, font)) {
      if (y < MARGIN + 40) newPage();
      page.drawText(line, { x: MARGIN, y, size: SIZE, font, color: rgb(0.11, 0.12, 0.14) });
      y -= LEADING;
    }
  }
  if (input.signed) {
    if (y < MARGIN + 140) newPage();
    y -= LEADING;
    page.drawText(input.signed.label, { x: MARGIN, y, size: SIZE, font: bold });
    y -= 8;
    if (input.signed.png) {
      const image = await doc.embedPng(input.signed.png);
      const scaled = image.scaleToFit(240, 80);
      y -= scaled.height;
      page.drawImage(image, { x: MARGIN, y, width: scaled.width, height: scaled.height });
    }
    y -= LEADING;
    page.drawText(`${input.signed.name} · ${input.signed.at}`, { x: MARGIN, y, size: SIZE, font: regular });
  }
  for (const p of doc.getPages()) {
    p.drawText(`SHA-256 ${input.bodySha256}`, {
      x: MARGIN,
      y: MARGIN / 2,
      size: 7,
      font: regular,
      color: rgb(0.38, 0.4, 0.44),
    });
  }
  return doc.save();
}
