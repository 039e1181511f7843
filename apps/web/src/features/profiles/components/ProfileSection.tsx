// The parts profile pages are built of: a titled card (the pages stack these), codes as chips, and
// the member's avatar (their photo, else their initials in the brand's tint).
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface SectionProps {
  title: string;
  testId: string;
  children: ReactNode;
  /** A small picture beside the title, decorative. */
  icon?: LucideIcon;
  /** A link at the end of the title's row ("all reviews"). */
  action?: ReactNode;
}

export function ProfileSection({ title, testId, children, icon: Icon, action }: SectionProps) {
  return (
    <section className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h2 className="flex items-center gap-2 text-heading font-bold text-ink">
          {Icon && <Icon aria-hidden className="size-5 text-brand-600" />}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Codes shown as chips by their names. */
export function CodeChips({ names, testId, empty }: { names: string[]; testId: string; empty: string }) {
  if (names.length === 0) return <p className="text-sm text-ink-subtle">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2" data-testid={testId}>
      {names.map((name) => (
        <li key={name} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100">
          {name}
        </li>
      ))}
    </ul>
  );
}

const AVATAR_SIZES = {
  /** Cards and lists. */
  md: 'size-16 text-2xl sm:size-20',
  /** A profile's head, over its cover band. */
  lg: 'size-20 text-3xl ring-4 ring-surface shadow-card sm:size-28 sm:text-4xl',
} as const;

/** The first letter of each of the first two words ("Hanbit Lab" → "HL"), else the name's first letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((word) => [...word][0]) : [[...(words[0] ?? '')][0]];
  return letters.join('').toUpperCase();
}

/** An avatar: the profile image or the name's initials. */
export function ProfileAvatar({ url, name, size = 'md' }: { url: string | null; name: string; size?: keyof typeof AVATAR_SIZES }) {
  const frame = `${AVATAR_SIZES[size]} shrink-0 rounded-full`;
  return url ? (
    <img src={url} alt="" className={`${frame} bg-surface object-cover`} data-testid="profile-image" />
  ) : (
    <span aria-hidden className={`${frame} flex items-center justify-center bg-brand-100 font-bold text-brand-800`}>
      {initialsOf(name)}
    </span>
  );
}
