// /request/detailview and /request/easyview: the form being written, shown as the document a
// T-esigner will read. Before it is saved complete the client can go back or save it from here;
// once saved, the page says where the referrals are now and what can follow.
import { ReferralStatus, type ReferralMode } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormPage } from '../components/FormPage.tsx';
import { ReferralDocument } from '../../../components/referral-document/ReferralDocument.tsx';
import { useSaveForm } from '../use-save-form.ts';
import { formPathOf, useWorkspace } from '../workspace.ts';

export default function ReviewPage({ mode }: { mode: ReferralMode }) {
  const { t } = useTranslation(['referralForm', 'referralDoc']);
  const navigate = useNavigate();
  const workspace = useWorkspace((s) => s.workspace);
  const { save, saving } = useSaveForm();
  const title = mode === 'simple' ? t('review.titleSimple') : t('review.titleDetail');

  if (!workspace || workspace.mode !== mode) {
    return (
      <FormPage title={title}>
        <p className="rounded-xl bg-white p-6 text-slate-700">
          {t('review.nothing')}{' '}
          <Link className="font-semibold text-brand-700 underline" to="/request">
            {t('review.start')}
          </Link>
        </p>
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
    navigate(formPath);
  };

  return (
    <FormPage title={title}>
      {saved ? (
        <div role="status" className="flex flex-col gap-3 rounded-2xl bg-emerald-50 p-5 ring-1 ring-emerald-200 print:hidden">
          <p className="font-semibold text-emerald-900">{t('review.saved', { count: rows.length })}</p>
          <p className="text-sm text-emerald-900">{t('review.savedNext')}</p>
          <div className="flex flex-wrap gap-2">
            <Link to="/request/basket" className="min-h-11 content-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700">
              {t('review.toCart')}
            </Link>
            <Link to="/request/add" className="min-h-11 content-center rounded-lg border border-brand-600 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50">
              {t('review.addNext')}
            </Link>
            {workspace.groupId && (
              <Link to={`/request/group/doc/${workspace.groupId}`} className="min-h-11 content-center rounded-lg px-4 text-sm font-semibold text-brand-700 hover:bg-white">
                {t('review.printable')}
              </Link>
            )}
            <button
              type="button"
              className="min-h-11 rounded-lg px-4 text-sm font-semibold text-slate-700 hover:bg-white"
              onClick={() => {
                useWorkspace.getState().start(mode);
                navigate(formPath);
              }}
            >
              {t('review.newForm')}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 print:hidden">
          <p className="text-sm text-amber-900">{t('review.unsaved')}</p>
          <div className="flex gap-2">
            <Link to={formPath} className="min-h-11 content-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-100">
              {t('review.back')}
            </Link>
            <button
              type="button"
              disabled={saving !== null}
              onClick={() => void onSave()}
              className="min-h-11 rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
            >
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
