// The frame both order pages share (issue 26), on the working width: the header names the case (its
// referral number above the title), says the stage in the title, its badge and the lead with whose
// move it is, with the "more" menu at its end; then the page's sections in reading order (the stage
// card with the next action first); on a desktop the summary sits in the side column beside them,
// on a phone after them. While the order loads or cannot be read, `instead` takes the sections' place.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/Page.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';

interface Props {
  title: ReactNode;
  intro: ReactNode;
  /** The case's name, its referral number, above the title. */
  eyebrow?: ReactNode;
  /** The order's status badge beside the title. */
  badge?: ReactNode;
  /** The "more" menu: cancelling and the like, away from the next step. */
  more?: ReactNode;
  /** Loading, not found, or a redirect: shown instead of the sections. */
  instead?: ReactNode;
  /** The side column on a desktop, after the sections on a phone: the order's summary. */
  aside?: ReactNode;
  /** The sections, in the order a phone shows them. */
  children?: ReactNode;
}

export function OrderLayout({ title, intro, eyebrow, badge, more, instead, aside, children }: Props) {
  const { t } = useTranslation('orders');
  return (
    <Page width="working" aside={instead ? undefined : aside} testId="order-page">
      <PageHeader
        title={title}
        subtitle={intro || undefined}
        eyebrow={eyebrow}
        badge={badge}
        more={more}
        // The problem shown instead has its own way back.
        back={instead ? undefined : { to: '/payment', label: t('page.back') }}
      />
      {instead ?? children}
    </Page>
  );
}
