// The printable referral's layout (document.ts): the model of document-model.ts drawn on A4 pages,
// the header, then one page per referral with its rows, tooth chart, values table and free text.
import { Arch, chartOrder } from '@dcm/shared';
import { contentWidth, ensureSpace, pageBottom, PdfFont, renderPdf, type Pdf } from '../../platform/pdf.ts';
import type { DocumentBlock, DocumentRow, ReferralDocument, ReferralSection, ToothChartModel } from './document-model.ts';

// Sizes in points; every block keeps to the content width and asks for room before it draws
// anything that must stay in one piece.

const INK = '#111111';
const MUTED = '#666666';
const RULE = '#dddddd';
const ACCENT = '#0f766e';
const BUNDLE = '#b45309';
const LABEL_WIDTH = 110;
const ROW_GAP = 6;
const BODY_SIZE = 10;

export async function drawReferralDocument(model: ReferralDocument): Promise<Buffer> {
  return renderPdf(
    {
      title: model.title,
      author: model.product,
      lang: model.locale,
      footer: (page, pages) => `${model.title} · ${page} / ${pages}`,
    },
    (doc) => {
      drawHeader(doc, model);
      model.sections.forEach((s, i) => {
        // One patient per sheet: a group prints as separate pages a T-esigner can hand on.
        if (i > 0) doc.addPage();
        drawSection(doc, s);
      });
    },
  );
}

function rule(doc: Pdf, y: number, color = RULE): void {
  const left = doc.page.margins.left;
  doc.moveTo(left, y).lineTo(left + contentWidth(doc), y).lineWidth(0.5).strokeColor(color).stroke();
}

function drawHeader(doc: Pdf, model: ReferralDocument): void {
  const left = doc.page.margins.left;
  doc.font(PdfFont.Bold).fontSize(10).fillColor(ACCENT).text(model.product, left, doc.page.margins.top);
  doc.font(PdfFont.Bold).fontSize(22).fillColor(INK).text(model.heading);
  doc.moveDown(0.4);
  drawRows(doc, model.header, 9);
  rule(doc, doc.y, INK);
  doc.y += 14;
}

function drawSection(doc: Pdf, s: ReferralSection): void {
  const left = doc.page.margins.left;
  ensureSpace(doc, 90);
  doc.font(PdfFont.Regular).fontSize(9).fillColor(MUTED).text(s.numberLabel, left, doc.y);
  doc.font(PdfFont.Bold).fontSize(20).fillColor(INK).text(s.number, { width: contentWidth(doc) });
  doc.y += 8;
  for (const block of s.blocks) {
    switch (block.kind) {
      case 'rows':
        drawRows(doc, block.rows, BODY_SIZE);
        break;
      case 'chart':
        drawTitle(doc, block.title, CHART_HEIGHT);
        drawChart(doc, block.chart);
        break;
      case 'table':
        drawTable(doc, block);
        break;
      case 'text':
        drawText(doc, block.title, block.text);
        break;
    }
  }
}

/** A block title, kept on the page together with `following` points of what comes under it. */
function drawTitle(doc: Pdf, title: string, following: number): void {
  doc.y += 6;
  ensureSpace(doc, 20 + following);
  doc.font(PdfFont.Bold).fontSize(11).fillColor(INK).text(title, doc.page.margins.left, doc.y);
  doc.y += 4;
}

/** Label on the left, value on the right; a row never splits across pages. */
function drawRows(doc: Pdf, rows: readonly DocumentRow[], size: number): void {
  const left = doc.page.margins.left;
  const valueX = left + LABEL_WIDTH + 10;
  const valueWidth = contentWidth(doc) - LABEL_WIDTH - 10;
  for (const row of rows) {
    doc.fontSize(size);
    const height = Math.max(
      doc.font(PdfFont.Regular).heightOfString(row.label, { width: LABEL_WIDTH }),
      doc.font(PdfFont.Regular).heightOfString(row.value, { width: valueWidth }),
    );
    ensureSpace(doc, height + ROW_GAP);
    const y = doc.y;
    doc.font(PdfFont.Regular).fillColor(MUTED).text(row.label, left, y, { width: LABEL_WIDTH });
    doc.font(PdfFont.Regular).fillColor(INK).text(row.value, valueX, y, { width: valueWidth });
    rule(doc, y + height + ROW_GAP / 2);
    doc.x = left;
    doc.y = y + height + ROW_GAP;
  }
}

function drawTable(doc: Pdf, block: Extract<DocumentBlock, { kind: 'table' }>): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const firstWidth = Math.round(width * 0.6);
  const secondX = left + firstWidth + 10;
  const secondWidth = width - firstWidth - 10;
  const rowHeight = (cells: readonly [string, string]) =>
    Math.max(doc.heightOfString(cells[0], { width: firstWidth }), doc.heightOfString(cells[1], { width: secondWidth }));

  const drawCells = (cells: readonly [string, string], font: string, color: string) => {
    doc.font(font).fontSize(BODY_SIZE);
    const height = rowHeight(cells);
    const y = doc.y;
    doc.fillColor(color).text(cells[0], left, y, { width: firstWidth });
    doc.text(cells[1], secondX, y, { width: secondWidth });
    rule(doc, y + height + ROW_GAP / 2);
    doc.x = left;
    doc.y = y + height + ROW_GAP;
  };
  const drawColumns = () => drawCells(block.columns, PdfFont.Bold, MUTED);

  drawTitle(doc, block.title, 2 * (BODY_SIZE * 1.3 + ROW_GAP));
  if (block.rows.length === 0) {
    doc.font(PdfFont.Regular).fontSize(BODY_SIZE).fillColor(INK).text(block.empty, left, doc.y);
    doc.y += ROW_GAP;
    return;
  }
  drawColumns();
  for (const row of block.rows) {
    doc.font(PdfFont.Regular).fontSize(BODY_SIZE);
    // A table continued on the next page names its columns again.
    if (doc.y + rowHeight(row) + ROW_GAP > pageBottom(doc)) {
      doc.addPage();
      drawColumns();
    }
    drawCells(row, PdfFont.Regular, INK);
  }
}

