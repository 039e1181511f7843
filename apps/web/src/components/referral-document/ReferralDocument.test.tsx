import { ReferralStatus, type UploadedFile } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { http, type HttpConfig } from '../../lib/http.ts';
import { codesFor, paramsOf, referralOf } from '../../test/referral-fixtures.ts';
import { ReferralDocument } from './ReferralDocument.tsx';

const scan: UploadedFile = { id: '6f1c2a10-0000-4000-8000-000000000001', name: 'upper-scan.stl', size: 2_621_440, mime: 'model/stl', url: '/api/v1/common/file/scan' };
const photo: UploadedFile = { id: '6f1c2a10-0000-4000-8000-000000000002', name: 'shade.jpg', size: 2048, mime: 'image/jpeg', url: '/api/v1/common/file/photo' };

const bridgeReferral = referralOf(
  ReferralStatus.Complete,
  {
    referralNumber: '2025-0412',
    processing: 'milling',
    prosthesis: [{ type: 'zirconia_crown', count: 3 }],
    teeth: { teeth: [14, 15, 16, 21], bridges: [{ from: 14, to: 16 }], bundles: [] },
    implant: { system: 'osstem_ts3', platform: 'Regular' },
    values: [{ title: 'Cement gap', value: '0.03 mm' }],
    pontic: 'ovate',
    details: 'Shade A2\nOpen contacts',
    scanFileId: scan.id,
    otherFileIds: [photo.id],
    confirmed: true,
  },
  { files: [scan, photo] },
);

function renderDocument(referral = bridgeReferral) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ReferralDocument data={referral.data} files={referral.files} mode={referral.mode} status={referral.status} updatedAt={referral.updatedAt} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => ({ data: codesFor(url, paramsOf(config).type) ?? [] }));
});
afterEach(() => vi.restoreAllMocks());

describe('referral document', () => {
  it('names the codes and describes a bridge 14–16 in English', async () => {
    await i18n.changeLanguage('en');
    renderDocument();
    const doc = screen.getByRole('article');
    expect(await within(doc).findByText('Zirconia crown × 3')).toBeTruthy();
    expect(await within(doc).findByText('Milling')).toBeTruthy();
    expect(await within(doc).findByText('Osstem TS III')).toBeTruthy();
    expect(await within(doc).findByText('Ovate')).toBeTruthy();
    expect(screen.getByTestId('referral-teeth').textContent).toBe('Tooth 21; bridge 14–16');
    expect(within(doc).getByRole('heading', { level: 2 }).textContent).toBe('2025-0412');
    expect(within(doc).getByText('Not yet requested')).toBeTruthy();
    expect(within(doc).getByRole('cell', { name: '0.03 mm' })).toBeTruthy();
    expect(within(doc).getByText(/Shade A2/).textContent).toBe('Shade A2\nOpen contacts');
  });

  it('names the codes and describes a bridge 14–16 in Korean', async () => {
    await i18n.changeLanguage('ko');
    renderDocument();
    const doc = screen.getByRole('article');
    expect(await within(doc).findByText('지르코니아 크라운 3개')).toBeTruthy();
    expect(await within(doc).findByText('밀링')).toBeTruthy();
    expect(await within(doc).findByText('난형 (오베이트)')).toBeTruthy();
    expect(screen.getByTestId('referral-teeth').textContent).toBe('치아 21; 브릿지 14–16');
    expect(within(doc).getByText('보철 4개')).toBeTruthy();
  });

  it('draws the selected teeth and the bridge as one bar on the chart', async () => {
    await i18n.changeLanguage('en');
    const { container } = renderDocument();
    const chart = screen.getByRole('img', { name: 'Tooth chart: Tooth 21; bridge 14–16' });
    expect(within(chart).getByTestId('chart-bridge-14-16')).toBeTruthy();
    const selected = [...container.querySelectorAll('[data-tooth][data-selected]')].map((g) => Number(g.getAttribute('data-tooth')));
    expect(selected.sort()).toEqual([14, 15, 16, 21]);
    expect(container.querySelectorAll('[data-tooth]')).toHaveLength(32);
  });

  it('links each attached file by name with its size', async () => {
    await i18n.changeLanguage('en');
    renderDocument();
    expect(screen.getByRole('link', { name: 'upper-scan.stl' }).getAttribute('href')).toBe('/api/v1/common/file/scan');
    expect(screen.getByText('2.5 MB')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'shade.jpg' })).toBeTruthy();
    expect(screen.getByText('Other files (1)')).toBeTruthy();
  });

  it('shows a dash for every value a draft does not have yet', async () => {
    await i18n.changeLanguage('en');
    renderDocument(referralOf(ReferralStatus.Draft));
    const doc = screen.getByRole('article');
    expect(within(doc).getByRole('heading', { level: 2 }).textContent).toBe('—');
    // heading and number, processing, prosthesis, implant system, platform, pontic, values, details, scan, other files
    expect(within(doc).getAllByText('—')).toHaveLength(11);
    expect(within(doc).getByTestId('referral-teeth').textContent).toBe('No teeth selected');
  });
});
