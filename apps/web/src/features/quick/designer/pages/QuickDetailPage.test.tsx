import { QuickStage, quickStageOf, type QuickDetail } from '@dcm/shared';
import type { DesignCheck, DesignChecks } from '@dcm/shared/mesh/design-check';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig } from '../../../../lib/http.ts';
import i18n from '../../../../lib/i18n.ts';
import { useUserStore } from '../../../../lib/user-store.ts';
import { LocationProbe, refusal } from '../../../../test/page-fixtures.tsx';
import { DESIGNER, detailOf, prosthesisCodes, summaryOf, takenInStage } from '../test-fixtures.ts';
import QuickBoardPage from './QuickBoardPage.tsx';
import QuickDetailPage from './QuickDetailPage.tsx';

vi.mock('../../../../lib/realtime.ts', () => ({ useRealtimeFrame: () => undefined }));

const open = detailOf(summaryOf(1, 4), { actions: ['take'] });
const referralId = '00000000-0000-4000-8000-0000000000aa';
const taken = detailOf(
  { ...summaryOf(1, 4), status: 'taken', taker: { memberNo: DESIGNER.memberNo, nickname: 'cadking' }, client: { memberNo: 7, nickname: 'drsmile' } },
  { actions: ['deliver'], referralId },
);

let detail: QuickDetail;
let checks: DesignChecks;

/** A delivered crown the check could not read: the latest version needs the T-esigner's look. */
const unreadable: DesignCheck = {
  fileId: '70000000-0000-4000-8000-000000000001',
  fileName: 'crown 11.stl',
  version: 1,
  status: 'done',
  report: { version: 1, status: 'failed', format: 'stl', reason: 'parseError', message: 'truncated' },
  prescribedMinMm: null,
  checkedAt: '2026-11-21T01:05:00.000Z',
};

