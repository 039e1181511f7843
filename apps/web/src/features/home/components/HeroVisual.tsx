// The hero's picture (issue 26): a crown being designed (its CAD wireframe and the dashed margin line
// with its handles) on a soft brand panel, with the moments of a case floating around it: quotations
// arriving, the tooth and prosthesis of the referral, the CAD delivered (a phone, with less room,
// keeps the two cards). Drawn in SVG and CSS in the brand's tokens, so it costs no image request and
// stays sharp; decorative, so hidden from screen readers.
import { CircleCheck, ReceiptText, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ToothIcon } from '../../../components/ToothIcon.tsx';

/** The crown's outline in a 200 × 200 box: two cusps on top, the walls, the margin at the bottom. */
const CROWN =
  'M46 92C40 60 52 36 74 36C88 36 92 48 100 48C108 48 112 36 126 36C148 36 160 60 154 92C150 118 146 140 140 156C128 166 72 166 60 156C54 140 50 118 46 92Z';

/** The wireframe's contours across and along the crown, clipped to its outline. */
const CONTOURS = [
  'M40 74C80 84 120 84 160 74',
  'M42 100C80 110 120 110 158 100',
  'M48 126C80 134 120 134 152 126',
  'M100 40C94 80 94 124 100 170',
  'M72 34C62 76 60 120 68 170',
  'M128 34C138 76 140 120 132 170',
];

const MARGIN_LINE = 'M58 146C80 156 120 156 142 146';
const HANDLES: ReadonlyArray<[number, number]> = [
  [58, 146],
  [100, 153.5],
  [142, 146],
];

function Crown() {
  return (
    <svg viewBox="0 0 200 200" className="size-full overflow-visible" fill="none">
      <defs>
        <linearGradient id="home-hero-crown" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="[stop-color:var(--color-surface)]" />
          <stop offset="1" className="[stop-color:var(--color-brand-100)]" />
        </linearGradient>
        <clipPath id="home-hero-crown-clip">
          <path d={CROWN} />
        </clipPath>
      </defs>
      <ellipse cx="100" cy="100" rx="96" ry="34" transform="rotate(-14 100 100)" className="stroke-brand-300" strokeWidth="1.5" strokeDasharray="2 7" strokeLinecap="round" />
      <ellipse cx="100" cy="182" rx="52" ry="7" className="fill-brand-900/10" />
      <path d={CROWN} fill="url(#home-hero-crown)" />
      <g clipPath="url(#home-hero-crown-clip)" className="stroke-brand-300" strokeWidth="1" opacity="0.8">
        {CONTOURS.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <ellipse cx="72" cy="72" rx="9" ry="18" transform="rotate(-18 72 72)" className="fill-surface" opacity="0.85" />
      <path d={CROWN} className="stroke-brand-600" strokeWidth="2.5" strokeLinejoin="round" />
      <path d={MARGIN_LINE} className="stroke-accent-600" strokeWidth="2.5" strokeDasharray="6 5" strokeLinecap="round" />
      {HANDLES.map(([cx, cy]) => (
        <circle key={cx} cx={cx} cy={cy} r="4" className="fill-surface stroke-accent-600" strokeWidth="2" />
      ))}
    </svg>
  );
}

export function HeroVisual() {
  const { t } = useTranslation('home');
  return (
    <div aria-hidden className="relative mx-auto aspect-[6/5] w-full max-w-[24rem] select-none sm:max-w-lg lg:max-w-none" data-testid="hero-visual">
      <div className="absolute inset-0 rounded-panel bg-gradient-to-br from-brand-100 via-brand-50 to-surface ring-1 ring-brand-100" />
      <svg className="absolute inset-0 size-full rounded-panel text-brand-200" fill="none">
        <defs>
          <pattern id="home-hero-dots" width="22" height="22" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.5" fill="currentColor" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#home-hero-dots)" opacity="0.7" />
      </svg>
      <div className="absolute top-1/2 left-1/2 w-[56%] -translate-x-1/2 -translate-y-[46%]">
        <Crown />
      </div>

      <div className="absolute top-[7%] left-[4%] w-[50%] max-w-60 rounded-card bg-surface p-2.5 shadow-raised ring-1 ring-line sm:p-3.5">
        <div className="flex items-center gap-2">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700 sm:size-9">
            <ReceiptText className="size-4 sm:size-5" />
          </span>
          <span className="min-w-0">
            <span className="block truncate text-xs font-bold text-ink sm:text-sm">{t('hero.visual.quotes')}</span>
            <span className="block truncate text-[0.6875rem] text-ink-subtle sm:text-xs">{t('hero.visual.compare')}</span>
          </span>
        </div>
        <div className="mt-2 flex items-center justify-between gap-2 sm:mt-3">
          <span className="flex">
            <span className="size-5 rounded-full bg-brand-300 ring-2 ring-surface sm:size-6" />
            <span className="-ml-1.5 size-5 rounded-full bg-accent-100 ring-2 ring-surface sm:size-6" />
            <span className="-ml-1.5 size-5 rounded-full bg-brand-600 ring-2 ring-surface sm:size-6" />
          </span>
          <span className="flex gap-0.5 text-warning-600">
            {[0, 1, 2, 3, 4].map((i) => (
              <Star key={i} className="size-3 fill-current sm:size-3.5" />
            ))}
          </span>
        </div>
      </div>

      <div className="absolute top-[16%] right-[4%] hidden items-center gap-1.5 rounded-full bg-brand-800 py-1.5 pr-3 pl-2 text-xs font-semibold text-white shadow-raised sm:flex">
        <ToothIcon className="size-5" />
        {t('hero.visual.case')}
      </div>

      <div className="absolute right-[4%] bottom-[7%] w-[50%] max-w-60 rounded-card bg-surface p-2.5 shadow-raised ring-1 ring-line sm:p-3.5">
        <div className="flex items-center gap-2">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-success-50 text-success-700 sm:size-9">
            <CircleCheck className="size-4 sm:size-5" />
          </span>
          <span className="min-w-0">
            <span className="block truncate text-xs font-bold text-ink sm:text-sm">{t('hero.visual.delivered')}</span>
            <span className="block truncate text-[0.6875rem] text-ink-subtle sm:text-xs">crown_36.stl</span>
          </span>
        </div>
        <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-sunken sm:mt-3">
          <div className="h-full w-full rounded-full bg-success-600" />
        </div>
      </div>

      <div className="absolute bottom-[10%] left-[5%] hidden items-center gap-1.5 rounded-full bg-surface px-3 py-1.5 text-xs font-semibold text-accent-700 shadow-card ring-1 ring-accent-100 sm:flex">
        <svg viewBox="0 0 24 8" className="h-2 w-5" fill="none">
          <path d="M1 4h22" className="stroke-accent-600" strokeWidth="2" strokeDasharray="4 3" strokeLinecap="round" />
        </svg>
        {t('hero.visual.margin')}
      </div>
    </div>
  );
}
