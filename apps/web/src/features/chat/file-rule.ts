// What a chat attachment may be, checked before any byte is sent (the server checks the bytes again,
// shared/files/schema.ts kind 'chat'): an image up to the image limit (SPEC §5), shown in the room;
// a PDF, a mesh or a ZIP up to the chat file limit, shown as a download.
import { FileLimits, uploadMaxBytes } from '@dcm/shared';
import type { FileProblem } from '../../lib/file-rules.ts';

const IMAGE_EXTENSIONS: readonly string[] = FileLimits.imageExtensions;
const FILE_EXTENSIONS: readonly string[] = ['pdf', 'zip', 'stl', 'ply', 'obj'];

/** The file picker's filter. */
export const CHAT_FILE_ACCEPT = [...IMAGE_EXTENSIONS, ...FILE_EXTENSIONS].map((e) => `.${e}`).join(',');

export function checkChatFile(file: { name: string; size: number }): FileProblem | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const image = IMAGE_EXTENSIONS.includes(ext);
  if (!image && !FILE_EXTENSIONS.includes(ext)) return 'FILE_TYPE_NOT_SUPPORTED';
  if (file.size > (image ? FileLimits.imageMaxBytes : uploadMaxBytes.chat)) return 'FILE_SIZE_EXCEEDED';
  return null;
}
