import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The frame of the referral form's pages: title, intro, the guide and the cart at hand. */
interface Props {
  title: string;
  intro?: string;
  loading?: boolean;
  /** Buttons beside the guide and the cart (a "New form", say). */
  actions?: ReactNode;
  children?: ReactNode;
}

export function FormPage({ title, intro, loading = false, actions, children }: Props) {
  const { t } = useTranslation('referralForm');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 pb-32">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          {intro && <p className="mt-1 text-slate-600">{intro}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-3 text-sm print:hidden">
          {actions}
          <Link className="min-h-11 content-center font-medium text-brand-700 hover:underline" to="/request/requestTip">
            {t('nav.guide')}
          </Link>
          <Link className="min-h-11 content-center font-medium text-brand-700 hover:underline" to="/request/basket">
            {t('nav.cart')}
          </Link>
        </div>
      </div>
      {loading ? <div aria-busy="true" className="h-96 animate-pulse rounded-2xl bg-white" /> : children}
    </div>
  );
}
