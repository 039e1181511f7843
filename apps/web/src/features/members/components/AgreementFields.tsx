import { useFormContext, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { JoinValues } from '../form.ts';
import { useFieldError } from '../hooks.ts';
import type { JoinKind } from '../kinds.ts';
import { Section } from './Section.tsx';

type AgreementName = 'agreements.terms' | 'agreements.privacy' | 'agreements.marketing' | 'agreements.outsourcing' | 'einvoice';

/** Terms and privacy are required, marketing and outsourcing optional; labs and T-esigners also accept e-invoicing (SPEC §5). */
export function AgreementFields({ kind }: { kind: JoinKind }) {
  const { t } = useTranslation('members');
  const { register, setValue, control } = useFormContext<JoinValues>();
  const [agreements, einvoice] = useWatch({ control, name: ['agreements', 'einvoice'] });
  const errorOf = useFieldError();
  const withInvoice = kind !== 'client';

  const items: Array<{ name: AgreementName; required: boolean; label: string; detail?: string }> = [
    { name: 'agreements.terms', required: true, label: t('form.agreements.terms') },
    { name: 'agreements.privacy', required: true, label: t('form.agreements.privacy') },
    ...(withInvoice ? [{ name: 'einvoice' as const, required: true, label: t('form.agreements.einvoice'), detail: t('form.agreements.einvoiceDetail') }] : []),
    { name: 'agreements.outsourcing', required: false, label: t('form.agreements.outsourcing') },
    { name: 'agreements.marketing', required: false, label: t('form.agreements.marketing') },
  ];
  const allChecked = Object.values(agreements).every(Boolean) && (!withInvoice || !!einvoice);

  const agreeAll = (checked: boolean) => {
    for (const item of items) setValue(item.name as Path<JoinValues>, checked, { shouldValidate: item.required, shouldDirty: true, shouldTouch: true });
  };

  return (
    <Section id="join-agreements" title={t('form.agreements.title')}>
      <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-brand-600 bg-brand-50 px-3 font-semibold">
        <input type="checkbox" checked={allChecked} onChange={(e) => agreeAll(e.target.checked)} className="h-5 w-5 accent-brand-700" />
        {t('form.agreements.all')}
      </label>
      <ul className="flex flex-col gap-1">
        {items.map((item) => {
          const error = errorOf(item.name);
          const errorId = `join-${item.name.replace('.', '-')}-error`;
          return (
            <li key={item.name} data-field={item.name} className="flex flex-col">
              <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3">
                <input
                  type="checkbox"
                  {...register(item.name)}
                  aria-invalid={!!error}
                  aria-describedby={error ? errorId : undefined}
                  className="h-5 w-5 shrink-0 accent-brand-700"
                />
                <span>
                  <span className={item.required ? 'font-medium text-brand-700' : 'text-ink-subtle'}>
                    {item.required ? t('form.agreements.required') : t('form.agreements.optional')}
                  </span>{' '}
                  {item.label}
                </span>
              </label>
              {item.detail && <p className="pl-11 pr-3 text-sm text-ink-muted">{item.detail}</p>}
              {error && (
                <p id={errorId} className="pl-11 pr-3 text-sm text-red-600">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
