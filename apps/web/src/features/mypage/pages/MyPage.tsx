// /mypage and the role's own /mypage/client, /mypage/center, /mypage/designer (SPEC §2): the
// member's card, then a shortcut for every part of My page their kind has, in two groups (what they
// do, how their account is set up) and leaving the service apart at the end. Opening another role's
// sub-page leads to the member's own.
import { memberKind } from '@dcm/shared';
import {
  Ban,
  Bell,
  ChevronRight,
  ClipboardList,
  FileLock2,
  Heart,
  IdCard,
  Landmark,
  LogOut,
  MessageCircle,
  MessageCircleQuestion,
  PiggyBank,
  ReceiptText,
  Star,
  UserRoundPen,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { MemberCard } from '../components/MemberCard.tsx';
import { roleOf, TILE_GROUPS, tilesOf, type MypageRole, type TileKey } from '../kinds.ts';

const ICONS: Record<TileKey, LucideIcon> = {
  requests: ClipboardList,
  payment: ReceiptText,
  mileage: Wallet,
  settlement: PiggyBank,
  chat: MessageCircle,
  review: Star,
  modify: UserRoundPen,
  profile: IdCard,
  bank: Landmark,
  noti: Bell,
  favourites: Heart,
  blocked: Ban,
  inquiries: MessageCircleQuestion,
  outsourcing: FileLock2,
  withdrawal: LogOut,
};

function Shortcut({ tileKey, to }: { tileKey: TileKey; to: string }) {
  const { t } = useTranslation('mypage');
  const Icon = ICONS[tileKey];
  return (
    <Link
      to={to}
      className="group flex h-full min-h-18 items-center gap-3.5 rounded-card border border-line bg-surface p-4 shadow-card transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      data-testid={`mypage-tile-${tileKey}`}
    >
      <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-100">
        <Icon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-semibold text-ink group-hover:text-brand-800">{t(`tiles.${tileKey}.title`)}</span>
        <span className="text-sm text-ink-muted">{t(`tiles.${tileKey}.body`)}</span>
      </span>
      <ChevronRight aria-hidden className="size-4 shrink-0 text-ink-subtle transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700" />
    </Link>
  );
}

/** Leaving the service: quiet, at the end, in the danger tone only on hover. */
function LeaveShortcut({ to }: { to: string }) {
  const { t } = useTranslation('mypage');
  return (
    <Link
      to={to}
      className="group flex min-h-14 items-center gap-3 rounded-card border border-dashed border-line px-4 py-3 text-ink-muted transition-colors hover:border-danger-200 hover:bg-danger-50 hover:text-danger-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger-600"
      data-testid="mypage-tile-withdrawal"
    >
      <LogOut aria-hidden className="size-5 shrink-0" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-semibold">{t('tiles.withdrawal.title')}</span>
        <span className="text-sm">{t('tiles.withdrawal.body')}</span>
      </span>
      <ChevronRight aria-hidden className="size-4 shrink-0" />
    </Link>
  );
}

export default function MyPage({ role }: { role?: MypageRole }) {
  const { t } = useTranslation('mypage');
  const user = useUserStore((s) => s.user);
  if (!user) return null; // the route's guard sends a signed-out visitor to /login
  const kind = memberKind(user.memberSe);
  if (role && role !== roleOf[kind]) return <Navigate to={`/mypage/${roleOf[kind]}`} replace />;
  const mine = tilesOf(kind);

  return (
    <Page width="reading">
      <div className="flex flex-col gap-8" data-testid="mypage-hub" data-kind={kind}>
        <div className="flex flex-col gap-5">
          <PageHeader title={t('title')} subtitle={t('intro')} />
          <MemberCard kind={kind} />
        </div>
        <nav aria-label={t('tiles.label')} className="flex flex-col gap-8">
          {TILE_GROUPS.map((group) => {
            const inGroup = mine.filter((tile) => tile.group === group);
            if (inGroup.length === 0) return null;
            return (
              <section
                key={group}
                aria-labelledby={`mypage-group-${group}`}
                className={`flex flex-col gap-3 ${group === 'danger' ? 'border-t border-line pt-6' : ''}`}
                data-testid={`mypage-group-${group}`}
              >
                <h2 id={`mypage-group-${group}`} className={group === 'danger' ? 'sr-only' : 'text-heading font-bold text-ink'}>
                  {t(`groups.${group}`)}
                </h2>
                {group === 'danger' ? (
                  inGroup.map((tile) => <LeaveShortcut key={tile.key} to={tile.to} />)
                ) : (
                  <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                    {inGroup.map((tile) => (
                      <li key={tile.key}>
                        <Shortcut tileKey={tile.key} to={tile.to} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </nav>
      </div>
    </Page>
  );
}
