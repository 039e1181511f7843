import { describe, expect, it } from 'vitest';
import { checkFile, imageRule } from './file-rules.ts';

describe('file checks before upload', () => {
  it('accepts the image types of the spec in any letter case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.Gif']) expect(checkFile({ name, size: 10 }, imageRule)).toBeNull();
  });

  it('refuses another extension and an image over 10 MB', () => {
    expect(checkFile({ name: 'scan.stl', size: 10 }, imageRule)).toBe('FILE_TYPE_NOT_SUPPORTED');
    expect(checkFile({ name: 'noext', size: 10 }, imageRule)).toBe('FILE_TYPE_NOT_SUPPORTED');
    expect(checkFile({ name: 'big.png', size: 10 * 1024 * 1024 + 1 }, imageRule)).toBe('FILE_SIZE_EXCEEDED');
  });
});
