// A small drawing of each prosthesis category of the code table (its `extra`: crown, implant,
// removable, appliance, other), for the main page's type grid. The icon library draws no teeth, so
// these are drawn here in the brand's tints; decorative, the tile's name says what it is.
import type { ReactNode } from 'react';

export const PROSTHESIS_CATEGORIES = ['crown', 'implant', 'removable', 'appliance', 'other'] as const;
export type ProsthesisCategory = (typeof PROSTHESIS_CATEGORIES)[number];

/** The category a code's `extra` names; a code without one (or with one added later) is "other". */
export const categoryOf = (extra: string | null | undefined): ProsthesisCategory =>
  (PROSTHESIS_CATEGORIES as readonly string[]).includes(extra ?? '') ? (extra as ProsthesisCategory) : 'other';

/** A crown in a 40 × 40 box: two cusps, the walls, the margin; scaled down under the other drawings. */
const crownPath = 'M10 18C10 12 13 9 17 9C19 9 19.5 10.5 20 10.5C20.5 10.5 21 9 23 9C27 9 30 12 30 18C30 23 28.6 27 27 30C24 31.6 16 31.6 13 30C11.4 27 10 23 10 18Z';

const OUTLINE = 'fill-surface stroke-brand-600';

const DRAWINGS: Record<ProsthesisCategory, ReactNode> = {
  crown: (
    <>
      <path d={crownPath} className={OUTLINE} strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M13 29.6C16 31.2 24 31.2 27 29.6" className="stroke-accent-600" strokeWidth="1.8" strokeDasharray="2.4 2" strokeLinecap="round" />
    </>
  ),
  implant: (
    <>
      <path d={crownPath} transform="translate(7 -3) scale(0.65)" className={OUTLINE} strokeWidth="2.6" strokeLinejoin="round" />
      <rect x="17" y="17.5" width="6" height="4" rx="1" className="fill-brand-200 stroke-brand-600" strokeWidth="1.5" />
      <path d="M15.5 21.5h9l-1.5 13h-6z" className="fill-brand-100 stroke-brand-600" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M16 25h8M16.4 28.3h7.2M16.8 31.6h6.4" className="stroke-brand-600" strokeWidth="1.2" strokeLinecap="round" />
    </>
  ),
  removable: (
    <>
      <path d="M7 14C7 27 13 33 20 33S33 27 33 14" className="stroke-accent-500" strokeWidth="6" strokeLinecap="round" opacity="0.35" />
      {[
        [7.1, 17.1],
        [8.7, 24.5],
        [13, 30.6],
        [20, 33],
        [27, 30.6],
        [31.3, 24.5],
        [32.9, 17.1],
      ].map(([cx, cy]) => (
        <circle key={cx} cx={cx} cy={cy} r="2.6" className={OUTLINE} strokeWidth="1.4" />
      ))}
    </>
  ),
  appliance: (
    <>
      <path d="M6 13C6 28 12 34 20 34S34 28 34 13h-6C28 23 25 27 20 27S12 23 12 13z" className="fill-brand-100 stroke-brand-600" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M9 15c.6 8 4.6 14.5 11 14.5S30.4 23 31 15" className="stroke-surface" strokeWidth="1.4" strokeLinecap="round" opacity="0.9" />
    </>
  ),
  other: (
    <>
      <path d={crownPath} transform="translate(8 1) scale(0.6)" className={OUTLINE} strokeWidth="2.8" strokeLinejoin="round" />
      <path d="M8 24l12-4 12 4-12 4z" className="fill-brand-100 stroke-brand-600" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M8 24v6l12 4 12-4v-6M20 28v6" className="stroke-brand-600" strokeWidth="1.5" strokeLinejoin="round" />
    </>
  ),
};

export function ProsthesisGlyph({ category }: { category: ProsthesisCategory }) {
  return (
    <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-control bg-brand-50 transition-colors group-hover:bg-brand-100">
      <svg viewBox="0 0 40 40" className="size-9" fill="none" data-category={category}>
        {DRAWINGS[category]}
      </svg>
    </span>
  );
}
