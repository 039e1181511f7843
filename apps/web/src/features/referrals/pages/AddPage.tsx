// /request/add: the next patient of the form group being written, either continuing from a
// patient already in it (same choices; new number, teeth kept, no files) or blank.
import { ArrowRight, Copy, FilePlus2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { FormPage } from '../components/FormPage.tsx';
import { formPathOf, formState, useWorkspace } from '../workspace.ts';

export default function AddPage() {
  const { t } = useTranslation('referralForm');
  const navigate = useNavigate();
  const workspace = useWorkspace((s) => s.workspace);

  if (!workspace) {
    return (
      <FormPage title={t('add.title')} bar="none">
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

  const add = (fromKey?: string) => {
    useWorkspace.getState().addRow(fromKey);
    navigate(formPathOf(workspace.mode), { state: formState(workspace.key) });
  };

  return (
    <FormPage title={t('add.title')} intro={t('add.intro')} bar="none">
      <ul className="flex flex-col gap-3">
        {workspace.rows.map((row, i) => (
          <li key={row.key}>
            <Choice
              icon={<Copy className="size-5" />}
              title={t('add.continueFrom', { n: i + 1, number: row.data.referralNumber || t('detail.noNumber') })}
              body={t('add.continueBody')}
              onClick={() => add(row.key)}
            />
          </li>
        ))}
        <li>
          <Choice icon={<FilePlus2 className="size-5" />} title={t('add.blank')} body={t('add.blankBody')} onClick={() => add()} />
        </li>
      </ul>
    </FormPage>
  );
}

/** One way to start the next patient: a whole card to tap, its picture, what it keeps. */
function Choice({ icon, title, body, onClick }: { icon: ReactNode; title: string; body: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="group flex w-full items-center gap-4 rounded-card border border-line bg-surface p-4 text-left shadow-card transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-raised sm:p-5"
    >
      <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink">{title}</span>
        <span className="mt-1 block text-sm text-ink-muted">{body}</span>
      </span>
      <ArrowRight aria-hidden className="size-5 shrink-0 text-ink-subtle group-hover:text-brand-700" />
    </button>
  );
}
