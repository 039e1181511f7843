// The order's mesh files chosen for the viewer and their loads: each chosen file is downloaded
// through the order's expiring link and parsed once, with its own progress and error; unchecking a
// file stops its load and drops its mesh (the viewer frees it), checking it again loads it anew.
import type { CommsFile, OrderComms } from '@dcm/shared';
import type { ParsedMesh } from '@dcm/shared/mesh/parse';
import { useEffect, useRef, useState } from 'react';
import { downloadBytes, fileLink } from './comms-api.ts';
import type { ViewerFile } from './components/MeshViewer.tsx';
import { loadMesh, ViewerLoadError } from './mesh/load.ts';

/** Downloading counts as the first half of a file's progress, parsing as the second. */
const DOWNLOAD_SHARE = 0.5;

export interface CommsLoad {
  fraction: number;
  /** A key of the viewer catalogue's `errors` once failed. */
  error: 'VIEWER_LOAD_ERROR' | 'VIEWER_TIMEOUT' | null;
  mesh: ParsedMesh | null;
}

const starting: CommsLoad = { fraction: 0, error: null, mesh: null };

/** `startIds`: the files chosen until the member checks or unchecks one. */
export function useCommsLoads(orderId: string, comms: OrderComms | undefined, startIds: string[]) {
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [loads, setLoads] = useState<Record<string, CommsLoad>>({});
  const loading = useRef(new Map<string, AbortController>());

  const files = comms?.files ?? [];
  const chosenIds = chosen ?? startIds;
  const chosenKey = chosenIds.join(',');

  const patch = (id: string, change: Partial<CommsLoad>) => setLoads((all) => ({ ...all, [id]: { ...(all[id] ?? starting), ...change } }));

  const load = async (file: CommsFile, signal: AbortSignal) => {
    try {
      const url = await fileLink(orderId, file);
      const buffer = await downloadBytes(url, { signal, onProgress: (f) => patch(file.id, { fraction: f * DOWNLOAD_SHARE }) });
      const mesh = await loadMesh({ name: file.name, buffer }, { signal, onProgress: (f) => patch(file.id, { fraction: DOWNLOAD_SHARE + (1 - DOWNLOAD_SHARE) * f }) });
      patch(file.id, { fraction: 1, mesh });
    } catch (error) {
      // Closed while loading: nothing to say.
      if (!signal.aborted) patch(file.id, { error: error instanceof ViewerLoadError ? error.code : 'VIEWER_LOAD_ERROR' });
    }
  };

  useEffect(() => {
    const running = loading.current;
    for (const file of files) {
      if (!chosenIds.includes(file.id) || running.has(file.id)) continue;
      const controller = new AbortController();
      running.set(file.id, controller);
      void load(file, controller.signal);
    }
    // A file is started once per choice (`loading` remembers it); the list of ids stands for the choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosenKey, comms]);

  useEffect(() => {
    const running = loading.current;
    return () => {
      running.forEach((c) => c.abort());
      // Mounted again (development's double run): every chosen file starts again.
      running.clear();
    };
  }, []);

  const toggle = (file: CommsFile, on: boolean) => {
    if (!on) {
      loading.current.get(file.id)?.abort();
      loading.current.delete(file.id);
      setLoads(({ [file.id]: _dropped, ...rest }) => rest);
    }
    setChosen(on ? [...chosenIds, file.id] : chosenIds.filter((id) => id !== file.id));
  };

  /** The chosen files whose mesh is loaded, for the viewer. */
  const shown: ViewerFile[] = files.flatMap((f) => {
    const mesh = chosenIds.includes(f.id) ? loads[f.id]?.mesh : null;
    return mesh ? [{ id: f.id, name: f.name, mesh }] : [];
  });

  return { chosenIds, loadOf: (id: string) => loads[id] ?? starting, shown, toggle };
}
