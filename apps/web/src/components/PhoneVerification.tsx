// Proves a phone by an SMS code (SPEC §5, §7 /api/v1/common/auth-phone): country code, number,
// "send code" with a countdown to the code's expiry, then the 6-digit code. Used by the join form,
// the find-id page and My page's phone change; the caller only learns of a verified phone, through onVerified.
import { KOREA, PHONE_CODE_LENGTH, Phone, type AuthPhoneBody, type PhoneVerificationPurpose } from '@dcm/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from './Field.tsx';
import { useCodes } from '../lib/codes.ts';
import { errorCodeOf, fieldErrorsOf, http } from '../lib/http.ts';

const AUTH_PHONE_PATH = '/api/v1/common/auth-phone';

export interface VerifiedPhone {
  phoneVerificationId: string;
  phone: string;
  memberContactNation: string;
}

interface Props {
  purpose: PhoneVerificationPurpose;
  email?: string;
  memberTp?: string;
  onVerified: (v: VerifiedPhone) => void;
  /** Optional: a phone verified earlier (a restored draft) shows as verified. */
  verified?: VerifiedPhone | null;
  /** Optional: told of every country chosen, before verification (the join form hides KR-only fields). */
  onNationChange?: (nation: string) => void;
  /** Optional: the member pressed "change" on a verified phone. */
  onReset?: () => void;
  /** Optional: an error the caller knows about this phone (e.g. the server refused it on submit). */
  error?: string;
}

type Stage = 'idle' | 'sent' | 'verified';

const secondaryButton =
  'min-h-11 shrink-0 rounded-lg border border-brand-700 bg-surface px-4 font-semibold text-brand-700 hover:bg-brand-50 disabled:border-line-strong disabled:text-ink-subtle disabled:hover:bg-surface';

