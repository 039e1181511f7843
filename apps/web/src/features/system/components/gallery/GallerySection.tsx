// One section of the /component catalogue: a heading, a short note on when the piece is used, and the
// real component with live state below.
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  note: string;
  children: ReactNode;
}

export function GallerySection({ id, title, note, children }: Props) {
  const headingId = `gallery-${id}-title`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-line pt-6" data-testid={`gallery-${id}`}>
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{note}</p>
      </div>
      {children}
    </section>
  );
}

/** What a section shows while its lazily loaded piece arrives. */
export function SectionLoading({ label }: { label: string }) {
  return <p className="py-4 text-sm text-ink-subtle">{label}</p>;
}
