/** A tooth outline, drawn inline (no emoji font or icon request needed). */
export function ToothIcon({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className={className} fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinejoin="round">
      <path d="M7.5 3C5 3 3.5 5 3.5 7.8c0 4.2 1.9 12.2 4 12.2 1.6 0 1.5-5 3.2-5h2.6c1.7 0 1.6 5 3.2 5 2.1 0 4-8 4-12.2C20.5 5 19 3 16.5 3c-2 0-2.9 1-4.5 1S9.5 3 7.5 3z" />
    </svg>
  );
}
