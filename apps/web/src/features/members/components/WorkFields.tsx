import { Position } from '@dcm/shared';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeOptions } from '../../../components/CodeOptions.tsx';
import type { JoinValues } from '../form.ts';
import { useFieldError } from '../hooks.ts';
import type { JoinKind } from '../kinds.ts';
import { Field, inputClass } from '../../../components/Field.tsx';
import { Section } from './Section.tsx';

/** Job (clients), position (T-esigners: director or staff; dental labs: the director only, SPEC §6). */
export function WorkFields({ kind }: { kind: JoinKind }) {
  const { t } = useTranslation('members');
  const { register } = useFormContext<JoinValues>();
  const errorOf = useFieldError();

  return (
    <Section id="join-work" title={t('form.work.title')}>
      {kind === 'client' && (
        <Field name="job" label={t('form.work.job')} error={errorOf('job')}>
          {(a11y) => (
            <select {...a11y} {...register('job')} className={inputClass}>
              <CodeOptions group="job" none={t('form.choose')} />
            </select>
          )}
        </Field>
      )}

      {kind === 'center' && (
        <div className="flex flex-col gap-1.5" data-field="position">
          <span className="text-sm font-medium">{t('form.work.position')}</span>
          <p className="min-h-11 rounded-lg border border-line bg-sunken px-3 py-2.5" data-testid="lab-position">
            {t('form.work.director')}
          </p>
          <p className="text-sm text-ink-subtle">{t('form.work.labDirectorOnly')}</p>
          {errorOf('position') && <p className="text-sm text-red-600">{errorOf('position')}</p>}
        </div>
      )}

      {kind === 'designer' && (
        <fieldset className="flex flex-col gap-1.5" data-field="position" aria-describedby={errorOf('position') ? 'join-position-error' : undefined}>
          <legend className="mb-1.5 text-sm font-medium">{t('form.work.position')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {[Position.Director, Position.Staff].map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line-strong bg-white px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input type="radio" value={value} {...register('position')} aria-invalid={!!errorOf('position')} className="h-5 w-5 accent-brand-700" />
                {t(`form.work.${value}`)}
              </label>
            ))}
          </div>
          {errorOf('position') && (
            <p id="join-position-error" className="text-sm text-red-600">
              {errorOf('position')}
            </p>
          )}
        </fieldset>
      )}
    </Section>
  );
}
