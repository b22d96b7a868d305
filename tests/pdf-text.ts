// The text of a PDF, page by page, read with pdfjs-dist (legacy build: the one that runs in Node).
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** All text items of every page joined with spaces; pages separated by a newline. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdfjs takes ownership of (detaches) the buffer it is given: hand it a copy.
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    }
    return pages.join("\n");
  } finally {
    await doc.destroy();
  }
}
