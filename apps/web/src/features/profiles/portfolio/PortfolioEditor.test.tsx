import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { http, type HttpError } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { PortfolioEditor } from './PortfolioEditor.tsx';
import { answerOf, itemOf, ITEM_ID, MAIN_ID, renderWithClient, SCAN_ID, STL_ID } from './test-fixtures.tsx';
import { answeredError } from '../../../lib/http.test-support.ts';

const uploadResumable = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/resumable-upload.ts', () => ({ uploadResumable }));
const capture = vi.hoisted(() => vi.fn());
vi.mock('../../viewer/components/MeshViewer.tsx', async () => ({ MeshViewer: (await import('./test-fixtures.tsx')).fakeViewer(capture) }));
const loadMesh = vi.hoisted(() => vi.fn());
vi.mock('../../viewer/mesh/load.ts', () => ({ loadMesh, ViewerLoadError: class extends Error {} }));

const MESH = { positions: new Float32Array(9), normals: new Float32Array(9), triangleCount: 1, bounds: { min: [0, 0, 0], max: [1, 1, 1] } };
const PORTFOLIO = '/api/v1/profiles/me/portfolio';

let post: MockInstance<typeof http.post>;
/** The ids the upload endpoint gave, by file name. */
let uploaded: Record<string, string>;

function refusal(status: number, code: string, fields?: Record<string, string>): HttpError {
  return answeredError(status, { error: { code, message: '', fields } });
}

