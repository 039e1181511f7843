// The referral number is checked as it is typed (issue 31): a letter, perhaps a patient's name, is
// said at once, in the words the save would use, not only after pressing save. What the last save
// said still stands for an empty number ("required"); a number typed fine since clears it.
import { useTranslation } from 'react-i18next';
import { typedReferralNumberKey } from './form-rules.ts';

export function useReferralNumberError(value: string, saved: string | undefined): string | undefined {
  const { t } = useTranslation('common');
  const typed = typedReferralNumberKey(value);
  if (typed) return t(`validation.${typed}`, { defaultValue: t('validation.invalid') });
  return value.trim() === '' ? saved : undefined;
}
