// /admin/quick: the quick terms (issue 11) the operator publishes: the price of each prosthesis type
// (the `prosthesis` code table) in KRW and USD (empty: not offered to clients paying in it), how many
// remakes a client may ask, and the earliest deadline (hours from posting). Saving changes what new
// quick requests cost; those already posted keep their price.
import { CURRENCIES, Currency, MONEY_MAX, QuickTermsBody, type QuickPrice, type QuickTerms } from '@dcm/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast.tsx';
import { Field, inputClass } from '../../../../components/Field.tsx';
import { Page } from '../../../../components/ui/Page.tsx';
import { useCodes } from '../../../../lib/codes.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../../lib/http.ts';
import { amountInputOf, parseAmount } from '../../../../lib/money.ts';
// The amount field of the mileage forms: grouped digits, cents for USD.
import { AmountInput } from '../../../mileage/index.ts';
import { AdminPageHeader } from '../../../admin/index.ts';
import { useQuickTerms } from '../../api.ts';
import { useSaveQuickTerms } from '../admin-api.ts';

type PriceRow = { type: string } & Record<Currency, string>;

interface Draft {
  rows: PriceRow[];
  remakeLimit: string;
  minDeadlineHours: string;
}

const draftOf = (terms: QuickTerms, types: readonly string[]): Draft => {
  const known = new Map(terms.prices.map((p) => [p.type, p]));
  // Every type of the code table, then any priced type the table no longer lists (so it can be cleared).
  const all = [...types, ...terms.prices.map((p) => p.type).filter((type) => !types.includes(type))];
  return {
    rows: all.map((type) => {
      const price = known.get(type);
      return {
        type,
        KRW: price?.KRW == null ? '' : amountInputOf(price.KRW, Currency.KRW),
        USD: price?.USD == null ? '' : amountInputOf(price.USD, Currency.USD),
      };
    }),
    remakeLimit: String(terms.remakeLimit),
    minDeadlineHours: String(terms.minDeadlineHours),
  };
};

type Problems = Record<string, string>;

/** The draft as the body the server takes, or the fields that are wrong (keys: `KRW.<type>`, `remakeLimit`, …). */
export function bodyOf(draft: Draft): { body: QuickTermsBody } | { problems: Problems } {
  const problems: Problems = {};
  const prices: QuickPrice[] = [];
  for (const row of draft.rows) {
    const price: QuickPrice = { type: row.type, KRW: null, USD: null };
    for (const c of CURRENCIES) {
      if (row[c].trim() === '') continue;
      const amount = parseAmount(row[c], c);
      if (amount === null || amount > MONEY_MAX[c]) problems[`${c}.${row.type}`] = 'amountInvalid';
      else price[c] = amount;
    }
    if (price.KRW !== null || price.USD !== null) prices.push(price);
  }
  const parsed = QuickTermsBody.safeParse({ prices, remakeLimit: Number(draft.remakeLimit), minDeadlineHours: Number(draft.minDeadlineHours) });
  if (!parsed.success) for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= 'invalid';
  if (draft.remakeLimit.trim() === '') problems.remakeLimit = 'required';
  if (draft.minDeadlineHours.trim() === '') problems.minDeadlineHours = 'required';
  return Object.keys(problems).length > 0 || !parsed.success ? { problems } : { body: parsed.data };
}

