import type { CodeItem, ReferralData } from '@dcm/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { ProsthesisTypePicker } from './ProsthesisTypePicker.tsx';
import { matchesSearch } from './search-text.ts';

type Prosthesis = ReferralData['prosthesis'];

// The prosthesis table as the server serves it: `type` A in Korean, B in English; `extra` the category.
const table: [code: string, ko: string, en: string, extra: string | null][] = [
  ['zirconia_crown', '지르코니아 크라운', 'Zirconia crown', 'crown'],
  ['inlay', '인레이', 'Inlay', 'crown'],
  ['implant_crown_screw', '임플란트 크라운 (스크류 유지형)', 'Implant crown (screw-retained)', 'implant'],
  ['custom_abutment', '임플란트 커스텀 어버트먼트', 'Implant custom abutment', 'implant'],
  ['full_denture', '총의치', 'Full denture', 'removable'],
  ['night_guard', '나이트가드 / 스플린트', 'Night guard / splint', 'appliance'],
  ['model', '모델', 'Model', null],
  ['wax_up', '왁스업', 'Wax-up', 'something-new'],
];
const codes = (type: string): CodeItem[] => table.map(([code, ko, en, extra], sort) => ({ code, name: type === 'A' ? ko : en, sort, extra }));

function Harness({ initial = [], onChange }: { initial?: Prosthesis; onChange?: (next: Prosthesis) => void }) {
  const [value, setValue] = useState<Prosthesis>(initial);
  return (
    <ProsthesisTypePicker
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

function renderPicker(props: Parameters<typeof Harness>[0] = {}, { inDialog = false } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const picker = <Harness {...props} />;
  return render(
    <QueryClientProvider client={client}>
      {inDialog ? (
        <Dialog.Root open>
          <Dialog.Portal>
            <Dialog.Content aria-describedby={undefined}>
              <Dialog.Title>Prosthesis types</Dialog.Title>
              {picker}
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      ) : (
        picker
      )}
    </QueryClientProvider>,
  );
}

const search = (text: string) => fireEvent.change(screen.getByLabelText('Search prosthesis types'), { target: { value: text } });
const shownTypes = () => screen.queryAllByRole('checkbox').map((box) => box.closest('label')?.querySelector('.font-medium')?.textContent);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(http, 'get').mockImplementation(async (_url: string, config?: HttpConfig) => ({ data: codes((config?.params as { type: string }).type) }));
});
afterEach(() => vi.restoreAllMocks());

describe('prosthesis type picker', () => {
  it('groups the types by the category the code table gives, an unknown or missing one under Other', async () => {
    renderPicker();
    await screen.findByRole('checkbox', { name: /Zirconia crown/ });
    const legends = screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent);
    expect(legends).toEqual(['Crowns, inlays and veneers', 'Implant', 'Removable (dentures)', 'Appliances, guides and models', 'Other']);
    const other = within(screen.getByTestId('category-other'));
    expect(other.getByRole('checkbox', { name: /Model/ })).toBeTruthy();
    expect(other.getByRole('checkbox', { name: /Wax-up/ })).toBeTruthy();
  });

  it('filters by name as the dentist types, in English or in Korean, and hides the groups left empty', async () => {
    renderPicker();
    await screen.findByRole('checkbox', { name: /Zirconia crown/ });

    search('implant');
    expect(shownTypes()).toEqual(['Implant crown (screw-retained)', 'Implant custom abutment']);
    expect(screen.queryByTestId('category-crown')).toBeNull();
    expect(screen.getByText('Matching types: 2')).toBeTruthy();

    // The Korean names come from the other table: a Korean word finds the type on an English screen.
    await vi.waitFor(() => {
      search('지르코니아');
      expect(shownTypes()).toEqual(['Zirconia crown']);
    });
    // Mid-composition the box holds 질 on the way to 지르…; the search already finds it.
    search('질');
    expect(shownTypes()).toEqual(['Zirconia crown']);

    search('titanium bar');
    expect(shownTypes()).toEqual([]);
    expect(screen.getByText(/No type matches “titanium bar”/)).toBeTruthy();
  });

  it('keeps the counts of chosen types, starts a newly chosen one at 1 and drops an unchosen one', async () => {
    const onChange = vi.fn();
    renderPicker({ initial: [{ type: 'zirconia_crown', count: 3 }], onChange });
    const zirconia = await screen.findByRole('checkbox', { name: /Zirconia crown/ });
    expect((zirconia as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: /Inlay/ }));
    expect(onChange).toHaveBeenLastCalledWith([
      { type: 'zirconia_crown', count: 3 },
      { type: 'inlay', count: 1 },
    ]);

    // Searching does not touch what was chosen.
    search('denture');
    fireEvent.click(screen.getByRole('checkbox', { name: /Full denture/ }));
    expect(onChange).toHaveBeenLastCalledWith([
      { type: 'zirconia_crown', count: 3 },
      { type: 'inlay', count: 1 },
      { type: 'full_denture', count: 1 },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Zirconia crown' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { type: 'inlay', count: 1 },
      { type: 'full_denture', count: 1 },
    ]);
  });

  it('works inside the form’s dialog', async () => {
    const onChange = vi.fn();
    renderPicker({ onChange }, { inDialog: true });
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(await dialog.findByLabelText('Search prosthesis types'), { target: { value: 'inl' } });
    expect(dialog.getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(dialog.getByRole('checkbox', { name: /Inlay/ }));
    expect(onChange).toHaveBeenLastCalledWith([{ type: 'inlay', count: 1 }]);
  });

  it('offers no further type once the referral holds the most units a form allows', async () => {
    renderPicker({ initial: [{ type: 'zirconia_crown', count: 32 }] });
    const inlay = await screen.findByRole('checkbox', { name: /Inlay/ });
    expect((inlay as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Zirconia crown/ }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByText(/already has 32 units/)).toBeTruthy();
  });
});

describe('search text', () => {
  it('ignores case, spaces and symbols and matches a Korean syllable still being composed', () => {
    expect(matchesSearch('EMAX', ['e.max crown (lithium disilicate)'])).toBe(true);
    expect(matchesSearch('임플', ['임플란트 커스텀 어버트먼트'])).toBe(true);
    expect(matchesSearch('임플랜', ['임플란트 커스텀 어버트먼트'])).toBe(false);
    expect(matchesSearch('고', ['골드 크라운'])).toBe(true);
    expect(matchesSearch('', ['anything'])).toBe(true);
  });
});
