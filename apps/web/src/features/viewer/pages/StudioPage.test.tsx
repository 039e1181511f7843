import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import StudioPage from './StudioPage.tsx';

// jsdom has no WebGL: the viewer's own refusal is what these tests see of it.
describe('the 3D studio page', () => {
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('names a file of another format and the formats the viewer opens, without loading it', async () => {
    await i18n.changeLanguage('en');
    render(<StudioPage />);
    fireEvent.change(screen.getByLabelText('Choose files'), { target: { files: [new File(['hello'], 'notes.txt')] } });
    expect(screen.getByText('notes.txt: this format cannot be shown. The viewer opens STL, PLY and OBJ files.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says so where the browser cannot draw 3D', async () => {
    await i18n.changeLanguage('ko');
    render(<StudioPage />);
    expect(await screen.findByText('이 브라우저에서는 3D 모델을 표시할 수 없습니다(WebGL 사용 불가).')).toBeTruthy();
  });

  it('frees a removed file from the list', async () => {
    await i18n.changeLanguage('en');
    render(<StudioPage />);
    fireEvent.change(screen.getByLabelText('Choose files'), { target: { files: [new File(['x'], 'a.docx')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.docx' }));
    expect(screen.queryByText(/a\.docx/)).toBeNull();
  });
});
