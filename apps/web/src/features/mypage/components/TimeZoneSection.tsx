// The time zone a member reads times in (decision 0031): Korea's unless they pick another; a member
// abroad finds their browser's zone first in the list. Saved on choosing, like a setting, and every
// date on screen follows at once (the session user carries it to the formatters).
import { KOREA_TIME_ZONE, formatDateTime, type MyInfo } from '@dcm/shared';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { inputClass } from '../../../components/Field.tsx';
import { useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { useUpdateInfo } from '../api.ts';
import { Panel } from './Panel.tsx';

/** Every zone this browser knows, Korea's and the browser's first. */
function zoneChoices(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const first = [KOREA_TIME_ZONE, browserTimeZone()];
  return [...new Set([...first, ...known, 'UTC'])];
}

export function TimeZoneSection({ info }: { info: MyInfo }) {
  const { t } = useTranslation(['mypage', 'errors']);
  const locale = useLocale();
  const fieldId = useId();
  const update = useUpdateInfo();
  const zones = useMemo(() => zoneChoices(), []);
  const current = info.timeZone ?? KOREA_TIME_ZONE;
  const browser = browserTimeZone();
  const now = new Date();

  const label = (zone: string) => {
    if (zone === KOREA_TIME_ZONE) return t('timeZone.korea', { zone });
    if (zone === browser) return t('timeZone.browser', { zone });
    return zone;
  };

  const choose = (zone: string) => {
    if (update.isPending || zone === current) return;
    update.mutate(
      { timeZone: zone === KOREA_TIME_ZONE ? null : zone },
      {
        onSuccess: () => toast.success(t('timeZone.saved', { time: formatDateTime(new Date(), locale, zone) })),
        onError: (error) => toast.error(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })),
      },
    );
  };

  return (
    <Panel id="timezone" title={t('timeZone.title')} intro={t('timeZone.intro')}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {t('timeZone.label')}
        </label>
        <select
          id={fieldId}
          className={`${inputClass} sm:max-w-md`}
          value={current}
          disabled={update.isPending}
          onChange={(e) => choose(e.target.value)}
          data-testid="time-zone-select"
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {label(zone)}
            </option>
          ))}
        </select>
        <p className="text-sm text-ink-muted" data-testid="time-zone-now">
          {t('timeZone.now', { time: formatDateTime(now, locale, current) })}
        </p>
        {current !== browser && browser !== KOREA_TIME_ZONE && (
          <button type="button" className="self-start text-sm font-semibold text-brand-700 underline underline-offset-2" onClick={() => choose(browser)} disabled={update.isPending}>
            {t('timeZone.useBrowser', { zone: browser })}
          </button>
        )}
      </div>
    </Panel>
  );
}
