// The referral document's tooth chart: a read-only FDI chart drawn as SVG, so it prints and turns
// into PDF the same as on screen (browsers skip CSS backgrounds when printing, SVG fills they keep).
// Upper arch 18…11 | 21…28 over lower arch 48…41 | 31…38, as seen from the front.
import { Arch, archOf, bridgeTeeth, chartOrder, type ToothSelection } from '@dcm/shared';
import { useTranslation } from 'react-i18next';

const CELL = 20;
const TOOTH = 18;
const MIDLINE_GAP = 10;
const PAD = 4;
const TOOTH_HEIGHT = 24;
/** A tooth, the bridge bar under it, the bundle label under that. */
const BLOCK_HEIGHT = 46;
const UPPER_TOP = 16;
const LOWER_TOP = UPPER_TOP + BLOCK_HEIGHT + 10;
const WIDTH = PAD * 2 + 16 * CELL + MIDLINE_GAP - (CELL - TOOTH);
const HEIGHT = LOWER_TOP + BLOCK_HEIGHT;

const xOf = (index: number) => PAD + index * CELL + (index >= 8 ? MIDLINE_GAP : 0);
const MIDLINE_X = (xOf(7) + TOOTH + xOf(8)) / 2;

const ARCHES = [
  { arch: Arch.Maxilla, top: UPPER_TOP },
  { arch: Arch.Mandible, top: LOWER_TOP },
] as const;

interface Props {
  selection: ToothSelection;
  /** What the chart shows, in words, for those who cannot see it. */
  description: string;
}

export function ToothChartFigure({ selection, description }: Props) {
  const { t } = useTranslation('referralDoc');
  const selected = new Set(selection.teeth);
  const bundleOf = new Map(selection.bundles.flatMap((bundle, i) => bundle.map((tooth) => [tooth, i] as const)));

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t('chart.label', { description })}
      data-testid="tooth-chart-figure"
      className="h-auto w-full max-w-xl font-sans"
    >
      <text x={PAD} y={10} fontSize={8} className="fill-slate-500 print:fill-black">
        {t('chart.right')}
      </text>
      <text x={WIDTH - PAD} y={10} fontSize={8} textAnchor="end" className="fill-slate-500 print:fill-black">
        {t('chart.left')}
      </text>
      <line x1={MIDLINE_X} x2={MIDLINE_X} y1={UPPER_TOP - 4} y2={HEIGHT - 2} strokeWidth={0.75} className="stroke-slate-400 print:stroke-black" />
      <line x1={PAD} x2={WIDTH - PAD} y1={LOWER_TOP - 5} y2={LOWER_TOP - 5} strokeWidth={0.75} className="stroke-slate-400 print:stroke-black" />

      {ARCHES.map(({ arch, top }) => {
        const row = chartOrder(arch);
        return (
          <g key={arch}>
            {row.map((tooth, index) => {
              const isSelected = selected.has(tooth);
              const bundle = bundleOf.get(tooth);
              const x = xOf(index);
              return (
                <g key={tooth} data-tooth={tooth} data-selected={isSelected || undefined}>
                  <rect
                    x={x}
                    y={top}
                    width={TOOTH}
                    height={TOOTH_HEIGHT}
                    rx={3}
                    strokeWidth={0.75}
                    className={isSelected ? 'fill-brand-700 stroke-slate-900 print:fill-black' : 'fill-white stroke-slate-400 print:stroke-black'}
                  />
                  {bundle !== undefined && (
                    // Outside the tooth, so it shows on a filled tooth too; neighbours' frames meet in the gap.
                    <rect
                      x={x - 1}
                      y={top - 1}
                      width={TOOTH + 2}
                      height={TOOTH_HEIGHT + 2}
                      rx={4}
                      fill="none"
                      strokeWidth={1}
                      strokeDasharray="2.5 1.5"
                      className="stroke-slate-900 print:stroke-black"
                    />
                  )}
                  <text
                    x={x + TOOTH / 2}
                    y={top + 15}
                    fontSize={7.5}
                    fontWeight={600}
                    textAnchor="middle"
                    className={isSelected ? 'fill-white' : 'fill-slate-600 print:fill-black'}
                  >
                    {tooth}
                  </text>
                  {bundle !== undefined && (
                    <text x={x + TOOTH / 2} y={top + 42} fontSize={7} fontWeight={600} textAnchor="middle" className="fill-slate-800 print:fill-black">
                      {`B${bundle + 1}`}
                    </text>
                  )}
                </g>
              );
            })}
            {selection.bridges
              .filter((b) => archOf(b.from) === arch)
              .map((b) => {
                const span = bridgeTeeth(b.from, b.to);
                const first = row.indexOf(span[0] ?? b.from);
                const last = row.indexOf(span[span.length - 1] ?? b.to);
                return (
                  <rect
                    key={`${b.from}-${b.to}`}
                    data-testid={`chart-bridge-${b.from}-${b.to}`}
                    x={xOf(first) + 2}
                    y={top + TOOTH_HEIGHT + 4}
                    width={xOf(last) + TOOTH - xOf(first) - 4}
                    height={4}
                    rx={2}
                    className="fill-slate-900 print:fill-black"
                  />
                );
              })}
          </g>
        );
      })}
    </svg>
  );
}
