// A page before or instead of its content: loading, not found (or not the viewer's), failed. The
// words come from the feature that shows the page, so each keeps its own catalogue.
import { ErrorCode } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCodeOf } from '../lib/http.ts';

/**
 * The two shapes pages take: `sections` under a title the layout draws (an order's summary, its
 * contract), `cards` under a title and an intro the page draws itself (a list of quotations). The
 * classes stay literal so Tailwind finds them.
 */
const SHAPES = {
  sections: { heading: false, card: 'rounded-2xl', cardTitle: 'h-5 w-40' },
  cards: { heading: true, card: 'rounded-xl', cardTitle: 'h-4 w-32' },
} as const;

interface SkeletonProps {
  /** What a screen reader hears while the page loads. */
  label: string;
  testId: string;
  shape: keyof typeof SHAPES;
  /** How many sections or cards the page will show. */
  blocks?: number;
}

/** The page's shape while it loads, so it does not jump when the answer arrives. */
export function PageSkeleton({ label, testId, shape, blocks = 3 }: SkeletonProps) {
  const { heading, card, cardTitle } = SHAPES[shape];
  const bar = 'rounded bg-line';
  return (
    <div role="status" aria-busy className="flex flex-col gap-4" data-testid={testId}>
      <span className="sr-only">{label}</span>
      <div className="flex animate-pulse flex-col gap-4" aria-hidden>
        {heading && (
          <>
            <div className={`${bar} h-7 w-48`} />
            <div className={`${bar} h-4 w-64 max-w-full`} />
          </>
        )}
        {Array.from({ length: blocks }, (_, i) => (
          <div key={i} className={`flex flex-col gap-2 ${card} border border-line bg-surface p-4`}>
            <div className={`${bar} ${cardTitle}`} />
            <div className={`${bar} h-4 w-full`} />
            <div className={`${bar} h-4 w-2/3`} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Another member's record and a missing one look the same: the server answers 404 for both. */
const isNotFound = (code: string) => code === ErrorCode.NotFound || code === ErrorCode.ValidationFailed;

interface ProblemProps {
  /** The failed query's error; null when the address names no record at all. */
  error: unknown;
  /** Prefix of the test ids: `<prefix>-not-found`, `<prefix>-error`. */
  testId: string;
  notFoundTitle: string;
  notFoundBody: string;
  backTo: string;
  backLabel: string;
}

/** Says why the page has nothing to show and offers the way back; other failures read from the errors catalogue. */
export function PageProblem({ error, testId, notFoundTitle, notFoundBody, backTo, backLabel }: ProblemProps) {
  const { t } = useTranslation('errors');
  const code = error === null ? ErrorCode.NotFound : errorCodeOf(error);
  const notFound = isNotFound(code);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line-strong bg-surface px-4 py-12 text-center"
      data-testid={notFound ? `${testId}-not-found` : `${testId}-error`}
    >
      <p className="text-lg font-semibold">{notFound ? notFoundTitle : t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') })}</p>
      {notFound && <p className="text-sm text-ink-muted">{notFoundBody}</p>}
      <Link to={backTo} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
        {backLabel}
      </Link>
    </div>
  );
}
