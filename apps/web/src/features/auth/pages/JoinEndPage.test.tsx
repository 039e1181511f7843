import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import JoinEndPage from './JoinEndPage.tsx';

const renderWith = (state: Record<string, unknown>) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: '/login/JoinEnd', state }]}>
      <JoinEndPage />
    </MemoryRouter>,
  );

describe('login-end screen', () => {
  it('shows a rejected member the reason and the join form of their kind to correct', async () => {
    await i18n.changeLanguage('en');
    renderWith({ memberApprovalSe: 'C', memberApprovalReason: 'The licence photo is unreadable.', memberSe: 'B' });
    expect(screen.getByTestId('join-end-reason').textContent).toContain('The licence photo is unreadable.');
    expect(screen.getByRole('link', { name: 'Correct and resubmit' }).getAttribute('href')).toBe('/login/join/center');
  });

  it('keeps the pending screen without a resubmit button', async () => {
    await i18n.changeLanguage('ko');
    renderWith({ memberApprovalSe: 'A' });
    expect(screen.getByTestId('join-end').getAttribute('data-state')).toBe('pending');
    expect(screen.queryByTestId('join-end-resubmit')).toBeNull();
  });
});
