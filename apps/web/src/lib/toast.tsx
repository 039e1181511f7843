// The app's toasts: sonner's, loaded with the first one. No page shows a toast as it loads, so the
// start does without sonner (decision 0037). A toast asked for while sonner loads shows once it has,
// in the order asked, and the Toaster mounts then.
import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast, ToasterProps } from 'sonner';
import { withChunkReload } from './chunk-reload.ts';

type Sonner = typeof SonnerModule;

let sonner: Sonner | undefined;
let loading = false;
/** The toasts asked for before sonner loaded, in order. */
const waiting: Array<(loaded: Sonner) => void> = [];
/** The Toaster, told when sonner has loaded. */
const listeners = new Set<() => void>();

function load(): void {
  loading = true;
  void withChunkReload(() => import('sonner')).then(
    (loaded) => {
      sonner = loaded;
      for (const show of waiting.splice(0)) show(loaded);
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // The toasts keep waiting: the next one tries again.
      loading = false;
      throw error;
    },
  );
}

function show(toastWith: (loaded: Sonner) => void): void {
  if (sonner) return toastWith(sonner);
  waiting.push(toastWith);
  if (!loading) load();
}

/** A toast: a plain message, or one marked success, error or info; the options are sonner's. */
export const toast = Object.assign((message: string, options?: ExternalToast) => show((loaded) => loaded.toast(message, options)), {
  success: (message: string, options?: ExternalToast) => show((loaded) => loaded.toast.success(message, options)),
  error: (message: string, options?: ExternalToast) => show((loaded) => loaded.toast.error(message, options)),
  info: (message: string, options?: ExternalToast) => show((loaded) => loaded.toast.info(message, options)),
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** sonner's Toaster, mounted once the first toast has loaded it; it then shows what was asked for meanwhile. */
export function Toaster(props: ToasterProps) {
  const loaded = useSyncExternalStore(subscribe, () => sonner);
  return loaded ? <loaded.Toaster {...props} /> : null;
}
