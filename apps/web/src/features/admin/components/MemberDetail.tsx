import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodes } from '../../../lib/codes.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useAdminMember, type AdminAction, type AdminMemberDetail } from '../api.ts';
import { formatDateTime } from '../format.ts';
import { DecisionDialog, needsReason } from './DecisionDialog.tsx';
import { MemberDocument } from './MemberDocument.tsx';

interface Props {
  memberNo: number;
  onClose: () => void;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-line pt-4">
      <h3 className="mb-2 text-sm font-semibold text-ink-subtle">{title}</h3>
      {children}
    </section>
  );
}

function Fields({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[minmax(6.5rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-subtle">{label}</dt>
          <dd className="min-w-0 break-words">{value === null || value === undefined || value === '' ? <span className="text-ink-subtle">–</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The code table's name for a code, or the stored text itself (overseas banks are typed in). */
function useCodeName(group: 'bank' | 'job' | 'nation') {
  const { data } = useCodes(group);
  return (code: string | null) => (code ? (data?.find((c) => c.code === code)?.name ?? code) : null);
}

function Actions({ member, onAction }: { member: AdminMemberDetail; onAction: (a: AdminAction) => void }) {
  const { t } = useTranslation('admin');
  if (member.allowedActions.length === 0) return <p className="text-sm text-ink-subtle">{t('actions.none')}</p>;
  return (
    <div className="flex flex-wrap gap-2" data-testid="member-actions">
      {member.allowedActions.map((action) => (
        <button
          key={action}
          type="button"
          onClick={() => onAction(action)}
          className={`min-w-24 flex-1 rounded-lg px-4 py-2.5 font-semibold sm:flex-none ${
            needsReason(action) ? 'border border-red-300 bg-white text-red-700 hover:bg-red-50' : 'bg-brand-700 text-white hover:bg-brand-800'
          }`}
        >
          {t(`actions.${action}`)}
        </button>
      ))}
    </div>
  );
}

/** One member's file: every field in groups, the documents, the last decision and the allowed actions. */
export function MemberDetail({ memberNo, onClose }: Props) {
  const { t } = useTranslation(['admin', 'errors']);
  const { data: member, error, isPending } = useAdminMember(memberNo);
  const [action, setAction] = useState<AdminAction | null>(null);
  const bankName = useCodeName('bank');
  const jobName = useCodeName('job');
  const nationName = useCodeName('nation');
  const yesNo = (v: boolean) => (v ? t('admin:detail.agreed') : t('admin:detail.notAgreed'));

  let body: ReactNode;
  if (isPending) body = <p className="py-10 text-center text-sm text-ink-subtle">{t('admin:list.loading')}</p>;
  else if (!member)
    body = (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
        {t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })}
      </p>
    );
  else {
    const state = t(`admin:status.${member.memberApprovalSe}`, { defaultValue: member.memberApprovalSe });
    const job = member.job ? t(`admin:position.${member.job}`, { defaultValue: jobName(member.job) ?? member.job }) : null;
    body = (
      <div className="flex flex-col gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-bold" data-testid="member-detail-name">
              {member.nickname ?? member.name}
            </h2>
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{t(`admin:kind.${member.memberSe}`, { defaultValue: member.memberSe })}</span>
            <span className="rounded-full bg-sunken px-2 py-0.5 text-xs font-medium text-ink-muted" data-testid="member-detail-state">
              {state}
            </span>
          </div>
          <p className="mt-1 break-all text-sm text-ink-muted">{member.email}</p>
        </div>

        <div className="rounded-lg bg-canvas p-3 text-sm" data-testid="approval-history">
          {member.approvalChangedAt
            ? t('admin:detail.history.changed', { state, date: formatDateTime(member.approvalChangedAt) })
            : t('admin:detail.history.never', { date: formatDateTime(member.registerDt) })}
          {member.memberApprovalReason && (
            <p className="mt-1 whitespace-pre-line break-words text-ink-muted">{t('admin:detail.history.reason', { reason: member.memberApprovalReason })}</p>
          )}
        </div>

        <Actions member={member} onAction={setAction} />

        <Group title={t('admin:detail.groups.account')}>
          <Fields
            rows={[
              [t('admin:detail.fields.memberNo'), member.memberNo],
              [t('admin:detail.fields.name'), member.name],
              [t('admin:detail.fields.nickname'), member.nickname],
              [t('admin:detail.fields.email'), member.email],
              [t('admin:detail.fields.nation'), nationName(member.memberContactNation)],
              [t('admin:detail.fields.phone'), member.phone],
              [t('admin:detail.fields.job'), job],
              [t('admin:detail.fields.registered'), formatDateTime(member.registerDt)],
            ]}
          />
        </Group>
        <Group title={t('admin:detail.groups.business')}>
          <Fields
            rows={[
              [t('admin:detail.fields.businessName'), member.businessName],
              [t('admin:detail.fields.representative'), member.representative],
              [t('admin:detail.fields.businessNumber'), member.businessNumber],
              [t('admin:detail.fields.licenseNumber'), member.licenseNumber],
              [t('admin:detail.fields.address'), [member.zipCode && `(${member.zipCode})`, member.address, member.addressDetail].filter(Boolean).join(' ')],
            ]}
          />
        </Group>
        <Group title={t('admin:detail.groups.documents')}>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <MemberDocument label={t('admin:documents.license')} document={member.documents.license} />
            <MemberDocument label={t('admin:documents.business')} document={member.documents.business} />
          </div>
        </Group>
        <Group title={t('admin:detail.groups.settlement')}>
          <Fields
            rows={[
              [t('admin:detail.fields.bank'), bankName(member.bank)],
              [t('admin:detail.fields.depositor'), member.depositor],
              [t('admin:detail.fields.accountNumber'), member.accountNumber],
              [t('admin:detail.fields.currency'), member.currency],
            ]}
          />
        </Group>
        <Group title={t('admin:detail.groups.agreements')}>
          <Fields
            rows={[
              [t('admin:detail.agreements.terms'), yesNo(member.agreements.terms)],
              [t('admin:detail.agreements.privacy'), yesNo(member.agreements.privacy)],
              [t('admin:detail.agreements.marketing'), yesNo(member.agreements.marketing)],
              [t('admin:detail.agreements.outsourcing'), yesNo(member.agreements.outsourcing)],
              [t('admin:detail.agreements.einvoice'), yesNo(member.agreements.einvoice)],
            ]}
          />
        </Group>
        {action && <DecisionDialog member={member} action={action} onClose={() => setAction(null)} />}
      </div>
    );
  }

  return (
    <aside
      aria-label={t('admin:detail.label')}
      data-testid="member-detail"
      className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto"
    >
      <div className="mb-3 flex items-center justify-between">
        <button type="button" onClick={onClose} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline lg:hidden">
          <ChevronLeft aria-hidden className="size-4" />
          {t('admin:detail.back')}
        </button>
        <span className="hidden text-sm font-semibold text-ink-subtle lg:inline">{t('admin:detail.label')}</span>
        <button type="button" onClick={onClose} aria-label={t('admin:detail.close')} className="hidden rounded-md px-2 py-1 text-ink-subtle hover:bg-sunken lg:inline">
          ✕
        </button>
      </div>
      {body}
    </aside>
  );
}
