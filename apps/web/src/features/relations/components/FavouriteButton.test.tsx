import { MemberType } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from '../../../lib/toast.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { answerGet, CLIENT, DESIGNER, designerCardOf, refusal, userOf } from '../../discovery/test-fixtures.ts';
import { FavouriteButton } from './FavouriteButton.tsx';

function renderButton(favourite?: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FavouriteButton memberNo={DESIGNER.memberNo} name={DESIGNER.nickname} favourite={favourite} />
    </QueryClientProvider>,
  );
}

/** A call that answers when the test says so. */
function held() {
  let settle: { resolve: () => void; reject: (error: unknown) => void } = { resolve: () => undefined, reject: () => undefined };
  const promise = new Promise<{ data: undefined }>((resolve, reject) => {
    settle = { resolve: () => resolve({ data: undefined }), reject };
  });
  return { promise, settle: () => settle };
}

const heart = () => screen.getByRole('button', { name: `Keep ${DESIGNER.nickname} as a favourite` });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  useUserStore.getState().login(userOf(CLIENT, MemberType.Client));
  vi.spyOn(http, 'get').mockImplementation(answerGet(() => ({ '/api/v1/favourites': { designers: [designerCardOf()], labs: [] } })));
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('the favourite heart', () => {
  it('turns on at once, stays disabled while the PUT is on its way, and sends it once on a double click', async () => {
    const call = held();
    const put = vi.spyOn(http, 'put').mockReturnValue(call.promise);
    renderButton(false);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart());
    fireEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect((heart() as HTMLButtonElement).disabled).toBe(true);
    call.settle().resolve();
    await waitFor(() => expect((heart() as HTMLButtonElement).disabled).toBe(false));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith(`/api/v1/favourites/${DESIGNER.memberNo}`);
  });

  it('turns back with a toast when the server refuses', async () => {
    vi.spyOn(http, 'put').mockRejectedValue(refusal(404, { code: 'NOT_FOUND', message: 'Not found' }));
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 0);
    renderButton(false);
    fireEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Could not add to your favourites.'));
    expect((heart() as HTMLButtonElement).disabled).toBe(false);
  });

  it('reads a profile’s state from the favourites list and forgets it with DELETE', async () => {
    const remove = vi.spyOn(http, 'delete').mockResolvedValue({ data: undefined });
    renderButton();
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`/api/v1/favourites/${DESIGNER.memberNo}`));
  });
});
