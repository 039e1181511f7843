// The frame of the form's own sub-pages (/request/itemType, /request/numvalue, /request/oftenDt):
// the way back to the form, which patient is being edited, and a "Done" bar within thumb reach.
// Reached without a form being written (a bookmark, another tab), it says where to start one.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formPathOf, useActiveRow, useWorkspace, type Workspace, type WorkspaceRow } from '../workspace.ts';

interface Props {
  title: string;
  intro: ReactNode;
  testId: string;
  children: (row: WorkspaceRow, workspace: Workspace) => ReactNode;
  /** What "Done" does before returning to the form; false stays on the page (e.g. a field to fix). */
  onDone?: () => boolean;
  /** Shown in the bar beside "Done" (e.g. "3 selected"). */
  status?: (row: WorkspaceRow) => ReactNode;
}

export function FormSubPage({ title, intro, testId, children, onDone, status }: Props) {
  const { t } = useTranslation('referralPages');
  const navigate = useNavigate();
  const workspace = useWorkspace((s) => s.workspace);
  const row = useActiveRow();

  if (!workspace || !row) {
    return (
      <section data-testid={testId} className="mx-auto w-full max-w-2xl px-4 py-10">
        <h1 className="text-2xl font-bold">{title}</h1>
        <div role="note" className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
          <p className="font-semibold">{t('subPage.noForm.title')}</p>
          <p className="mt-1">{t('subPage.noForm.body')}</p>
          <Link to="/request" className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
            {t('subPage.noForm.link')}
          </Link>
        </div>
      </section>
    );
  }

  const formPath = formPathOf(workspace.mode);
  const position = workspace.rows.findIndex((r) => r.key === row.key) + 1;
  const done = () => {
    if (onDone && !onDone()) return;
    void navigate(formPath);
  };

  return (
    <section data-testid={testId} className="mx-auto flex w-full max-w-2xl flex-col px-4 pt-4">
      <Link to={formPath} className="-ml-2 inline-flex min-h-11 items-center gap-1 self-start rounded-lg px-2 text-brand-700 hover:bg-brand-50">
        <svg viewBox="0 0 20 20" aria-hidden className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2}>
          <path d="M12.5 4.5 7 10l5.5 5.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('subPage.back', { mode: t(`modes.${workspace.mode}.short`) })}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-sm text-slate-500" data-testid="active-row">
        {workspace.mode === 'simple'
          ? t('subPage.rowOf', { position, total: workspace.rows.length })
          : t('subPage.detailRow')}
        {row.data.referralNumber ? ` · ${t('subPage.referralNumber', { number: row.data.referralNumber })}` : ''}
      </p>
      <div className="mt-3 text-slate-600">{intro}</div>
      <div className="mt-6 pb-8">{children(row, workspace)}</div>
      <div data-bottom-bar className="sticky bottom-0 -mx-4 mt-auto flex items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <span className="flex-1 text-sm text-slate-600" aria-live="polite">
          {status?.(row)}
        </span>
        <button type="button" onClick={done} className="min-h-11 min-w-28 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          {t('subPage.done')}
        </button>
      </div>
    </section>
  );
}
