// The frame of the referral form's pages: the page header (title, what the page is for, the guide and
// the cart at hand), the width the page asks for, and on the detail form the side column with the
// step rail and the save summary. Room is kept at the bottom for the form's action bar.
import { BookOpen, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page, type PageWidth } from '../../../components/ui/Page.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';

interface Props {
  title: string;
  intro?: string;
  loading?: boolean;
  /** Buttons beside the guide and the cart (a "New form", say). */
  actions?: ReactNode;
  /** A form reads at the reading width; the table of patients and the form with its rail work wider. */
  width?: PageWidth;
  /** The side column on a desktop (the step rail and the save summary); under the content on a phone. */
  aside?: ReactNode;
  /** Where the form's action bar is fixed at the bottom of the screen, so the page keeps room for it. */
  bar?: 'always' | 'belowDesktop' | 'none';
  children?: ReactNode;
}

const quietLink = 'inline-flex min-h-11 items-center gap-1.5 rounded-control px-2.5 text-sm font-medium text-ink-muted hover:bg-sunken hover:text-ink';

const ROOM = { always: 'pb-32 sm:pb-32', belowDesktop: 'pb-32 sm:pb-32 lg:pb-16', none: '' } as const;

export function FormPage({ title, intro, loading = false, actions, width = 'reading', aside, bar = 'always', children }: Props) {
  const { t } = useTranslation('referralForm');
  return (
    <Page width={width} aside={loading ? undefined : aside} className={ROOM[bar]}>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={title}
        subtitle={intro}
        action={
          <div className="flex flex-wrap items-center gap-1 print:hidden">
            {actions}
            <Link className={quietLink} to="/request/requestTip">
              <BookOpen aria-hidden className="size-4" />
              {t('nav.guide')}
            </Link>
            <Link className={quietLink} to="/request/basket">
              <ShoppingCart aria-hidden className="size-4" />
              {t('nav.cart')}
            </Link>
          </div>
        }
      />
      {loading ? <FormSkeleton /> : children}
    </Page>
  );
}

/** The form's shape while it opens: a few cards, so nothing jumps when it arrives. */
function FormSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex animate-pulse flex-col gap-4 rounded-card border border-line bg-surface p-6 shadow-card">
          <div className="flex items-center gap-3">
            <span className="size-8 rounded-full bg-sunken" />
            <span className="h-5 w-40 rounded bg-sunken" />
          </div>
          <span className="h-11 w-full rounded-control bg-sunken" />
          <span className="h-11 w-2/3 rounded-control bg-sunken" />
        </div>
      ))}
    </div>
  );
}

/** A message in place of the form (nothing open, a referral in a request, a failed load), with the way on. */
export function FormNotice({ children, tone = 'plain', role }: { children: ReactNode; tone?: 'plain' | 'danger'; role?: 'alert' | 'status' }) {
  return (
    <div
      role={role}
      className={`rounded-card border p-5 text-ink shadow-card sm:p-6 ${tone === 'danger' ? 'border-danger-200 bg-danger-50' : 'border-line bg-surface'}`}
    >
      {children}
    </div>
  );
}