export default function AdminQuickTermsPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const terms = useQuickTerms();
  const codes = useCodes('prosthesis');

  return (
    <Page width="working" testId="admin-quick-terms">
      <AdminPageHeader title={t('admin:quick.terms.title')} subtitle={t('admin:quick.terms.subtitle')} />
      {terms.isPending || codes.isPending ? (
        <p className="py-10 text-center text-sm text-ink-subtle">{t('admin:list.loading')}</p>
      ) : terms.isError || codes.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(`errors:${errorCodeOf(terms.error ?? codes.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      ) : (
        <TermsForm terms={terms.data} types={codes.data.map((c) => c.code)} names={new Map(codes.data.map((c) => [c.code, c.name]))} />
      )}
    </Page>
  );
}

function TermsForm({ terms, types, names }: { terms: QuickTerms; types: string[]; names: Map<string, string> }) {
  const { t } = useTranslation(['admin', 'common', 'errors']);
  const save = useSaveQuickTerms();
  const [draft, setDraft] = useState<Draft>(() => draftOf(terms, types));
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const sending = useRef(false);

  const setPrice = (type: string, currency: Currency, value: string) =>
    setDraft((d) => ({ ...d, rows: d.rows.map((r) => (r.type === type ? { ...r, [currency]: value } : r)) }));
  const problemText = (key: string) => (problems[key] ? t(`common:validation.${problems[key]}`, { defaultValue: t('common:validation.invalid') }) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = bodyOf(draft);
    if ('problems' in checked) {
      setProblems(checked.problems);
      setFormError(t('admin:quick.terms.fix'));
      return;
    }
    setProblems({});
    if (sending.current) return;
    sending.current = true;
    save.mutate(checked.body, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved, types));
        toast.success(t('admin:quick.terms.saved'));
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        setFormError(Object.values(fields)[0] ?? t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" data-testid="quick-terms-form">
      <section aria-labelledby="quick-prices-title" className="rounded-2xl border border-line bg-white p-4 sm:p-6">
        <h2 id="quick-prices-title" className="text-lg font-bold">
          {t('admin:quick.terms.prices')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('admin:quick.terms.pricesHint')}</p>
        {draft.rows.length === 0 ? (
          <p className="mt-4 text-sm text-ink-subtle">{t('admin:quick.terms.noTypes')}</p>
        ) : (
          <ul className="mt-4 flex flex-col divide-y divide-line">
            {draft.rows.map((row) => (
              <li key={row.type} className="grid gap-3 py-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem] sm:items-start" data-testid="price-row" data-type={row.type}>
                <p className="pt-2 font-medium">{names.get(row.type) ?? row.type}</p>
                {CURRENCIES.map((c) => (
                  <Field key={c} name={`${c}.${row.type}`} label={<span className="sm:sr-only">{t('admin:quick.terms.priceIn', { currency: c, type: names.get(row.type) ?? row.type })}</span>} error={problemText(`${c}.${row.type}`)}>
                    {(a11y) => (
                      <AmountInput
                        a11y={a11y}
                        name={`${c}.${row.type}`}
                        currency={c}
                        value={row[c]}
                        onChange={(value) => setPrice(row.type, c, value)}
                        disabled={save.isPending}
                        unit={c}
                        placeholder={t('admin:quick.terms.notOffered')}
                      />
                    )}
                  </Field>
                ))}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="quick-rules-title" className="grid gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 sm:p-6">
        <h2 id="quick-rules-title" className="text-lg font-bold sm:col-span-2">
          {t('admin:quick.terms.rules')}
        </h2>
        <Field name="remakeLimit" label={t('admin:quick.terms.remakeLimit')} hint={t('admin:quick.terms.remakeLimitHint')} error={problemText('remakeLimit')}>
          {(a11y) => (
            <input {...a11y} type="number" inputMode="numeric" min={0} max={5} value={draft.remakeLimit} onChange={(e) => setDraft((d) => ({ ...d, remakeLimit: e.target.value }))} className={inputClass} data-testid="remake-limit" />
          )}
        </Field>
        <Field name="minDeadlineHours" label={t('admin:quick.terms.minDeadlineHours')} hint={t('admin:quick.terms.minDeadlineHoursHint')} error={problemText('minDeadlineHours')}>
          {(a11y) => (
            <input {...a11y} type="number" inputMode="numeric" min={1} max={336} value={draft.minDeadlineHours} onChange={(e) => setDraft((d) => ({ ...d, minDeadlineHours: e.target.value }))} className={inputClass} data-testid="min-deadline" />
          )}
        </Field>
        <p className="text-sm text-ink-muted sm:col-span-2">{t('admin:quick.terms.autoComplete', { days: terms.autoCompleteBusinessDays })}</p>
      </section>

      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="quick-terms-error">
          {formError}
        </p>
      )}
      <button type="submit" disabled={save.isPending} className="min-h-12 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:self-end" data-testid="quick-terms-save">
        {save.isPending ? t('admin:quick.terms.saving') : t('admin:quick.terms.save')}
      </button>
    </form>
  );
}
