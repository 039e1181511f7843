// The options of a region select (the `region` code table, in its order), after a "none" choice.
import { useTranslation } from 'react-i18next';
import { useCodes } from '../../../lib/codes.ts';

export function RegionOptions() {
  const { t } = useTranslation('profiles');
  const regions = useCodes('region');
  return (
    <>
      <option value="">{t('fields.regionNone')}</option>
      {[...(regions.data ?? [])]
        .sort((a, b) => a.sort - b.sort)
        .map((r) => (
          <option key={r.code} value={r.code}>
            {r.name}
          </option>
        ))}
    </>
  );
}
