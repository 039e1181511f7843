// What the page tests share: a page rendered at an address with a probe saying where it went, the
// signed-in member, the server's refusals and code tables answered in the caller's language.
import type { CodeItem, SessionUser } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { answeredError } from '../lib/http.test-support.ts';
import type { HttpError } from '../lib/http.ts';

/** Shows the address the page is at now, so a test can read where a click or a search sent it. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders `page` on the route `route`, opened at `path` (the route itself unless told), with a fresh query cache. */
export function renderAt(route: string, page: ReactElement, path = route) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path={route}
            element={
              <>
                {page}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** An approved member of type `memberSe`, as the session store holds it. */
export function userOf(member: { memberNo: number; nickname: string }, memberSe: string): SessionUser {
  return {
    memberNo: member.memberNo,
    memberSe,
    memberEmail: `${member.nickname}@example.com`,
    memberHp: null,
    memberName: member.nickname,
    registerDt: '2025-01-01',
    memberMileage: 0,
    swNo: null,
    swNoName: null,
    swEtc: null,
    memberNickName: member.nickname,
    memberProfileImage: null,
    memberApprovalSe: 'B',
    memberApprovalReason: null,
    isAdmin: false,
    timeZone: null,
  };
}

/** The error `http` throws for a refusal of the server's error body. */
export function refusal(status: number, error: { code: string; message: string; fields?: Record<string, string> }): HttpError {
  return answeredError(status, { error });
}

/** Code tables by group: each row its code, its Korean name and its name in another language. */
export type CodeTables = Record<string, ReadonlyArray<readonly [code: string, ko: string, en: string]>>;

/** GET /api/v1/common/code/:group answered from `tables` in the language of `type` (B other, else Korean); null for another address. */
export function codesFrom(tables: CodeTables) {
  return (url: string, type: unknown): CodeItem[] | null => {
    const group = /^\/api\/v1\/common\/code\/(\w+)$/.exec(url)?.[1];
    if (!group) return null;
    return (tables[group] ?? []).map(([code, ko, en], i) => ({ code, name: type === 'B' ? en : ko, sort: i + 1, extra: null }));
  };
}