function renderDetail() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/quick/request/detail/${open.id}`]}>
        <Routes>
          <Route path="/quick/request/detail/:id" element={<QuickDetailPage />} />
          <Route path="/quick/Designer" element={<QuickBoardPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  useUserStore.getState().login(DESIGNER);
  detail = open;
  checks = { items: [] };
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    const codes = prosthesisCodes(url, (config?.params as { type?: string } | undefined)?.type);
    if (codes) return { data: codes };
    if (url === `/api/v1/quick/requests/${open.id}`) return { data: detail };
    if (url === `/api/v1/quick/${open.id}/design-checks`) return { data: checks };
    if (url === '/api/v1/quick/me') return { data: { optedIn: true, completedCount: 0, missedCount: 0 } };
    if (url === '/api/v1/quick/board') return { data: { items: [], page: 1, size: 20, total: 0 } };
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('a quick request for a T-esigner', () => {
  it('shows the types, notes, deadline and price, without the client before it is taken', async () => {
    renderDetail();
    expect(await screen.findByText('Quick request Q-000001')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Quick request open to take');
    expect(screen.getByTestId('quick-take').textContent).toBe('Take it');
    expect(screen.getByTestId('quick-total').textContent).toBe('₩80,000');
    expect(screen.getByTestId('quick-notes').textContent).toBe('Please keep the margin thin.');
    expect(await screen.findByText('Crown')).toBeTruthy();
    expect(screen.getByTestId('countdown')).toBeTruthy();
    expect(screen.queryByText(/Client /)).toBeNull();
  });

  it('a T-esigner who was second hears "already taken" and is back on the board', async () => {
    vi.spyOn(http, 'post').mockRejectedValue(refusal(409, { code: 'QUICK_TAKEN', message: 'taken' }));
    renderDetail();
    fireEvent.click(await screen.findByTestId('quick-take'));
    expect((await screen.findByTestId('board-notice')).textContent).toBe('Another T-esigner took this quick request first. Please pick another one.');
    expect(screen.getByTestId('location').textContent).toBe('/quick/Designer');
    expect(http.post).toHaveBeenCalledTimes(1);
  });

  it('takes it with one click however often it is pressed, then shows the upload and the referral', async () => {
    let answer: (value: { data: QuickDetail }) => void = () => undefined;
    vi.spyOn(http, 'post').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderDetail();
    const take = await screen.findByTestId('quick-take');
    fireEvent.click(take);
    fireEvent.click(take);
    await waitFor(() => expect((take as HTMLButtonElement).disabled).toBe(true));
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(http.post).toHaveBeenCalledWith(`/api/v1/quick/requests/${open.id}/take`, {});

    detail = taken;
    answer({ data: taken });
    const upload = await screen.findByTestId('quick-upload-link');
    expect(upload.getAttribute('href')).toBe(`/quick/cad-upload/${open.id}`);
    expect(upload.textContent).toBe('Upload the CAD');
    // The page no longer offers the request to take: its title is the taker's stage.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deliver the CAD before the deadline');
    expect(screen.getByTestId('stage-next').textContent).toMatch(/^Your turn · Next: Upload the CAD · By /);
    expect(screen.getByTestId('quick-referral-link').getAttribute('href')).toBe('#quick-referral-title');
    expect(screen.getByTestId('quick-referral')).toBeTruthy();
    expect(screen.queryByTestId('quick-take')).toBeNull();
    expect(screen.getByText('Client drsmile')).toBeTruthy();
  });
});

describe('a quick request for a T-esigner, stage by stage', () => {
  it.each(Object.values(QuickStage))('%s: titles the page and leads with the stage the request is in now, and says whose move it is', async (stage) => {
    detail = takenInStage(stage);
    const read = quickStageOf(detail, 'designer');
    expect(read.id).toBe(stage);
    renderDetail();

    const names = { designer: detail.taker?.nickname ?? '' };
    const lead = await screen.findByTestId('stage-lead');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(i18n.t(`quick:stages.${stage}.designer.title`, names));
    expect(lead.textContent).toBe(i18n.t(`quick:stages.${stage}.designer.lead`, names));
    const next = screen.queryByTestId('stage-next');
    if (read.actor === 'designer') expect(next?.textContent).toMatch(new RegExp(`^Your turn · Next: ${i18n.t(`quick:stages.${stage}.designer.action`)}`));
    else if (read.actor === 'client') expect(next?.textContent).toMatch(/^The client’s turn/);
    else expect(next).toBeNull();
    if (read.due) expect(screen.getByTestId('stage-due').getAttribute('dateTime')).toBe(read.due.at);
    // The action the stage names is the one button or link the page leads with.
    if (read.next?.path.startsWith('/quick/request/detail/')) expect(screen.getByTestId('quick-take').textContent).toBe(i18n.t(`quick:stages.${stage}.designer.action`));
    else if (read.next) expect(screen.getByTestId('quick-upload-link').getAttribute('href')).toBe(read.next.path);
    else expect(screen.queryByTestId('quick-upload-link')).toBeNull();
  });

  it('speaks Korean to the T-esigner asked a remake: the remake to deliver, by the deadline', async () => {
    await i18n.changeLanguage('ko');
    detail = takenInStage(QuickStage.remakeRequested);
    renderDetail();

    expect((await screen.findByTestId('stage-lead')).textContent).toBe('의뢰인이 재제작을 요청했습니다. 사유를 확인하고 마감 전에 CAD를 다시 올려 주세요.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('재제작 CAD 납품');
    expect(screen.getByText('퀵 의뢰 Q-000001')).toBeTruthy();
    expect(screen.getByTestId('quick-upload-link').textContent).toBe('재제작 CAD 올리기');
    expect(screen.getByTestId('stage-next').textContent).toMatch(/^내 차례 · 다음 할 일: 재제작 CAD 올리기 · .+까지$/);
  });
});

describe('a delivery the client has not answered yet (decision 0044)', () => {
  it('offers the taker a quiet "Replace the file" and shows the design check, which leads to the same upload', async () => {
    detail = takenInStage(QuickStage.delivered);
    checks = { items: [unreadable] };
    renderDetail();

    const replace = await screen.findByTestId('quick-replace-link');
    expect(replace.textContent).toBe('Replace the file');
    expect(replace.getAttribute('href')).toBe(`/quick/cad-upload/${open.id}`);
    // It is the client's turn: replacing is offered, never as the stage's primary action.
    expect(screen.queryByTestId('quick-upload-link')).toBeNull();
    expect(screen.getByTestId('stage-next').textContent).toMatch(/^The client’s turn/);

    expect(await screen.findByTestId('design-check-panel')).toBeTruthy();
    const fix = await screen.findByTestId('design-check-designer');
    expect(fix.textContent).toContain('The client has not answered this delivery yet');
    expect(screen.getByTestId('design-check-replace').getAttribute('href')).toBe(`/quick/cad-upload/${open.id}`);
  });

  it('says so in Korean', async () => {
    await i18n.changeLanguage('ko');
    detail = takenInStage(QuickStage.delivered);
    renderDetail();
    expect((await screen.findByTestId('quick-replace-link')).textContent).toBe('파일 교체하기');
    expect(screen.getByText('의뢰인이 아직 이 납품에 답하지 않았습니다. 답하기 전까지 파일을 교체할 수 있습니다.')).toBeTruthy();
  });

  it('is gone once the client asked a remake: the remake upload leads again', async () => {
    detail = takenInStage(QuickStage.remakeRequested);
    checks = { items: [unreadable] };
    renderDetail();
    expect((await screen.findByTestId('quick-upload-link')).getAttribute('href')).toBe(`/quick/remake-cad-upload/${open.id}`);
    expect(screen.queryByTestId('quick-replace-link')).toBeNull();
    expect((await screen.findByTestId('design-check-replace')).getAttribute('href')).toBe(`/quick/remake-cad-upload/${open.id}`);
  });
});
