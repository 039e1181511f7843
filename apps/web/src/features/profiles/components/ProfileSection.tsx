// A titled block of a profile page; the pages stack these.
import type { ReactNode } from 'react';

export function ProfileSection({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" data-testid={testId}>
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** Codes shown as chips by their names. */
export function CodeChips({ names, testId, empty }: { names: string[]; testId: string; empty: string }) {
  if (names.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2" data-testid={testId}>
      {names.map((name) => (
        <li key={name} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
          {name}
        </li>
      ))}
    </ul>
  );
}

/** An avatar: the profile image or the name's first letter. */
export function ProfileAvatar({ url, name }: { url: string | null; name: string }) {
  return url ? (
    <img src={url} alt="" className="h-16 w-16 shrink-0 rounded-full object-cover sm:h-20 sm:w-20" data-testid="profile-image" />
  ) : (
    <span aria-hidden className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800 sm:h-20 sm:w-20">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