/** Free text flows over as many pages as it needs. */
function drawText(doc: Pdf, title: string, text: string): void {
  drawTitle(doc, title, BODY_SIZE * 1.3);
  doc.font(PdfFont.Regular).fontSize(BODY_SIZE).fillColor(INK).text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc), lineGap: 2 });
  doc.y += ROW_GAP;
}

// The chart: two rows of 16 boxes, a strip outside each arch for bridge bars and bundle labels,
// and a legend under it.
const CELL = 25;
const CELL_GAP = 2;
const MIDLINE_GAP = 10;
const STRIP = 14;
const ARCH_GAP = 10;
const LEGEND = 22;
const CHART_HEIGHT = STRIP + CELL + ARCH_GAP + CELL + STRIP + LEGEND;
const ARCH_LABEL_WIDTH = 56;

function drawChart(doc: Pdf, chart: ToothChartModel): void {
  const left = doc.page.margins.left;
  const top = doc.y;
  const x0 = left + ARCH_LABEL_WIDTH;
  const xOf = (index: number) => x0 + index * (CELL + CELL_GAP) + (index >= 8 ? MIDLINE_GAP : 0);
  const rowY = { maxilla: top + STRIP, mandible: top + STRIP + CELL + ARCH_GAP };
  // Bridge bars and bundle labels go on the side of the arch away from the other arch.
  const stripY = { maxilla: top + STRIP / 2, mandible: rowY.mandible + CELL + STRIP / 2 };
  const centreX = (arch: Arch, tooth: number) => xOf(chartOrder(arch).indexOf(tooth)) + CELL / 2;

  const midX = xOf(8) - MIDLINE_GAP / 2 - CELL_GAP / 2;
  doc.moveTo(midX, rowY.maxilla - 4).lineTo(midX, rowY.mandible + CELL + 4).lineWidth(0.75).strokeColor(MUTED).stroke();

  for (const { arch, label, teeth } of chart.arches) {
    const y = rowY[arch];
    doc.font(PdfFont.Bold).fontSize(9).fillColor(MUTED).text(label, left, y + CELL / 2 - 5, { width: ARCH_LABEL_WIDTH - 6, lineBreak: false });
    teeth.forEach((tooth, i) => {
      const x = xOf(i);
      if (tooth.selected) doc.rect(x, y, CELL, CELL).fill(ACCENT);
      else doc.rect(x, y, CELL, CELL).lineWidth(0.75).strokeColor('#bbbbbb').stroke();
      doc
        .font(PdfFont.Bold)
        .fontSize(9)
        .fillColor(tooth.selected ? '#ffffff' : '#555555')
        .text(String(tooth.code), x, y + CELL / 2 - 5.5, { width: CELL, align: 'center', lineBreak: false });
      if (tooth.bundle) {
        doc.rect(x - 2, y - 2, CELL + 4, CELL + 4).lineWidth(1.25).dash(2.5, { space: 1.5 }).strokeColor(BUNDLE).stroke().undash();
        doc
          .font(PdfFont.Bold)
          .fontSize(7.5)
          .fillColor(BUNDLE)
          .text(tooth.bundle, x, stripY[arch] - 4.5, { width: CELL, align: 'center', lineBreak: false });
      }
    });
  }

  for (const bridge of chart.bridges) {
    const first = bridge.teeth[0]!;
    const last = bridge.teeth[bridge.teeth.length - 1]!;
    const barY = stripY[bridge.arch];
    const edgeY = bridge.arch === Arch.Maxilla ? rowY.maxilla : rowY.mandible + CELL;
    doc.lineCap('round').lineWidth(3).strokeColor(ACCENT);
    doc.moveTo(centreX(bridge.arch, first), barY).lineTo(centreX(bridge.arch, last), barY).stroke();
    doc.lineCap('butt').lineWidth(1);
    for (const tooth of bridge.teeth) doc.moveTo(centreX(bridge.arch, tooth), barY).lineTo(centreX(bridge.arch, tooth), edgeY).stroke();
  }

  drawLegend(doc, chart.legend, rowY.mandible + CELL + STRIP + 6);
  doc.x = left;
  doc.y = top + CHART_HEIGHT + ROW_GAP;
}

function drawLegend(doc: Pdf, legend: ToothChartModel['legend'], y: number): void {
  let x = doc.page.margins.left + ARCH_LABEL_WIDTH;
  const item = (drawSample: (x: number) => void, text: string) => {
    drawSample(x);
    doc.font(PdfFont.Regular).fontSize(8).fillColor(MUTED);
    doc.text(text, x + 16, y + 0.5, { lineBreak: false });
    x += 16 + doc.widthOfString(text) + 16;
  };
  item((sx) => doc.rect(sx, y, 10, 10).fill(ACCENT), legend.selected);
  item((sx) => doc.lineCap('round').lineWidth(3).strokeColor(ACCENT).moveTo(sx + 1, y + 5).lineTo(sx + 11, y + 5).stroke().lineCap('butt'), legend.bridge);
  item(
    (sx) => doc.rect(sx, y, 10, 10).lineWidth(1.25).dash(2.5, { space: 1.5 }).strokeColor(BUNDLE).stroke().undash(),
    `B1, B2…: ${legend.bundle}`,
  );
}
