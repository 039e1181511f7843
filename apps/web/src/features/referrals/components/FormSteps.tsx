// The detail form's numbered steps (issue 26): each step a card with its number in a circle, a rail
// listing the steps with where the member stands (done, the one in view, one to fix), sticky beside the
// form on a desktop, and on a phone a compact progress header that stays under the site's header.
// The step in view is followed with an IntersectionObserver; a tap on a step scrolls to its card.
import { Check, CircleAlert } from 'lucide-react';
import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DETAIL_STEPS, type StepKey, type StepState } from '../form-steps.ts';

const STEP_KEYS = DETAIL_STEPS.map((s) => s.key);
const positionOf = (key: StepKey) => STEP_KEYS.indexOf(key) + 1;
const isOptional = (key: StepKey) => DETAIL_STEPS.some((s) => s.key === key && s.optional);

export const stepAnchor = (key: StepKey) => `step-${key}`;

/** Scrolls the step's card into view and puts focus on its heading, so a keyboard continues from there. */
export function goToStep(key: StepKey) {
  const card = document.getElementById(stepAnchor(key));
  if (!card) return;
  card.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  card.querySelector<HTMLElement>('[data-step-heading]')?.focus({ preventScroll: true });
}

/** The step whose card crosses a band a little above the middle of the screen: the one being read. */
export function useCurrentStep(): StepKey {
  const [current, setCurrent] = useState<StepKey>(STEP_KEYS[0] ?? 'case');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const key = (entry.target as HTMLElement).dataset.step ?? '';
          if (entry.isIntersecting) inBand.add(key);
          else inBand.delete(key);
        }
        const first = STEP_KEYS.find((k) => inBand.has(k));
        if (first) setCurrent(first);
      },
      { rootMargin: '-30% 0px -60% 0px' },
    );
    for (const key of STEP_KEYS) {
      const card = document.getElementById(stepAnchor(key));
      if (card) observer.observe(card);
    }
    return () => observer.disconnect();
  }, []);
  return current;
}

const MARKER: Record<StepState, string> = {
  done: 'border-success-600 bg-success-600 text-white',
  error: 'border-danger-600 bg-danger-600 text-white',
  todo: 'border-line bg-surface text-ink-muted',
};

/** The step's number in a circle: a check when done, an alert when something in it needs fixing. */
export function StepMarker({ position, state, current = false, size = 'md' }: { position: number; state: StepState; current?: boolean; size?: 'sm' | 'md' }) {
  const look = state === 'todo' && current ? 'border-brand-700 bg-brand-700 text-white' : MARKER[state];
  const ring = current ? (state === 'error' ? 'ring-4 ring-danger-50' : 'ring-4 ring-brand-100') : '';
  const box = size === 'sm' ? 'size-7 text-xs' : 'size-8 text-sm';
  return (
    <span aria-hidden className={`flex shrink-0 items-center justify-center rounded-full border font-bold tabular-nums ${box} ${look} ${ring}`}>
      {state === 'done' ? <Check className="size-4" strokeWidth={3} /> : state === 'error' ? <CircleAlert className="size-4" strokeWidth={2.5} /> : position}
    </span>
  );
}

interface StepCardProps {
  step: StepKey;
  state: StepState;
  children: ReactNode;
}

/** One step of the form: a card with the step's number, title and what it asks for. */
export function StepCard({ step, state, children }: StepCardProps) {
  const { t } = useTranslation('referralForm');
  const id = useId();
  const position = positionOf(step);
  return (
    <section
      id={stepAnchor(step)}
      data-step={step}
      data-state={state}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-36 rounded-card border bg-surface p-4 shadow-card sm:p-6 lg:scroll-mt-24 ${state === 'error' ? 'border-danger-200' : 'border-line'}`}
    >
      <header className="mb-5 flex items-start gap-3">
        <StepMarker position={position} state={state} />
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} data-step-heading tabIndex={-1} className="flex flex-wrap items-center gap-x-2 text-heading font-bold text-ink focus:outline-none">
            <span className="sr-only">{t('steps.number', { n: position })} </span>
            {t(`steps.${step}.title`)}
            {isOptional(step) && <span className="rounded-full bg-sunken px-2 py-0.5 text-xs font-semibold text-ink-muted">{t('steps.optional')}</span>}
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">{t(`steps.${step}.body`)}</p>
        </div>
      </header>
      <div className="flex flex-col gap-6">{children}</div>
    </section>
  );
}

interface RailProps {
  states: Record<StepKey, StepState>;
  current: StepKey;
}

const onStepLink = (key: StepKey) => (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  goToStep(key);
};

/** The desktop rail (inside the save summary's card): the steps as a list, joined by a line, the one in view marked. */
export function StepRail({ states, current }: RailProps) {
  const { t } = useTranslation('referralForm');
  return (
    <nav aria-label={t('steps.label')} className="hidden border-t border-line px-3 py-2.5 lg:block" data-testid="step-rail">
      <ol className="flex flex-col">
        {DETAIL_STEPS.map(({ key, optional }, i) => {
          const state = states[key];
          const here = key === current;
          return (
            <li key={key} className="relative" data-state={state}>
              {i < DETAIL_STEPS.length - 1 && (
                <span aria-hidden className={`absolute top-8 -bottom-1 left-[1.375rem] w-px ${state === 'done' ? 'bg-success-600' : 'bg-line'}`} />
              )}
              <a
                href={`#${stepAnchor(key)}`}
                onClick={onStepLink(key)}
                aria-current={here ? 'step' : undefined}
                className={`flex min-h-9 items-center gap-3 rounded-control px-2 py-1 text-sm hover:bg-sunken ${here ? 'bg-brand-50 font-semibold text-ink' : 'text-ink-muted'}`}
              >
                <StepMarker position={i + 1} state={state} current={here} size="sm" />
                <span className="min-w-0 flex-1">
                  {t(`steps.${key}.title`)}
                  {optional && <span className="ml-1.5 text-xs font-normal text-ink-subtle">{t('steps.optional')}</span>}
                </span>
                <span className="sr-only">({t(`steps.state.${state}`)})</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The phone's progress header: where the member is, and each step one tap away. */
export function StepProgress({ states, current }: RailProps) {
  const { t } = useTranslation('referralForm');
  const position = positionOf(current);
  return (
    <nav
      aria-label={t('steps.label')}
      className="sticky top-16 z-20 -mx-4 -mt-2 flex items-center gap-2 border-b border-line bg-canvas/95 px-4 py-1.5 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden print:hidden"
      data-testid="step-progress"
    >
      <p className="min-w-0 flex-1 leading-tight" aria-live="polite">
        <span className="block text-xs font-medium text-ink-subtle tabular-nums">{t('steps.progress', { n: position, total: DETAIL_STEPS.length })}</span>
        <span className="block truncate text-sm font-bold text-ink">{t(`steps.${current}.title`)}</span>
      </p>
      <ol className="flex shrink-0 items-center">
        {DETAIL_STEPS.map(({ key }, i) => (
          <li key={key}>
            <a
              href={`#${stepAnchor(key)}`}
              onClick={onStepLink(key)}
              aria-current={key === current ? 'step' : undefined}
              aria-label={t('steps.goTo', { n: i + 1, title: t(`steps.${key}.title`), state: t(`steps.state.${states[key]}`) })}
              className="flex size-11 items-center justify-center rounded-full"
            >
              <StepMarker position={i + 1} state={states[key]} current={key === current} size="sm" />
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
