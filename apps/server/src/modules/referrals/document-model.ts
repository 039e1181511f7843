// The printable referral's words (document.ts): every label, row and block the PDF shows for one
// referral or a form group, in Korean or English, decided without drawing anything.
import {
  Arch,
  bridgeTeeth,
  formatBytes,
  formatDocumentTime,
  chartOrder,
  describeSelection,
  ReferralStatus,
  type CodeGroup,
  type Locale,
  type ReferralMode,
  type ToothSelection,
} from '@dcm/shared';
import type { referrals } from '../../db/schema/referrals.ts';

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
export type NamedGroup = Extract<CodeGroup, 'processing' | 'prosthesis' | 'implant' | 'pontic'>;

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
