// /request: where a client starts a referral form. Simple mode puts several patients in one form,
// one row each; detail mode takes one patient in full. A form left half written (it lives in this
// tab's session) is offered first, so starting anew never silently throws it away. The page is on
// the working width: the two mode cards and, beside them on desktop, the guide and the cart; the app
// layer places the member's request list below.
import type { ReferralMode } from '@dcm/shared';
import { ChevronRight, Lightbulb, PenLine, ShoppingCart, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LazyConfirmDialog } from '../../../components/LazyConfirmDialog.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { ReferralModeCard } from '../components/ReferralModeCard.tsx';
import { formPathOf, formState, useWorkspace } from '../workspace.ts';

const MODES: ReferralMode[] = ['simple', 'detail'];

const LINKS: { key: 'tip' | 'basket'; to: string; Icon: LucideIcon }[] = [
  { key: 'tip', to: '/request/requestTip', Icon: Lightbulb },
  { key: 'basket', to: '/request/basket', Icon: ShoppingCart },
];

export default function RequestHomePage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('referralPages');
  const navigate = useNavigate();
  const workspace = useWorkspace((s) => s.workspace);
  const [starting, setStarting] = useState<ReferralMode | null>(null);
  const [discarding, setDiscarding] = useState(false);

  const start = (mode: ReferralMode) => {
    const key = useWorkspace.getState().start(mode);
    setStarting(null);
    void navigate(formPathOf(mode), { state: formState(key) });
  };
  // A form being written is only replaced once the dentist says so.
  const choose = (mode: ReferralMode) => (workspace ? setStarting(mode) : start(mode));
  const savedRows = workspace?.rows.filter((r) => r.id).length ?? 0;

  return (
    <Page width="working" testId="request-home">
      {/* The page's primary actions are the two mode cards right under its title ("Write a referral"). */}
      <PageHeader title={t('home.title')} subtitle={t('home.subtitle')} />

      {workspace && (
        <div
          role="region"
          aria-label={t('home.resume.title')}
          data-testid="resume-banner"
          className="flex flex-col gap-4 rounded-card border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
        >
          <div className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-control bg-surface text-brand-700 shadow-card">
              <PenLine aria-hidden className="size-5" />
            </span>
            <div>
              <p className="font-semibold text-brand-900">{t('home.resume.title')}</p>
              <p className="mt-0.5 text-sm text-ink-muted">{t('home.resume.body', { mode: t(`modes.${workspace.mode}.short`), count: workspace.rows.length })}</p>
            </div>
          </div>
          <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
            <Link to={formPathOf(workspace.mode)} state={formState(workspace.key)} className="inline-flex min-h-11 items-center justify-center rounded-control bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
              {t('home.resume.continue')}
            </Link>
            <button type="button" onClick={() => setDiscarding(true)} className="min-h-11 rounded-control border border-line bg-surface px-5 font-medium text-ink-muted hover:bg-sunken hover:text-ink">
              {t('home.resume.discard')}
            </button>
          </div>
        </div>
      )}

      <section aria-labelledby="request-home-choose" className="flex flex-col gap-4">
        <h2 id="request-home-choose" className="text-heading font-bold text-ink">
          {t('home.choose')}
        </h2>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_17rem]">
          <ul className="grid gap-4 md:grid-cols-2">
            {MODES.map((mode) => (
              <li key={mode}>
                <ReferralModeCard mode={mode} onChoose={choose} />
              </li>
            ))}
          </ul>
          <ul className="grid content-start gap-3 md:grid-cols-2 lg:grid-cols-1">
            {LINKS.map(({ key, to, Icon }) => (
              <li key={key}>
                <Link
                  to={to}
                  className="group flex h-full min-h-11 items-center gap-3 rounded-card border border-line bg-surface p-4 shadow-card transition hover:border-brand-200 hover:shadow-raised"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-semibold text-ink group-hover:text-brand-800">{t(`home.links.${key}.title`)}</span>
                    <span className="mt-0.5 text-sm text-ink-muted">{t(`home.links.${key}.body`)}</span>
                  </span>
                  <ChevronRight aria-hidden className="size-4 shrink-0 text-ink-subtle" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* The app layer places the member's request list here, below the referral start. */}
      {children && <div className="mt-4 border-t border-line pt-8">{children}</div>}

      {/* Asked only before a form being written is replaced or discarded: the dialog loads as it opens (decision 0034). */}
      <LazyConfirmDialog
        open={!!starting}
        onOpenChange={(open) => !open && setStarting(null)}
        title={t('home.replace.title')}
        body={t(savedRows > 0 ? 'home.replace.bodySaved' : 'home.replace.body')}
        confirmLabel={t('home.replace.confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => starting && start(starting)}
      />
      <LazyConfirmDialog
        open={discarding}
        onOpenChange={setDiscarding}
        title={t('home.discard.title')}
        body={t(savedRows > 0 ? 'home.discard.bodySaved' : 'home.discard.body')}
        confirmLabel={t('home.discard.confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          useWorkspace.getState().clear();
          setDiscarding(false);
        }}
        danger
      />
    </Page>
  );
}
