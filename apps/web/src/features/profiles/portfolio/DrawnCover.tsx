// The drawn face of a portfolio card (issue 26): a crown turning on a stand in the brand's tints,
// under the item's picture while it loads and in its place when there is none or it cannot be
// shown. Decorative; the card's title says what the item is.

/** A crown in a 40 × 40 box (the main page's prosthesis drawings use the same outline). */
const CROWN = 'M10 18C10 12 13 9 17 9C19 9 19.5 10.5 20 10.5C20.5 10.5 21 9 23 9C27 9 30 12 30 18C30 23 28.6 27 27 30C24 31.6 16 31.6 13 30C11.4 27 10 23 10 18Z';
/** Lines over the crown that read as the triangles of a 3D mesh. */
const MESH = 'M13 12.5L20 19L27 12.5M20 10.5V19M10.5 21L20 19L29.5 21M12 26.5L20 19L28 26.5M20 19V31M12 26.5L20 31L28 26.5';

export function DrawnCover({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 160 120" preserveAspectRatio="xMidYMid slice" className={className} fill="none" data-drawn-cover>
      <rect width="160" height="120" className="fill-brand-50" />
      <circle cx="132" cy="18" r="34" className="fill-brand-100" opacity="0.7" />
      <circle cx="22" cy="110" r="26" className="fill-brand-100" opacity="0.5" />
      <ellipse cx="80" cy="92" rx="40" ry="9" className="fill-brand-100 stroke-brand-200" strokeWidth="1.2" />
      <g transform="translate(36 9) scale(2.2)">
        <path d={CROWN} className="fill-surface stroke-brand-600" strokeWidth="0.85" strokeLinejoin="round" />
        <path d={MESH} className="stroke-brand-300" strokeWidth="0.4" strokeLinejoin="round" />
      </g>
      <path d="M40 60a40 12 0 0 0 80 0" className="stroke-brand-400" strokeWidth="1.4" strokeDasharray="3 3" strokeLinecap="round" />
      <path d="M116 57l4 3.5-4.6 2.2" className="stroke-brand-400" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
