// /request/add: the next patient of the form group being written, either continuing from a
// patient already in it (same choices; new number, teeth kept, no files) or blank.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormPage } from '../components/FormPage.tsx';
import { formPathOf, useWorkspace } from '../workspace.ts';

export default function AddPage() {
  const { t } = useTranslation('referralForm');
  const navigate = useNavigate();
  const workspace = useWorkspace((s) => s.workspace);

  if (!workspace) {
    return (
      <FormPage title={t('add.title')}>
        <p className="rounded-xl bg-white p-6 text-slate-700">
          {t('review.nothing')}{' '}
          <Link className="font-semibold text-brand-700 underline" to="/request">
            {t('review.start')}
          </Link>
        </p>
      </FormPage>
    );
  }

  const add = (fromKey?: string) => {
    useWorkspace.getState().addRow(fromKey);
    navigate(formPathOf(workspace.mode));
  };

  return (
    <FormPage title={t('add.title')} intro={t('add.intro')}>
      <ul className="flex flex-col gap-3">
        {workspace.rows.map((row, i) => (
          <li key={row.key}>
            <button
              type="button"
              onClick={() => add(row.key)}
              className="w-full rounded-2xl bg-white p-5 text-left shadow-sm ring-brand-600 hover:ring-2"
            >
              <span className="block font-semibold">{t('add.continueFrom', { n: i + 1, number: row.data.referralNumber || t('detail.noNumber') })}</span>
              <span className="mt-1 block text-sm text-slate-600">{t('add.continueBody')}</span>
            </button>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => add()} className="w-full rounded-2xl bg-white p-5 text-left shadow-sm ring-brand-600 hover:ring-2">
            <span className="block font-semibold">{t('add.blank')}</span>
            <span className="mt-1 block text-sm text-slate-600">{t('add.blankBody')}</span>
          </button>
        </li>
      </ul>
    </FormPage>
  );
}
