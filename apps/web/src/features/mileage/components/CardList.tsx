// The client's registered cards on /cardInfo, each with its deletion behind a confirmation.
import type { PaymentCard } from '@dcm/shared';
import { CreditCard, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { dateFormat, useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useDeleteCard } from '../api.ts';
import { MileageSkeleton } from './MileageSkeleton.tsx';

function CardRow({ card, onDelete }: { card: PaymentCard; onDelete: () => void }) {
  const { t } = useTranslation('mileage');
  const locale = useLocale();
  const registered = new Date(card.createdAt);
  return (
    <li className="flex items-center gap-3 rounded-card border border-line bg-surface p-4 shadow-card" data-testid="card-row">
      <span aria-hidden className="flex h-10 w-14 shrink-0 items-center justify-center rounded-control bg-gradient-to-br from-brand-700 to-brand-900 text-white">
        <CreditCard className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold text-ink">
          {card.issuer ?? t('cards.issuerUnknown')} <span className="tabular-nums text-ink-muted">•••• {card.lastFour}</span>
        </p>
        <p className="mt-0.5 text-sm text-ink-subtle">
          {t('cards.registeredOn', { date: Number.isNaN(registered.getTime()) ? card.createdAt : dateFormat(locale, { dateStyle: 'medium' }).format(registered) })}
        </p>
      </div>
      <button
        type="button"
        onClick={onDelete}
        className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-control border border-danger-200 bg-surface px-3 text-sm font-medium text-danger-700 hover:bg-danger-50"
        aria-label={t('cards.deleteCard', { card: `${card.issuer ?? t('cards.issuerUnknown')} ${card.lastFour}` })}
      >
        <Trash2 aria-hidden className="size-4" />
        {t('cards.delete')}
      </button>
    </li>
  );
}

export function CardList({ cards, loading, error, onRetry }: { cards: PaymentCard[]; loading: boolean; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['mileage', 'errors']);
  const remove = useDeleteCard();
  const [deleting, setDeleting] = useState<PaymentCard | null>(null);
  const name = (card: PaymentCard) => `${card.issuer ?? t('mileage:cards.issuerUnknown')} •••• ${card.lastFour}`;

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    const card = deleting;
    remove.mutate(card.id, {
      onSuccess: () => toast.success(t('mileage:cards.deleted', { card: name(card) })),
      onError: (e) => toast.error(t(`errors:${errorCodeOf(e)}`, { defaultValue: t('errors:INTERNAL') })),
      onSettled: () => setDeleting(null),
    });
  };

  let body: ReactNode;
  if (error) body = <ErrorState error={error} onRetry={onRetry} testId="cards-error" />;
  else if (loading) body = <MileageSkeleton label={t('mileage:loading')} rows={1} />;
  else if (cards.length === 0) body = <EmptyState illustration="wallet" title={t('mileage:cards.none')} body={t('mileage:cards.noneBody')} testId="no-cards" />;
  else
    body = (
      <ul className="flex flex-col gap-2">
        {cards.map((card) => (
          <CardRow key={card.id} card={card} onDelete={() => setDeleting(card)} />
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="cards-title" className="flex flex-col gap-3">
      <h2 id="cards-title" className="text-heading font-bold text-ink">
        {t('mileage:cards.title')}
      </h2>
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('mileage:cards.deleteTitle')}
        body={deleting ? t('mileage:cards.deleteBody', { card: name(deleting) }) : ''}
        confirmLabel={remove.isPending ? t('mileage:cards.deleting') : t('mileage:cards.delete')}
        cancelLabel={t('mileage:cancel')}
        onConfirm={confirmDelete}
        danger
        busy={remove.isPending}
        testId="delete-card-dialog"
      />
    </section>
  );
}
