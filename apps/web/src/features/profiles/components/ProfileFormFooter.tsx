// The tail of both profile forms (SPEC §3): the public or private switch, then the save button.
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { submitButton } from '../../../components/buttons.ts';
import { PublicSwitch } from './PublicSwitch.tsx';

type WithPublic = { isPublic: boolean };

interface Props<V extends WithPublic, B> {
  control: Control<V, unknown, B>;
  /** Names the test ids: `<kind>-public`, `<kind>-profile-save`. */
  kind: 'designer' | 'lab';
  saving: boolean;
}

export function ProfileFormFooter<V extends WithPublic, B>({ control, kind, saving }: Props<V, B>) {
  const { t } = useTranslation('profiles');
  // Both forms keep `isPublic` at the top of their values; react-hook-form cannot follow a field
  // name through a generic, so the control is read as one of just that field.
  const { field } = useController({ control: control as unknown as Control<WithPublic>, name: 'isPublic' });
  return (
    <>
      <PublicSwitch checked={field.value} onChange={field.onChange} testId={`${kind}-public`} />
      <button type="submit" disabled={saving} className={submitButton} data-testid={`${kind}-profile-save`}>
        {saving ? t('form.saving') : t('form.save')}
      </button>
    </>
  );
}
