// ConfirmDialog for a page whose first load must stay light (decision 0034): Radix's dialog, with its
// focus trap and scroll lock, loads when the question is first asked, not with the page. Until it has
// loaded nothing shows, and what asked stays usable; a chunk a deploy removed reloads the tab.
import { Suspense, type ComponentProps } from 'react';
import { lazyWithReload } from '../lib/lazy-with-reload.ts';

const ConfirmDialog = lazyWithReload(() => import('./ConfirmDialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

/** ConfirmDialog, mounted while it is open (closed, it renders nothing: the same to the member). */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
