import type { DesignerChoiceList } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { paramsOf } from '../../../test/referral-fixtures.ts';
import { designerNickname } from '../request-draft.ts';
import DesignerChoicePage from './DesignerChoicePage.tsx';

const designers: DesignerChoiceList['items'] = [
  { memberNo: 12, nickname: 'BestCAD', facts: { rating: 4.75, reviewCount: 31, editCount: 3, warrantyDays: 14 } },
  { memberNo: 15, nickname: 'NewDesigner', facts: { rating: null, reviewCount: 0, editCount: null, warrantyDays: null } },
];

function FormProbe() {
  const location = useLocation();
  return <p data-testid="form-page">{location.pathname + location.search}</p>;
}

function renderChoice(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/request/designerChoice" element={<DesignerChoicePage />} />
          <Route path="/request/target/write" element={<FormProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let get: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  sessionStorage.clear();
  get = vi.spyOn(http, 'get').mockImplementation(async (_url: string, config?: HttpConfig) => {
    const { q, page } = paramsOf(config);
    const items = designers.filter((d) => !q || d.nickname.toLowerCase().includes(String(q).toLowerCase()));
    return { data: { items, page: Number(page), size: 10, total: items.length } satisfies DesignerChoiceList };
  });
});
afterEach(() => vi.restoreAllMocks());

describe('choosing a T-esigner', () => {
  it('lists T-esigners with their facts, a dash for what is not known yet', async () => {
    renderChoice('/request/designerChoice?referrals=a,b');
    const [best, fresh] = await screen.findAllByTestId('designer-choice');
    expect(within(best!).getByTestId('fact-rating').textContent).toBe('4.8 / 10');
    expect(within(best!).getByTestId('fact-reviews').textContent).toBe('31');
    expect(within(best!).getByTestId('fact-edits').textContent).toBe('3 times');
    expect(within(best!).getByTestId('fact-warranty').textContent).toBe('14 days');
    for (const fact of ['rating', 'edits', 'warranty']) expect(within(fresh!).getByTestId(`fact-${fact}`).textContent).toBe('—');
  });

  it('searches by nickname', async () => {
    renderChoice('/request/designerChoice?referrals=a,b');
    await screen.findAllByTestId('designer-choice');
    fireEvent.change(screen.getByLabelText('Search T-esigners by nickname'), { target: { value: 'best' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('designer-choice')).toHaveLength(1));
    expect(get).toHaveBeenLastCalledWith('/api/v1/designers/choice', { params: { q: 'best', page: 1, size: 10 } });
  });

  it('goes back to the form with the same referrals and the T-esigner chosen', async () => {
    renderChoice('/request/designerChoice?referrals=a,b&designer=15');
    expect(await screen.findByText('Chosen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose BestCAD' }));
    expect((await screen.findByTestId('form-page')).textContent).toBe('/request/target/write?referrals=a,b&designer=12');
    expect(designerNickname(12)).toBe('BestCAD');
  });
});
