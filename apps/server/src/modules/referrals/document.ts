// The printable referral (issue 4 review pages): what a T-esigner designs from, as a PDF in Korean
// or English. Built in two steps so each can be checked on its own: buildReferralDocument decides
// every word the document says (a pure model, tested in both languages), drawReferralDocument lays
// that model out on A4 pages (the PDF's text is glyph ids, so it is not read back in tests).
import {
  Arch,
  bridgeTeeth,
  formatBytes,
  formatDocumentTime,
  KOREA_TIME_ZONE,
  chartOrder,
  describeSelection,
  langCodeOf,
  ReferralStatus,
  type CodeGroup,
  type Locale,
  type ReferralMode,
  type ToothSelection,
} from '@dcm/shared';
import type { Db } from '../../db/client.ts';
import type { referrals } from '../../db/schema/index.ts';
import { contentWidth, ensureSpace, pageBottom, PdfFont, renderPdf, type Pdf } from '../../platform/pdf.ts';
import { listCodes } from '../codes/service.ts';
import { findFiles } from '../files/queries.ts';

/** What the document shows of a referral row. */
export type DocumentReferral = Pick<typeof referrals.$inferSelect, 'id' | 'mode' | 'status' | 'data' | 'createdAt' | 'updatedAt'>;

interface Labels {
  product: string;
  referral: string;
  referralNumber: string;
  noNumber: string;
  created: string;
  updated: string;
  status: string;
  statuses: Record<ReferralStatus, string>;
  mode: string;
  modes: Record<ReferralMode, string>;
  processing: string;
  prosthesis: string;
  prosthesisCount: (name: string, count: number) => string;
  teeth: string;
  chart: string;
  arches: Record<Arch, string>;
  legend: { selected: string; bridge: string; bundle: string };
  implantSystem: string;
  implantPlatform: string;
  values: string;
  valueTitle: string;
  value: string;
  pontic: string;
  details: string;
  scanFile: string;
  otherFiles: string;
  fileMissing: string;
  none: string;
  referralCount: (n: number) => string;
  ofTotal: (i: number, n: number) => string;
}

const LABELS: Record<Locale, Labels> = {
  ko: {
    product: '티자이너',
    referral: '의뢰서',
    referralNumber: '의뢰서 번호',
    noNumber: '번호 없음',
    created: '작성일',
    updated: '수정일',
    status: '상태',
    statuses: { draft: '임시저장', complete: '작성 완료', requested: '의뢰 완료' },
    mode: '작성 방식',
    modes: { simple: '간편 모드', detail: '상세 모드' },
    processing: '가공 방식',
    prosthesis: '보철 종류',
    prosthesisCount: (name, count) => `${name} ${count}개`,
    teeth: '치식',
    chart: '치아 차트 (FDI)',
    arches: { maxilla: '상악', mandible: '하악' },
    legend: { selected: '선택한 치아', bridge: '브릿지', bundle: '묶음 (보철 하나를 함께 씀)' },
    implantSystem: '임플란트 시스템',
    implantPlatform: '플랫폼',
    values: '수치',
    valueTitle: '항목',
    value: '값',
    pontic: '폰틱 디자인',
    details: '상세 내용',
    scanFile: '스캔 파일',
    otherFiles: '기타 파일',
    fileMissing: '삭제된 파일',
    none: '없음',
    referralCount: (n) => `${n}건`,
    ofTotal: (i, n) => `${i} / ${n}`,
  },
  en: {
    product: 'T-esigner',
    referral: 'Referral',
    referralNumber: 'Referral number',
    noNumber: 'No number',
    created: 'Created',
    updated: 'Updated',
    status: 'Status',
    statuses: { draft: 'Draft', complete: 'Complete', requested: 'Requested' },
    mode: 'Form',
    modes: { simple: 'Simple mode', detail: 'Detail mode' },
    processing: 'Processing method',
    prosthesis: 'Prosthesis types',
    prosthesisCount: (name, count) => `${name} × ${count}`,
    teeth: 'Teeth',
    chart: 'Tooth chart (FDI)',
    arches: { maxilla: 'Maxilla', mandible: 'Mandible' },
    legend: { selected: 'Selected tooth', bridge: 'Bridge', bundle: 'Bundle (teeth sharing one prosthesis)' },
    implantSystem: 'Implant system',
    implantPlatform: 'Platform',
    values: 'Numeric values',
    valueTitle: 'Item',
    value: 'Value',
    pontic: 'Pontic design',
    details: 'Details',
    scanFile: 'Scan file',
    otherFiles: 'Other files',
    fileMissing: 'File removed',
    none: 'None',
    referralCount: (n) => (n === 1 ? '1 referral' : `${n} referrals`),
    ofTotal: (i, n) => `${i} of ${n}`,
  },
};

