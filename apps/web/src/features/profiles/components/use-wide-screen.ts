// Whether the page has its side column (Page's `lg`, 64 rem and up). A profile's actions and key
// facts sit in that column on desktop and right under the profile's head on a phone, where the
// column would fall below the portfolio and the reviews; each is drawn once, in one place.
import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 64rem)';

/** Browsers without matchMedia (a test's DOM) get the phone's layout. */
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
