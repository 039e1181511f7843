import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDownload } from './download.ts';

describe('native downloads', () => {
  afterEach(() => vi.restoreAllMocks());

  function clickedLinks(): HTMLAnchorElement[] {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    return clicked;
  }

  it('a signed link is clicked as a download under the given name', () => {
    const clicked = clickedLinks();
    startDownload('/api/v1/downloads/abc.def', 'crown.stl');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.getAttribute('href')).toBe('/api/v1/downloads/abc.def');
    expect(clicked[0]?.download).toBe('crown.stl');
  });

  it('a link without a name is still a download, named by the server', () => {
    const clicked = clickedLinks();
    startDownload('/api/v1/downloads/abc.def');
    expect(clicked[0]?.getAttribute('href')).toBe('/api/v1/downloads/abc.def');
    expect(clicked[0]?.hasAttribute('download')).toBe(true);
    expect(clicked[0]?.download).toBe('');
  });
});
