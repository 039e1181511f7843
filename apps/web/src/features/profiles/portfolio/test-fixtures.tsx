// Shared by the portfolio tests: an item as the server answers it, a query client, and a viewer
// stand-in (jsdom has no WebGL) whose capture the test decides.
import type { PortfolioItem, UploadAnswer } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useImperativeHandle, type ReactNode, type Ref } from 'react';
import type { MeshViewerHandle, ViewerFile } from '../../viewer/components/MeshViewer.tsx';

export const ITEM_ID = '66666666-6666-4666-8666-666666666666';
export const MAIN_ID = '77777777-7777-4777-8777-777777777777';
export const STL_ID = '88888888-8888-4888-8888-888888888888';
export const SCAN_ID = '99999999-9999-4999-8999-999999999999';

export const itemOf = (extra: Partial<PortfolioItem> = {}): PortfolioItem => ({
  id: ITEM_ID,
  title: 'Zirconia bridge',
  description: 'Three units, upper right.',
  mainImageId: MAIN_ID,
  mainImageUrl: `/api/v1/common/file/${MAIN_ID}`,
  coverImageId: null,
  coverImageUrl: null,
  files: [
    { id: STL_ID, name: 'bridge.stl', size: 4096, role: 'stl', url: `/api/v1/common/file/${STL_ID}` },
    { id: SCAN_ID, name: 'upper scan.ply', size: 8192, role: 'scan', url: `/api/v1/common/file/${SCAN_ID}` },
  ],
  createdAt: '2027-03-02T05:30:00.000Z',
  ...extra,
});

export const answerOf = (file: { name: string; size: number }, mime = 'model/stl'): UploadAnswer => ({
  id: crypto.randomUUID(),
  name: file.name,
  size: file.size,
  mime,
  url: '/api/v1/common/file/x',
  nameFlag: false,
});

export function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

/** Stands in for MeshViewer: lists the files it was given and answers `capture` with the test's function. */
export function fakeViewer(capture: () => Promise<Blob>) {
  return function MeshViewer({ files, ref }: { files: ViewerFile[]; ref?: Ref<MeshViewerHandle> }) {
    useImperativeHandle(ref, () => ({ focusPin: () => undefined, capture }));
    return <div data-testid="mesh-viewer">{files.map((f) => f.name).join(', ')}</div>;
  };
}
