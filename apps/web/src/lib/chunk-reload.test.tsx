import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, chunkReload, installChunkReload, isChunkLoadError, reloadForNewBuild, withChunkReload } from './chunk-reload.ts';
import { lazyWithReload } from './lazy-with-reload.ts';

/** What Chrome rejects a dynamic import with when the chunk answers 404. */
const gone = () => new TypeError('Failed to fetch dynamically imported module: https://t-esigner.example/assets/OrderPage-Old999.js');

let reload: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  sessionStorage.clear();
  reload = vi.fn<() => void>();
  chunkReload.reload = reload;
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('the reload into a new build', () => {
  it('knows a missing chunk in each browser’s words, and nothing else', () => {
    expect(isChunkLoadError(gone())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/OrderPage-Old999.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Request failed with status code 500'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads once, and not again within 10 s, so a chunk missing for another reason never loops', () => {
    const start = 1_800_000_000_000;
    expect(reloadForNewBuild(start)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(start));
    expect(reloadForNewBuild(start + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy, much later: once more.
    expect(reloadForNewBuild(start + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload where sessionStorage is blocked, having nothing to stop a loop', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(reloadForNewBuild()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads on a lazy page whose chunk is gone, and shows the error when the reload did not help', async () => {
    const Page = lazyWithReload(() => Promise.reject(gone()));
    render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </Boundary>,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The page stays as it is while the browser reloads: no error flashes.
    expect(screen.queryByRole('alert')).toBeNull();

    // The new build misses it too (within 10 s): an error like any other, and no second reload.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Again = lazyWithReload(() => Promise.reject(gone()));
    render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Again />
        </Suspense>
      </Boundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/Failed to fetch dynamically imported module/);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('passes any other failure of an import through untouched', async () => {
    const broken = new Error('Cannot read properties of undefined');
    await expect(withChunkReload(() => Promise.reject(broken))).rejects.toBe(broken);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads on Vite’s preload error and on a failed import nobody caught', () => {
    installChunkReload();
    const preload = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(preload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(preload.defaultPrevented).toBe(true);

    sessionStorage.clear();
    const rejection = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: gone() });
    window.dispatchEvent(rejection);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(rejection.defaultPrevented).toBe(true);

    // Another rejection is none of its business.
    sessionStorage.clear();
    const other = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
    Object.defineProperty(other, 'reason', { value: new Error('boom') });
    window.dispatchEvent(other);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(other.defaultPrevented).toBe(false);
  });
});
