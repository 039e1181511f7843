// The two page widths of the design system (issue 26, decision 0039): `reading` for forms, text and
// one-column flows, `working` for lists and detail pages. A detail page on the working width gives its
// summary and primary action a side column on desktop (`aside`), which moves under the content on a phone.
import type { ReactNode } from 'react';

export type PageWidth = 'reading' | 'working';

const WIDTHS: Record<PageWidth, string> = {
  reading: 'max-w-reading',
  working: 'max-w-working',
};

interface PageProps {
  width: PageWidth;
  children: ReactNode;
  /** The summary and primary action beside the content on desktop (working width only). */
  aside?: ReactNode;
  className?: string;
  testId?: string;
}

export function Page({ width, children, aside, className = '', testId }: PageProps) {
  const frame = `mx-auto w-full ${WIDTHS[width]} px-4 pt-6 pb-10 sm:px-6 sm:pt-10 sm:pb-16 ${className}`;
  if (!aside) {
    return (
      <div className={`flex flex-col gap-6 ${frame}`} data-testid={testId}>
        {children}
      </div>
    );
  }
  return (
    <div className={`grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start ${frame}`} data-testid={testId}>
      <div className="flex min-w-0 flex-col gap-6">{children}</div>
      <aside className="flex flex-col gap-4 lg:sticky lg:top-24">{aside}</aside>
    </div>
  );
}