const section = (role: string) => screen.getByTestId(`portfolio-files-${role}`);
const typeTitle = (title: string) => fireEvent.change(screen.getByLabelText('Title'), { target: { value: title } });
const uploadImage = async () => {
  fireEvent.change(screen.getByLabelText('Upload the main image'), { target: { files: [new File(['png'], 'face.png', { type: 'image/png' })] } });
  await screen.findByText('Main image: face.png');
};
const pickMeshes = async (role: string, ...names: string[]) => {
  const files = names.map((n) => new File([new Uint8Array(100)], n));
  fireEvent.change(within(section(role)).getByLabelText('Choose files'), { target: { files } });
  await waitFor(() => expect(within(section(role)).getAllByText('Uploaded')).toHaveLength(names.length));
  // The queue reports its finished files to the form after showing them.
  await waitFor(() => expect(screen.queryByText('You can save once the uploads have finished.')).toBeNull());
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
  uploaded = {};
  uploadResumable.mockReset().mockImplementation(async (file: File) => {
    const answer = answerOf(file);
    uploaded[file.name] = answer.id;
    return answer;
  });
  capture.mockReset();
  loadMesh.mockReset().mockResolvedValue(MESH);
  post = vi.spyOn(http, 'post').mockImplementation(async (url: string, body: unknown) => {
    if (url === '/api/v1/common/file/upload') {
      const file = (body as FormData).get('file') as File;
      const answer = answerOf(file, file.type);
      uploaded[file.name] = answer.id;
      return { data: answer };
    }
    return { data: itemOf() };
  });
  URL.createObjectURL = vi.fn(() => 'blob:cover');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('the portfolio editor', () => {
  it('refuses an item without an STL file with the translated message, and sends nothing', async () => {
    renderWithClient(<PortfolioEditor onDone={vi.fn()} onCancel={vi.fn()} />);
    typeTitle('Zirconia bridge');
    await uploadImage();
    await pickMeshes('scan', 'upper.ply');
    fireEvent.click(screen.getByTestId('portfolio-save'));
    expect((await screen.findByTestId('portfolio-editor-error')).textContent).toBe('A portfolio item needs a title, a main image and an STL file.');
    expect(screen.getByText('Upload at least one STL file.')).toBeTruthy();
    await i18n.changeLanguage('ko');
    await waitFor(() => expect(screen.getByTestId('portfolio-editor-error').textContent).toBe('포트폴리오에는 제목, 대표 이미지, STL 파일이 필요합니다.'));
    expect(post.mock.calls.some(([url]) => url === PORTFOLIO)).toBe(false);
  });

  it('refuses an item without a title or a main image too', async () => {
    renderWithClient(<PortfolioEditor onDone={vi.fn()} onCancel={vi.fn()} />);
    await pickMeshes('stl', 'bridge.stl');
    fireEvent.click(screen.getByTestId('portfolio-save'));
    expect((await screen.findByTestId('portfolio-editor-error')).textContent).toBe('A portfolio item needs a title, a main image and an STL file.');
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Upload a main image.')).toBeTruthy();
    expect(post.mock.calls.some(([url]) => url === PORTFOLIO)).toBe(false);
  });

  it('sends the item with the ids of its uploaded image and meshes, each mesh under its role', async () => {
    const onDone = vi.fn();
    renderWithClient(<PortfolioEditor onDone={onDone} onCancel={vi.fn()} />);
    typeTitle(' Zirconia bridge ');
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Three units.' } });
    await uploadImage();
    await pickMeshes('stl', 'bridge.stl', 'pontic.stl');
    await pickMeshes('scan', 'upper.ply');
    await pickMeshes('cad', 'design.obj');
    expect(within(section('stl')).getByText('Up to 8 files, 500 MB each')).toBeTruthy();
    fireEvent.click(screen.getByTestId('portfolio-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(PORTFOLIO, {
      title: 'Zirconia bridge',
      description: 'Three units.',
      mainImageId: uploaded['face.png'],
      coverImageId: null,
      stlFileIds: [uploaded['bridge.stl'], uploaded['pontic.stl']],
      scanFileIds: [uploaded['upper.ply']],
      cadFileIds: [uploaded['design.obj']],
    });
    expect(uploadResumable.mock.calls.map(([file, kind]) => [(file as File).name, kind])).toEqual([
      ['bridge.stl', 'portfolio'],
      ['pontic.stl', 'portfolio'],
      ['upper.ply', 'portfolio'],
      ['design.obj', 'portfolio'],
    ]);
  });

  it('shows the picked STL files in the 3D preview, read from the device', async () => {
    renderWithClient(<PortfolioEditor onDone={vi.fn()} onCancel={vi.fn()} />);
    await pickMeshes('stl', 'bridge.stl');
    await waitFor(() => expect(screen.getByTestId('mesh-viewer').textContent).toBe('bridge.stl'));
    const [source] = loadMesh.mock.calls[0] as [File];
    expect(source).toBeInstanceOf(File);
    expect(source.name).toBe('bridge.stl');
  });

  it('says the capture failed when the viewer gives no picture, and keeps no cover', async () => {
    capture.mockRejectedValue(new Error('no image'));
    renderWithClient(<PortfolioEditor onDone={vi.fn()} onCancel={vi.fn()} />);
    await pickMeshes('stl', 'bridge.stl');
    await screen.findByTestId('mesh-viewer');
    fireEvent.click(screen.getByRole('button', { name: 'Capture cover' }));
    expect((await screen.findByTestId('portfolio-capture-error')).textContent).toBe('The picture could not be captured. Try again.');
    expect(screen.queryByTestId('portfolio-cover')).toBeNull();
    expect(post.mock.calls.some(([url]) => url === '/api/v1/common/file/upload')).toBe(false);
  });

  it('says the capture failed when the captured picture cannot be uploaded', async () => {
    capture.mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
    post.mockRejectedValue(refusal(500, 'INTERNAL'));
    renderWithClient(<PortfolioEditor onDone={vi.fn()} onCancel={vi.fn()} />);
    await pickMeshes('stl', 'bridge.stl');
    await screen.findByTestId('mesh-viewer');
    fireEvent.click(screen.getByRole('button', { name: 'Capture cover' }));
    expect((await screen.findByTestId('portfolio-capture-error')).textContent).toBe('The picture could not be captured. Try again.');
  });

  it('uploads a captured cover as cover.png, shows it and sends it as the cover', async () => {
    capture.mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
    const onDone = vi.fn();
    renderWithClient(<PortfolioEditor onDone={onDone} onCancel={vi.fn()} />);
    typeTitle('Crown');
    await uploadImage();
    await pickMeshes('stl', 'crown.stl');
    await screen.findByTestId('mesh-viewer');
    fireEvent.click(screen.getByRole('button', { name: 'Capture cover' }));
    expect((await screen.findByTestId('portfolio-cover')).getAttribute('src')).toBe('blob:cover');
    const form = post.mock.calls.find(([url, body]) => url === '/api/v1/common/file/upload' && ((body as FormData).get('file') as File).name === 'cover.png');
    expect(((form?.[1] as FormData).get('file') as File).type).toBe('image/png');
    expect(form?.[2]).toMatchObject({ params: { kind: 'document' } });
    fireEvent.click(screen.getByTestId('portfolio-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(PORTFOLIO, expect.objectContaining({ coverImageId: uploaded['cover.png'] }));
  });

  it('edits an item from its values, its stored files kept unless removed', async () => {
    const put = vi.spyOn(http, 'put').mockResolvedValue({ data: itemOf() });
    const onDone = vi.fn();
    renderWithClient(<PortfolioEditor item={itemOf()} onDone={onDone} onCancel={vi.fn()} />);
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Zirconia bridge');
    expect(screen.getAllByTestId('portfolio-stored-file').map((row) => row.textContent)).toEqual(['bridge.stlUploadedRemove', 'upper scan.plyUploadedRemove']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove upper scan.ply' }));
    await pickMeshes('cad', 'design.obj');
    fireEvent.click(screen.getByTestId('portfolio-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(put).toHaveBeenCalledWith(`${PORTFOLIO}/${ITEM_ID}`, {
      title: 'Zirconia bridge',
      description: 'Three units, upper right.',
      mainImageId: MAIN_ID,
      coverImageId: null,
      stlFileIds: [STL_ID],
      scanFileIds: [],
      cadFileIds: [uploaded['design.obj']],
    });
    expect(SCAN_ID).not.toBe(uploaded['design.obj']);
  });

  it('shows the server’s field errors where they belong', async () => {
    renderWithClient(<PortfolioEditor item={itemOf()} onDone={vi.fn()} onCancel={vi.fn()} />);
    vi.spyOn(http, 'put').mockRejectedValue(refusal(422, 'VALIDATION', { stlFileIds: 'Please upload the file again.' }));
    fireEvent.click(screen.getByTestId('portfolio-save'));
    expect(await within(section('stl')).findByText('Please upload the file again.')).toBeTruthy();
  });

  it('cannot be saved while a file is still uploading', async () => {
    uploadResumable.mockImplementation(() => new Promise(() => undefined));
    renderWithClient(<PortfolioEditor onDone={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(within(section('stl')).getByLabelText('Choose files'), { target: { files: [new File(['x'], 'bridge.stl')] } });
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('portfolio-save').disabled).toBe(true));
    expect(screen.getByText('You can save once the uploads have finished.')).toBeTruthy();
  });
});
