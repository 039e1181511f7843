// Registering a card from /cardInfo: the draft as typed, the shared CardBody's checks before it is sent,
// and the provider's answer, which has the last word.
import { CardBody, cardExpiryValid, type CardIdentity } from '@dcm/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.tsx';
import { focusFirstInvalid } from '../../lib/form-errors.ts';
import { errorCodeOf, fieldErrorsOf } from '../../lib/http.ts';
import { useRegisterCard } from './api.ts';
import { CARD_FIELDS, EMPTY_DRAFT, fieldOf, type CardDraft, type CardFieldErrors } from './card-form.ts';

export function useRegisterCardForm() {
  const { t } = useTranslation(['mileage', 'common', 'errors']);
  const register = useRegisterCard();
  const [draft, setDraft] = useState<CardDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = register.isPending;

  const update = <K extends keyof CardDraft>(field: K, value: CardDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const chooseIdentity = (identityType: CardIdentity) => {
    setDraft((d) => ({ ...d, identityType, identityNumber: '' }));
    setErrors((e) => ({ ...e, identityType: undefined, identityNumber: undefined }));
  };

  const focusFirstError = (found: CardFieldErrors) => focusFirstInvalid(formRef.current, CARD_FIELDS.filter((f) => found[f] !== undefined));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    setFormError(undefined);
    const body = {
      number: draft.number,
      expiryMonth: draft.expiry.slice(0, 2),
      expiryYear: draft.expiry.slice(2, 4),
      passwordFirstTwo: draft.passwordFirstTwo,
      identityType: draft.identityType,
      identityNumber: draft.identityNumber,
    };
    const parsed = CardBody.safeParse(body);
    const found: CardFieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOf(String(issue.path[0] ?? ''));
        if (field && !found[field]) found[field] = t(`common:validation.${issue.message}`, { defaultValue: t('common:validation.invalid') });
      }
    } else if (!cardExpiryValid(parsed.data, new Date())) {
      found.expiry = t('common:validation.cardExpiryInvalid');
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstError(found);
      return;
    }
    sending.current = true;
    register.mutate(parsed.data, {
      onSuccess: (card) => {
        // The card's digits leave the page with the answer.
        setDraft(EMPTY_DRAFT);
        setErrors({});
        register.reset();
        toast.success(t('mileage:register.done', { card: `${card.issuer ?? t('mileage:cards.issuerUnknown')} •••• ${card.lastFour}` }));
      },
      onError: (error) => {
        // The password digits are never kept for another try; the rest stays to be corrected.
        setDraft((d) => ({ ...d, passwordFirstTwo: '' }));
        const onFields: CardFieldErrors = {};
        for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
          const field = fieldOf(path);
          if (field) onFields[field] ??= message;
        }
        setErrors(onFields);
        // After the render that enables the fields again (they are disabled while the card is sent).
        if (Object.keys(onFields).length > 0) setTimeout(() => focusFirstError(onFields), 0);
        setFormError(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return { formRef, draft, errors, formError, busy, update, chooseIdentity, submit };
}