/** 125 → "02:05". */
export const mmss = (seconds: number) => {
  const s = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

export function PhoneVerification({ purpose, email, memberTp, onVerified, verified, onNationChange, onReset, error }: Props) {
  const { t } = useTranslation(['members', 'common', 'errors']);
  const id = useId();
  const nations = useCodes('nation');
  const [nation, setNation] = useState(verified?.memberContactNation ?? KOREA);
  const [phone, setPhone] = useState(verified?.phone ?? '');
  const [stage, setStage] = useState<Stage>(verified ? 'verified' : 'idle');
  const [expiresAt, setExpiresAt] = useState(0);
  const [resendAfter, setResendAfter] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);

  // The countdown ticks only while a code is out.
  useEffect(() => {
    if (stage !== 'sent') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [stage]);

  const say = (e: unknown) => {
    const fields = fieldErrorsOf(e);
    const fieldMessage = fields.certification ?? fields.phone ?? fields.memberContactNation;
    setProblem(fieldMessage ?? t(`errors:${errorCodeOf(e)}`, { defaultValue: t('errors:INTERNAL') }));
  };

  const body = (extra: Partial<AuthPhoneBody> = {}): AuthPhoneBody => ({
    phone: phone.replace(/\D/g, ''),
    memberContactNation: nation,
    ...(email ? { email } : {}),
    ...(memberTp ? { memberTp } : {}),
    purpose,
    ...extra,
  });

  const send = async () => {
    setProblem(null);
    if (!Phone.safeParse(phone).success) {
      setProblem(t('common:validation.phone'));
      return;
    }
    setBusy(true);
    try {
      const { data } = await http.post<{ sent: true; expiresAt: string; resendAfter: string }>(AUTH_PHONE_PATH, body());
      setStage('sent');
      setExpiresAt(Date.parse(data.expiresAt));
      setResendAfter(Date.parse(data.resendAfter));
      setNow(Date.now());
      setCode('');
      setTimeout(() => codeInput.current?.focus(), 0);
    } catch (e) {
      say(e);
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    setProblem(null);
    if (!new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(code)) {
      setProblem(t('common:validation.certification'));
      return;
    }
    setBusy(true);
    try {
      const { data } = await http.post<{ verified: true; phoneVerificationId: string }>(AUTH_PHONE_PATH, body({ certification: code }));
      setStage('verified');
      onVerified({ phoneVerificationId: data.phoneVerificationId, phone: phone.replace(/\D/g, ''), memberContactNation: nation });
    } catch (e) {
      say(e);
    } finally {
      setBusy(false);
    }
  };

  const restart = () => {
    setStage('idle');
    setCode('');
    setProblem(null);
    onReset?.();
  };

  const locked = stage === 'verified';
  const remaining = (expiresAt - now) / 1000;
  const waitToResend = (resendAfter - now) / 1000;
  const shown = problem ?? error;
  const errorId = `${id}-error`;
  const nationLabel = (n: { code: string; name: string; extra: string | null }) => `${n.extra ?? n.code} ${n.name}`;
  const sortedNations = [...(nations.data ?? [])].sort((a, b) => a.sort - b.sort);

  return (
    <div className="flex flex-col gap-3" data-testid="phone-verification" data-state={stage}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-nation`} className="text-sm font-medium">
          {t('members:phone.nation')}
        </label>
        <select
          id={`${id}-nation`}
          value={nation}
          disabled={locked || stage === 'sent'}
          onChange={(e) => {
            setNation(e.target.value);
            onNationChange?.(e.target.value);
          }}
          className={inputClass}
        >
          {sortedNations.length === 0 && <option value={KOREA}>+82 KR</option>}
          {sortedNations.map((n) => (
            <option key={n.code} value={n.code}>
              {nationLabel(n)}
            </option>
          ))}
        </select>
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-phone`} className="text-sm font-medium">
          {t('members:phone.number')}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('members:phone.numberPlaceholder')}
            value={phone}
            disabled={locked || stage === 'sent'}
            onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void send();
              }
            }}
            aria-invalid={!!shown && stage !== 'sent'}
            aria-describedby={shown ? errorId : undefined}
            className={inputClass}
          />
          {stage === 'idle' && (
            <button type="button" onClick={() => void send()} disabled={busy} className={secondaryButton}>
              {t('members:phone.send')}
            </button>
          )}
          {stage === 'sent' && (
            <button type="button" onClick={() => void send()} disabled={busy || waitToResend > 0} className={secondaryButton}>
              {waitToResend > 0 ? t('members:phone.resendIn', { time: mmss(waitToResend) }) : t('members:phone.resend')}
            </button>
          )}
          {locked && (
            <button type="button" onClick={restart} className={secondaryButton}>
              {t('members:phone.change')}
            </button>
          )}
        </div>
      </div>

      {stage === 'sent' && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-code`} className="text-sm font-medium">
            {t('members:phone.code')}
          </label>
          <div className="flex gap-2">
            <div className="relative w-full">
              <input
                id={`${id}-code`}
                ref={codeInput}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={PHONE_CODE_LENGTH}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, PHONE_CODE_LENGTH))}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    void verify();
                  }
                }}
                aria-invalid={!!shown}
                aria-describedby={`${id}-timer${shown ? ` ${errorId}` : ''}`}
                className={`${inputClass} pr-16 tracking-widest`}
              />
              <span
                id={`${id}-timer`}
                aria-label={remaining > 0 ? t('members:phone.expiresIn', { time: mmss(remaining) }) : t('members:phone.expired')}
                className={`absolute right-3 top-1/2 -translate-y-1/2 text-sm tabular-nums ${remaining > 0 ? 'text-brand-700' : 'text-red-600'}`}
                data-testid="phone-timer"
              >
                {mmss(remaining)}
              </span>
            </div>
            <button
              type="button"
              onClick={() => void verify()}
              disabled={busy || remaining <= 0}
              className="min-h-11 shrink-0 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {t('members:phone.verify')}
            </button>
          </div>
          <p className="text-sm text-ink-muted">{remaining > 0 ? t('members:phone.sent') : t('members:phone.expired')}</p>
        </div>
      )}

      {locked && (
        <p className="flex items-center gap-1.5 text-sm font-medium text-brand-700" role="status">
          <span aria-hidden="true">✓</span>
          {t('members:phone.verified')}
        </p>
      )}

      {shown && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {shown}
        </p>
      )}
    </div>
  );
}
