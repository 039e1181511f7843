// The swap from the build's pre-rendered page to the app (decision 0024). Rendered beside the routed
// page inside the shell's Suspense boundary: the static copy goes and the app's root shows in the
// same frame as the app's own page, with nothing painted in between. React commits it only with the
// page; Preact (the browser build, decision 0045) commits it at once even while the page's code
// still loads, so it waits for the loading screen standing in for the page to go (lib/page-shown.ts).
import { useLayoutEffect } from 'react';
import { whenPageShown } from '../lib/page-shown.ts';

export function PrerenderHandoff() {
  useLayoutEffect(() => {
    const prerendered = document.getElementById('prerendered');
    const root = document.getElementById('root');
    if (!prerendered || !root) return;
    return whenPageShown(() => {
      prerendered.remove();
      root.removeAttribute('hidden');
    }, root);
  }, []);
  return null;
}
