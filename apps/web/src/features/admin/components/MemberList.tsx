import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminMemberSummary } from '../api.ts';
import { formatDate } from '../format.ts';

interface Props {
  members: AdminMemberSummary[];
  selected: number | null;
  /** The search string that opens a member, keeping the list's own filters. */
  linkTo: (memberNo: number) => string;
}

/** Cards on a phone, a table from the tablet width up; both open the member's file. */
export function MemberList({ members, selected, linkTo }: Props) {
  const { t } = useTranslation('admin');
  const kind = (memberSe: string) => t(`kind.${memberSe}`, { defaultValue: memberSe });

  return (
    <>
      <ul className="flex flex-col gap-3 md:hidden" data-testid="member-cards">
        {members.map((m) => (
          <li key={m.memberNo}>
            <Link
              to={{ search: linkTo(m.memberNo) }}
              aria-current={m.memberNo === selected ? 'true' : undefined}
              data-testid="member-row"
              className={`block rounded-xl border bg-white p-4 shadow-sm ${m.memberNo === selected ? 'border-brand-600 ring-2 ring-brand-100' : 'border-line'}`}
            >
              <div className="flex items-center justify-between gap-2">
                <span className="truncate font-semibold">{m.nickname ?? m.name}</span>
                <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{kind(m.memberSe)}</span>
              </div>
              <p className="mt-1 truncate text-sm text-ink-muted">{m.email}</p>
              <p className="mt-1 truncate text-sm text-ink-subtle">{[m.name, m.businessName].filter(Boolean).join(' · ')}</p>
              <p className="mt-2 text-xs text-ink-subtle">{t('list.registered', { date: formatDate(m.registerDt) })}</p>
            </Link>
          </li>
        ))}
      </ul>

      <div className="hidden overflow-hidden rounded-xl border border-line bg-white md:block">
        <table className="w-full table-fixed text-left text-sm" data-testid="member-table">
          <thead className="bg-canvas text-xs uppercase tracking-wide text-ink-subtle">
            <tr>
              <th scope="col" className="w-16 px-3 py-2.5">{t('list.columns.memberNo')}</th>
              <th scope="col" className="w-24 px-3 py-2.5">{t('list.columns.kind')}</th>
              <th scope="col" className="px-3 py-2.5">{t('list.columns.member')}</th>
              <th scope="col" className="px-3 py-2.5">{t('list.columns.business')}</th>
              <th scope="col" className="w-32 px-3 py-2.5">{t('list.columns.registered')}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.memberNo} className={`border-t border-line ${m.memberNo === selected ? 'bg-brand-50' : 'hover:bg-canvas'}`}>
                <td className="px-3 py-3 tabular-nums text-ink-subtle">{m.memberNo}</td>
                <td className="px-3 py-3">{kind(m.memberSe)}</td>
                <td className="px-3 py-3">
                  <Link
                    to={{ search: linkTo(m.memberNo) }}
                    aria-current={m.memberNo === selected ? 'true' : undefined}
                    data-testid="member-row"
                    className="block truncate font-medium text-brand-800 hover:underline"
                  >
                    {m.nickname ?? m.name}
                  </Link>
                  <span className="block truncate text-ink-subtle">{m.email}</span>
                </td>
                <td className="px-3 py-3">
                  <span className="block truncate">{m.name}</span>
                  <span className="block truncate text-ink-subtle">{m.businessName}</span>
                </td>
                <td className="px-3 py-3 text-ink-subtle">{formatDate(m.registerDt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
