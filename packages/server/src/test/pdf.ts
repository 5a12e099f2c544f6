import { createRequire } from 'node:module';
import path from 'node:path';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Test helper: a PDF read back by a real PDF reader (pdf.js), its text page by page. */
export interface PdfText {
  pages: string[][];
  /** Every text item of every page, in reading order. */
  lines: string[];
  /** All of it on one line. */
  text: string;
  title: string | undefined;
  /** How many images are drawn, on all pages. */
  images: number;
}

const fontsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

export async function readPdf(content: Buffer): Promise<PdfText> {
  const pdf = await getDocument({
    data: new Uint8Array(content),
    standardFontDataUrl: fontsDir,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[][] = [];
  let images = 0;
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const { items } = await page.getTextContent();
    pages.push(items.map((item) => ('str' in item ? item.str : '')).filter((s) => s.trim() !== ''));
    const { fnArray } = await page.getOperatorList();
    images += fnArray.filter((op) => op === OPS.paintImageXObject || op === OPS.paintInlineImageXObject).length;
  }
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  await pdf.destroy();
  const lines = pages.flat();
  return { pages, lines, text: lines.join(' '), title: info.Title, images };
}
