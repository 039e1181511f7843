// Where settlements are paid (labs and T-esigners): a Korean bank of the `bank` code table or an
// overseas bank by name, the holder and the number. The holder must be the business representative
// again (SPEC §5 'depositorMismatch'), and an account on file whose holder is not says so (SPEC §8
// "verify account holder"); the number is only ever shown masked.
import { accountHolderVerified, BankChangeBody, KOREA, type MyInfo } from '@dcm/shared';
import { UserRoundX } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { Field, inputClass } from '../../../components/Field.tsx';
import { CodeOptions } from '../../../components/CodeOptions.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { fieldErrorText, focusFirstInvalid } from '../../../lib/form-errors.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { useChangeBank, useOnce } from '../api.ts';
import { primaryButton } from '../../../components/buttons.ts';
import { Fact, Panel } from './Panel.tsx';

type BankValues = { bank: string; depositor: string; accountNumber: string };
const resolver = zodResolver(BankChangeBody);

export function BankSection({ info }: { info: MyInfo }) {
  const { t } = useTranslation(['mypage', 'common', 'errors']);
  const formRef = useRef<HTMLFormElement>(null);
  const change = useChangeBank();
  const once = useOnce();
  const korean = (info.contactNation ?? KOREA) === KOREA;
  const bankName = useCodeName('bank');
  const [mismatch, setMismatch] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<BankValues, unknown, BankChangeBody>({ resolver, defaultValues: { bank: info.bank ?? '', depositor: info.depositor ?? '', accountNumber: '' } });

  const onValid = (body: BankChangeBody) =>
    once(async () => {
      setMismatch(false);
      try {
        const saved = await change.mutateAsync(body);
        reset({ bank: saved.bank ?? '', depositor: saved.depositor ?? '', accountNumber: '' });
        toast.success(t('mypage:bank.saved'));
      } catch (error) {
        const fields = Object.entries(fieldErrorsOf(error));
        for (const [path, message] of fields) setError(path as FieldPath<BankValues>, { type: 'server', message });
        // The server says the holder is wrong in the member's language; the page says what to do.
        setMismatch(fields.some(([path]) => path === 'depositor'));
        focusFirstInvalid(formRef.current, fields.map(([path]) => path));
        toast.error(`${t('mypage:failed')} ${t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })}`);
      }
    });

  // SPEC §8 "verify account holder" (decision 0041): an account on file whose holder is not the
  // representative is paid nothing; the settlement office links here to fix it.
  const unverified = !!info.accountNumberMasked && !accountHolderVerified(info.depositor, info.representative);
  const current = info.accountNumberMasked ? `${korean ? bankName(info.bank) : (info.bank ?? '')} ${info.accountNumberMasked} · ${info.depositor ?? ''}` : t('mypage:bank.none');

  return (
    <Panel id="bank" title={t('mypage:bank.title')} intro={t('mypage:bank.intro')}>
      <dl>
        <Fact label={t('mypage:bank.current')} value={current} testId="bank-current" />
      </dl>
      {unverified && (
        <div role="status" className="flex gap-2 rounded-control bg-warning-50 px-3 py-2.5 text-sm text-warning-800 ring-1 ring-warning-200" data-testid="bank-unverified">
          <UserRoundX aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p>
            <span className="block font-semibold">{t('mypage:bank.unverifiedTitle')}</span>
            {t('mypage:bank.unverified', { representative: info.representative || '—' })}
          </p>
        </div>
      )}
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => void handleSubmit(onValid, (invalid) => focusFirstInvalid(formRef.current, Object.keys(invalid)))(e)}
        className="flex flex-col gap-4 border-t border-line pt-4"
        data-testid="bank-form"
      >
        <Field name="bank" label={t('mypage:bank.bank')} error={fieldErrorText(t, errors.bank)}>
          {(a11y) =>
            korean ? (
              <select {...a11y} {...register('bank')} className={inputClass} data-testid="bank-bank">
                <CodeOptions group="bank" none={t('mypage:bank.choose')} />
              </select>
            ) : (
              <input {...a11y} autoComplete="off" placeholder={t('mypage:bank.bankNamePlaceholder')} {...register('bank')} className={inputClass} data-testid="bank-bank" />
            )
          }
        </Field>
        <Field name="depositor" label={t('mypage:bank.depositor')} hint={t('mypage:bank.depositorHint')} error={fieldErrorText(t, errors.depositor)}>
          {(a11y) => <input {...a11y} autoComplete="off" {...register('depositor')} className={inputClass} data-testid="bank-depositor" />}
        </Field>
        {mismatch && (
          <p role="alert" className="rounded-lg bg-warning-50 px-3 py-2 text-sm text-warning-800" data-testid="bank-mismatch">
            {t('mypage:bank.mismatch', { representative: info.representative ?? '—' })}
          </p>
        )}
        <Field name="accountNumber" label={t('mypage:bank.accountNumber')} hint={t('mypage:bank.accountNumberHint')} error={fieldErrorText(t, errors.accountNumber)}>
          {(a11y) => <input {...a11y} inputMode={korean ? 'numeric' : 'text'} autoComplete="off" {...register('accountNumber')} className={inputClass} data-testid="bank-account-number" />}
        </Field>
        <button type="submit" disabled={change.isPending} className={primaryButton} data-testid="bank-save">
          {change.isPending ? t('mypage:bank.saving') : t('mypage:bank.save')}
        </button>
      </form>
    </Panel>
  );
}
