// /request: where a client starts a referral form. Simple mode puts several patients in one form,
// one row each; detail mode takes one patient in full. A form left half written (it lives in this
// tab's session) is offered first, so starting anew never silently throws it away.
import type { ReferralMode } from '@dcm/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ToothIcon } from '../../../components/ToothIcon.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { formPathOf, useWorkspace } from '../workspace.ts';

const modes: { mode: ReferralMode; teeth: number }[] = [
  { mode: 'simple', teeth: 3 },
  { mode: 'detail', teeth: 1 },
];

const points = ['one', 'two', 'three'] as const;

export default function RequestHomePage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('referralPages');
  const navigate = useNavigate();
  const workspace = useWorkspace((s) => s.workspace);
  const [starting, setStarting] = useState<ReferralMode | null>(null);
  const [discarding, setDiscarding] = useState(false);

  const start = (mode: ReferralMode) => {
    useWorkspace.getState().start(mode);
    setStarting(null);
    void navigate(formPathOf(mode));
  };
  // A form being written is only replaced once the dentist says so.
  const choose = (mode: ReferralMode) => (workspace ? setStarting(mode) : start(mode));
  const savedRows = workspace?.rows.filter((r) => r.id).length ?? 0;

  return (
    <div data-testid="request-home" className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <section aria-labelledby="request-home-title">
        <h1 id="request-home-title" className="text-2xl font-bold sm:text-3xl">
          {t('home.title')}
        </h1>
        <p className="mt-2 text-slate-600">{t('home.subtitle')}</p>

        {workspace && (
          <div role="region" aria-label={t('home.resume.title')} data-testid="resume-banner" className="mt-6 rounded-2xl border border-brand-600 bg-brand-50 p-4 sm:p-5">
            <p className="font-semibold text-brand-800">{t('home.resume.title')}</p>
            <p className="mt-1 text-slate-700">
              {t('home.resume.body', { mode: t(`modes.${workspace.mode}.short`), count: workspace.rows.length })}
            </p>
            <div className="mt-4 flex flex-col gap-2 sm:flex-row">
              <Link
                to={formPathOf(workspace.mode)}
                className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
              >
                {t('home.resume.continue')}
              </Link>
              <button
                type="button"
                onClick={() => setDiscarding(true)}
                className="min-h-11 rounded-lg border border-slate-300 bg-white px-5 font-medium text-slate-700 hover:bg-slate-100"
              >
                {t('home.resume.discard')}
              </button>
            </div>
          </div>
        )}

        <h2 className="mt-8 text-xl font-bold">{t('home.choose')}</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {modes.map(({ mode, teeth }) => (
            <li key={mode}>
              <button
                type="button"
                onClick={() => choose(mode)}
                data-testid={`start-${mode}`}
                className="group flex h-full w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-6"
              >
                <span className="flex gap-1 text-brand-700">
                  {Array.from({ length: teeth }, (_, i) => (
                    <ToothIcon key={i} />
                  ))}
                </span>
                <span className="mt-3 text-lg font-bold group-hover:text-brand-700">{t(`modes.${mode}.title`)}</span>
                <span className="mt-1 text-slate-600">{t(`modes.${mode}.when`)}</span>
                <span className="mt-3 flex flex-col gap-1.5 text-sm text-slate-700">
                  {points.map((p) => (
                    <span key={p} className="flex gap-2">
                      <svg viewBox="0 0 16 16" aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" fill="none" stroke="currentColor" strokeWidth={2}>
                        <path d="M3 8.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
                      </svg>
                      {t(`modes.${mode}.points.${p}`)}
                    </span>
                  ))}
                </span>
                <span className="mt-auto pt-4 font-semibold text-brand-700">{t(`modes.${mode}.start`)} ›</span>
              </button>
            </li>
          ))}
        </ul>

        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          <li>
            <Link to="/request/requestTip" className="flex min-h-11 flex-col rounded-xl bg-white p-4 shadow-sm hover:bg-brand-50">
              <span className="font-semibold">{t('home.links.tip.title')}</span>
              <span className="mt-1 text-sm text-slate-600">{t('home.links.tip.body')}</span>
            </Link>
          </li>
          <li>
            <Link to="/request/basket" className="flex min-h-11 flex-col rounded-xl bg-white p-4 shadow-sm hover:bg-brand-50">
              <span className="font-semibold">{t('home.links.basket.title')}</span>
              <span className="mt-1 text-sm text-slate-600">{t('home.links.basket.body')}</span>
            </Link>
          </li>
        </ul>
      </section>

      {/* The app layer places the member's request list here, below the referral start. */}
      {children && <div className="mt-12">{children}</div>}

      <ConfirmDialog
        open={!!starting}
        onOpenChange={(open) => !open && setStarting(null)}
        title={t('home.replace.title')}
        body={t(savedRows > 0 ? 'home.replace.bodySaved' : 'home.replace.body')}
        confirmLabel={t('home.replace.confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => starting && start(starting)}
      />
      <ConfirmDialog
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
    </div>
  );
}
