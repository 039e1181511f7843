// The spot illustrations of empty and error states (issue 26): one drawing per kind of thing a list
// holds, in the brand's tints, decorative (hidden from screen readers; the state's words say it all).

export type IllustrationKind = 'documents' | 'search' | 'chat' | 'wallet' | 'bell' | 'error';

const TOOTH = 'M-9 -10c-5 0-8 4-7 10 1 5 2 8 3 14 1 4 4 4 5 0l2-7c1-2 3-2 4 0l2 7c1 4 4 4 5 0 1-6 2-9 3-14 1-6-2-10-7-10-3 0-4 2-5 2s-2-2-5-2z';

function Tooth({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return <path d={TOOTH} transform={`translate(${x} ${y}) scale(${scale})`} className="fill-surface stroke-brand-600" strokeWidth={2 / scale} strokeLinejoin="round" />;
}

const DRAWINGS: Record<IllustrationKind, React.ReactNode> = {
  documents: (
    <>
      <rect x="46" y="22" width="64" height="80" rx="8" className="fill-brand-100" transform="rotate(-8 78 62)" />
      <rect x="52" y="20" width="64" height="80" rx="8" className="fill-surface stroke-brand-300" strokeWidth="2" />
      <rect x="62" y="34" width="32" height="5" rx="2.5" className="fill-brand-200" />
      <rect x="62" y="46" width="44" height="4" rx="2" className="fill-sunken" />
      <rect x="62" y="56" width="38" height="4" rx="2" className="fill-sunken" />
      <Tooth x={100} y={84} scale={1.1} />
    </>
  ),
  search: (
    <>
      <circle cx="74" cy="56" r="30" className="fill-brand-50 stroke-brand-300" strokeWidth="3" />
      <path d="M96 78l20 20" className="stroke-brand-600" strokeWidth="7" strokeLinecap="round" />
      <Tooth x={74} y={54} scale={1.2} />
    </>
  ),
  chat: (
    <>
      <path d="M36 30h58a8 8 0 0 1 8 8v30a8 8 0 0 1-8 8H58l-14 12V76h-8a8 8 0 0 1-8-8V38a8 8 0 0 1 8-8z" className="fill-brand-100" />
      <path d="M70 52h54a8 8 0 0 1 8 8v26a8 8 0 0 1-8 8h-6v12l-14-12H70a8 8 0 0 1-8-8V60a8 8 0 0 1 8-8z" className="fill-surface stroke-brand-400" strokeWidth="2" />
      <circle cx="84" cy="73" r="3" className="fill-brand-500" />
      <circle cx="97" cy="73" r="3" className="fill-brand-500" />
      <circle cx="110" cy="73" r="3" className="fill-brand-500" />
    </>
  ),
  wallet: (
    <>
      <rect x="34" y="38" width="88" height="58" rx="10" className="fill-brand-100" />
      <rect x="34" y="48" width="88" height="48" rx="10" className="fill-surface stroke-brand-400" strokeWidth="2" />
      <rect x="96" y="62" width="26" height="18" rx="6" className="fill-brand-100 stroke-brand-400" strokeWidth="2" />
      <circle cx="106" cy="71" r="3" className="fill-brand-600" />
      <circle cx="58" cy="32" r="11" className="fill-accent-100 stroke-accent-500" strokeWidth="2" />
    </>
  ),
  bell: (
    <>
      <circle cx="80" cy="60" r="40" className="fill-brand-50" />
      <path d="M62 74V56a18 18 0 0 1 36 0v18l6 6H56z" className="fill-surface stroke-brand-500" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M74 86a6 6 0 0 0 12 0" className="stroke-brand-500" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </>
  ),
  error: (
    <>
      <circle cx="80" cy="60" r="40" className="fill-danger-50" />
      <path d="M80 34l26 46H54z" className="fill-surface stroke-danger-600" strokeWidth="3" strokeLinejoin="round" />
      <path d="M80 52v14" className="stroke-danger-600" strokeWidth="4" strokeLinecap="round" />
      <circle cx="80" cy="73" r="2.5" className="fill-danger-600" />
    </>
  ),
};

export function Illustration({ kind, className = 'h-24 w-32' }: { kind: IllustrationKind; className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 160 120" className={className} fill="none" data-illustration={kind}>
      {DRAWINGS[kind]}
    </svg>
  );
}
