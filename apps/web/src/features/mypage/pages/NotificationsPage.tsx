// /mypage/noti (SPEC §2): the member's notifications (the notifications module's list), web push on
// this device, and the settings: per kind of event, whether it also comes as a web push and as an
// e-mail (in the app it always shows), all saved with one button.
import { NotificationKinds, type NotificationKind } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import {
  Ban,
  BellRing,
  CircleCheck,
  CirclePlus,
  FileBox,
  FileSignature,
  FileText,
  Mail,
  Megaphone,
  MessageCircle,
  MessageCircleQuestion,
  PackageCheck,
  RotateCcw,
  Send,
  Smartphone,
  Star,
  UserCheck,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { submitButton } from '../../../components/buttons.ts';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { NotificationList, PushPanel } from '../../notifications/index.ts';
import { useNotificationSettings, useOnce, useSaveNotificationSettings, type NotificationSettings } from '../api.ts';

type Channel = 'push' | 'email';
type Settings = NotificationSettings['settings'];

/** Every kind the page shows, with the server's choice or both on. */
const completed = (settings: Settings): Record<NotificationKind, { push: boolean; email: boolean }> =>
  Object.fromEntries(NotificationKinds.map((kind) => [kind, settings[kind] ?? { push: true, email: true }])) as Record<NotificationKind, { push: boolean; email: boolean }>;

/** Each kind's picture in the list, decorative (its name says what it is). */
const KIND_ICONS: Record<NotificationKind, LucideIcon> = {
  joinDecided: UserCheck,
  quotation: FileText,
  chosen: CircleCheck,
  contract: FileSignature,
  referral: Send,
  cad: FileBox,
  surcharge: CirclePlus,
  rework: RotateCcw,
  cancellation: Ban,
  completed: PackageCheck,
  review: Star,
  money: Wallet,
  chat: MessageCircle,
  inquiry: MessageCircleQuestion,
  notice: Megaphone,
};

function Switch({ checked, label, onChange, testId }: { checked: boolean; label: string; onChange: (on: boolean) => void; testId: string }) {
  return (
    <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
      <input type="checkbox" role="switch" checked={checked} aria-label={label} onChange={(e) => onChange(e.target.checked)} className="peer sr-only" data-testid={testId} />
      <span
        aria-hidden
        className="relative h-6 w-11 rounded-full bg-ink-subtle/35 transition-colors after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-surface after:shadow-card after:transition-transform peer-checked:bg-brand-700 peer-checked:after:translate-x-5 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2"
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
        <caption className="sr-only">{t('mypage:noti.settingsTitle')}</caption>
        <thead>
          <tr className="text-xs font-semibold text-ink-subtle">
            <th scope="col" className="pb-2 font-semibold">
              {t('mypage:noti.kind')}
            </th>
            {(['push', 'email'] as const).map((channel) => (
              <th key={channel} scope="col" className="w-14 pb-2 text-center font-semibold sm:w-20">
                <span className="inline-flex items-center gap-1">
                  {channel === 'push' ? <Smartphone aria-hidden className="hidden size-3.5 sm:inline" /> : <Mail aria-hidden className="hidden size-3.5 sm:inline" />}
                  {t(`mypage:noti.${channel}`)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line border-y border-line">
          {NotificationKinds.map((kind) => {
            const name = t(`mypage:noti.kinds.${kind}`);
            const Icon = KIND_ICONS[kind];
            return (
              <tr key={kind} data-testid={`noti-row-${kind}`}>
                <th scope="row" className="py-1.5 pr-2 text-sm font-medium text-ink sm:text-base">
                  <span className="flex items-center gap-3">
                    <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700">
                      <Icon className="size-4.5" />
                    </span>
                    {name}
                  </span>
                </th>
                {(['push', 'email'] as const).map((channel) => (
                  <td key={channel} className="py-1.5 text-center">
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
      <button type="button" onClick={onSave} disabled={save.isPending} className={submitButton} data-testid="noti-save">
        {save.isPending ? t('mypage:noti.saving') : t('mypage:noti.save')}
      </button>
    </div>
  );
}

export default function NotificationsPage() {
  const { t } = useTranslation(['mypage', 'errors']);
  const settings = useNotificationSettings();

  return (
    <Page width="reading" testId="mypage-noti-page">
      <PageHeader title={t('mypage:noti.title')} subtitle={t('mypage:noti.intro')} back={{ to: '/mypage', label: t('mypage:title') }} />
      <section aria-labelledby="noti-list-title" className="flex flex-col gap-3" data-testid="noti-list">
        <h2 id="noti-list-title" className="text-heading font-bold text-ink">
          {t('mypage:noti.listTitle')}
        </h2>
        <NotificationList />
      </section>
      <PushPanel />
      <section aria-labelledby="noti-settings-title" className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
        <header className="flex items-start gap-3">
          <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700">
            <BellRing className="size-5" />
          </span>
          <div className="flex flex-col gap-1">
            <h2 id="noti-settings-title" className="text-heading font-bold text-ink">
              {t('mypage:noti.settingsTitle')}
            </h2>
            <p className="text-sm text-ink-muted">{t('mypage:noti.settingsIntro')}</p>
          </div>
        </header>
        {settings.isPending ? (
          <PageSkeleton label={t('mypage:loading')} testId="noti-settings-skeleton" shape="sections" blocks={1} />
        ) : settings.isError ? (
          <ErrorState error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching} testId="noti-settings-error" />
        ) : (
          <SettingsForm initial={settings.data.settings} />
        )}
      </section>
    </Page>
  );
}
