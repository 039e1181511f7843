import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParamsUpdate, withSearchParams } from './search-params.ts';

describe('withSearchParams', () => {
  it('sets the keys it names and keeps the others', () => {
    const next = withSearchParams(new URLSearchParams('tab=charges&page=3'), { page: 4, kind: 'refund' });
    expect(next.toString()).toBe('tab=charges&page=4&kind=refund');
  });

  it('removes a key whose value is null or empty', () => {
    const next = withSearchParams(new URLSearchParams('status=B&q=kim&page=2'), { q: '', page: null });
    expect(next.toString()).toBe('status=B');
  });

  it('leaves the query it was given unchanged', () => {
    const prev = new URLSearchParams('page=2');
    withSearchParams(prev, { page: null });
    expect(prev.toString()).toBe('page=2');
  });
});

describe('useSearchParamsUpdate', () => {
  const render = (path: string) =>
    renderHook(() => ({ update: useSearchParamsUpdate(), location: useLocation(), navigation: useNavigationType() }), {
      wrapper: ({ children }: { children: ReactNode }) => createElement(MemoryRouter, { initialEntries: [path] }, children),
    });

  it('changes the address and adds a history entry', () => {
    const { result } = render('/admin/members?status=B&page=2');
    act(() => result.current.update({ kind: 'C', page: null }));
    expect(result.current.location.search).toBe('?status=B&kind=C');
    expect(result.current.navigation).toBe('PUSH');
  });

  it('replaces the history entry when asked to', () => {
    const { result } = render('/admin/members?q=ki');
    act(() => result.current.update({ q: 'kim' }, true));
    expect(result.current.location.search).toBe('?q=kim');
    expect(result.current.navigation).toBe('REPLACE');
  });
});
