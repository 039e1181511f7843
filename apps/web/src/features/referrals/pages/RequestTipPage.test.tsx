import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import RequestTipPage from './RequestTipPage.tsx';

describe('referral writing guide', () => {
  it.each(['ko', 'en'])('is written out in full in %s, every step, tip and answer', async (lang) => {
    await i18n.changeLanguage(lang);
    render(
      <MemoryRouter>
        <RequestTipPage />
      </MemoryRouter>,
    );
    const text = screen.getByTestId('request-tip').textContent ?? '';
    // A message missing from the catalogue would show as its key.
    expect(text).not.toMatch(/tip\.(steps|dos|donts|faq|cta|sections)\./);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(10 + 5 + 5);
    expect(screen.getByRole('link', { name: lang === 'ko' ? '의뢰서 작성하기' : 'Write a referral' }).getAttribute('href')).toBe('/request');
  });
});
