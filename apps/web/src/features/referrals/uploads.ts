// A referral's uploads in flight, outside React: an upload keeps going while the client visits a
// sub-page of the form, and lands in the row it was started for. A file is attached only once the
// server has kept it; a failed or cancelled one is never attached and can be retried as it was.
import { REFERRAL_OTHER_FILES_MAX, type UploadAnswer } from '@dcm/shared';
import { create } from 'zustand';
import { checkFile } from '../../lib/file-rules.ts';
import { errorCodeOf, uploadFile } from '../../lib/http.ts';
import { otherFileRule, scanRule } from './form-rules.ts';
import { useWorkspace, type WorkspaceRow } from './workspace.ts';

export type Slot = 'scan' | 'other';

export interface PendingUpload {
  key: string;
  rowKey: string;
  slot: Slot;
  file: File;
  percent: number;
  /** An error code (errors catalogue) once it failed; null while it runs. */
  error: string | null;
}

interface UploadsState {
  pending: PendingUpload[];
}

export const useUploads = create<UploadsState>()(() => ({ pending: [] }));

const controllers = new Map<string, AbortController>();

const patch = (key: string, change: Partial<PendingUpload>) =>
  useUploads.setState((s) => ({ pending: s.pending.map((p) => (p.key === key ? { ...p, ...change } : p)) }));

const drop = (key: string) => {
  controllers.delete(key);
  useUploads.setState((s) => ({ pending: s.pending.filter((p) => p.key !== key) }));
};

function attach(rowKey: string, slot: Slot, file: UploadAnswer): void {
  const uploaded = { id: file.id, name: file.name, size: file.size, mime: file.mime, url: file.url, sanitized: file.sanitized };
  useWorkspace.getState().updateRow(rowKey, (row): WorkspaceRow => {
    const replaced = slot === 'scan' ? row.data.scanFileId : null;
    const data =
      slot === 'scan' ? { ...row.data, scanFileId: file.id } : { ...row.data, otherFileIds: [...row.data.otherFileIds, file.id] };
    return {
      ...row,
      data,
      files: [...row.files.filter((f) => f.id !== replaced), uploaded],
      flaggedFileIds: [...row.flaggedFileIds.filter((id) => id !== replaced), ...(file.nameFlag ? [file.id] : [])],
    };
  });
}

async function run(upload: PendingUpload): Promise<void> {
  const controller = new AbortController();
  controllers.set(upload.key, controller);
  patch(upload.key, { percent: 0, error: null });
  try {
    const answer = await uploadFile(upload.file, (percent) => patch(upload.key, { percent: Math.min(percent, 99) }), { signal: controller.signal }, 'referral');
    attach(upload.rowKey, upload.slot, answer);
    drop(upload.key);
  } catch (error) {
    // A cancel is the client's choice, not an error to show.
    if (controller.signal.aborted) return drop(upload.key);
    patch(upload.key, { error: errorCodeOf(error) });
  }
}

/** How many more files `slot` of the row takes, counting uploads still running. */
export function roomFor(row: WorkspaceRow, slot: Slot): number {
  const running = useUploads.getState().pending.filter((p) => p.rowKey === row.key && p.slot === slot).length;
  if (slot === 'scan') return row.data.scanFileId || running > 0 ? 0 : 1;
  return Math.max(0, REFERRAL_OTHER_FILES_MAX - row.data.otherFileIds.length - running);
}

/**
 * Starts uploading `files` into the row's `slot`. Answers the problems found before any byte was
 * sent (an error code per refused file name, or 'fileLimit' when there is no room for them).
 */
export function startUploads(row: WorkspaceRow, slot: Slot, files: File[]): { name: string; error: string }[] {
  const rule = slot === 'scan' ? scanRule : otherFileRule;
  const problems: { name: string; error: string }[] = [];
  let room = roomFor(row, slot);
  for (const file of files) {
    const problem = checkFile(file, rule);
    if (problem) {
      problems.push({ name: file.name, error: problem });
      continue;
    }
    if (room === 0) {
      problems.push({ name: file.name, error: 'fileLimit' });
      continue;
    }
    room -= 1;
    const upload: PendingUpload = { key: crypto.randomUUID(), rowKey: row.key, slot, file, percent: 0, error: null };
    useUploads.setState((s) => ({ pending: [...s.pending, upload] }));
    void run(upload);
  }
  return problems;
}

export function retryUpload(key: string): void {
  const upload = useUploads.getState().pending.find((p) => p.key === key);
  if (upload) void run(upload);
}

/** Stops an upload that is running, or forgets one that failed. */
export function cancelUpload(key: string): void {
  const controller = controllers.get(key);
  if (controller && !controller.signal.aborted) controller.abort();
  drop(key);
}

/** Whether any upload of the row still runs (saving waits for them). */
export const isUploading = (rowKey: string) => useUploads.getState().pending.some((p) => p.rowKey === rowKey && p.error === null);
