// Sign out everywhere (issue 32): for a member who stayed signed in on a clinic's shared computer or
// lost a phone. Every sign-in ends on the server at once, this one too, after one confirmation; the
// member then lands on the login page.
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { logoutEverywhere } from '../../../lib/session.ts';
import { Panel } from './Panel.tsx';

export function SessionsSection() {
  const { t } = useTranslation(['mypage', 'errors']);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await logoutEverywhere();
      toast.success(t('mypage:sessions.done'));
    } catch (error) {
      setBusy(false);
      setAsking(false);
      toast.error(`${t('mypage:failed')} ${t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })}`);
    }
  };

  return (
    <Panel id="sessions" title={t('mypage:sessions.title')} intro={t('mypage:sessions.intro')}>
      <div>
        <button
          type="button"
          onClick={() => setAsking(true)}
          className="inline-flex min-h-11 items-center gap-2 rounded-control border border-line px-4 font-medium text-ink hover:bg-sunken"
          data-testid="sessions-end-all"
        >
          <LogOut aria-hidden className="size-4" />
          {t('mypage:sessions.endAll')}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('mypage:sessions.confirmTitle')}
        body={t('mypage:sessions.confirmBody')}
        confirmLabel={busy ? t('mypage:sessions.working') : t('mypage:sessions.confirm')}
        cancelLabel={t('mypage:sessions.cancel')}
        onConfirm={() => void confirm()}
        busy={busy}
        testId="sessions-confirm"
      />
    </Panel>
  );
}
