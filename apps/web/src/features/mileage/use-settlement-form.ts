// The settlement request form's state (SPEC §9): the currency chosen and the earnings it holds, what
// the amount typed so far pays out (the shared settlementPayout the server uses), and the request,
// sent once the member confirms it, whose refusals land on the fields they name.
import { Currency, ErrorCode, settlementPayout, type ExchangeRate, type SettlementBody, type SettlementTerms } from '@dcm/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.tsx';
import { focusFirstInvalid } from '../../lib/form-errors.ts';
import { useLocale } from '../../lib/format.ts';
import { errorCodeOf, fieldErrorsOf } from '../../lib/http.ts';
import { amountInputOf, formatMoney, parseAmount } from '../../lib/money.ts';
import { useRequestSettlement } from './history-api.ts';
import { errorNames, holderVerifiedOf, isFormField, settlementFormSchema, type SettlementFormValues } from './settlement-form.ts';

export function useSettlementForm(terms: SettlementTerms) {
  const { t } = useTranslation(['mileageHistory', 'common', 'errors']);
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const request = useRequestSettlement();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<SettlementBody | null>(null);
  // The terms say the holder is not verified (the bank card says so), or the server refused it since.
  const holderUnverified = !holderVerifiedOf(terms);
  const [holderRefused, setHolderRefused] = useState(false);

  // Start with the currency that holds earnings, KRW when both or neither do.
  const [currency, setCurrency] = useState<Currency>(() => (terms.earnings.KRW === 0 && terms.earnings.USD > 0 ? Currency.USD : Currency.KRW));
  const available = terms.earnings[currency];
  const schema = useMemo(() => settlementFormSchema(currency, available), [currency, available]);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<SettlementFormValues, unknown, SettlementBody>({
    resolver: zodResolver(schema),
    defaultValues: {
      currency,
      amount: '',
      invoice: {
        businessNumber: terms.invoice.businessNumber ?? '',
        businessName: terms.invoice.businessName ?? '',
        representative: terms.invoice.representative ?? '',
        email: terms.invoice.email ?? '',
      },
    },
  });
  const amountText = useWatch({ control, name: 'amount' });

  const rate: ExchangeRate | null = terms.usdRate;
  const noRate = currency === Currency.USD && !rate;
  const blocked = !terms.bank || noRate || holderUnverified || holderRefused;
  const typed = parseAmount(amountText, currency);
  const preview = typed && typed > 0 && !noRate ? settlementPayout(typed, currency, rate?.krwPerUnitHundredths) : null;

  const chooseCurrency = (next: Currency) => {
    if (next === currency) return;
    setCurrency(next);
    setValue('currency', next);
    setValue('amount', '');
    clearErrors('amount');
    setFormError(null);
  };

  const showServerError = (error: unknown) => {
    if (errorCodeOf(error) === ErrorCode.AccountHolderUnverified) {
      setHolderRefused(true);
      setFormError(null);
      return;
    }
    const placed: string[] = [];
    const unplaced: string[] = [];
    for (const [name, message] of Object.entries(fieldErrorsOf(error))) {
      if (isFormField(name)) {
        setError(name as FieldPath<SettlementFormValues>, { type: 'server', message });
        placed.push(name);
      } else unplaced.push(message);
    }
    if (unplaced.length > 0) setFormError(unplaced.join(' '));
    else setFormError(placed.length > 0 ? t('mileageHistory:office.fixErrors') : t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
    setTimeout(() => focusFirstInvalid(formRef.current, placed), 0);
  };

  const send = () => {
    if (!pending || request.isPending) return;
    const body = pending;
    request.mutate(body, {
      onSuccess: () => {
        setPending(null);
        setValue('amount', '');
        toast.success(t('mileageHistory:office.requested', { amount: formatMoney(body.amount, body.currency, locale) }));
      },
      onError: (error) => {
        setPending(null);
        showServerError(error);
      },
    });
  };

  const onValid = (body: SettlementBody) => {
    setFormError(null);
    setPending(body);
  };
  const onInvalid = (found: FieldErrors<SettlementFormValues>) => {
    setFormError(null);
    focusFirstInvalid(formRef.current, errorNames(found));
  };

  const pendingPayout = pending ? settlementPayout(pending.amount, pending.currency, rate?.krwPerUnitHundredths) : null;

  /** The whole of the earnings in this currency, checked at once. */
  const fillAvailable = () => setValue('amount', amountInputOf(available, currency), { shouldValidate: true });
  const submit = (e: FormEvent) => void handleSubmit(onValid, onInvalid)(e);

  return {
    formRef,
    control,
    register,
    errors,
    currency,
    chooseCurrency,
    available,
    fillAvailable,
    rate,
    noRate,
    holderUnverified,
    holderRefused,
    blocked,
    preview,
    formError,
    submit,
    pending,
    pendingPayout,
    cancel: () => setPending(null),
    send,
    sending: request.isPending,
  };
}
