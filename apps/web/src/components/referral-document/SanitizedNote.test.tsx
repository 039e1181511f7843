import { ReferralStatus, type UploadedFile } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { http, type HttpConfig } from '../../lib/http.ts';
import { codesFor, paramsOf, referralOf } from '../../test/referral-fixtures.ts';
import { ReferralDocument } from './ReferralDocument.tsx';

const scan: UploadedFile = {
  id: '6f1c2a10-0000-4000-8000-000000000011',
  name: 'upper-scan.stl',
  size: 2_621_440,
  mime: 'model/stl',
  url: '/api/v1/common/file/scan',
  sanitized: ['stlHeader', 'stlSolidName'],
};
const ply: UploadedFile = { id: '6f1c2a10-0000-4000-8000-000000000012', name: 'bite.ply', size: 4096, mime: 'application/octet-stream', url: '/api/v1/common/file/ply', sanitized: ['plyComment', 'plyObjInfo'] };
const clean: UploadedFile = { id: '6f1c2a10-0000-4000-8000-000000000013', name: 'clean.obj', size: 2048, mime: 'model/obj', url: '/api/v1/common/file/obj', sanitized: [] };

const referral = referralOf(
  ReferralStatus.Complete,
  { referralNumber: '2026-0007', scanFileId: scan.id, otherFileIds: [ply.id, clean.id], confirmed: true },
  { files: [scan, ply, clean] },
);

function renderDocument(fileLinks = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ReferralDocument data={referral.data} files={referral.files} mode={referral.mode} status={referral.status} fileLinks={fileLinks} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => ({ data: codesFor(url, paramsOf(config).type) ?? [] }));
});
afterEach(() => vi.restoreAllMocks());

describe('a file whose patient data was removed', () => {
  it('says so beside the file and names what was removed, in English', async () => {
    await i18n.changeLanguage('en');
    renderDocument();
    const notes = screen.getAllByTestId('file-sanitized');
    expect(notes).toHaveLength(2);
    expect(notes[0]!.textContent).toBe('Patient data removed (Removed from the file on upload: file header, STL name)');
    expect(notes[0]!.getAttribute('title')).toBe('Removed from the file on upload: file header, STL name');
    expect(notes[1]!.getAttribute('title')).toBe('Removed from the file on upload: PLY comments');
  });

  it('says so in Korean too, also where the file is not a link', async () => {
    await i18n.changeLanguage('ko');
    renderDocument(false);
    const notes = screen.getAllByTestId('file-sanitized');
    expect(notes).toHaveLength(2);
    expect(notes[0]!.textContent).toContain('환자 정보 제거됨');
    expect(notes[0]!.getAttribute('title')).toBe('업로드할 때 파일에서 지운 내용: 파일 머리글, STL 이름');
    expect(notes[1]!.getAttribute('title')).toBe('업로드할 때 파일에서 지운 내용: PLY 주석');
  });
});
