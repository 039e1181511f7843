// Phone change (SPEC §2 my page, §5): the new number proven by an SMS code first (purpose
// 'changePhone'), then saved; a number another member has is refused on save.
import type { MyInfo } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { PhoneVerification, type VerifiedPhone } from '../../../components/PhoneVerification.tsx';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { useChangePhone, useOnce } from '../api.ts';
import { primaryButton } from '../../../components/buttons.ts';
import { Fact, Panel } from './Panel.tsx';

export function PhoneSection({ info }: { info: MyInfo }) {
  const { t } = useTranslation(['mypage', 'errors']);
  const change = useChangePhone();
  const once = useOnce();
  const [verified, setVerified] = useState<VerifiedPhone | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  // A new PhoneVerification (by key) starts over after a save.
  const [attempt, setAttempt] = useState(0);

  const save = () =>
    once(async () => {
      if (!verified) return;
      setProblem(undefined);
      try {
        await change.mutateAsync(verified);
        setVerified(null);
        setAttempt((n) => n + 1);
        toast.success(t('mypage:phone.saved'));
      } catch (error) {
        const fields = fieldErrorsOf(error);
        const message = fields.phone ?? fields.phoneVerificationId ?? fields.memberContactNation ?? t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') });
        setProblem(message);
        toast.error(`${t('mypage:failed')} ${message}`);
      }
    });

  return (
    <Panel id="phone" title={t('mypage:phone.title')} intro={t('mypage:phone.intro')}>
      <dl>
        <Fact label={t('mypage:phone.current')} value={info.phone ? `${info.contactNation ? `(${info.contactNation}) ` : ''}${info.phone}` : t('mypage:phone.none')} testId="phone-current" />
      </dl>
      <div data-field="phone phoneVerificationId memberContactNation">
        <PhoneVerification
          key={attempt}
          purpose="changePhone"
          onVerified={(v) => {
            setVerified(v);
            setProblem(undefined);
          }}
          onReset={() => setVerified(null)}
          error={problem}
        />
      </div>
      <button type="button" onClick={save} disabled={!verified || change.isPending} className={primaryButton} data-testid="phone-save">
        {change.isPending ? t('mypage:phone.saving') : t('mypage:phone.save')}
      </button>
    </Panel>
  );
}
