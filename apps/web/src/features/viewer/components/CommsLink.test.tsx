import { OrderStatus } from '@dcm/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { CommsLink } from './CommsLink.tsx';

const ORDER_ID = '20000000-0000-4000-8000-000000000007';

describe('the link to an order’s 3D viewer', () => {
  it('leads to the viewer from acceptance to completion', async () => {
    await i18n.changeLanguage('en');
    for (const status of [OrderStatus.accepted, OrderStatus.referralReceived, OrderStatus.cadUploaded, OrderStatus.reworkRequested, OrderStatus.complete]) {
      const { unmount } = render(<CommsLink order={{ id: ORDER_ID, status }} />, { wrapper: MemoryRouter });
      expect(screen.getByRole('link', { name: 'Open in the 3D viewer' }).getAttribute('href')).toBe(`/payment/comms/${ORDER_ID}/cad`);
      unmount();
    }
  });

  it('is not offered before the T-esigner accepts or after the order ended otherwise', () => {
    for (const status of [OrderStatus.awaitingPayment, OrderStatus.awaitingAcceptance, OrderStatus.declined, OrderStatus.cancelled]) {
      const { unmount } = render(<CommsLink order={{ id: ORDER_ID, status }} />, { wrapper: MemoryRouter });
      expect(screen.queryByTestId('comms-link')).toBeNull();
      unmount();
    }
  });
});
