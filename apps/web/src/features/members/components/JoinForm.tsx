// The join form of one member kind (SPEC §3 Member, §5), also used by a rejected member to correct
// and resubmit. The kind's shared schema checks it; the server decides. What was typed is kept as a
// draft in the tab until the join succeeds, and a refused join points at each wrong field.
import { Email, KOREA, Nickname, ErrorCode } from '@dcm/shared';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PhoneVerification, type VerifiedPhone } from '../../../components/PhoneVerification.tsx';
import { focusFirstInvalid } from '../../../lib/form-errors.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { isEmailAvailable, isNicknameAvailable, useCreateAccount, useResubmitJoin } from '../api.ts';
import {
  clearDraft,
  errorNames,
  FIXED_ON_RESUBMIT,
  joinResolver,
  toBody,
  writeDraft,
  type JoinMode,
  type JoinValues,
} from '../form.ts';
import { useFieldError } from '../hooks.ts';
import { joinKinds, type JoinKind } from '../kinds.ts';
import { AccountFields } from './AccountFields.tsx';
import { AddressFields } from './AddressFields.tsx';
import { AgreementFields } from './AgreementFields.tsx';
import { BusinessFields, LicenseFields } from './DocumentFields.tsx';
import { Section } from './Section.tsx';
import { SettlementFields } from './SettlementFields.tsx';
import { WorkFields } from './WorkFields.tsx';

interface Props {
  kind: JoinKind;
  mode: JoinMode;
  defaultValues: JoinValues;
  /** Resubmission: the nickname the member already holds (not "taken" by someone else). */
  ownNickname?: string;
}

type Checked = 'email' | 'nickname';

