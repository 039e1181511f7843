import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { PortfolioGallery } from './PortfolioGallery.tsx';
import { itemOf, SCAN_ID, STL_ID } from './test-fixtures.tsx';

vi.mock('../../viewer/components/MeshViewer.tsx', async () => ({ MeshViewer: (await import('./test-fixtures.tsx')).fakeViewer(() => Promise.reject(new Error('unused'))) }));
const loads = vi.hoisted(() => ({ loadMesh: vi.fn(), downloadBytes: vi.fn() }));
vi.mock('../../viewer/mesh/load.ts', () => {
  class ViewerLoadError extends Error {
    readonly code: string;
    constructor(code: string) {
      super(code);
      this.code = code;
    }
  }
  return { loadMesh: loads.loadMesh, ViewerLoadError };
});
vi.mock('../../viewer/comms-api.ts', () => ({ downloadBytes: loads.downloadBytes }));

const MESH = { positions: new Float32Array(9), normals: new Float32Array(9), triangleCount: 1, bounds: { min: [0, 0, 0], max: [1, 1, 1] } };

beforeEach(async () => {
  await i18n.changeLanguage('en');
  loads.downloadBytes.mockReset().mockImplementation(async (_url: string, { onProgress }: { onProgress: (f: number) => void }) => {
    onProgress(1);
    return new ArrayBuffer(8);
  });
  loads.loadMesh.mockReset().mockResolvedValue(MESH);
});
afterEach(() => vi.restoreAllMocks());

describe('the public portfolio gallery', () => {
  it('says there is no portfolio yet, in the member’s language', async () => {
    render(<PortfolioGallery items={[]} />);
    expect(screen.getByTestId('portfolio-gallery-empty').textContent).toBe('No portfolio yet.');
    await i18n.changeLanguage('ko');
    await waitFor(() => expect(screen.getByTestId('portfolio-gallery-empty').textContent).toBe('아직 등록된 포트폴리오가 없습니다.'));
  });

  it('shows each item by its cover, else its main image, with its title and description', () => {
    render(<PortfolioGallery items={[itemOf(), itemOf({ id: crypto.randomUUID(), title: 'Crown', coverImageUrl: '/api/v1/common/file/cover' })]} />);
    const cards = screen.getAllByTestId('portfolio-gallery-item');
    expect(cards.map((c) => c.querySelector('img')?.getAttribute('src'))).toEqual([itemOf().mainImageUrl, '/api/v1/common/file/cover']);
    expect(within(cards[0]!).getByTestId('portfolio-item-title').textContent).toBe('Zirconia bridge');
    expect(within(cards[0]!).getByTestId('portfolio-item-description').textContent).toBe('Three units, upper right.');
    expect(cards[0]?.textContent).toContain('2 3D files');
  });

  it('opens an item with all its files together in the 3D viewer', async () => {
    render(<PortfolioGallery items={[itemOf()]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open Zirconia bridge in the 3D viewer' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Three units, upper right.')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByTestId('mesh-viewer').textContent).toBe('bridge.stl, upper scan.ply'));
    expect(loads.downloadBytes.mock.calls.map(([url]) => url)).toEqual([`/api/v1/common/file/${STL_ID}`, `/api/v1/common/file/${SCAN_ID}`]);
    expect(loads.loadMesh.mock.calls.map(([source]) => source.name)).toEqual(['bridge.stl', 'upper scan.ply']);
  });

  it('names a file that could not be loaded or timed out, and shows the others', async () => {
    const { ViewerLoadError } = await import('../../viewer/mesh/load.ts');
    loads.loadMesh.mockImplementation(async (source: { name: string }) => {
      if (source.name.endsWith('.ply')) throw new (ViewerLoadError as unknown as new (code: string) => Error)('VIEWER_TIMEOUT');
      return MESH;
    });
    loads.downloadBytes.mockImplementationOnce(async () => {
      throw new Error('The download answered 404.');
    });
    render(<PortfolioGallery items={[itemOf({ files: [...itemOf().files, { id: crypto.randomUUID(), name: 'crown.stl', size: 10, role: 'cad', url: '/api/v1/common/file/c' }] })]} />);
    fireEvent.click(screen.getByTestId('portfolio-gallery-item'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('bridge.stl: a loading error occurred. The file may be damaged.')).toBeTruthy();
    expect(await within(dialog).findByText('upper scan.ply: loading timed out. Try again or try a smaller file.')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByTestId('mesh-viewer').textContent).toBe('crown.stl'));
  });
});
