// /mypage and the role's own /mypage/client, /mypage/center, /mypage/designer (SPEC §2): the
// member's card, then a tile for every part of My page their kind has. Opening another role's
// sub-page leads to the member's own.
import { memberKind } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useUserStore } from '../../../lib/user-store.ts';
import { MemberCard } from '../components/MemberCard.tsx';
import { roleOf, tilesOf, type MypageRole } from '../kinds.ts';

export default function MyPage({ role }: { role?: MypageRole }) {
  const { t } = useTranslation('mypage');
  const user = useUserStore((s) => s.user);
  if (!user) return null; // the route's guard sends a signed-out visitor to /login
  const kind = memberKind(user.memberSe);
  if (role && role !== roleOf[kind]) return <Navigate to={`/mypage/${roleOf[kind]}`} replace />;

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:py-10" data-testid="mypage-hub" data-kind={kind}>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-sm text-slate-600">{t('intro')}</p>
      </header>
      <MemberCard kind={kind} />
      <nav aria-label={t('tiles.label')}>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {tilesOf(kind).map((tile) => (
            <li key={tile.key}>
              <Link
                to={tile.to}
                className={`flex min-h-20 flex-col justify-center gap-1 rounded-xl border bg-white p-4 hover:border-brand-300 hover:bg-brand-50 ${tile.key === 'withdrawal' ? 'border-slate-200 text-slate-600' : 'border-slate-200'}`}
                data-testid={`mypage-tile-${tile.key}`}
              >
                <span className="font-semibold">{t(`tiles.${tile.key}.title`)}</span>
                <span className="text-sm text-slate-600">{t(`tiles.${tile.key}.body`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
