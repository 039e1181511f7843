// /mypage/noti (SPEC §2): the member's notifications (the notifications module's list), web push on
// this device, and the settings: per kind of event, whether it also comes as a web push and as an
// e-mail (in the app it always shows), all saved with one button.
import { NotificationKinds, type NotificationKind } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { NotificationList, PushPanel } from '../../notifications/index.ts';
import { useNotificationSettings, useOnce, useSaveNotificationSettings, type NotificationSettings } from '../api.ts';
import { primaryButton } from '../../../components/buttons.ts';

type Channel = 'push' | 'email';
type Settings = NotificationSettings['settings'];

/** Every kind the page shows, with the server's choice or both on. */
const completed = (settings: Settings): Record<NotificationKind, { push: boolean; email: boolean }> =>
  Object.fromEntries(NotificationKinds.map((kind) => [kind, settings[kind] ?? { push: true, email: true }])) as Record<NotificationKind, { push: boolean; email: boolean }>;

function Switch({ checked, label, onChange, testId }: { checked: boolean; label: string; onChange: (on: boolean) => void; testId: string }) {
  return (
    <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
      <input type="checkbox" role="switch" checked={checked} aria-label={label} onChange={(e) => onChange(e.target.checked)} className="peer sr-only" data-testid={testId} />
      <span
        aria-hidden
        className="relative h-6 w-11 rounded-full bg-slate-300 transition-colors after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:bg-brand-700 peer-checked:after:translate-x-5 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2"
      />
    </label>
  );
}

function SettingsForm({ initial }: { initial: Settings }) {
  const { t } = useTranslation(['mypage', 'errors']);
  const save = useSaveNotificationSettings();
  const once = useOnce();
  const [settings, setSettings] = useState(() => completed(initial));

  const toggle = (kind: NotificationKind, channel: Channel, on: boolean) => setSettings((s) => ({ ...s, [kind]: { ...s[kind], [channel]: on } }));

  const onSave = () =>
    once(async () => {
      try {
        await save.mutateAsync({ settings });
        toast.success(t('mypage:noti.saved'));
      } catch (error) {
        toast.error(`${t('mypage:failed')} ${t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })}`);
      }
    });

  return (
    <div className="flex flex-col gap-4">
      <table className="w-full border-collapse text-left" data-testid="noti-settings">
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-500">
            <th scope="col" className="py-2 pr-2 font-medium">
              {t('mypage:noti.kind')}
            </th>
            <th scope="col" className="w-16 py-2 text-center font-medium sm:w-24">
              {t('mypage:noti.push')}
            </th>
            <th scope="col" className="w-16 py-2 text-center font-medium sm:w-24">
              {t('mypage:noti.email')}
            </th>
          </tr>
        </thead>
        <tbody>
          {NotificationKinds.map((kind) => {
            const name = t(`mypage:noti.kinds.${kind}`);
            return (
              <tr key={kind} className="border-b border-slate-100" data-testid={`noti-row-${kind}`}>
                <th scope="row" className="py-1 pr-2 text-sm font-medium sm:text-base">
                  {name}
                </th>
                {(['push', 'email'] as const).map((channel) => (
                  <td key={channel} className="py-1 text-center">
                    <Switch
                      checked={settings[kind][channel]}
                      label={t('mypage:noti.switch', { kind: name, channel: t(`mypage:noti.${channel}`) })}
                      onChange={(on) => toggle(kind, channel, on)}
                      testId={`noti-${kind}-${channel}`}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <button type="button" onClick={onSave} disabled={save.isPending} className={primaryButton} data-testid="noti-save">
        {save.isPending ? t('mypage:noti.saving') : t('mypage:noti.save')}
      </button>
    </div>
  );
}

export default function NotificationsPage() {
  const { t } = useTranslation(['mypage', 'errors']);
  const settings = useNotificationSettings();

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10" data-testid="mypage-noti-page">
      <h1 className="text-2xl font-bold">{t('mypage:noti.title')}</h1>
      <section aria-labelledby="noti-list-title" className="flex flex-col gap-2" data-testid="noti-list">
        <h2 id="noti-list-title" className="text-lg font-bold">
          {t('mypage:noti.listTitle')}
        </h2>
        <NotificationList />
      </section>
      <PushPanel />
      <section aria-labelledby="noti-settings-title" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <header className="flex flex-col gap-1">
          <h2 id="noti-settings-title" className="text-lg font-bold">
            {t('mypage:noti.settingsTitle')}
          </h2>
          <p className="text-sm text-slate-600">{t('mypage:noti.settingsIntro')}</p>
        </header>
        {settings.isPending ? (
          <PageSkeleton label={t('mypage:loading')} testId="noti-settings-skeleton" shape="sections" blocks={1} />
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-red-600" data-testid="noti-settings-error">
            {t(`errors:${errorCodeOf(settings.error)}`, { defaultValue: t('errors:INTERNAL') })}
          </p>
        ) : (
          <SettingsForm initial={settings.data.settings} />
        )}
      </section>
    </section>
  );
}
