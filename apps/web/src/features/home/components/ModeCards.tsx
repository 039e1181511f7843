// The two ways to write a referral (SPEC §1), each a card with a drawing of what its form looks like:
// simple mode a sheet of patient rows, detail mode one patient's dental arch with the tooth marked.
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionHeading } from './SectionHeading.tsx';

/** A small tooth about 12 units wide, its middle 2 units left of its origin. */
const TOOTH = 'M-4.5-6c-2.6 0-4 2-3.6 5 .4 3 1.2 5 1.8 8 .4 1.8 2 1.8 2.4 0l1-3.4c.4-1 1.4-1 1.8 0l1 3.4c.4 1.8 2 1.8 2.4 0 .6-3 1.4-5 1.8-8 .4-3-1-5-3.6-5-1.4 0-2 1-2.5 1s-1.1-1-2.5-1z';

function SimpleDrawing() {
  return (
    <svg aria-hidden viewBox="0 0 160 120" className="h-28 w-36" fill="none">
      <rect x="30" y="14" width="100" height="96" rx="10" className="fill-brand-100" transform="rotate(-6 80 62)" />
      <rect x="30" y="12" width="100" height="96" rx="10" className="fill-surface stroke-brand-300" strokeWidth="2" />
      <rect x="42" y="24" width="40" height="6" rx="3" className="fill-brand-300" />
      {[40, 60, 80].map((y, i) => (
        <g key={y}>
          <rect x="40" y={y} width="80" height="15" rx="5" className="fill-brand-50" />
          <path d={TOOTH} transform={`translate(52 ${y + 7}) scale(0.85)`} className="fill-surface stroke-brand-600" strokeWidth="1.6" strokeLinejoin="round" />
          <rect x="60" y={y + 4} width={i === 1 ? 26 : 34} height="3" rx="1.5" className="fill-brand-300" />
          <rect x="60" y={y + 9} width={i === 2 ? 30 : 20} height="2.5" rx="1.25" className="fill-line" />
          <circle cx="111" cy={y + 7.5} r="4" className="fill-success-600" />
          <path d={`M109 ${y + 7.6}l1.5 1.5 2.6-2.8`} className="stroke-surface" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
        </g>
      ))}
      <circle cx="128" cy="102" r="10" className="fill-accent-600" />
      <path d="M128 97v10M123 102h10" className="stroke-surface" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** Ten teeth along the upper arch, incisors at the top. */
const ARCH = Array.from({ length: 10 }, (_, i) => {
  const angle = Math.PI * (1.08 + (i * 0.84) / 9);
  return { x: 80 + 34 * Math.cos(angle), y: 66 + 30 * Math.sin(angle) };
});
const MARKED = 7;

function DetailDrawing() {
  const marked = ARCH[MARKED]!;
  return (
    <svg aria-hidden viewBox="0 0 160 120" className="h-28 w-36" fill="none">
      <rect x="24" y="12" width="112" height="96" rx="10" className="fill-surface stroke-brand-300" strokeWidth="2" />
      <path d="M47 58.7A34 30 0 0 1 113 58.5" className="stroke-brand-100" strokeWidth="14" strokeLinecap="round" />
      {ARCH.map(({ x, y }, i) => (
        <ellipse
          key={i}
          cx={x}
          cy={y}
          rx="5"
          ry="6"
          className={i === MARKED ? 'fill-brand-600 stroke-brand-700' : 'fill-surface stroke-brand-300'}
          strokeWidth="1.5"
        />
      ))}
      <path d={`M${marked.x + 5} ${marked.y - 4}L124 28`} className="stroke-brand-600" strokeWidth="1.4" strokeDasharray="2.5 2.5" />
      <rect x="108" y="18" width="32" height="16" rx="8" className="fill-brand-700" />
      <rect x="115" y="24.5" width="18" height="3" rx="1.5" className="fill-surface" />
      <rect x="36" y="80" width="52" height="5" rx="2.5" className="fill-brand-300" />
      <rect x="36" y="90" width="36" height="4" rx="2" className="fill-line" />
      <path d="M102 76h14l7 7v17h-21z" className="fill-accent-50 stroke-accent-500" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M116 76v7h7M106 89h12M106 94h8" className="stroke-accent-600" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const MODES = [
  { key: 'simple', to: '/request/easymode', Drawing: SimpleDrawing },
  { key: 'detail', to: '/request/detailmode', Drawing: DetailDrawing },
] as const;

export function ModeCards() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="mode-title">
      <SectionHeading id="mode-title" title={t('modes.title')} intro={t('modes.intro')} />
      <div className="grid gap-4 md:grid-cols-2 md:gap-6">
        {MODES.map(({ key, to, Drawing }) => (
          <Link
            key={key}
            to={to}
            className="group flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:flex-row"
            data-testid={`mode-${key}`}
          >
            <span className="flex items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100 px-4 py-5 sm:w-52 sm:shrink-0">
              <Drawing />
            </span>
            <span className="flex flex-1 flex-col gap-2 p-5 sm:p-6">
              <span className="self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">{t(`modes.${key}.tag`)}</span>
              <h3 className="text-lg font-bold text-ink group-hover:text-brand-800">{t(`modes.${key}.title`)}</h3>
              <span className="text-ink-muted">{t(`modes.${key}.body`)}</span>
              <span className="mt-auto inline-flex items-center gap-1 pt-2 font-semibold text-brand-700">
                {t('modes.start')}
                <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
