// Says that payments run with the test provider (no keys set): nothing is charged, no card is real.
import { useTranslation } from 'react-i18next';

/** `what`: the page it stands on, whose test mode it explains. */
export function TestModeNotice({ what }: { what: 'charge' | 'cards' }) {
  const { t } = useTranslation('mileage');
  return (
    <aside className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" data-testid="test-mode">
      <p className="font-bold">{t('testMode.title')}</p>
      <p className="mt-1">{t(`testMode.${what}`)}</p>
    </aside>
  );
}
