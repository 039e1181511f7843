// The 3D viewer for another feature's page, in a face of its own (ARCHITECTURE §6): three.js comes
// with the viewer's chunk only when it first renders, and nothing importing index.ts pulls it in.
import { lazy } from 'react';

// Several mesh files together in the viewer (a portfolio item's), loaded on first render.
export const FilesViewer = lazy(() => import('./components/FilesViewer.tsx'));
// Its props' types: the files to show, and the handle a page captures a cover through.
export type { MeshViewerHandle } from './components/MeshViewer.tsx';
export type { MeshSource } from './mesh/mesh-loads.ts';
