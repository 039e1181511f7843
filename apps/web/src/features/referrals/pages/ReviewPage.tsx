// /request/detailview and /request/easyview: the form being written, shown as the document a
// T-esigner will read. Before it is saved complete the client can go back or save it from here;
// once saved, the page says where the referrals are now and what can follow.
import { ReferralStatus, type ReferralMode } from '@dcm/shared';
import { ArrowRight, ChevronLeft, CircleCheck, Eye, FilePlus2, Printer, ShoppingCart, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { ReferralDocument } from '../../../components/referral-document/ReferralDocument.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { FormPage } from '../components/FormPage.tsx';
import { useSaveForm } from '../use-save-form.ts';
import { formPathOf, formState, useWorkspace } from '../workspace.ts';

const action = 'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-control px-4 text-sm font-semibold';

export default function ReviewPage({ mode }: { mode: ReferralMode }) {
  const { t } = useTranslation(['referralForm', 'referralDoc']);
  const navigate = useNavigate();
  const workspace = useWorkspace((s) => s.workspace);
  const { save, saving } = useSaveForm();
  const title = mode === 'simple' ? t('review.titleSimple') : t('review.titleDetail');

  if (!workspace || workspace.mode !== mode) {
    return (
      <FormPage title={title} bar="none">
        <EmptyState
          illustration="documents"
          title={t('review.nothing')}
          action={
            <Link to="/request" className="inline-flex min-h-11 items-center gap-1.5 rounded-control bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
              {t('review.start')}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          }
        />
      </FormPage>
    );
  }

  const rows = workspace.rows;
  const saved = rows.every((r) => !r.dirty && (r.status === ReferralStatus.Complete || r.status === ReferralStatus.Requested));
  const formPath = formPathOf(mode);

  const onSave = async () => {
    const outcome = await save(ReferralStatus.Complete);
    if (outcome.ok) return;
    if (outcome.message) toast.error(outcome.message);
    // The form shows each error next to its field.
    navigate(formPath, { state: formState(workspace.key) });
  };

  return (
    <FormPage title={title} bar="none">
      {saved ? (
        <div role="status" className="flex flex-col gap-4 rounded-card border border-success-200 bg-success-50 p-5 sm:flex-row sm:p-6 print:hidden">
          <CircleCheck aria-hidden className="size-8 shrink-0 text-success-600" />
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <div>
              <p className="text-heading font-bold text-success-800">{t('review.saved', { count: rows.length })}</p>
              <p className="mt-1 text-sm text-success-800">{t('review.savedNext')}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Link to="/request/basket" className={`${action} bg-brand-700 text-white hover:bg-brand-800`}>
                <ShoppingCart aria-hidden className="size-4" />
                {t('review.toCart')}
              </Link>
              <Link to="/request/add" className={`${action} border border-brand-600 bg-surface text-brand-700 hover:bg-brand-50`}>
                <UserPlus aria-hidden className="size-4" />
                {t('review.addNext')}
              </Link>
              {workspace.groupId && (
                <Link to={`/request/group/doc/${workspace.groupId}`} className={`${action} border border-line bg-surface text-ink hover:bg-sunken`}>
                  <Printer aria-hidden className="size-4" />
                  {t('review.printable')}
                </Link>
              )}
              <button
                type="button"
                className={`${action} text-ink-muted hover:bg-surface hover:text-ink`}
                onClick={() => navigate(formPath, { state: formState(useWorkspace.getState().start(mode)) })}
              >
                <FilePlus2 aria-hidden className="size-4" />
                {t('review.newForm')}
              </button>
            </div>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3 rounded-card border border-warning-200 bg-warning-50 p-4 sm:flex-row sm:items-center sm:p-5 print:hidden">
          <p className="flex min-w-0 flex-1 items-start gap-2 text-sm text-warning-800">
            <Eye aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('review.unsaved')}
          </p>
          <div className="flex gap-2">
            <Link to={formPath} state={formState(workspace.key)} className={`${action} flex-1 border border-line bg-surface text-ink hover:bg-sunken sm:flex-none`}>
              <ChevronLeft aria-hidden className="size-4" />
              {t('review.back')}
            </Link>
            <button
              type="button"
              disabled={saving !== null}
              onClick={() => void onSave()}
              className={`${action} flex-1 bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-50 sm:flex-none`}
            >
              <CircleCheck aria-hidden className="size-4" />
              {saving ? t('save.saving') : t('save.complete')}
            </button>
          </div>
        </div>
      )}
      <div className="flex flex-col gap-6">
        {rows.map((row, i) => (
          <ReferralDocument
            key={row.key}
            data={row.data}
            files={row.files}
            mode={mode}
            status={row.dirty ? undefined : row.status}
            groupIndex={rows.length > 1 ? i + 1 : undefined}
          />
        ))}
      </div>
    </FormPage>
  );
}
