// A select's options from a code table, in the table's order, after the choice of none.
import type { CodeGroup } from '@dcm/shared';
import { useCodes } from '../lib/codes.ts';

export function CodeOptions({ group, none }: { group: CodeGroup; /** The first option's words: nothing chosen. */ none: string }) {
  const codes = useCodes(group);
  return (
    <>
      <option value="">{none}</option>
      {[...(codes.data ?? [])]
        .sort((a, b) => a.sort - b.sort)
        .map((code) => (
          <option key={code.code} value={code.code}>
            {code.name}
          </option>
        ))}
    </>
  );
}
