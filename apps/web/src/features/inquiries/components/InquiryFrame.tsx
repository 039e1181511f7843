// The frame of the inquiry and re-request pages: title, intro, and the sign-in prompt for a visitor
// (these routes are public in SPEC §2 but show nothing without a member).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '../../../components/SignInPrompt.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { useUserStore } from '../../../lib/user-store.ts';

export function InquiryFrame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const { t } = useTranslation('inquiries');
  const user = useUserStore((s) => s.user);
  return (
    <Page width="reading">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro && <p className="text-sm text-ink-muted">{intro}</p>}
      </header>
      {user ? <div className="flex flex-col gap-5">{children}</div> : <SignInPrompt body={t('signIn.body')} action={t('signIn.action')} testId="inquiry-sign-in" />}
    </Page>
  );
}

/** A query's error in the member's language. */
export function ErrorNote({ code }: { code: string }) {
  const { t } = useTranslation('errors');
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
      {t(code, { defaultValue: t('INTERNAL') })}
    </p>
  );
}
