// The swap from the build's pre-rendered page to the app (decision 0024). Rendered beside the routed
// page inside the shell's Suspense boundary, so its layout effect runs in the commit that first
// shows the app's own page (its code, catalogues and code tables loaded): the static copy goes and
// the app's root shows in the same frame, with nothing painted in between.
import { useLayoutEffect } from 'react';

export function PrerenderHandoff() {
  useLayoutEffect(() => {
    const prerendered = document.getElementById('prerendered');
    if (!prerendered) return;
    prerendered.remove();
    document.getElementById('root')?.removeAttribute('hidden');
  }, []);
  return null;
}
