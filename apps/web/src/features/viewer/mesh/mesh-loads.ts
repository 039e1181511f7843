// Mesh files for the 3D viewer, each with its own progress and SPEC §8 error: a file just picked is
// read from the device, a stored one is downloaded from its file route (with the member's token:
// their own private files open too). Only the lazily loaded FilesViewer imports this.
import { useEffect, useRef, useState } from 'react';
import type { ParsedMesh } from '@dcm/shared/mesh/parse';
import { downloadBytes } from '../comms-api.ts';
import { loadMesh, ViewerLoadError } from './load.ts';

/** One mesh to show: a picked `file`, else the bytes at `url`. */
export interface MeshSource {
  id: string;
  name: string;
  file?: File;
  url?: string;
}

export interface MeshLoad {
  fraction: number;
  /** A key of the viewer catalogue's `errors` once failed. */
  error: 'VIEWER_LOAD_ERROR' | 'VIEWER_TIMEOUT' | null;
  mesh: ParsedMesh | null;
}

export const startingLoad: MeshLoad = { fraction: 0, error: null, mesh: null };

/** Downloading counts as the first half of a stored file's progress, parsing as the second. */
const DOWNLOAD_SHARE = 0.5;

/** Loads every source once; a source no longer listed is stopped and its mesh let go. */
export function useMeshLoads(sources: MeshSource[]): Record<string, MeshLoad> {
  const [loads, setLoads] = useState<Record<string, MeshLoad>>({});
  const running = useRef(new Map<string, AbortController>());
  const key = sources.map((s) => s.id).join(',');

  // A dropped source's mesh is forgotten at once, so the viewer frees its geometry.
  const [listed, setListed] = useState(key);
  if (listed !== key) {
    setListed(key);
    const ids = new Set(sources.map((s) => s.id));
    setLoads((all) => Object.fromEntries(Object.entries(all).filter(([id]) => ids.has(id))));
  }

  useEffect(() => {
    const started = running.current;
    const ids = new Set(sources.map((s) => s.id));
    for (const [id, controller] of started) {
      if (ids.has(id)) continue;
      controller.abort();
      started.delete(id);
    }
    for (const source of sources) {
      if (started.has(source.id)) continue;
      const controller = new AbortController();
      started.set(source.id, controller);
      void load(source, controller.signal, setLoads);
    }
    // The list of ids stands for the sources: each is started once while listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    const started = running.current;
    return () => {
      started.forEach((c) => c.abort());
      // Mounted again (development's double run): every source starts again.
      started.clear();
    };
  }, []);

  return loads;
}

async function load(source: MeshSource, signal: AbortSignal, setLoads: (change: (all: Record<string, MeshLoad>) => Record<string, MeshLoad>) => void) {
  const patch = (change: Partial<MeshLoad>) => {
    // Stopped: the source is gone, and so is its row.
    if (signal.aborted) return;
    setLoads((all) => ({ ...all, [source.id]: { ...(all[source.id] ?? startingLoad), ...change } }));
  };
  try {
    const share = source.file ? 0 : DOWNLOAD_SHARE;
    const input = source.file ?? {
      name: source.name,
      // The owner's files are private while the profile is: the token opens them.
      buffer: await downloadBytes(source.url ?? '', { signal, signedIn: true, onProgress: (f) => patch({ fraction: f * DOWNLOAD_SHARE }) }),
    };
    const mesh = await loadMesh(input, { signal, onProgress: (f) => patch({ fraction: share + (1 - share) * f }) });
    patch({ fraction: 1, mesh });
  } catch (error) {
    patch({ error: error instanceof ViewerLoadError ? error.code : 'VIEWER_LOAD_ERROR' });
  }
}
