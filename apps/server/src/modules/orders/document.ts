// The e-contract as a PDF (issue 7): the exact text, then the signature block with the signer's
// name, the time and the SHA-256 of the text, so a printed copy can be checked against the record.
// Before signing it is the same document marked unsigned, with the hash of the text shown.
import { formatDocumentTime, type Locale, type OrderContract } from '@dcm/shared';
import { contentWidth, ensureSpace, PdfFont, renderPdf, type Pdf } from '../../platform/pdf.ts';
import { CONTRACT_TIME_ZONE } from './contract.ts';

interface Labels {
  product: string;
  order: string;
  signature: string;
  signedBy: string;
  signedAt: string;
  unsigned: string;
  hash: string;
}

const LABELS: Record<Locale, Labels> = {
  ko: {
    product: '티자이너',
    order: '주문 번호',
    signature: '전자서명',
    signedBy: '서명인',
    signedAt: '서명 시각',
    unsigned: '아직 서명되지 않은 계약서입니다.',
    hash: '계약서 원문 SHA-256',
  },
  en: {
    product: 'T-esigner',
    order: 'Order',
    signature: 'Electronic signature',
    signedBy: 'Signed by',
    signedAt: 'Signed at',
    unsigned: 'This contract is not signed yet.',
    hash: 'SHA-256 of the contract text',
  },
};

const INK = '#111111';
const MUTED = '#666666';
const RULE = '#dddddd';
const ACCENT = '#0f766e';
const LABEL_WIDTH = 130;

/** The PDF of order `orderId`'s contract, in the contract's own language (the signed one's, once signed). */
export function renderContractPdf(orderId: string, contract: OrderContract): Promise<Buffer> {
  const labels = LABELS[contract.locale];
  return renderPdf(
    {
      title: `${contract.title} ${orderId}`,
      author: labels.product,
      lang: contract.locale,
      footer: (page, pages) => `${contract.title} · SHA-256 ${contract.hash.slice(0, 16)}… · ${page} / ${pages}`,
    },
    (doc) => {
      const left = doc.page.margins.left;
      doc.font(PdfFont.Bold).fontSize(10).fillColor(ACCENT).text(labels.product, left, doc.page.margins.top);
      doc.font(PdfFont.Bold).fontSize(20).fillColor(INK).text(contract.title);
      doc.font(PdfFont.Regular).fontSize(9).fillColor(MUTED).text(`${labels.order} ${orderId}`);
      rule(doc, doc.y + 6, INK);
      doc.y += 16;
      for (const paragraph of contract.text.split('\n\n')) drawParagraph(doc, paragraph);
      drawSignature(doc, contract, labels);
    },
  );
}

function rule(doc: Pdf, y: number, color = RULE): void {
  const left = doc.page.margins.left;
  doc.moveTo(left, y).lineTo(left + contentWidth(doc), y).lineWidth(0.5).strokeColor(color).stroke();
}

/** A paragraph whose first line is an article heading is printed with that line in bold. */
function drawParagraph(doc: Pdf, paragraph: string): void {
  const [first = '', ...rest] = paragraph.split('\n');
  const width = contentWidth(doc);
  const left = doc.page.margins.left;
  if (rest.length > 0) {
    ensureSpace(doc, 40);
    doc.font(PdfFont.Bold).fontSize(11).fillColor(INK).text(first, left, doc.y, { width });
    doc.moveDown(0.2);
    doc.font(PdfFont.Regular).fontSize(10).text(rest.join('\n'), left, doc.y, { width, lineGap: 2 });
  } else {
    doc.font(PdfFont.Regular).fontSize(10).fillColor(INK).text(first, left, doc.y, { width, lineGap: 2 });
  }
  doc.moveDown(0.8);
}

interface Row {
  label: string;
  value: string;
  size: number;
}

/** The signature block stays in one piece on one page. */
function drawSignature(doc: Pdf, contract: OrderContract, labels: Labels): void {
  // The hash in full and on one line (a smaller size), so a copy can be checked against the text character for character.
  const hashRow: Row = { label: labels.hash, value: contract.signature?.hash ?? contract.hash, size: 9 };
  const rows: Row[] = contract.signature
    ? [
        { label: labels.signedBy, value: contract.signature.name, size: 10 },
        { label: labels.signedAt, value: formatDocumentTime(new Date(contract.signature.signedAt), CONTRACT_TIME_ZONE), size: 10 },
        hashRow,
      ]
    : [hashRow];
  ensureSpace(doc, 40 + rows.length * 28);
  const left = doc.page.margins.left;
  const valueX = left + LABEL_WIDTH + 10;
  const valueWidth = contentWidth(doc) - LABEL_WIDTH - 10;
  rule(doc, doc.y, INK);
  doc.y += 10;
  doc.font(PdfFont.Bold).fontSize(12).fillColor(INK).text(labels.signature, left, doc.y);
  doc.moveDown(0.4);
  if (!contract.signature) {
    doc.font(PdfFont.Regular).fontSize(10).fillColor(MUTED).text(labels.unsigned, left, doc.y);
    doc.moveDown(0.4);
  }
  for (const { label, value, size } of rows) {
    const y = doc.y;
    doc.font(PdfFont.Regular).fontSize(9).fillColor(MUTED).text(label, left, y, { width: LABEL_WIDTH });
    const labelBottom = doc.y;
    doc.font(PdfFont.Regular).fontSize(size).fillColor(INK).text(value, valueX, y, { width: valueWidth });
    doc.x = left;
    doc.y = Math.max(doc.y, labelBottom);
    doc.moveDown(0.4);
  }
}
