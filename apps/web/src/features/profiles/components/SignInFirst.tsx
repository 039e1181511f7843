// The member's own profile screens are public routes (SPEC §2) but show nothing without a member.
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '../../../components/SignInPrompt.tsx';

export function SignInFirst() {
  const { t } = useTranslation('profiles');
  return <SignInPrompt body={t('signIn.body')} action={t('signIn.action')} testId="profile-sign-in" />;
}
