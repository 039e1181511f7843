// A card: the surface every grouped piece of a page sits on (issue 26). `as` picks the element (a
// section with a heading, a list item), `tone` a quiet sunken variant for secondary facts.
import type { ReactNode } from 'react';

interface CardProps {
  children: ReactNode;
  /** A heading at the top of the card, with an optional action at its end. */
  title?: ReactNode;
  titleAction?: ReactNode;
  as?: 'section' | 'div' | 'li' | 'article';
  tone?: 'surface' | 'sunken';
  /** Cards that are links or buttons lift on hover. */
  interactive?: boolean;
  className?: string;
  testId?: string;
}

const TONES = {
  surface: 'border border-line bg-surface shadow-card',
  sunken: 'bg-sunken',
} as const;

export function Card({ children, title, titleAction, as: Element = 'section', tone = 'surface', interactive = false, className = '', testId }: CardProps) {
  const lift = interactive ? 'transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-raised' : '';
  return (
    <Element className={`rounded-card p-4 sm:p-6 ${TONES[tone]} ${lift} ${className}`} data-testid={testId}>
      {title && (
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 className="text-heading font-bold text-ink">{title}</h2>
          {titleAction}
        </div>
      )}
      {children}
    </Element>
  );
}
