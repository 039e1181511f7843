import type { CodeGroup } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import type { FieldA11y } from '../../../components/Field.tsx';
import { inputClass } from '../../../components/Field.tsx';
import { useCodes } from '../../../lib/codes.ts';

interface Props {
  group: CodeGroup;
  a11y: FieldA11y;
  value: string | null;
  onChange: (code: string | null) => void;
  /** "None" may be chosen (otherwise the empty choice only says "choose"). */
  optional?: boolean;
}

/** A choice from one code table, in the member's language. */
export function CodeSelect({ group, a11y, value, onChange, optional = false }: Props) {
  const { t } = useTranslation('referralForm');
  const codes = useCodes(group);
  return (
    <select {...a11y} className={inputClass} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
      <option value="">{optional ? t('select.none') : t('select.choose')}</option>
      {(codes.data ?? []).map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </select>
  );
}
