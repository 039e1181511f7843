import { Currency } from '@dcm/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { InsufficientMileage, shortfallOf } from './InsufficientMileage.tsx';
import { answeredError, networkError } from '../../../lib/http.test-support.ts';
import type { HttpError } from '../../../lib/http.ts';

function answered(status: number, error: Record<string, unknown>): HttpError {
  return answeredError(status, { error });
}

const insufficient = (shortfall: unknown) => answered(409, { code: 'INSUFFICIENT_MILEAGE', message: 'short', details: { shortfall } });

function renderAt(path: string, error: unknown) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <InsufficientMileage error={error} />
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('insufficient mileage prompt', () => {
  it('reads the shortfall of a 409 INSUFFICIENT_MILEAGE answer and nothing else', () => {
    expect(shortfallOf(insufficient({ amount: 12_000, currency: Currency.KRW }))).toEqual({ amount: 12_000, currency: Currency.KRW });
    expect(shortfallOf(insufficient({ amount: 12.5, currency: Currency.USD }))).toBeNull();
    expect(shortfallOf(insufficient(undefined))).toBeNull();
    expect(shortfallOf(answered(409, { code: 'INVALID_TRANSITION', message: 'no', details: { shortfall: { amount: 1, currency: 'KRW' } } }))).toBeNull();
    expect(shortfallOf(networkError())).toBeNull();
    expect(shortfallOf(new Error('boom'))).toBeNull();
  });

  it('says how much is missing and links to charge exactly that, coming back to this page', () => {
    renderAt('/payment/reqeust/42?tab=pay', insufficient({ amount: 12_000, currency: Currency.KRW }));

    expect(screen.getByRole('alert').textContent).toMatch(/Your mileage is insufficient\.₩12,000 more is needed for this payment/);
    const link = screen.getByRole('link', { name: 'Charge ₩12,000' });
    const target = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(target.pathname).toBe('/mileageCharge');
    expect(Object.fromEntries(target.searchParams)).toEqual({ amount: '12000', currency: 'KRW', returnTo: '/payment/reqeust/42?tab=pay' });
  });

  it('speaks to a Korean member in won and to an overseas one in dollars', async () => {
    await i18n.changeLanguage('ko');
    const { unmount } = renderAt('/quick/client', insufficient({ amount: 12_000, currency: Currency.KRW }));
    expect(screen.getByRole('link', { name: '12,000원 충전하기' })).toBeTruthy();
    expect(screen.getByText(/^마일리지가 부족합니다/)).toBeTruthy();
    unmount();

    await i18n.changeLanguage('en');
    renderAt('/quick/client', insufficient({ amount: 1_234, currency: Currency.USD }));
    expect(screen.getByRole('link', { name: 'Charge $12.34' }).getAttribute('href')).toBe('/mileageCharge?amount=1234&currency=USD&returnTo=%2Fquick%2Fclient');
  });

  it('shows nothing for another error', () => {
    const { container } = renderAt('/payment', answered(409, { code: 'INVALID_TRANSITION', message: 'no' }));
    expect(container.textContent).toBe('');
  });
});
