// The head of a public profile (issue 26): a cover band in the brand's tint, the avatar over it,
// the name (the page's h1), what kind of member and where, their specialities as chips, their figures
// and their own short introduction.
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { CodeChips, ProfileAvatar } from './ProfileSection.tsx';

/** A dental arch of fourteen teeth, drawn faintly at the band's end. */
const ARCH = Array.from({ length: 14 }, (_, i) => {
  const angle = Math.PI * (1.06 + (i * 0.88) / 13);
  return { x: 660 + 96 * Math.cos(angle), y: 150 + 92 * Math.sin(angle), rotate: (angle * 180) / Math.PI + 90 };
});

function CoverBand() {
  return (
    <div aria-hidden className="relative h-24 overflow-hidden bg-linear-to-br from-brand-100 via-brand-50 to-surface sm:h-32">
      <svg viewBox="0 0 800 128" preserveAspectRatio="xMaxYMid slice" className="absolute inset-0 size-full" fill="none">
        <circle cx="760" cy="-10" r="120" className="fill-brand-100" opacity="0.8" />
        <circle cx="560" cy="150" r="70" className="fill-brand-50" />
        <path d="M568 150a92 92 0 0 1 184 0" className="stroke-brand-200" strokeWidth="18" strokeLinecap="round" opacity="0.6" />
        {ARCH.map(({ x, y, rotate }, i) => (
          <rect key={i} x={x - 7} y={y - 9} width="14" height="18" rx="6" transform={`rotate(${rotate} ${x} ${y})`} className="fill-surface stroke-brand-300" strokeWidth="1.6" />
        ))}
      </svg>
    </div>
  );
}

interface Chips {
  title: string;
  names: string[];
  /** Said when there are none. */
  empty: string;
  testId: string;
  listTestId: string;
}

interface Props {
  name: string;
  nameTestId: string;
  avatarUrl: string | null;
  /** "T-esigner · Seoul": what kind of member and where. */
  where: string;
  whereTestId: string;
  /** Their specialities as chips (prosthesis types, a lab's fields), under a heading for screen readers. */
  chips: Chips;
  intro?: string;
  introTestId: string;
  /** Figures under the head (rating, completed orders, response time). */
  figures?: ReactNode;
  testId: string;
}

export function ProfileHeader({ name, nameTestId, avatarUrl, where, whereTestId, chips, intro, introTestId, figures, testId }: Props) {
  return (
    <header className="overflow-hidden rounded-card border border-line bg-surface shadow-card" data-testid={testId}>
      <CoverBand />
      <div className="flex flex-col gap-4 px-4 pb-5 sm:px-6 sm:pb-6">
        <div className="-mt-10 flex flex-col gap-3 sm:-mt-14 sm:flex-row sm:items-end sm:gap-5">
          <ProfileAvatar url={avatarUrl} name={name} size="lg" />
          <div className="flex min-w-0 flex-1 flex-col gap-1 sm:pb-1">
            <h1 className="text-title font-bold break-words text-ink" data-testid={nameTestId}>
              {name}
            </h1>
            <p className="flex items-center gap-1.5 text-ink-muted">
              <MapPin aria-hidden className="size-4 shrink-0 text-brand-600" />
              <span data-testid={whereTestId}>{where}</span>
            </p>
          </div>
        </div>
        <div data-testid={chips.testId}>
          <h2 className="sr-only">{chips.title}</h2>
          <CodeChips names={chips.names} testId={chips.listTestId} empty={chips.empty} />
        </div>
        {intro && (
          <p className="text-base break-words whitespace-pre-line text-ink" data-testid={introTestId}>
            {intro}
          </p>
        )}
        {figures}
      </div>
    </header>
  );
}
