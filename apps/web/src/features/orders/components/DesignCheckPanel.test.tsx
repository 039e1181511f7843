import { OrderAction, OrderStatus, type OrderDetail } from '@dcm/shared';
import type { DesignCheck, DesignChecks } from '@dcm/shared/mesh/design-check';
import type { MeshReport } from '@dcm/shared/mesh/report';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpResponse } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { ORDER_ID, orderOf } from '../test-fixtures.ts';
import { OrderDesignCheck } from './OrderDesignCheck.tsx';

const FILE = '70000000-0000-4000-8000-000000000001';
const none = { boundaryEdges: [], nonManifoldEdges: [], inconsistentEdges: [], degenerateTriangles: [], duplicateTriangles: [] };

function okReport(minMm: number, prescribedMinMm: number | null): MeshReport {
  const pass = prescribedMinMm === null ? null : minMm >= prescribedMinMm;
  return {
    version: 1,
    status: 'ok',
    format: 'stl',
    analysis: {
      triangleCount: 1200, vertexCount: 600,
      bounds: { min: [0, 0, 0], max: [10, 10, 8.5], size: [10, 10, 8.5] },
      volumeMm3: 1234.56, inverted: false, areaMm2: 600, shells: 2,
      boundaryEdges: 0, nonManifoldEdges: 0, inconsistentEdges: 0, degenerateTriangles: 0, duplicateTriangles: 0,
      watertight: true, manifold: true, consistentNormals: true, places: none,
    },
    thickness: {
      samples: 600, hits: 600, minMm, p1Mm: minMm + 0.02,
      thinnest: [{ at: [1, 1, 0], direction: [0, 0, 1], thicknessMm: minMm }],
      prescribedMinMm, belowPrescribed: pass === false ? 37 : 0, pass,
    },
  };
}

const check = (extra: Partial<DesignCheck>): DesignCheck => ({
  fileId: FILE, fileName: 'crown 11.stl', version: 1, status: 'done', report: okReport(0.6, 0.4), prescribedMinMm: 0.4, checkedAt: '2027-03-05T01:00:00.000Z', ...extra,
});

const delivered = (extra: Partial<OrderDetail> = {}) => orderOf({ status: OrderStatus.cadUploaded, deliveryCount: 1, viewerRole: 'client', actions: [OrderAction.requestRework, OrderAction.confirmReceipt], ...extra });

const answer = <T,>(data: T): HttpResponse<T> => ({ data, status: 200, headers: new Headers() });

