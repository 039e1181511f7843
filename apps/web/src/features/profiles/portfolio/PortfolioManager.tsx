// The owner's portfolio at /profileModify (SPEC §3 "3D portfolio management"): the items as cards
// with their face (the captured cover, else the main image), title and number of files; edit and
// delete (asked first); and adding one, up to ProfileLimits.portfolioItemsMax items.
import { ProfileLimits, type PortfolioItem } from '@dcm/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useDeletePortfolioItem } from './api.ts';
import { PortfolioEditor } from './PortfolioEditor.tsx';
import { FileImage } from '../../../components/FileImage.tsx';

export function PortfolioManager({ items }: { items: PortfolioItem[] }) {
  const { t } = useTranslation(['portfolio', 'errors']);
  const id = useId();
  const remove = useDeletePortfolioItem();
  /** The item being edited, 'new' while adding one. */
  const [editing, setEditing] = useState<PortfolioItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PortfolioItem | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const full = items.length >= ProfileLimits.portfolioItemsMax;

  if (editing) {
    return (
      <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`} data-testid="portfolio-manager">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('portfolio:manager.title')}
        </h2>
        <PortfolioEditor item={editing === 'new' ? null : editing} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />
      </section>
    );
  }

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    setFailure(null);
    remove.mutateAsync(deleting.id).then(
      () => {
        setDeleting(null);
        toast.success(t('portfolio:manager.deleted'));
      },
      (error: unknown) => {
        setDeleting(null);
        setFailure(error);
      },
    );
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`} data-testid="portfolio-manager">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('portfolio:manager.title')}
        </h2>
        <button
          type="button"
          disabled={full}
          onClick={() => setEditing('new')}
          aria-describedby={full ? `${id}-full` : undefined}
          className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          data-testid="portfolio-add"
        >
          {t('portfolio:manager.add')}
        </button>
      </div>
      <p className="text-sm text-ink-muted">{t('portfolio:manager.intro', { max: ProfileLimits.portfolioItemsMax })}</p>
      {full && (
        <p id={`${id}-full`} className="rounded-lg bg-warning-50 px-3 py-2 text-sm text-warning-800" data-testid="portfolio-full">
          {t('portfolio:manager.full', { max: ProfileLimits.portfolioItemsMax })}
        </p>
      )}
      {failure !== null && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-danger-700" data-testid="portfolio-delete-error">
          {t('portfolio:manager.deleteFailed')} {t(`errors:${errorCodeOf(failure)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      )}

      {items.length === 0 ? (
        <p className="text-sm text-ink-muted" data-testid="portfolio-manager-empty">
          {t('portfolio:manager.empty')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col overflow-hidden rounded-card border border-line bg-surface" data-testid="portfolio-manager-item">
              <FileImage src={item.coverImageUrl ?? item.mainImageUrl} alt="" loading="lazy" className="aspect-[4/3] w-full bg-sunken object-cover" />
              <div className="flex flex-1 flex-col gap-1 p-3">
                <h3 className="truncate font-semibold">{item.title}</h3>
                <p className="text-sm text-ink-subtle">{t('portfolio:manager.files', { count: item.files.length })}</p>
              </div>
              <div className="flex gap-2 border-t border-line p-3">
                <button
                  type="button"
                  onClick={() => setEditing(item)}
                  aria-label={t('portfolio:manager.editItem', { title: item.title })}
                  className="min-h-11 flex-1 rounded-lg border border-line px-3 text-sm font-medium hover:bg-sunken"
                >
                  {t('portfolio:manager.edit')}
                </button>
                <button
                  type="button"
                  onClick={() => setDeleting(item)}
                  aria-label={t('portfolio:manager.deleteItem', { title: item.title })}
                  className="min-h-11 flex-1 rounded-lg border border-danger-200 px-3 text-sm font-medium text-danger-700 hover:bg-danger-50"
                >
                  {t('portfolio:manager.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('portfolio:manager.deleteTitle')}
        body={t('portfolio:manager.deleteBody', { title: deleting?.title ?? '' })}
        confirmLabel={t('portfolio:manager.deleteConfirm')}
        cancelLabel={t('portfolio:manager.deleteCancel')}
        onConfirm={confirmDelete}
        danger
        busy={remove.isPending}
        testId="portfolio-delete-confirm"
      />
    </section>
  );
}
