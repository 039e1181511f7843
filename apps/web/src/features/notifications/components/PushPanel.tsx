// Web push on this device (my page, notifications): what the browser allows, a button to turn push
// on (it asks for permission while undecided), and a test notification to every registered device.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { PushError, pushPermission, sendTestPush, setupPush, type PushPermission } from '../../../lib/push.ts';
import { useUserStore } from '../../../lib/user-store.ts';

const button = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold disabled:opacity-50';

export function PushPanel() {
  const { t } = useTranslation(['notifications', 'errors']);
  const memberNo = useUserStore((s) => s.user?.memberNo);
  const [permission, setPermission] = useState<PushPermission>(pushPermission);
  const [busy, setBusy] = useState<'enable' | 'test' | null>(null);

  const enable = async () => {
    if (memberNo === undefined || busy) return;
    setBusy('enable');
    try {
      await setupPush(memberNo);
      toast.success(t('notifications:push.enabled'));
    } catch (error) {
      toast.error(error instanceof PushError ? error.message : `${t('notifications:push.errors.initFailed')} ${t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })}`);
    } finally {
      setPermission(pushPermission());
      setBusy(null);
    }
  };

  const test = async () => {
    if (busy) return;
    setBusy('test');
    try {
      const sent = await sendTestPush();
      if (sent > 0) toast.success(t('notifications:push.testSent', { count: sent }));
      else toast.info(t('notifications:push.testNone'));
    } catch (error) {
      toast.error(`${t('notifications:push.testFailed')} ${t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="push-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="push-panel">
      <header className="flex flex-col gap-1">
        <h2 id="push-title" className="text-lg font-bold">
          {t('notifications:push.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('notifications:push.intro')}</p>
      </header>
      <p className={`rounded-lg px-3 py-2 text-sm ${permission === 'granted' ? 'bg-brand-50 text-brand-800' : permission === 'denied' ? 'bg-red-50 text-red-700' : 'bg-canvas text-ink-muted'}`} data-testid="push-state" data-permission={permission}>
        {t(`notifications:push.state.${permission}`)}
      </p>
      <div className="flex flex-wrap gap-2">
        {(permission === 'default' || permission === 'granted') && (
          <button
            type="button"
            onClick={() => void enable()}
            disabled={busy !== null}
            className={`${button} ${permission === 'default' ? 'bg-brand-700 text-white hover:bg-brand-800' : 'border border-line-strong hover:bg-sunken'}`}
            data-testid="push-enable"
          >
            {busy === 'enable' ? t('notifications:push.enabling') : permission === 'default' ? t('notifications:push.enable') : t('notifications:push.reconnect')}
          </button>
        )}
        <button type="button" onClick={() => void test()} disabled={busy !== null} className={`${button} border border-line-strong hover:bg-sunken`} data-testid="push-test">
          {busy === 'test' ? t('notifications:push.testing') : t('notifications:push.test')}
        </button>
      </div>
    </section>
  );
}
