// Pages that keep their tab, filters and page in the address (so back, forward, reload and a shared
// link show the same thing) change it in one way: name the keys that change, leave the rest alone.
import { useSearchParams } from 'react-router';

/** Keys to change in the address's query: a value sets its key, null or '' removes it (the default). */
export type SearchParamChanges = Record<string, string | number | null>;

/** Applies changes to the address; `replace` keeps them out of the history (typing in a search box). */
export type SearchParamsUpdate = (changes: SearchParamChanges, replace?: boolean) => void;

/** The query after `changes`; keys not named keep their values, so a new filter keeps the tab. */
export function withSearchParams(prev: URLSearchParams, changes: SearchParamChanges): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The `update(changes, replace?)` a page's tabs, filters and pagination call: one navigation per call. */
export function useSearchParamsUpdate(): SearchParamsUpdate {
  const [, setParams] = useSearchParams();
  return (changes, replace = false) => setParams((prev) => withSearchParams(prev, changes), { replace });
}
