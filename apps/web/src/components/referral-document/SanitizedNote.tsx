// A quiet line beside a file whose patient data the server took out on upload (issue 29, decision
// 0043): the kinds removed are named in its tooltip and read out to a screen reader.
import type { UploadedFile } from '@dcm/shared';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The server's kinds (`UploadedFile.sanitized`) as the words a member reads; a PLY's comment and
 * obj_info lines are both its comments. */
const PART_OF: Record<string, string> = {
  stlHeader: 'header',
  stlSolidName: 'stlName',
  plyComment: 'plyComments',
  plyObjInfo: 'plyComments',
  objComment: 'objComments',
};

export function SanitizedNote({ file }: { file: Pick<UploadedFile, 'sanitized'> }) {
  const { t } = useTranslation('referralDoc');
  if (!file.sanitized?.length) return null;
  const parts = [...new Set(file.sanitized.map((kind) => PART_OF[kind]).filter((part): part is string => part !== undefined))];
  const detail = parts.length > 0 ? t('files.sanitizedDetail', { parts: parts.map((part) => t(`files.sanitizedPart.${part}`)).join(', ') }) : undefined;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-ink-subtle print:text-black" title={detail} data-testid="file-sanitized">
      <ShieldCheck aria-hidden className="size-3.5 shrink-0 text-success-600 print:hidden" />
      {t('files.sanitized')}
      {detail && <span className="sr-only">{` (${detail})`}</span>}
    </span>
  );
}
