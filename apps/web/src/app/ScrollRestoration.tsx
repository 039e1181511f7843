// Where the window is scrolled after a navigation: a new page starts at the top, or at the element
// its #hash names; back and forward return to where that page was left, also after a reload (the
// positions are kept in sessionStorage, per tab). React Router's <ScrollRestoration> does this only
// with its data router, which the app does without (decision 0037).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { whenPageShown } from '../lib/page-shown.ts';

/** The sessionStorage key of the positions: each history entry's scrollY, by the entry's key. */
const SCROLL_POSITIONS_KEY = 'dcm:scroll-positions';

function storedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** The element a `#hash` names, if the page has it. */
function hashTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // Not a decodable id (a stray `%`): no element to scroll to.
    return null;
  }
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>({});
  /** The history entry on screen, whose position each scroll records; null before the first page. */
  const shownKey = useRef<string | null>(null);

  useLayoutEffect(() => {
    if (shownKey.current === location.key) return;
    const firstPage = shownKey.current === null;
    if (firstPage) positions.current = storedPositions();
    shownKey.current = location.key;
    const saved = positions.current[location.key];
    // Once the page itself is there, not the loading screen standing in for it while its code loads
    // (under Preact, decision 0045): a position scrolled to on the stand-in would stop at its height.
    return whenPageShown(() => {
      const target = location.hash ? hashTarget(location.hash) : null;
      // Only back and forward (and a reload, the first page's) return to an entry seen before.
      if (saved !== undefined && navigationType === 'POP') window.scrollTo(0, saved);
      else if (target) target.scrollIntoView();
      // The first page of a visit stays where the browser has it: at the top, or where the visitor
      // scrolled the pre-rendered copy while the app started (decision 0024).
      else if (!firstPage) window.scrollTo(0, 0);
    });
  }, [location, navigationType]);

  useEffect(() => {
    // Else the browser restores a position itself on back and forward, before the page it belongs to is rendered.
    window.history.scrollRestoration = 'manual';
    const record = () => {
      if (shownKey.current !== null) positions.current[shownKey.current] = window.scrollY;
    };
    // Leaving the document (a reload, another site): the positions wait in the tab for its return.
    const keep = () => {
      record();
      try {
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions.current));
      } catch {
        // No sessionStorage (blocked or full): back and forward within the app still return.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  return null;
}