/** The code groups a referral names; their codes are printed by name. */
type NamedGroup = Extract<CodeGroup, 'processing' | 'prosthesis' | 'implant' | 'pontic'>;

export interface DocumentContext {
  locale: Locale;
  /** IANA zone the dates are shown in; UTC when the reader's is not known. */
  timeZone: string;
  /** Code → name in `locale`, per group. A code missing here is printed as it is. */
  names: Record<NamedGroup, ReadonlyMap<string, string>>;
  /** The attached files by id; an id missing here is a file that was removed. */
  files: ReadonlyMap<string, { name: string; size: number }>;
}

/** One line of a two-column block; `value` may hold several lines. */
export interface DocumentRow {
  label: string;
  value: string;
}

export interface ChartTooth {
  code: number;
  selected: boolean;
  /** B1, B2…: the bundle the tooth belongs to. */
  bundle: string | null;
}

export interface ToothChartModel {
  /** Maxilla then mandible, teeth left to right as seen from the front (18…11 | 21…28). */
  arches: { arch: Arch; label: string; teeth: ChartTooth[] }[];
  /** Each bridge's teeth in chart order. */
  bridges: { arch: Arch; teeth: number[] }[];
  legend: Labels['legend'];
}

export type DocumentBlock =
  | { kind: 'rows'; rows: DocumentRow[] }
  | { kind: 'chart'; title: string; chart: ToothChartModel }
  | { kind: 'table'; title: string; columns: [string, string]; rows: [string, string][]; empty: string }
  | { kind: 'text'; title: string; text: string };

export interface ReferralSection {
  id: string;
  /** "Referral number", with "2 of 3" in a group. */
  numberLabel: string;
  number: string;
  blocks: DocumentBlock[];
}

export interface ReferralDocument {
  locale: Locale;
  /** Metadata title and the text beside the page numbers. */
  title: string;
  product: string;
  heading: string;
  header: DocumentRow[];
  sections: ReferralSection[];
}

function toothChart(selection: ToothSelection, labels: Labels): ToothChartModel {
  const selected = new Set(selection.teeth);
  const bundles = [...selection.bundles].sort((a, b) => Math.min(...a) - Math.min(...b));
  const bundleOf = new Map<number, string>();
  bundles.forEach((bundle, i) => bundle.forEach((tooth) => bundleOf.set(tooth, `B${i + 1}`)));
  const arches = [Arch.Maxilla, Arch.Mandible].map((arch) => ({
    arch,
    label: labels.arches[arch],
    teeth: chartOrder(arch).map((code) => ({ code, selected: selected.has(code), bundle: bundleOf.get(code) ?? null })),
  }));
  const bridges = selection.bridges
    .map((b) => ({ arch: b.from < 30 ? Arch.Maxilla : Arch.Mandible, teeth: bridgeTeeth(b.from, b.to) }))
    .filter((b) => b.teeth.length > 1);
  return { arches, bridges, legend: labels.legend };
}

function section(referral: DocumentReferral, index: number, total: number, context: DocumentContext): ReferralSection {
  const labels = LABELS[context.locale];
  const data = referral.data;
  const name = (group: NamedGroup, code: string) => context.names[group].get(code) ?? code;
  const orNone = (value: string | null | undefined) => (value ? value : labels.none);
  const file = (id: string) => {
    const found = context.files.get(id);
    return found ? `${found.name} (${formatBytes(found.size)})` : labels.fileMissing;
  };
  // A draft may hold a row whose type is not chosen yet: nothing to print for it.
  const prosthesis = data.prosthesis.flatMap((p) => {
    if (p.type === null) return [];
    return [p.count === null ? name('prosthesis', p.type) : labels.prosthesisCount(name('prosthesis', p.type), p.count)];
  });

  return {
    id: referral.id,
    numberLabel: total > 1 ? `${labels.referralNumber} · ${labels.ofTotal(index + 1, total)}` : labels.referralNumber,
    number: data.referralNumber || labels.noNumber,
    blocks: [
      {
        kind: 'rows',
        rows: [
          { label: labels.status, value: labels.statuses[referral.status] },
          { label: labels.mode, value: labels.modes[referral.mode] },
          { label: labels.processing, value: orNone(data.processing && name('processing', data.processing)) },
          { label: labels.prosthesis, value: orNone(prosthesis.join('\n')) },
          { label: labels.teeth, value: describeSelection(data.teeth, context.locale) },
        ],
      },
      { kind: 'chart', title: labels.chart, chart: toothChart(data.teeth, labels) },
      {
        kind: 'rows',
        rows: [
          { label: labels.implantSystem, value: orNone(data.implant?.system && name('implant', data.implant.system)) },
          { label: labels.implantPlatform, value: orNone(data.implant?.platform) },
        ],
      },
      {
        kind: 'table',
        title: labels.values,
        columns: [labels.valueTitle, labels.value],
        rows: data.values.map((v) => [v.title, v.value]),
        empty: labels.none,
      },
      { kind: 'rows', rows: [{ label: labels.pontic, value: orNone(data.pontic && name('pontic', data.pontic)) }] },
      { kind: 'text', title: labels.details, text: orNone(data.details) },
      {
        kind: 'rows',
        rows: [
          { label: labels.scanFile, value: orNone(data.scanFileId && file(data.scanFileId)) },
          { label: labels.otherFiles, value: orNone(data.otherFileIds.map(file).join('\n')) },
        ],
      },
    ],
  };
}

