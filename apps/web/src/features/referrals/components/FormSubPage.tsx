// The frame of the form's own sub-pages (/request/itemType, /request/numvalue, /request/oftenDt):
// the way back to the form, which patient is being edited, and a "Done" bar within thumb reach.
// Reached without a form being written (a bookmark, another tab), it says where to start one.
import { ArrowRight, Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { formPathOf, formState, useActiveRow, useWorkspace, type Workspace, type WorkspaceRow } from '../workspace.ts';

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
      <Page width="reading" testId={testId}>
        <PageHeader title={title} />
        <div role="note">
          <EmptyState
            illustration="documents"
            title={t('subPage.noForm.title')}
            body={t('subPage.noForm.body')}
            action={
              <Link to="/request" className="inline-flex min-h-11 items-center gap-1.5 rounded-control bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
                {t('subPage.noForm.link')}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            }
          />
        </div>
      </Page>
    );
  }

  const formPath = formPathOf(workspace.mode);
  const position = workspace.rows.findIndex((r) => r.key === row.key) + 1;
  const done = () => {
    if (onDone && !onDone()) return;
    void navigate(formPath, { state: formState(workspace.key) });
  };

  // The reading width without <Page>'s bottom padding: the "Done" bar sits at the bottom edge.
  return (
    <section data-testid={testId} className="mx-auto flex w-full max-w-reading flex-col px-4 pt-4 sm:px-6 sm:pt-6">
      <PageHeader
        back={{ to: formPath, state: formState(workspace.key), label: t('subPage.back', { mode: t(`modes.${workspace.mode}.short`) }) }}
        eyebrow={
          <span data-testid="active-row">
            {workspace.mode === 'simple' ? t('subPage.rowOf', { position, total: workspace.rows.length }) : t('subPage.detailRow')}
            {row.data.referralNumber ? ` · ${t('subPage.referralNumber', { number: row.data.referralNumber })}` : ''}
          </span>
        }
        title={title}
        subtitle={intro}
      />
      <div className="mt-6 pb-8">{children(row, workspace)}</div>
      <div
        data-bottom-bar
        className="sticky bottom-0 -mx-4 mt-auto flex items-center gap-3 border-t border-line bg-surface/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:-mx-6 sm:px-6"
      >
        <span className="flex-1 text-sm text-ink-muted" aria-live="polite">
          {status?.(row)}
        </span>
        <button type="button" onClick={done} className="inline-flex min-h-11 min-w-28 items-center justify-center gap-1.5 rounded-control bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          <Check aria-hidden className="size-4" />
          {t('subPage.done')}
        </button>
      </div>
    </section>
  );
}
