// The day's USD rate, typed by the admin as won per dollar ("1385.20"): USD settlements are paid at
// it (SPEC §9). Checked here with the shared schema; a day already entered is the server's answer.
import { zodResolver } from '@hookform/resolvers/zod';
import { koreanDayOf, Currency, ExchangeRateBody, rateHundredths, type ExchangeRate } from '@dcm/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import type { z } from 'zod';
import { Field, inputClass } from '../../../components/Field.tsx';
import { useLocale } from '../../../lib/format.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { useEnterExchangeRate, useFetchExchangeRate } from '../settlement-api.ts';
import { formatDay } from '../../../lib/format.ts';
import { formatRate } from '../../../lib/money.ts';

/** The shared body, and a rate of zero is no rate. */
const RateForm = ExchangeRateBody.refine((body) => rateHundredths(body.krwPerUnit) > 0, { path: ['krwPerUnit'], error: 'rateInvalid' });
type RateFormValues = z.input<typeof RateForm>;

const RATE_FIELDS = ['day', 'krwPerUnit'] as const;

/** What the typed text is worth, or null while it is not a rate yet. */
function typedRate(text: string | undefined): number | null {
  if (!text || !ExchangeRateBody.shape.krwPerUnit.safeParse(text).success) return null;
  const hundredths = rateHundredths(text);
  return hundredths > 0 ? hundredths : null;
}

/** `feed`: the rate feed's name when one is set up; the form then offers to fetch the day's rate. */
export function ExchangeRateForm({ feed }: { feed: string | null }) {
  const { t } = useTranslation(['admin', 'common', 'errors']);
  const locale = useLocale();
  const enter = useEnterExchangeRate();
  const fetchRate = useFetchExchangeRate();
  // Today as Korea counts it: the day a settlement asked now is paid at.
  const [today] = useState(() => koreanDayOf(new Date()));
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RateFormValues>({ resolver: zodResolver(RateForm), defaultValues: { currency: Currency.USD, day: today, krwPerUnit: '' } });
  const preview = typedRate(useWatch({ control, name: 'krwPerUnit' }));
  const day = useWatch({ control, name: 'day' });
  const busy = isSubmitting || enter.isPending || fetchRate.isPending;

  const save = async (run: () => Promise<ExchangeRate>, keepDay: string) => {
    setFormError(null);
    try {
      const rate = await run();
      toast.success(t('admin:settlement.rates.saved', { day: formatDay(rate.day, locale), rate: formatRate(rate.krwPerUnitHundredths, locale) }));
      reset({ currency: Currency.USD, day: keepDay, krwPerUnit: '' });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const wrong = RATE_FIELDS.filter((name) => fields[name]);
      // The server words its field errors; a bare key ('rateExists') is said from the catalogue.
      const say = (text: string) => (/^\w+$/.test(text) ? t(`common:validation.${text}`, { defaultValue: text }) : text);
      for (const name of wrong) setError(name, { type: 'server', message: say(fields[name] ?? '') });
      if (wrong.length === 0) setFormError(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
    }
  };

  const onSubmit = handleSubmit(async (body) => {
    if (!busy) await save(() => enter.mutateAsync(body), body.day);
  });
  const onFetch = () => {
    if (!busy && day) void save(() => fetchRate.mutateAsync(day), day);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5" data-testid="rate-form">
      <div>
        <h2 className="text-lg font-bold">{t('admin:settlement.rates.formTitle')}</h2>
        <p className="mt-1 text-sm text-ink-muted">{t('admin:settlement.rates.formHint')}</p>
      </div>
      <Field name="day" label={t('admin:settlement.rates.day')} error={fieldErrorText(t, errors.day)}>
        {(a11y) => <input type="date" {...a11y} {...register('day')} className={inputClass} />}
      </Field>
      <Field
        name="krwPerUnit"
        label={t('admin:settlement.rates.krwPerUnit')}
        hint={preview ? t('admin:settlement.rates.preview', { rate: formatRate(preview, locale) }) : t('admin:settlement.rates.krwPerUnitHint')}
        error={fieldErrorText(t, errors.krwPerUnit)}
      >
        {(a11y) => <input type="text" inputMode="decimal" autoComplete="off" placeholder="1385.20" {...a11y} {...register('krwPerUnit')} className={`${inputClass} tabular-nums`} />}
      </Field>
      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {formError}
        </p>
      )}
      <button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {enter.isPending ? t('admin:settlement.rates.saving') : t('admin:settlement.rates.submit')}
      </button>
      {feed && (
        <button type="button" onClick={onFetch} disabled={busy} className="min-h-11 rounded-lg border border-line-strong px-4 font-medium hover:bg-sunken disabled:opacity-60">
          {fetchRate.isPending ? t('admin:settlement.rates.fetching') : t('admin:settlement.rates.fetch', { feed: t(`admin:settlement.rates.feed.${feed}`, { defaultValue: feed }) })}
        </button>
      )}
    </form>
  );
}
