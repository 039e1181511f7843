// A tab left open across a deploy still runs the build it loaded; when it asks for a code chunk of
// that build, the new one no longer has it (the server answers 404, decision 0027). Such a failure
// reloads the page once, into the new version, instead of breaking the page. A reload within the
// last 10 s (kept in sessionStorage, per tab) means the chunk is missing for another reason: then
// the error shows as any other, so a tab never loops. No React here: main.tsx installs it first.

/** When this tab last reloaded for a missing chunk (ms since the epoch). */
export const CHUNK_RELOAD_KEY = 'dcm:chunk-reload-at';
/** No second reload within this long: the new build did not help, so reloading again would loop. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** How the page reloads; tests put a spy here (jsdom cannot reload). */
export const chunkReload = { reload: (): void => window.location.reload() };

/** A failed load of a code chunk, as each browser words it (Chrome, Firefox, Safari, Vite's CSS preload). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|is not a valid JavaScript MIME type/i.test(message);
}

/** Reloads the page unless it did so within the guard period; answers whether it reloads. */
export function reloadForNewBuild(now: number = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY)) || 0;
    if (now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // No sessionStorage (blocked): nothing would stop a loop, so no reload at all.
    return false;
  }
  chunkReload.reload();
  return true;
}

/** `load` (a dynamic import) reloading the page when its chunk is gone; stays pending while the page reloads. */
export function withChunkReload<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (isChunkLoadError(error) && reloadForNewBuild()) return new Promise<T>(() => undefined);
    throw error;
  });
}

let installed = false;

/** Hears Vite's preload failures and failed imports nobody caught; once, from main.tsx. */
export function installChunkReload(): void {
  if (installed) return;
  installed = true;
  // Vite dispatches this when a chunk's CSS or dependencies fail to preload; preventDefault keeps it from throwing.
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewBuild()) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason) && reloadForNewBuild()) event.preventDefault();
  });
}
