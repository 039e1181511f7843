// The client's registered cards on /cardInfo, each with its deletion behind a confirmation.
import type { PaymentCard } from '@dcm/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { dateFormat, useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useDeleteCard } from '../api.ts';

function CardRow({ card, onDelete }: { card: PaymentCard; onDelete: () => void }) {
  const { t } = useTranslation('mileage');
  const locale = useLocale();
  const registered = new Date(card.createdAt);
  return (
    <li className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="card-row">
      <div className="min-w-0">
        <p className="break-words font-semibold">
          {card.issuer ?? t('cards.issuerUnknown')} <span className="tabular-nums text-slate-600">•••• {card.lastFour}</span>
        </p>
        <p className="mt-0.5 text-sm text-slate-500">
          {t('cards.registeredOn', { date: Number.isNaN(registered.getTime()) ? card.createdAt : dateFormat(locale, { dateStyle: 'medium' }).format(registered) })}
        </p>
      </div>
      <button
        type="button"
        onClick={onDelete}
        className="inline-flex min-h-11 shrink-0 items-center rounded-lg border border-red-300 px-3 text-sm font-medium text-red-700 hover:bg-red-50"
        aria-label={t('cards.deleteCard', { card: `${card.issuer ?? t('cards.issuerUnknown')} ${card.lastFour}` })}
      >
        {t('cards.delete')}
      </button>
    </li>
  );
}

export function CardList({ cards, loading, error }: { cards: PaymentCard[]; loading: boolean; error: unknown }) {
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
  if (error) body = <p role="alert" className="text-sm text-red-700">{t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })}</p>;
  else if (loading) body = <p className="text-sm text-slate-500">{t('mileage:loading')}</p>;
  else if (cards.length === 0) body = <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600" data-testid="no-cards">{t('mileage:cards.none')}</p>;
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
      <h2 id="cards-title" className="text-lg font-bold">
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
