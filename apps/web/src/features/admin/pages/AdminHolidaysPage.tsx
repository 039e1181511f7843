// /admin/holidays: the holiday table (issue 12, SPEC §3, §9) — the days the date pickers refuse and
// the business-day deadlines skip. The admin adds a day with its Korean and English names, or deletes
// one; the year shown is in the address (?year=).
import { HolidayCreateBody } from '@dcm/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/buttons.ts';
import { Field, inputClass } from '../../../components/Field.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { AdminPageHeader, ItemList } from '../components/AdminListParts.tsx';
import { DeleteButton, ItemRow, NamePair, useActionToasts, useFormErrors } from '../content/components/ConsoleParts.tsx';
import { useAdminHolidays, useCreateHoliday, useDeleteHoliday } from '../tables-api.ts';

const emptyDraft = { date: '', nameKo: '', nameEn: '' };

function HolidayForm({ onAdded }: { onAdded: (date: string) => void }) {
  const [draft, setDraft] = useState(emptyDraft);
  const { t, errors, check, done, failed } = useFormErrors();
  const create = useCreateHoliday();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const body = check(HolidayCreateBody.safeParse(draft));
    if (body === undefined) return;
    create.mutate(body, {
      onSuccess: () => {
        done(t('admin:holidays.added'));
        setDraft(emptyDraft);
        onAdded(body.date);
      },
      onError: failed,
    });
  };

  const field = (name: keyof typeof emptyDraft, type: 'date' | 'text') => (
    <Field name={name} label={t(`admin:holidays.field.${name}`)} error={errors[name]}>
      {(a11y) => <input {...a11y} type={type} className={inputClass} value={draft[name]} maxLength={type === 'text' ? 100 : undefined} onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))} />}
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="holiday-form">
      <h2 className="font-semibold">{t('admin:holidays.newTitle')}</h2>
      <div className="grid gap-3 sm:grid-cols-3">
        {field('date', 'date')}
        {field('nameKo', 'text')}
        {field('nameEn', 'text')}
      </div>
      <button type="submit" className={primaryButton} disabled={create.isPending}>
        {t('admin:holidays.add')}
      </button>
    </form>
  );
}

export default function AdminHolidaysPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : new Date().getFullYear();
  const list = useAdminHolidays(year);
  const remove = useDeleteHoliday();
  const toasts = useActionToasts();
  const showYear = (y: number) => setParams({ year: String(y) });

  return (
    <Page width="working">
      <AdminPageHeader title={t('holidays.title')} subtitle={t('holidays.subtitle')} />
      <HolidayForm onAdded={(date) => showYear(Number(date.slice(0, 4)))} />
      <div className="flex items-center gap-2">
        <button type="button" className={secondaryButton} disabled={year <= 2000} onClick={() => showYear(year - 1)} aria-label={t('holidays.previousYear')}>
          ‹
        </button>
        <h2 className="min-w-20 text-center text-lg font-semibold tabular-nums" data-testid="holiday-year">
          {t('holidays.year', { year })}
        </h2>
        <button type="button" className={secondaryButton} disabled={year >= 2100} onClick={() => showYear(year + 1)} aria-label={t('holidays.nextYear')}>
          ›
        </button>
      </div>
      <ItemList
        list={list}
        empty={t('holidays.empty', { year })}
        emptyTestId="holiday-empty"
        renderItem={(holiday) => (
          <ItemRow
            key={holiday.date}
            testId="holiday-row"
            gap="gap-3"
            leading={<span className="w-28 shrink-0 font-mono text-sm tabular-nums">{holiday.date}</span>}
            actions={
              <DeleteButton
                name={`${holiday.date} ${holiday.nameKo}`}
                busy={remove.isPending}
                onDelete={() => remove.mutate(holiday.date, { onSuccess: () => toasts.done(t('holidays.deleted')), onError: (e) => void toasts.failed(e) })}
              />
            }
          >
            <NamePair ko={holiday.nameKo} en={holiday.nameEn} />
          </ItemRow>
        )}
      />
    </Page>
  );
}
