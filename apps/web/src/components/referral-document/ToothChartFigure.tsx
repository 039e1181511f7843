// The referral document's tooth chart: the same two dental arches as the form's chart
// (tooth-chart/arch-geometry.ts), read-only, drawn as SVG so it prints and turns into PDF the same as
// on screen (browsers skip CSS backgrounds when printing, SVG fills they keep). On paper it is black
// on white: selected teeth filled, a bridge a band along the arch joining its teeth, a bundle a dashed
// ring with its name (B1, B2…) under the tooth's number.
import { Arch, archOf, type ToothSelection } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { CHART_HEIGHT, CHART_WIDTH, LABELS, spanPath, toothPlaces } from '../tooth-chart/arch-geometry.ts';

const ARCHES = [Arch.Maxilla, Arch.Mandible] as const;
/** A bridge's band along the arch, a little deeper than the crowns so it shows between them. */
const BRIDGE_BAND = 36;

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
      viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
      role="img"
      aria-label={t('chart.label', { description })}
      data-testid="tooth-chart-figure"
      className="h-auto w-full max-w-72 font-sans print:max-w-60"
    >
      <g className="fill-ink-subtle text-[11px] print:fill-black">
        <text x={LABELS.right.x} y={LABELS.right.y} dominantBaseline="central">
          {t('chart.right')}
        </text>
        <text x={LABELS.left.x} y={LABELS.left.y} textAnchor="end" dominantBaseline="central">
          {t('chart.left')}
        </text>
      </g>
      <line
        x1={CHART_WIDTH / 2}
        x2={CHART_WIDTH / 2}
        y1={CHART_HEIGHT / 2 - 40}
        y2={CHART_HEIGHT / 2 + 40}
        strokeWidth={0.75}
        strokeDasharray="3 3"
        className="stroke-line print:stroke-black"
      />

      {selection.bridges.map((b) => {
        const arch = archOf(b.from);
        if (!arch) return null;
        const d = spanPath(arch, b.from, b.to);
        return (
          <g key={`${b.from}-${b.to}`} data-testid={`chart-bridge-${b.from}-${b.to}`} fill="none" strokeLinecap="round" strokeLinejoin="round">
            <path d={d} strokeWidth={BRIDGE_BAND + 3} className="stroke-brand-800 print:stroke-black" />
            <path d={d} strokeWidth={BRIDGE_BAND} className="stroke-brand-100 print:stroke-white" />
          </g>
        );
      })}

      {ARCHES.map((arch) => (
        <g key={arch}>
          {toothPlaces(arch).map((place) => {
            const { tooth } = place;
            const isSelected = selected.has(tooth);
            const bundle = bundleOf.get(tooth);
            return (
              <g key={tooth} data-tooth={tooth} data-selected={isSelected || undefined}>
                {bundle !== undefined && <path d={place.ring} fill="none" strokeWidth={1.5} strokeDasharray="3 2" className="stroke-ink print:stroke-black" />}
                <path
                  d={place.outline}
                  strokeWidth={1}
                  strokeLinejoin="round"
                  className={isSelected ? 'fill-brand-700 stroke-brand-900 print:fill-black print:stroke-black' : 'fill-surface stroke-ink-subtle print:fill-white print:stroke-black'}
                />
                <text
                  x={place.centre.x}
                  y={place.centre.y - (bundle === undefined ? 0 : 4)}
                  textAnchor="middle"
                  dominantBaseline="central"
                  className={`text-[11px] font-semibold tabular-nums ${isSelected ? 'fill-white' : 'fill-ink-muted print:fill-black'}`}
                >
                  {tooth}
                </text>
                {bundle !== undefined && (
                  <text
                    x={place.centre.x}
                    y={place.centre.y + 7}
                    textAnchor="middle"
                    dominantBaseline="central"
                    className={`text-[8px] font-bold ${isSelected ? 'fill-white' : 'fill-ink print:fill-black'}`}
                  >
                    {`B${bundle + 1}`}
                  </text>
                )}
              </g>
            );
          })}
        </g>
      ))}
    </svg>
  );
}
