import type { UploadAnswer } from '@dcm/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n.ts';
import type { ResumableOptions } from '../lib/resumable-upload.ts';
import { UploadQueue } from './UploadQueue.tsx';
import { answeredError } from '../lib/http.test-support.ts';
import type { HttpError } from '../lib/http.ts';

const uploadResumable = vi.hoisted(() => vi.fn());
vi.mock('../lib/resumable-upload.ts', () => ({ uploadResumable }));

const answer = (name: string): UploadAnswer => ({ id: crypto.randomUUID(), name, size: 1000, mime: 'model/stl', url: '/f', nameFlag: false });
const crown = () => new File([new Uint8Array(1000)], 'crown.stl');

function refusedAs(code: string, status: number): HttpError {
  return answeredError(status, { error: { code, message: '' } });
}

function pick(files: File[]) {
  fireEvent.change(screen.getByLabelText('Choose files'), { target: { files } });
}

beforeEach(async () => {
  uploadResumable.mockReset();
  await i18n.changeLanguage('en');
});

describe('the upload queue', () => {
  it('shows each file’s progress in percent, and reports it once done', async () => {
    let report: ResumableOptions['onProgress'];
    let finish: (answer: UploadAnswer) => void = () => undefined;
    uploadResumable.mockImplementation((_file: File, _kind: string, options: ResumableOptions) => {
      report = options.onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const onChange = vi.fn();
    render(<UploadQueue kind="cad" maxFiles={3} onChange={onChange} />);
    pick([crown()]);
    act(() => report?.(250, 1000));
    expect(screen.getByRole('progressbar', { name: 'Upload progress of crown.stl' }).getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('Uploading… 25%')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith([], true);

    const done = answer('crown.stl');
    await act(async () => finish(done));
    expect(screen.getByText('Uploaded')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith([done], false);
  });

  it('says a lost connection is being resumed rather than failed', async () => {
    uploadResumable.mockImplementation((_file: File, _kind: string, options: ResumableOptions) => {
      options.onRetrying?.(true);
      return new Promise(() => undefined);
    });
    render(<UploadQueue kind="cad" maxFiles={3} onChange={vi.fn()} />);
    pick([crown()]);
    expect(await screen.findByText('Connection lost, resuming…')).toBeTruthy();
  });

  it('a failed row shows the translated error and retries the same file', async () => {
    uploadResumable.mockRejectedValueOnce(refusedAs('FILE_TYPE_NOT_SUPPORTED', 415)).mockResolvedValueOnce(answer('crown.stl'));
    render(<UploadQueue kind="cad" maxFiles={3} onChange={vi.fn()} />);
    const file = crown();
    pick([file]);
    expect((await screen.findByRole('alert')).textContent).toBe('Upload failed: File type not supported.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    expect(uploadResumable.mock.calls[1]?.[0]).toBe(file);
  });

  it('refuses a file over the kind’s limit before sending it', () => {
    render(<UploadQueue kind="document" maxFiles={3} onChange={vi.fn()} />);
    pick([new File([new Uint8Array(11 * 1024 * 1024)], 'scan.pdf')]);
    expect(screen.getByRole('alert').textContent).toBe('scan.pdf: File size exceeded.');
    expect(uploadResumable).not.toHaveBeenCalled();
  });

  it('takes no more than maxFiles, and a removed row frees its place', async () => {
    uploadResumable.mockImplementation(() => new Promise(() => undefined));
    const onChange = vi.fn();
    render(<UploadQueue kind="cad" maxFiles={1} onChange={onChange} />);
    pick([crown(), new File([new Uint8Array(10)], 'bridge.stl')]);
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('bridge.stl: You can add up to 1 files.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove crown.stl' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith([], false);
  });
});
