// Says that payments run with the test provider (no keys set): nothing is charged, no card is real.
import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** `what`: the page it stands on, whose test mode it explains. */
export function TestModeNotice({ what }: { what: 'charge' | 'cards' }) {
  const { t } = useTranslation('mileage');
  return (
    <aside className="flex gap-3 rounded-card bg-warning-50 p-4 text-sm text-warning-800 ring-1 ring-warning-200" data-testid="test-mode">
      <FlaskConical aria-hidden className="mt-0.5 size-5 shrink-0 text-warning-700" />
      <div>
        <p className="font-bold">{t('testMode.title')}</p>
        <p className="mt-1">{t(`testMode.${what}`)}</p>
      </div>
    </aside>
  );
}
