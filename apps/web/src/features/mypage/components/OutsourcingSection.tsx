// The personal-data outsourcing contract (SPEC §2 my page): its text in the member's language, its
// version, and the member's consent to that version, or the button to give it. A contract changed
// meanwhile (409 CONTRACT_CHANGED) is read again for a new consent.
import { ErrorCode } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useAgreeOutsourcing, useOnce, useOutsourcing } from '../api.ts';
import { primaryButton } from '../../../components/buttons.ts';
import { Panel } from './Panel.tsx';

export function OutsourcingSection() {
  const { t } = useTranslation(['mypage', 'errors']);
  const locale = useLocale();
  const contract = useOutsourcing();
  const agree = useAgreeOutsourcing();
  const once = useOnce();

  const onAgree = (version: string) =>
    once(async () => {
      try {
        await agree.mutateAsync(version);
        toast.success(t('mypage:outsourcing.agreed'));
      } catch (error) {
        const code = errorCodeOf(error);
        toast.error(code === ErrorCode.ContractChanged ? t('mypage:outsourcing.changed') : `${t('mypage:failed')} ${t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') })}`);
      }
    });

  return (
    <Panel id="outsourcing" title={contract.data?.title ?? t('mypage:outsourcing.title')}>
      {contract.isPending ? (
        <div role="status" aria-busy className="h-32 animate-pulse rounded-lg bg-sunken">
          <span className="sr-only">{t('mypage:loading')}</span>
        </div>
      ) : contract.isError ? (
        <p role="alert" className="text-sm text-danger-600" data-testid="outsourcing-error">
          {t(`errors:${errorCodeOf(contract.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-subtle" data-testid="outsourcing-version">
            {t('mypage:outsourcing.version', { version: contract.data.version })}
          </p>
          <div tabIndex={0} className="max-h-72 overflow-y-auto whitespace-pre-wrap rounded-lg border border-line bg-sunken p-3 text-sm leading-relaxed" data-testid="outsourcing-body">
            {contract.data.body}
          </div>
          {contract.data.agreedAt ? (
            <p role="status" className="font-medium text-brand-800" data-testid="outsourcing-agreed">
              {t('mypage:outsourcing.agreedAt', { date: formatDateTime(contract.data.agreedAt, locale) })}
            </p>
          ) : (
            <>
              <p className="text-sm text-warning-800" data-testid="outsourcing-not-agreed">
                {t('mypage:outsourcing.notAgreed')}
              </p>
              <button type="button" onClick={() => onAgree(contract.data.version)} disabled={agree.isPending} className={primaryButton} data-testid="outsourcing-agree">
                {agree.isPending ? t('mypage:outsourcing.agreeing') : t('mypage:outsourcing.agree')}
              </button>
            </>
          )}
        </>
      )}
    </Panel>
  );
}
