// A profile's region: a select of the `region` code table, in its order, after a "none" choice.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../../components/Field.tsx';
import { CodeOptions } from '../../../components/CodeOptions.tsx';

interface Props {
  /** The form's `register('region')`. */
  registration: UseFormRegisterReturn<'region'>;
  error?: string;
  testId: string;
}

export function RegionField({ registration, error, testId }: Props) {
  const { t } = useTranslation('profiles');
  return (
    <Field name="region" label={t('fields.region')} error={error}>
      {(a11y) => (
        <select {...a11y} {...registration} className={inputClass} data-testid={testId}>
          <CodeOptions group="region" none={t('fields.regionNone')} />
        </select>
      )}
    </Field>
  );
}