export function JoinForm({ kind, mode, defaultValues, ownNickname }: Props) {
  const { t } = useTranslation(['members', 'errors']);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = useRef(false);
  // Values the server said are taken stay errors until changed; the resolver reads this.
  const [taken] = useState(() => ({ email: new Set<string>(), nickname: new Set<string>() }));
  const [resolver] = useState(() => joinResolver(kind, mode, () => taken));
  const [available, setAvailable] = useState<Partial<Record<Checked, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const createAccount = useCreateAccount();
  const resubmit = useResubmitJoin();

  const form = useForm<JoinValues>({ resolver, defaultValues, mode: 'onTouched', shouldFocusError: false });
  const { handleSubmit, setError, setValue, getValues, clearErrors, control, subscribe } = form;
  const [email, nickname] = useWatch({ control, name: ['email', 'nickname'] });

  // The draft follows every change (passwords excepted, see writeDraft).
  useEffect(() => subscribe({ formState: { values: true }, callback: ({ values }) => writeDraft(kind, mode, values) }), [subscribe, kind, mode]);

  const check = async (field: Checked) => {
    const value = getValues(field).trim();
    const wellFormed = (field === 'email' ? Email : Nickname).safeParse(value).success;
    if (!wellFormed || (field === 'nickname' && value === ownNickname)) return;
    try {
      const free = field === 'email' ? await isEmailAvailable(value) : await isNicknameAvailable(value);
      if (getValues(field).trim() !== value) return; // typed on meanwhile
      if (free) setAvailable((a) => ({ ...a, [field]: value }));
      else {
        taken[field].add(value);
        setError(field, { type: 'taken', message: field === 'email' ? 'emailInUse' : 'nicknameInUse' });
      }
    } catch {
      // Only a help: the server checks again when the form is sent.
    }
  };
  const isAvailable = (field: Checked) => {
    const current = (field === 'email' ? email : nickname).trim();
    return !!current && available[field] === current && !taken[field].has(current);
  };

  const onNation = (nation: string) => {
    const wasKorean = getValues('memberContactNation') === KOREA;
    setValue('memberContactNation', nation, { shouldDirty: true });
    // A Korean bank is a code of the bank table, an overseas one a typed name: one does not carry over.
    if (wasKorean !== (nation === KOREA)) setValue('bank', '', { shouldDirty: true });
  };
  const onVerified = (v: VerifiedPhone) => {
    onNation(v.memberContactNation);
    setValue('phone', v.phone, { shouldDirty: true });
    setValue('phoneVerificationId', v.phoneVerificationId, { shouldDirty: true });
    setValue('phoneVerifiedAt', Date.now());
    clearErrors(['phone', 'phoneVerificationId', 'memberContactNation']);
  };
  const onPhoneReset = () => setValue('phoneVerificationId', '', { shouldDirty: true });

  const showServerError = (error: unknown) => {
    const code = errorCodeOf(error);
    const values = getValues();
    if (code === ErrorCode.EmailInUse) taken.email.add(values.email.trim());
    if (code === ErrorCode.NicknameInUse) taken.nickname.add(values.nickname.trim());
    const placed: string[] = [];
    const unplaced: string[] = [];
    for (const [name, message] of Object.entries(fieldErrorsOf(error))) {
      if (formRef.current?.querySelector(`[data-field~="${name.replace(/["\\]/g, '')}"]`)) {
        setError(name as Path<JoinValues>, { type: 'server', message });
        placed.push(name);
      } else unplaced.push(message);
    }
    if (placed.length === 0 || unplaced.length > 0) {
      setFormError(unplaced.length > 0 ? unplaced.join(' ') : t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') }));
    }
    // After the errors render, bring the first one into view.
    setTimeout(() => focusFirstInvalid(formRef.current, placed), 0);
  };

  const onValid = async (values: JoinValues) => {
    if (submitting.current) return;
    submitting.current = true;
    setFormError(null);
    try {
      const body = toBody(values);
      let answer: { memberApprovalSe: string };
      if (mode === 'join') answer = await createAccount.mutateAsync(body);
      else {
        for (const key of FIXED_ON_RESUBMIT) delete body[key];
        answer = await resubmit.mutateAsync(body);
      }
      clearDraft(kind, mode);
      await navigate('/login/JoinEnd', { replace: true, state: { memberApprovalSe: answer.memberApprovalSe } });
    } catch (error) {
      showServerError(error);
    } finally {
      submitting.current = false;
    }
  };
  const onInvalid = (errors: FieldErrors<JoinValues>) => {
    setFormError(null);
    focusFirstInvalid(formRef.current, errorNames(errors));
  };

  const isSubmitting = form.formState.isSubmitting;
  const initialPhone: VerifiedPhone | null = defaultValues.phoneVerificationId
    ? { phoneVerificationId: defaultValues.phoneVerificationId, phone: defaultValues.phone, memberContactNation: defaultValues.memberContactNation }
    : null;

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)}
        noValidate
        className="flex flex-col gap-4"
        aria-describedby={formError ? 'join-form-error' : undefined}
        data-testid="join-form"
      >
        <AccountFields mode={mode} onCheck={(field) => void check(field)} isAvailable={isAvailable} />
        {mode === 'join' && (
          <PhoneSection email={email} memberTp={joinKinds[kind].memberSe} initial={initialPhone} onVerified={onVerified} onNation={onNation} onReset={onPhoneReset} />
        )}
        <WorkFields kind={kind} />
        <LicenseFields kind={kind} />
        <BusinessFields kind={kind} />
        <AddressFields />
        <SettlementFields />
        <AgreementFields kind={kind} />

        {formError && (
          <p id="join-form-error" role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {formError}
          </p>
        )}
        <button
          type="submit"
          disabled={isSubmitting}
          className="min-h-12 rounded-lg bg-brand-700 py-3 text-base font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {isSubmitting ? t('form.submitting') : mode === 'join' ? t('form.submit') : t('form.resubmit')}
        </button>
      </form>
    </FormProvider>
  );
}

interface PhoneSectionProps {
  email: string;
  memberTp: string;
  initial: VerifiedPhone | null;
  onVerified: (v: VerifiedPhone) => void;
  onNation: (nation: string) => void;
  onReset: () => void;
}

function PhoneSection({ email, memberTp, initial, onVerified, onNation, onReset }: PhoneSectionProps) {
  const { t } = useTranslation('members');
  const errorOf = useFieldError();
  const error = errorOf('phoneVerificationId') ?? errorOf('phone') ?? errorOf('memberContactNation');
  return (
    <Section id="join-phone" title={t('form.phone.title')}>
      <div data-field="phone phoneVerificationId memberContactNation">
        <PhoneVerification
          purpose="join"
          email={email.trim() || undefined}
          memberTp={memberTp}
          verified={initial}
          onVerified={onVerified}
          onNationChange={onNation}
          onReset={onReset}
          error={error}
        />
      </div>
    </Section>
  );
}
