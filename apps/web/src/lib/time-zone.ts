// The zone this viewer reads times in (decision 0031): the one the member picked in my page, else
// Korea's, the product's own calendar. Guests and members who never picked read Korean time, like
// the deadlines and business days they act on; a member abroad picks theirs (my page offers the
// browser's first). Kept outside React so the formatters read it without a hook; components that
// format subscribe through `useViewerTimeZone` (useLocale does) and re-render when it changes.
import { isTimeZone, KOREA_TIME_ZONE } from '@dcm/shared';
import { useSyncExternalStore } from 'react';
import { useUserStore } from './user-store.ts';

let zone = KOREA_TIME_ZONE;
const listeners = new Set<() => void>();

export const viewerTimeZone = (): string => zone;

/** The member's choice (null: Korea's). An unknown zone is ignored rather than breaking every date. */
export function setViewerTimeZone(picked: string | null | undefined): void {
  const next = picked && isTimeZone(picked) ? picked : KOREA_TIME_ZONE;
  if (next === zone) return;
  zone = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useViewerTimeZone = (): string => useSyncExternalStore(subscribe, viewerTimeZone, viewerTimeZone);

/** The zone this browser runs in ("Europe/Berlin"), offered first when a member picks theirs. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || KOREA_TIME_ZONE;
  } catch {
    return KOREA_TIME_ZONE;
  }
}

// The signed-in member's choice travels with the session user (sign-in, refresh, my page).
setViewerTimeZone(useUserStore.getState().user?.timeZone);
useUserStore.subscribe((state) => setViewerTimeZone(state.user?.timeZone));
