import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { Faq } from '../api.ts';

/** Questions as buttons; each opens its answer below it (one or several may be open). `level` keeps the page's heading order. */
export function FaqAccordion({ items, testId = 'faq', level = 3 }: { items: Faq[]; testId?: string; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const [open, setOpen] = useState<Set<string>>(new Set());
  const prefix = useId();
  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line bg-white" data-testid={`${testId}-list`}>
      {items.map((faq) => {
        const expanded = open.has(faq.id);
        return (
          <li key={faq.id} data-testid={`${testId}-item`}>
            <Heading>
              <button
                type="button"
                id={`${prefix}-${faq.id}-q`}
                aria-expanded={expanded}
                aria-controls={`${prefix}-${faq.id}-a`}
                onClick={() => toggle(faq.id)}
                className="flex min-h-12 w-full items-start gap-3 px-4 py-3 text-left font-medium hover:bg-sunken"
              >
                <span aria-hidden className="font-bold text-brand-700">
                  Q
                </span>
                <span className="flex-1">{faq.question}</span>
                <ChevronDown aria-hidden className={`size-5 shrink-0 text-ink-subtle transition-transform ${expanded ? 'rotate-180' : ''}`} />
              </button>
            </Heading>
            <div
              id={`${prefix}-${faq.id}-a`}
              role="region"
              aria-labelledby={`${prefix}-${faq.id}-q`}
              hidden={!expanded}
              className="bg-canvas px-4 py-3 pl-10 leading-relaxed whitespace-pre-wrap text-ink-muted"
              data-testid={`${testId}-answer`}
            >
              {faq.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
