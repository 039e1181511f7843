// /mypage/modify (SPEC §2, public route): the member's personal info, password, phone, signing out
// everywhere, profile photo, bank account (labs and T-esigners), the personal-data outsourcing contract and withdrawal,
// each a section that saves on its own. A signed-out visitor is asked to sign in. The address's
// hash (#withdrawal, #outsourcing…) scrolls to its section, so My page's tiles lead straight there.
import { memberKind } from '@dcm/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageProblem, PageSkeleton } from '../../../components/PageStates.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { SignInFirst } from '../../profiles/index.ts';
import { useMyInfo, type MyInfo } from '../api.ts';
import { BankSection } from '../components/BankSection.tsx';
import { InfoSection } from '../components/InfoSection.tsx';
import { OutsourcingSection } from '../components/OutsourcingSection.tsx';
import { PasswordSection } from '../components/PasswordSection.tsx';
import { PhoneSection } from '../components/PhoneSection.tsx';
import { ProfileImageSection } from '../components/ProfileImageSection.tsx';
import { SessionsSection } from '../components/SessionsSection.tsx';
import { TimeZoneSection } from '../components/TimeZoneSection.tsx';
import { WithdrawalSection } from '../components/WithdrawalSection.tsx';

function Sections({ info }: { info: MyInfo }) {
  const { t } = useTranslation('mypage');
  const { hash } = useLocation();
  const earner = info.kind !== 'client';
  const anchors = [
    ['info', t('info.title')],
    ['image', t('image.title')],
    ['password', t('password.title')],
    ['phone', t('phone.title')],
    ['sessions', t('sessions.title')],
    ['timezone', t('timeZone.title')],
    ...(earner ? [['bank', t('bank.title')]] : []),
    ['outsourcing', t('tiles.outsourcing.title')],
    ['withdrawal', t('withdrawal.title')],
  ] as const;

  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [hash]);

  return (
    <>
      <nav aria-label={t('modify.sections')} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {anchors.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className="inline-flex min-h-11 items-center whitespace-nowrap rounded-full border border-line bg-surface px-3 text-sm font-medium text-ink-muted hover:bg-sunken hover:text-ink">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <InfoSection info={info} />
      <ProfileImageSection info={info} />
      <PasswordSection />
      <PhoneSection info={info} />
      <SessionsSection />
      <TimeZoneSection info={info} />
      {earner && <BankSection info={info} />}
      <OutsourcingSection />
      <WithdrawalSection kind={info.kind} currency={info.currency} />
    </>
  );
}

function MemberSections() {
  const { t } = useTranslation('mypage');
  const info = useMyInfo();
  if (info.isPending) return <PageSkeleton label={t('loading')} testId="mypage-modify-skeleton" shape="sections" blocks={4} />;
  if (info.isError) return <PageProblem error={info.error} testId="mypage-modify" notFoundTitle={t('title')} notFoundBody={t('modify.missing')} backTo="/mypage" backLabel={t('modify.back')} />;
  return <Sections info={info.data} />;
}

export default function MyModifyPage() {
  const { t } = useTranslation('mypage');
  const user = useUserStore((s) => s.user);

  return (
    <Page width="reading">
      <div className="flex flex-col gap-4" data-testid="mypage-modify-page" data-kind={user ? memberKind(user.memberSe) : undefined}>
        <PageHeader title={t('modify.title')} subtitle={t('modify.intro')} back={user ? { to: '/mypage', label: t('title') } : undefined} />
        {user ? <MemberSections /> : <SignInFirst />}
      </div>
    </Page>
  );
}
