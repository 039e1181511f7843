// Personal info: what the member proved at join, read only (name, e-mail, phone, kind), and what
// they change freely (nickname, address, marketing consent), sent as the changed fields only (PATCH).
import { MyInfoBody, Nickname, type MyInfo } from '@dcm/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { AddressSearch } from '../../../components/AddressSearch.tsx';
import { Field, inputClass } from '../../../components/Field.tsx';
import { formatDay, useLocale } from '../../../lib/format.ts';
import { fieldErrorText, focusFirstInvalid } from '../../../lib/form-errors.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { isNicknameAvailable, useOnce, useUpdateInfo } from '../api.ts';
import { primaryButton } from '../../../components/buttons.ts';
import { Fact, Panel } from './Panel.tsx';

interface InfoValues {
  nickname: string;
  zipCode: string;
  address: string;
  addressDetail: string;
  agreeMarketing: boolean;
}

const valuesOf = (info: MyInfo): InfoValues => ({
  nickname: info.nickname,
  zipCode: info.zipCode ?? '',
  address: info.address ?? '',
  addressDetail: info.addressDetail ?? '',
  agreeMarketing: info.agreeMarketing,
});

/** Only what differs from the member as saved: an untouched nickname is not checked again. */
function changesOf(body: MyInfoBody, info: MyInfo): MyInfoBody {
  const saved = valuesOf(info);
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => value !== undefined && value !== saved[key as keyof InfoValues])) as MyInfoBody;
}

// The form always holds every field; the schema takes each as optional.
const resolver = zodResolver(MyInfoBody) as unknown as Resolver<InfoValues, unknown, MyInfoBody>;

export function InfoSection({ info }: { info: MyInfo }) {
  const { t } = useTranslation(['mypage', 'common', 'errors']);
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateInfo();
  const once = useOnce();
  const [free, setFree] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    control,
    formState: { errors },
  } = useForm<InfoValues, unknown, MyInfoBody>({ resolver, defaultValues: valuesOf(info) });
  const [zipCode, address, nickname] = useWatch({ control, name: ['zipCode', 'address', 'nickname'] });

  const checkNickname = async () => {
    const value = getValues('nickname').trim();
    if (value === info.nickname || !Nickname.safeParse(value).success) return;
    try {
      const available = await isNicknameAvailable(value);
      if (getValues('nickname').trim() !== value) return; // typed on meanwhile
      if (available) setFree(value);
      else setError('nickname', { type: 'taken', message: 'nicknameInUse' });
    } catch {
      // Only a help: the server checks again on save.
    }
  };

  const onValid = (body: MyInfoBody) =>
    once(async () => {
      const changes = changesOf(body, info);
      if (Object.keys(changes).length === 0) {
        toast.info(t('mypage:info.unchanged'));
        return;
      }
      try {
        const saved = await update.mutateAsync(changes);
        reset(valuesOf(saved));
        toast.success(t('mypage:info.saved'));
      } catch (error) {
        const fields = Object.entries(fieldErrorsOf(error));
        for (const [path, message] of fields) setError(path as FieldPath<InfoValues>, { type: 'server', message });
        focusFirstInvalid(formRef.current, fields.map(([path]) => path));
        toast.error(`${t('mypage:failed')} ${t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })}`);
      }
    });

  const nicknameFree = !errors.nickname && free !== null && free === nickname.trim();

  return (
    <Panel id="info" title={t('mypage:info.title')}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Fact label={t('mypage:info.name')} value={locale === 'ko' ? `${info.lastName}${info.firstName}` : `${info.firstName} ${info.lastName}`.trim()} testId="info-name" />
        <Fact label={t('mypage:info.email')} value={info.email} testId="info-email" />
        <Fact label={t('mypage:info.phone')} value={info.phone ? `${info.contactNation ? `(${info.contactNation}) ` : ''}${info.phone}` : '—'} testId="info-phone" />
        <Fact label={t('mypage:info.kind')} value={t(`mypage:kind.${info.kind}`)} testId="info-kind" />
        <Fact label={t('mypage:info.registered')} value={formatDay(info.registerDt, locale)} testId="info-registered" />
      </dl>
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => void handleSubmit(onValid, (invalid) => focusFirstInvalid(formRef.current, Object.keys(invalid)))(e)}
        className="flex flex-col gap-4 border-t border-line pt-4"
        data-testid="info-form"
      >
        <Field
          name="nickname"
          label={t('mypage:info.nickname')}
          hint={t('mypage:info.nicknameHint')}
          error={fieldErrorText(t, errors.nickname)}
          success={nicknameFree ? t('mypage:info.nicknameAvailable') : undefined}
        >
          {(a11y) => <input {...a11y} autoComplete="nickname" {...register('nickname', { onBlur: () => void checkNickname() })} className={inputClass} data-testid="info-nickname" />}
        </Field>
        <div className="flex flex-col gap-1.5" data-field="zipCode address">
          <span className="text-sm font-medium">{t('mypage:info.address')}</span>
          <AddressSearch
            value={{ zipCode, address }}
            onChange={(v) => {
              setValue('zipCode', v.zipCode ?? '', { shouldDirty: true });
              setValue('address', v.address, { shouldDirty: true });
            }}
            error={fieldErrorText(t, errors.address ?? errors.zipCode)}
          />
        </div>
        <Field name="addressDetail" label={t('mypage:info.addressDetail')} error={fieldErrorText(t, errors.addressDetail)}>
          {(a11y) => <input {...a11y} autoComplete="address-line2" {...register('addressDetail')} className={inputClass} data-testid="info-address-detail" />}
        </Field>
        <label className="flex min-h-11 items-center gap-3" data-field="agreeMarketing">
          <input type="checkbox" {...register('agreeMarketing')} className="size-5 accent-brand-700" data-testid="info-marketing" />
          <span>{t('mypage:info.marketing')}</span>
        </label>
        <button type="submit" disabled={update.isPending} className={primaryButton} data-testid="info-save">
          {update.isPending ? t('mypage:info.saving') : t('mypage:info.save')}
        </button>
      </form>
    </Panel>
  );
}
