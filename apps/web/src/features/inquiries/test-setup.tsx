// What the inquiry page tests share: a signed-in member, the query client and the router.
import type { SessionUser } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useUserStore } from '../../lib/user-store.ts';

export function signIn() {
  useUserStore.setState({ user: { memberNo: 7, memberSe: 'A', memberName: 'Kim', memberNickName: 'Smile', isAdmin: false } as unknown as SessionUser });
}

function Probe() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

/** The page at `path`; any other address shows where the page went. */
export function renderAt(path: string, pattern: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={<Probe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
