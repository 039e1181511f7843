// One quotation as the client compares it (issue 26). On a phone the cards stack, each a list of
// labelled facts. From md up they stand side by side as the columns of a comparison table: each card
// spans the grid's nine rows (subgrid: the header, the seven FACTS, the action), so prices, dates and
// records line up across T-esigners, and CompareLabels heads the rows once at the left. The labels
// stay in each card for a screen reader, which reads a card at a time.
import { Currency, QuotationStatus, type Quotation } from '@dcm/shared';
import { ChevronDown, Star, TrendingDown, Zap, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuotationStatusBadge } from '../../../components/StatusBadge.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { formatDateTime, formatRating, MISSING, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';

/** The rows of facts in the order every card and the labels column draw them. */
const FACTS = ['total', 'unitPrices', 'deliveryAt', 'rating', 'editCount', 'warranty', 'note'] as const;

/**
 * The grid the cards stand in from md up: a labels column, then a column per quotation, nine rows
 * (header, FACTS, action). Columns share the room up to a comfortable width; more than fit scroll
 * sideways under the labels, which stay put.
 */
export const COMPARE_GRID =
  'flex flex-col gap-4 md:grid md:grid-flow-col md:grid-cols-[8.5rem] md:grid-rows-[repeat(9,auto)] md:auto-cols-[minmax(15rem,19rem)] md:gap-x-3 md:gap-y-0';

/** A note longer than this folds to four lines, with a button to read it all. */
const NOTE_FOLD_CHARS = 140;
const NOTE_FOLD_LINES = 4;

interface Props {
  quotation: Quotation;
  cheapest: boolean;
  earliest: boolean;
  /** How much dearer than the lowest quotation still in the running (null: it is the lowest, or out of it). */
  aboveLowest: number | null;
  /** The choose button, when the client may choose this one now. */
  action?: ReactNode;
}

export function QuotationCard({ quotation: q, cheapest, earliest, aboveLowest, action }: Props) {
  const { t } = useTranslation('quotations');
  const locale = useLocale();
  const prosthesisName = useCodeName('prosthesis');
  const withdrawn = q.status === QuotationStatus.Withdrawn;
  const selected = q.status === QuotationStatus.Selected;
  // A withdrawn one stays readable (no fading: its words must keep their contrast), only quieter.
  const frame = selected ? 'border-success-600 bg-surface shadow-card ring-2 ring-success-200' : withdrawn ? 'border-dashed border-line bg-surface' : 'border-line bg-surface shadow-card';

  return (
    <article
      aria-labelledby={`quotation-${q.id}`}
      data-testid="quotation-card"
      data-quotation={q.id}
      className={`relative flex min-w-0 flex-col rounded-card border md:row-span-9 md:grid md:grid-rows-subgrid ${frame}`}
    >
      <header className="flex items-start gap-3 p-4">
        <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700 ring-1 ring-brand-100">
          {[...q.designer.nickname][0]?.toUpperCase()}
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <h3 id={`quotation-${q.id}`} className="min-w-0 text-base font-bold break-words text-ink">
            {q.designer.nickname}
          </h3>
          <div className="flex flex-wrap items-center gap-x-2">
            <Link
              to={`/designer/view/${q.designer.memberNo}`}
              className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline md:min-h-8"
            >
              {t('compare.viewProfile')}
              <span className="sr-only"> — {q.designer.nickname}</span>
            </Link>
            {/* Every quotation in the running is "submitted": only a change from that is worth a badge. */}
            {q.status !== QuotationStatus.Submitted && <QuotationStatusBadge status={q.status} />}
          </div>
        </div>
      </header>

      <dl className="flex flex-col md:contents">
        <Fact label={t('compare.total')}>
          <span className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1 md:justify-start">
            <span className="text-xl font-bold text-ink tabular-nums" data-testid="card-total">
              {formatMoney(q.total, Currency.KRW, locale)}
            </span>
            {cheapest && (
              <Best icon={TrendingDown} testId="cheapest">
                {t('compare.cheapest')}
              </Best>
            )}
          </span>
          {aboveLowest !== null && <span className="mt-0.5 block text-xs text-ink-subtle">{t('compare.aboveLowest', { amount: formatMoney(aboveLowest, Currency.KRW, locale) })}</span>}
        </Fact>
        <Fact label={t('compare.unitPrices')} stack>
          <ul className="flex flex-col gap-1">
            {q.items.map((item) => (
              <li key={item.type} className="flex justify-between gap-3">
                <span className="min-w-0 text-ink-muted">
                  {prosthesisName(item.type)} <span className="text-ink-subtle tabular-nums">{t('form.unitCount', { count: item.count })}</span>
                </span>
                <span className="shrink-0 tabular-nums">{formatMoney(item.unitPrice, Currency.KRW, locale)}</span>
              </li>
            ))}
          </ul>
        </Fact>
        <Fact label={t('compare.deliveryAt')}>
          <span className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1 md:justify-start">
            <time dateTime={q.deliveryAt} className="font-semibold" data-testid="card-delivery">
              {formatDateTime(q.deliveryAt, locale)}
            </time>
            {earliest && (
              <Best icon={Zap} testId="earliest">
                {t('compare.earliest')}
              </Best>
            )}
          </span>
        </Fact>
        <Fact label={t('compare.rating')}>
          {q.facts.rating === null ? (
            <span className="text-ink-subtle">{t('compare.noRating')}</span>
          ) : (
            <span className="inline-flex flex-wrap items-center justify-end gap-x-1.5 md:justify-start">
              <Star aria-hidden className="size-4 fill-brand-600 text-brand-600" />
              <span className="font-semibold">{formatRating(q.facts.rating)}</span>
              <span className="text-ink-subtle">· {t('compare.reviewCount', { count: q.facts.reviewCount })}</span>
            </span>
          )}
        </Fact>
        <Fact label={t('compare.editCount')}>{q.facts.editCount === null ? MISSING : t('compare.editCountValue', { count: q.facts.editCount })}</Fact>
        <Fact label={t('compare.warranty')}>
          <span data-testid="card-warranty">{q.facts.warrantyDays === null ? MISSING : t('compare.warrantyValue', { count: q.facts.warrantyDays })}</span>
        </Fact>
        <Fact label={t('compare.note')} stack>
          <Note text={q.note} />
        </Fact>
      </dl>

      {action && <div className="flex items-end px-4 pb-4 pt-1 md:pt-3">{action}</div>}
    </article>
  );
}