function renderPanel(order: OrderDetail, items: DesignCheck[]) {
  const get = vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === `/api/v1/orders/${ORDER_ID}/design-checks`) return answer<DesignChecks>({ items });
    throw new Error(`unexpected ${url}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderDesignCheck order={order} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return get;
}

afterEach(() => vi.restoreAllMocks());

describe('the design check panel', () => {
  it('says a sound file passed, with every figure, in English', async () => {
    await i18n.changeLanguage('en');
    renderPanel(delivered(), [check({})]);
    const report = await screen.findByTestId('design-check');
    expect(within(report).getByTestId('design-check-verdict').textContent).toBe('Design check passed');
    const rows = within(report).getAllByTestId('design-check-row');
    expect(rows.map((r) => r.dataset.check)).toEqual(['watertight', 'manifold', 'normals', 'degenerate', 'duplicate', 'shells', 'size', 'thickness']);
    expect(rows[0]!.textContent).toContain('0 open edges');
    expect(rows[5]!.textContent).toContain('2 pieces');
    expect(rows[6]!.textContent).toContain('1,234.6 mm³ · 10.00 × 10.00 × 8.50 mm');
    expect(within(report).getByTestId('design-check-thickness').textContent).toBe('0.60 mm (1st percentile 0.62 mm)');
    expect(rows[7]!.textContent).toContain('Prescribed minimum 0.40 mm');
  });

  it('says in Korean that a wall thinner than prescribed needs attention', async () => {
    await i18n.changeLanguage('ko');
    renderPanel(delivered(), [check({ report: okReport(0.25, 0.4) })]);
    const report = await screen.findByTestId('design-check');
    expect(within(report).getByTestId('design-check-verdict').textContent).toBe('확인 필요 1건');
    const thickness = within(report).getAllByTestId('design-check-row').find((r) => r.dataset.check === 'thickness')!;
    expect(thickness.dataset.pass).toBe('false');
    expect(thickness.textContent).toContain('0.25 mm (하위 1% 0.27 mm)');
    expect(thickness.textContent).toContain('처방 최소 두께 0.40 mm');
    expect(thickness.textContent).toContain('처방보다 얇은 측정점 37개');
    // The client reads it; no delivery offered to them.
    expect(screen.queryByTestId('design-check-designer')).toBeNull();
  });

  it('tells the T-esigner what happens next when the order allows no new delivery yet, and offers one after a rework', async () => {
    await i18n.changeLanguage('en');
    renderPanel(delivered({ viewerRole: 'designer', actions: [] }), [check({ report: okReport(0.25, 0.4) })]);
    const hint = await screen.findByTestId('design-check-designer');
    expect(hint.textContent).toContain('Once they ask for a rework');
    expect(screen.queryByTestId('design-check-replace')).toBeNull();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    renderPanel(delivered({ viewerRole: 'designer', status: OrderStatus.reworkRequested, actions: [OrderAction.uploadCad] }), [check({ report: okReport(0.25, 0.4) })]);
    const replace = await screen.findByTestId('design-check-replace');
    expect(replace.textContent).toBe('Replace the file');
    expect(replace.getAttribute('href')).toBe(`/payment/reqeust/${ORDER_ID}/cad`);
  });

  it('offers the T-esigner to replace a delivery the client has not answered yet, in Korean', async () => {
    await i18n.changeLanguage('ko');
    renderPanel(delivered({ viewerRole: 'designer', actions: [OrderAction.replaceCad] }), [check({ report: okReport(0.25, 0.4) })]);
    const replace = await screen.findByTestId('design-check-replace');
    expect(replace.textContent).toBe('파일 교체하기');
    expect(replace.getAttribute('href')).toBe(`/payment/reqeust/${ORDER_ID}/cad`);
    expect(screen.getByTestId('design-check-designer').textContent).toContain('아직 이 전달에 답하지 않았습니다');
  });

  it('says why a file could not be checked, in both languages', async () => {
    const failed: MeshReport = { version: 1, status: 'failed', format: 'stl', reason: 'parseError', message: 'Unexpected end of file' };
    await i18n.changeLanguage('en');
    renderPanel(delivered(), [check({ report: failed })]);
    expect((await screen.findByTestId('design-check-verdict')).textContent).toBe('Could not be checked');
    expect(screen.getByTestId('design-check-reason').textContent).toContain('could not be read');
    expect(screen.queryByText('Unexpected end of file')).toBeNull();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    await i18n.changeLanguage('ko');
    renderPanel(delivered(), [check({ report: { ...failed, reason: 'tooLarge' } })]);
    expect((await screen.findByTestId('design-check-reason')).textContent).toContain('너무 큰 파일');
  });

  it('shows a pending check as running and asks again until it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await i18n.changeLanguage('en');
      const get = renderPanel(delivered(), [check({ status: 'pending', report: null, checkedAt: null })]);
      expect((await screen.findByTestId('design-check-verdict')).textContent).toBe('Checking…');
      expect(screen.getByText(/being measured/)).toBeTruthy();
      get.mockImplementation(async () => answer<DesignChecks>({ items: [check({})] }));
      await vi.advanceTimersByTimeAsync(3_100);
      await vi.waitFor(() => expect(screen.getByTestId('design-check-verdict').textContent).toBe('Design check passed'));
      const calls = get.mock.calls.length;
      await vi.advanceTimersByTimeAsync(10_000);
      expect(get.mock.calls.length).toBe(calls);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists the latest version first and folds the earlier ones', async () => {
    await i18n.changeLanguage('en');
    renderPanel(delivered({ deliveryCount: 2 }), [
      check({ version: 1, report: okReport(0.25, 0.4) }),
      check({ version: 2, fileId: '70000000-0000-4000-8000-000000000002' }),
    ]);
    const versions = await screen.findAllByTestId('design-check-version');
    expect(versions.map((v) => v.dataset.version)).toEqual(['2', '1']);
    expect(versions[1]!.tagName).toBe('DETAILS');
    expect(within(versions[1]!).getAllByTestId('design-check-verdict')[0]!.textContent).toBe('1 check needs attention');
  });

  it('asks nothing before the first delivery', async () => {
    const get = renderPanel(orderOf({ status: OrderStatus.referralReceived }), []);
    await Promise.resolve();
    expect(get).not.toHaveBeenCalled();
    expect(screen.queryByTestId('design-check-panel')).toBeNull();
  });
});
