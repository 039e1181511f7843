import { MAX_UNITS_PER_FORM, type UploadAnswer } from '@dcm/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Http from '../../lib/http.ts';
import { checkRow } from './form-rules.ts';
import { cancelUpload, retryUpload, startUploads, useUploads } from './uploads.ts';
import { emptyReferralData, useWorkspace } from './workspace.ts';
import { networkError } from '../../lib/http.test-support.ts';

const uploadFile = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http.ts', async (original) => ({ ...(await original<typeof Http>()), uploadFile }));

const answer = (name: string, nameFlag = false): UploadAnswer => ({ id: crypto.randomUUID(), name, size: 10, mime: 'model/stl', url: '/f', nameFlag });
const stl = (name: string) => new File([new Uint8Array(10)], name);
const row = () => {
  const w = useWorkspace.getState().workspace;
  return w!.rows[0]!;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  uploadFile.mockReset();
  useUploads.setState({ pending: [] });
  useWorkspace.getState().start('detail');
});

describe('a referral’s uploads', () => {
  it('attaches a file only once the server kept it, and flags a name that looks like a person’s', async () => {
    uploadFile.mockResolvedValueOnce(answer('홍길동.stl', true));
    expect(startUploads(row(), 'scan', [stl('홍길동.stl')])).toEqual([]);
    expect(row().data.scanFileId).toBeNull();
    await settle();
    expect(row().data.scanFileId).not.toBeNull();
    expect(row().flaggedFileIds).toEqual([row().data.scanFileId]);
    expect(useUploads.getState().pending).toEqual([]);
  });

  it('keeps what the server took out of a mesh, for the file list to say so', async () => {
    uploadFile.mockResolvedValueOnce({ ...answer('scan.stl'), sanitized: ['stlSolidName'] });
    startUploads(row(), 'scan', [stl('scan.stl')]);
    await settle();
    expect(row().files.map((f) => f.sanitized)).toEqual([['stlSolidName']]);
  });

  it('never attaches an upload cut off half way, and a retry sends the same file again', async () => {
    uploadFile.mockRejectedValueOnce(networkError()).mockResolvedValueOnce(answer('scan.stl'));
    startUploads(row(), 'other', [stl('scan.stl')]);
    await settle();
    const [failed] = useUploads.getState().pending;
    expect(failed?.error).toBe('NETWORK');
    expect(row().data.otherFileIds).toEqual([]);

    retryUpload(failed!.key);
    await settle();
    expect(row().data.otherFileIds).toHaveLength(1);
    expect(uploadFile.mock.calls[1]?.[0]).toBe(failed!.file);
  });

  it('refuses an eleventh file, and a type it does not take, before sending a byte', async () => {
    uploadFile.mockImplementation(async (file: File) => answer(file.name));
    const nine = Array.from({ length: 9 }, (_, i) => stl(`part-${i}.stl`));
    expect(startUploads(row(), 'other', nine)).toEqual([]);
    await settle();
    expect(row().data.otherFileIds).toHaveLength(9);
    expect(startUploads(row(), 'other', [stl('tenth.stl'), new File(['x'], 'setup.exe')])).toEqual([
      { name: 'tenth.stl', error: 'fileLimit' },
      { name: 'setup.exe', error: 'FILE_TYPE_NOT_SUPPORTED' },
    ]);
    expect(uploadFile).toHaveBeenCalledTimes(9);
  });

  it('drops a cancelled upload without an error', async () => {
    uploadFile.mockImplementation(() => new Promise(() => undefined));
    startUploads(row(), 'scan', [stl('slow.stl')]);
    const [running] = useUploads.getState().pending;
    cancelUpload(running!.key);
    expect(useUploads.getState().pending).toEqual([]);
    expect(row().data.scanFileId).toBeNull();
  });
});

describe('the form’s checks', () => {
  it('let a draft leave things out but never over a limit', () => {
    expect(checkRow(emptyReferralData(), 'draft')).toEqual({});
    const over = { ...emptyReferralData(), prosthesis: [{ type: 'zirconia_crown', count: MAX_UNITS_PER_FORM + 1 }] };
    expect(Object.values(checkRow(over, 'draft'))).not.toHaveLength(0);
    expect(checkRow({ ...emptyReferralData(), referralNumber: '123456789012345678901' }, 'draft')).toEqual({ referralNumber: 'referralNumber' });
    expect(checkRow({ ...emptyReferralData(), referralNumber: 'Kim 12' }, 'draft')).toEqual({ referralNumber: 'referralNumberName' });
  });

  it('ask a complete referral for what a T-esigner needs', () => {
    expect(checkRow(emptyReferralData(), 'complete')).toMatchObject({
      referralNumber: 'required',
      prosthesis: 'prosthesisRequired',
      teeth: 'teethRequired',
      confirmed: 'confirmRequired',
    });
  });
});

describe('prosthesis counts', () => {
  it('are whole numbers from 1 to the cap of the form', () => {
    const withCount = (count: number | null) => ({ ...emptyReferralData(), prosthesis: [{ type: 'zirconia_crown', count }] });
    expect(checkRow(withCount(MAX_UNITS_PER_FORM + 1), 'draft')).toMatchObject({ 'prosthesis.0.count': 'unitsOverCap' });
    expect(checkRow(withCount(0), 'draft')).toMatchObject({ 'prosthesis.0.count': 'countRequired' });
    expect(checkRow(withCount(null), 'complete')).toMatchObject({ 'prosthesis.0.count': 'countRequired' });
  });
});