/** The labels of the rows, once at the left of the cards from md up (each card keeps its own for a screen reader). */
export function CompareLabels() {
  const { t } = useTranslation('quotations');
  return (
    // Sticky at the left while the columns scroll under it, with a fade over the gap beside it.
    <div
      aria-hidden
      className="sticky left-0 z-10 hidden bg-canvas after:absolute after:inset-y-0 after:left-full after:w-3 after:bg-gradient-to-r after:from-canvas after:to-transparent md:row-span-9 md:grid md:grid-rows-subgrid"
    >
      <div className="flex items-end pb-4 text-xs font-semibold text-ink-subtle">{t('compare.designer')}</div>
      {FACTS.map((fact) => (
        <div key={fact} className="border-t border-line py-3 pr-3 text-sm font-medium text-ink-muted">
          {t(`compare.${fact}`)}
        </div>
      ))}
    </div>
  );
}

/** One fact: label and value side by side on a phone (long ones stacked), the value alone in its row from md up. */
function Fact({ label, stack = false, children }: { label: string; stack?: boolean; children: ReactNode }) {
  return (
    <div className={`flex gap-x-4 gap-y-1 border-t border-line px-4 py-3 text-sm md:flex-col ${stack ? 'flex-col' : 'items-baseline justify-between'}`}>
      <dt className="shrink-0 text-ink-subtle md:sr-only">{label}</dt>
      <dd className={`min-w-0 text-ink ${stack ? '' : 'text-right md:text-left'}`}>{children}</dd>
    </div>
  );
}

/** The small mark of the best value in its row: the lowest price, the earliest delivery. */
function Best({ icon: Icon, testId, children }: { icon: LucideIcon; testId: string; children: ReactNode }) {
  return (
    <span data-testid={testId} className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800 ring-1 ring-brand-200">
      <Icon aria-hidden className="size-3" strokeWidth={2.5} />
      {children}
    </span>
  );
}

/** The T-esigner's note; a long one folds to four lines with a button that opens it. */
function Note({ text }: { text: string }) {
  const { t } = useTranslation('quotations');
  const id = useId();
  const [open, setOpen] = useState(false);
  if (!text) return <span className="text-ink-subtle">{t('compare.noNote')}</span>;
  const long = text.length > NOTE_FOLD_CHARS || text.split('\n').length > NOTE_FOLD_LINES;
  return (
    <div className="flex flex-col items-start">
      <p id={id} className={`whitespace-pre-line break-words text-ink-muted ${long && !open ? 'line-clamp-4' : ''}`}>
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 hover:text-brand-800 md:min-h-8"
        >
          {open ? t('compare.noteLess') : t('compare.noteMore')}
          <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      )}
    </div>
  );
}
