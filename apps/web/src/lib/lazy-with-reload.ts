// React.lazy for the routes' pages, with the chunk reload of lib/chunk-reload.ts: a page whose code
// a deploy removed reloads the tab into the new version once, instead of showing an error.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withChunkReload } from './chunk-reload.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound React.lazy itself takes: any component, whatever its props
export function lazyWithReload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => withChunkReload(load));
}
