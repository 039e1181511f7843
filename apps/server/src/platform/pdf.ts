// Documents the server prints (referrals, later signed e-contracts): A4 pages in Pretendard, so
// Hangul and Latin both render, collected into one Buffer. What a document says is its module's
// business; this file only knows pages, fonts and the footer.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocumentClass from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

/** Names to pass to `doc.font()`: both are registered on every document. */
export const PdfFont = { Regular: 'regular', Bold: 'bold' } as const;

/** The margin kept on every side of an A4 page, in points (1/72 inch). */
export const PDF_MARGIN = 48;
/** The footer sits inside the bottom margin, this far above the page's edge. */
const FOOTER_FROM_BOTTOM = 28;

export interface PdfOptions {
  /** The document's title, shown by viewers instead of the file name. */
  title: string;
  author?: string;
  subject?: string;
  /** BCP 47 language of the text ('ko', 'en'), for screen readers and text extraction. */
  lang?: string;
  /** Text at the foot of every page, given its number (from 1) and the page count. */
  footer?: (page: number, pages: number) => string;
}

const require = createRequire(import.meta.url);
/** pdfkit is loaded with the first document: an instance that never draws one does not hold it (issue 27, idle memory). */
let pdfkit: Promise<typeof PDFDocumentClass> | undefined;
const loadPdfkit = () => (pdfkit ??= import('pdfkit').then((module) => module.default));
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** The font files are read once per process; each document embeds only the glyphs it uses. */
function pretendard(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: fs.readFileSync(require.resolve('pretendard/dist/public/static/Pretendard-Regular.otf')),
    bold: fs.readFileSync(require.resolve('pretendard/dist/public/static/Pretendard-Bold.otf')),
  };
  return fonts;
}

/**
 * Draws a document with `draw` and answers its bytes. Whole documents are a few dozen kilobytes,
 * so they are collected rather than streamed: a drawing error then becomes an error answer, never
 * a download cut off half way.
 */
export async function renderPdf(options: PdfOptions, draw: (doc: Pdf) => void | Promise<void>): Promise<Buffer> {
  const { regular, bold } = pretendard();
  const PDFDocument = await loadPdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    // The footer needs every page still open once the last one is drawn.
    bufferPages: true,
    displayTitle: true,
    lang: options.lang,
    info: { Title: options.title, ...(options.author ? { Author: options.author } : {}), ...(options.subject ? { Subject: options.subject } : {}) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont(PdfFont.Regular, regular);
  doc.registerFont(PdfFont.Bold, bold);
  doc.font(PdfFont.Regular);
  try {
    await draw(doc);
    if (options.footer) drawFooters(doc, options.footer);
  } finally {
    doc.end();
  }
  return done;
}

function drawFooters(doc: Pdf, footer: (page: number, pages: number) => string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Text below the bottom margin would otherwise open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(PdfFont.Regular)
      .fontSize(8)
      .fillColor('#666666')
      .text(footer(i - start + 1, count), PDF_MARGIN, doc.page.height - FOOTER_FROM_BOTTOM, {
        width: doc.page.width - 2 * PDF_MARGIN,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/** The y below which nothing may be drawn on the current page. */
export const pageBottom = (doc: Pdf): number => doc.page.height - doc.page.margins.bottom;

/** The width between the side margins. */
export const contentWidth = (doc: Pdf): number => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/**
 * Starts a new page unless `height` points still fit below the cursor: a block that must not be
 * split (a drawing, a table row, a heading with its first line) calls this before drawing.
 */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}
