import type { QuickDetail, UploadAnswer } from '@dcm/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig } from '../../../../lib/http.ts';
import i18n from '../../../../lib/i18n.ts';
import { useUserStore } from '../../../../lib/user-store.ts';
import { renderAt } from '../../../../test/page-fixtures.tsx';
import { DESIGNER, detailOf, prosthesisCodes, summaryOf } from '../test-fixtures.ts';
import QuickCadUploadPage from './QuickCadUploadPage.tsx';

const uploadResumable = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/resumable-upload.ts', () => ({ uploadResumable }));

const taker = { memberNo: DESIGNER.memberNo, nickname: 'cadking' };
const remake = detailOf(
  { ...summaryOf(1, 6), status: 'remakeRequested', taker, client: { memberNo: 7, nickname: 'drsmile' } },
  { actions: ['deliver'], remakesUsed: 1, remakesLeft: 0, remakes: [{ reason: 'The contact on 16 is too tight.', requestedAt: '2025-03-10T03:00:00.000Z' }] },
);
const stl: UploadAnswer = { id: '00000000-0000-4000-8000-0000000000f1', name: 'crown.stl', size: 1000, mime: 'model/stl', url: '/f', nameFlag: false };

let detail: QuickDetail;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  useUserStore.getState().login(DESIGNER);
  detail = remake;
  uploadResumable.mockReset().mockResolvedValue(stl);
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    const codes = prosthesisCodes(url, (config?.params as { type?: string } | undefined)?.type);
    if (codes) return { data: codes };
    if (url === `/api/v1/quick/requests/${remake.id}`) return { data: detail };
    throw new Error(`unexpected GET ${url}`);
  });
  vi.spyOn(http, 'post').mockImplementation(async () => ({ data: { ...remake, status: 'delivered', actions: [] } }));
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

const renderRemake = () => renderAt('/quick/remake-cad-upload/:id', <QuickCadUploadPage remake />, `/quick/remake-cad-upload/${remake.id}`);

describe('the quick CAD upload', () => {
  it('shows the client’s remake reason above the upload', async () => {
    renderRemake();
    expect((await screen.findByTestId('remake-reason')).textContent).toContain('The contact on 16 is too tight.');
    expect(screen.getByTestId('quick-upload-form')).toBeTruthy();
  });

  it('asks for a file before delivering, then delivers the uploaded CAD files and returns to the request', async () => {
    renderRemake();
    fireEvent.click(await screen.findByTestId('quick-deliver'));
    expect(screen.getByTestId('quick-upload-problem').textContent).toBe('Upload at least one CAD file.');
    expect(http.post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Choose files'), { target: { files: [new File([new Uint8Array(1000)], 'crown.stl')] } });
    await waitFor(() => expect(uploadResumable).toHaveBeenCalledWith(expect.any(File), 'cad', expect.anything()));
    await waitFor(() => expect((screen.getByTestId('quick-deliver') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('quick-deliver'));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith(`/api/v1/quick/requests/${remake.id}/deliveries`, { fileIds: [stl.id], note: '' }));
    // The request's own page is another route: the upload page is left.
    await waitFor(() => expect(screen.queryByTestId('quick-upload-page')).toBeNull());
  });

  it('replaces a delivery the client has not answered: its own title and button, sent to the replace route', async () => {
    detail = { ...remake, status: 'delivered', actions: ['replace'], remakesUsed: 0, remakesLeft: 1, remakes: [] };
    renderAt('/quick/cad-upload/:id', <QuickCadUploadPage />, `/quick/cad-upload/${remake.id}`);
    expect((await screen.findByRole('heading', { level: 1, name: 'Replace the CAD result' })).textContent).toBe('Replace the CAD result');
    expect(screen.getByText(/The client has not answered this delivery yet/)).toBeTruthy();
    expect(screen.getByTestId('quick-deliver').textContent).toBe('Replace with these files');

    fireEvent.change(screen.getByLabelText('Choose files'), { target: { files: [new File([new Uint8Array(1000)], 'crown.stl')] } });
    await waitFor(() => expect((screen.getByTestId('quick-deliver') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('quick-deliver'));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith(`/api/v1/quick/requests/${remake.id}/cad/replace`, { fileIds: [stl.id], note: '' }));
    expect(http.post).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('quick-upload-page')).toBeNull());
  });

  it('says so in Korean too', async () => {
    await i18n.changeLanguage('ko');
    detail = { ...remake, status: 'delivered', actions: ['replace'], remakesUsed: 0, remakesLeft: 1, remakes: [] };
    renderAt('/quick/cad-upload/:id', <QuickCadUploadPage />, `/quick/cad-upload/${remake.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'CAD 파일 교체' })).toBeTruthy();
    expect(screen.getByTestId('quick-deliver').textContent).toBe('이 파일로 교체');
  });

  it('offers no upload once the request is not the T-esigner’s to deliver', async () => {
    detail = { ...remake, status: 'delivered', actions: [] };
    renderRemake();
    expect(await screen.findByTestId('upload-closed')).toBeTruthy();
    expect(screen.queryByTestId('quick-upload-form')).toBeNull();
  });
});
