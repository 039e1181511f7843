// The date picker in the /component catalogue, loaded only with this section (react-datepicker is
// heavy): a minimum a day ahead, two disabled days, the refusal of a typed date (input error code 1
// of SPEC §5) and a disabled field.
import { formatPickerDateTime } from '@dcm/shared';
import { addDays, format, startOfDay } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimePicker } from '../../../../components/DateTimePicker.tsx';
import { Field } from '../../../../components/Field.tsx';
import { useLocale } from '../../../../lib/format.ts';
import { viewerTimeZone } from '../../../../lib/time-zone.ts';
import { GallerySection } from './GallerySection.tsx';

/** Tomorrow at nine, and the two days after it as the holidays the calendar greys out. */
function sampleLimits() {
  const tomorrow = startOfDay(addDays(new Date(), 1));
  const min = new Date(tomorrow.getTime() + 9 * 60 * 60_000);
  const disabled = [2, 3].map((n) => addDays(tomorrow, n));
  return { min, disabled, holidays: new Set(disabled.map((d) => format(d, 'yyyy-MM-dd'))) };
}

export default function DatePickerSection() {
  const { t } = useTranslation('system');
  const locale = useLocale();
  const [limits] = useState(sampleLimits);
  const [value, setValue] = useState<Date | null>(null);
  const [errorCode, setErrorCode] = useState<number | null>(null);
  const day = (date: Date) => format(date, 'yy.MM.dd');

  return (
    <GallerySection id="date-picker" title={t('gallery.datePicker.title')} note={t('gallery.datePicker.note')}>
      <Field
        name="when"
        label={t('gallery.datePicker.label')}
        hint={t('gallery.datePicker.hint', { min: day(limits.min), disabled: limits.disabled.map(day).join(', ') })}
      >
        {(a11y) => (
          <DateTimePicker
            a11y={a11y}
            value={value}
            min={limits.min}
            holidays={limits.holidays}
            onChange={(next) => {
              setValue(next);
              if (next) setErrorCode(null);
            }}
            onError={setErrorCode}
          />
        )}
      </Field>
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="gallery-date-value">
        {t('gallery.datePicker.value', { value: value ? formatPickerDateTime(value, locale, viewerTimeZone()) : t('gallery.datePicker.none') })}
        {errorCode !== null && (
          <span className="block text-red-600" data-testid="gallery-date-error-code">
            {t('gallery.datePicker.errorCode', { code: errorCode })}
          </span>
        )}
      </p>
      <Field name="whenDisabled" label={t('gallery.datePicker.disabledLabel')}>
        {(a11y) => <DateTimePicker a11y={a11y} value={null} onChange={() => undefined} disabled />}
      </Field>
    </GallerySection>
  );
}
