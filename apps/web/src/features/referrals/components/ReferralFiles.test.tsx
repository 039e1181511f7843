import type { UploadedFile } from '@dcm/shared';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { useUploads } from '../uploads.ts';
import { useWorkspace } from '../workspace.ts';
import { ReferralFiles } from './ReferralFiles.tsx';

const scan: UploadedFile = { id: '6f1c2a10-0000-4000-8000-000000000021', name: 'scan.stl', size: 2048, mime: 'model/stl', url: '/f', sanitized: ['stlHeader'] };
const photo: UploadedFile = { id: '6f1c2a10-0000-4000-8000-000000000022', name: 'shade.jpg', size: 1024, mime: 'image/jpeg', url: '/p', sanitized: [] };

/** The form's row with the scan and a photo just uploaded. */
function renderFiles() {
  useUploads.setState({ pending: [] });
  useWorkspace.getState().start('detail');
  const key = useWorkspace.getState().workspace!.rows[0]!.key;
  useWorkspace.getState().updateRow(key, (r) => ({ ...r, data: { ...r.data, scanFileId: scan.id, otherFileIds: [photo.id] }, files: [scan, photo] }));
  render(<ReferralFiles row={useWorkspace.getState().workspace!.rows[0]!} />);
}

describe('the referral form’s files', () => {
  beforeEach(() => useWorkspace.getState().start('detail'));

  it('say beside a scan just uploaded that its patient data was removed, and nothing beside a file without any', async () => {
    await i18n.changeLanguage('en');
    renderFiles();
    const notes = await screen.findAllByTestId('file-sanitized');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.getAttribute('title')).toBe('Removed from the file on upload: file header');
    expect(notes[0]!.textContent).toContain('Patient data removed');
  });

  it('in Korean too', async () => {
    await i18n.changeLanguage('ko');
    renderFiles();
    const [note] = await screen.findAllByTestId('file-sanitized');
    expect(note!.textContent).toContain('환자 정보 제거됨');
    expect(note!.getAttribute('title')).toBe('업로드할 때 파일에서 지운 내용: 파일 머리글');
  });
});