const STATUS_ORDER = [ReferralStatus.Complete, ReferralStatus.Requested, ReferralStatus.Draft];

/** One status when all agree, otherwise how many of each: "작성 완료 2 · 임시저장 1". */
function statusSummary(list: readonly DocumentReferral[], labels: Labels): string {
  const counts = STATUS_ORDER.map((status) => ({ status, n: list.filter((r) => r.status === status).length })).filter((c) => c.n > 0);
  if (counts.length === 1) return labels.statuses[counts[0]!.status];
  return counts.map((c) => `${labels.statuses[c.status]} ${c.n}`).join(' · ');
}

/**
 * Every word of the document for `list` (one referral, or a form group oldest first), in the
 * context's language. Pure, so both languages are checked without drawing.
 */
export function buildReferralDocument(list: readonly DocumentReferral[], context: DocumentContext): ReferralDocument {
  if (list.length === 0) throw new Error('a referral document needs at least one referral');
  const labels = LABELS[context.locale];
  const numbers = list.map((r) => r.data.referralNumber || labels.noNumber);
  const created = new Date(Math.min(...list.map((r) => r.createdAt.getTime())));
  const updated = new Date(Math.max(...list.map((r) => r.updatedAt.getTime())));
  const number = list.length === 1 ? numbers[0]! : `${numbers.join(', ')} (${labels.referralCount(list.length)})`;
  return {
    locale: context.locale,
    title: `${labels.product} ${labels.referral} ${list.length === 1 ? numbers[0] : labels.referralCount(list.length)}`,
    product: labels.product,
    heading: labels.referral,
    header: [
      { label: labels.referralNumber, value: number },
      { label: labels.created, value: formatDocumentTime(created, context.timeZone) },
      { label: labels.updated, value: formatDocumentTime(updated, context.timeZone) },
      { label: labels.status, value: statusSummary(list, labels) },
    ],
    sections: list.map((referral, i) => section(referral, i, list.length, context)),
  };
}

/** Reads what the model needs besides the referrals: code names in the language, file names. */
export async function loadDocumentContext(db: Db, list: readonly DocumentReferral[], locale: Locale, timeZone: string): Promise<DocumentContext> {
  const fileIds = list.flatMap((r) => [...(r.data.scanFileId ? [r.data.scanFileId] : []), ...r.data.otherFileIds]);
  const namesOf = async (group: NamedGroup) => new Map((await listCodes(db, group, langCodeOf(locale))).map((item) => [item.code, item.name]));
  const [processing, prosthesis, implant, pontic, files] = await Promise.all([
    namesOf('processing'),
    namesOf('prosthesis'),
    namesOf('implant'),
    namesOf('pontic'),
    findFiles(db, fileIds),
  ]);
  const names = { processing, prosthesis, implant, pontic };
  return { locale, timeZone, names, files: new Map(files.map((f) => [f.id, { name: f.name, size: f.size }])) };
}

/** The PDF of one referral or a form group, in `locale`, dates in `timeZone`. */
export async function renderReferralDocument(db: Db, list: readonly DocumentReferral[], locale: Locale, timeZone = KOREA_TIME_ZONE): Promise<Buffer> {
  return drawReferralDocument(buildReferralDocument(list, await loadDocumentContext(db, list, locale, timeZone)));
}

// Drawing. Sizes in points; every block keeps to the content width and asks for room before it
// draws anything that must stay in one piece.

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
