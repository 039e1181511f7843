// Client-side file checks (SPEC §5), before any byte is sent. The server checks again by content.
import { FileLimits } from '@dcm/shared';

export type FileProblem = 'FILE_TYPE_NOT_SUPPORTED' | 'FILE_SIZE_EXCEEDED';

export interface FileRule {
  extensions: readonly string[];
  maxBytes: number;
}

export const imageRule: FileRule = { extensions: FileLimits.imageExtensions, maxBytes: FileLimits.imageMaxBytes };
export const documentRule: FileRule = { extensions: [...FileLimits.imageExtensions, 'pdf'], maxBytes: FileLimits.imageMaxBytes };

export function checkFile(file: { name: string; size: number }, rule: FileRule): FileProblem | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!rule.extensions.includes(ext)) return 'FILE_TYPE_NOT_SUPPORTED';
  if (file.size > rule.maxBytes) return 'FILE_SIZE_EXCEEDED';
  return null;
}
