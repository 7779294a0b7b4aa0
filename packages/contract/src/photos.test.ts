import { describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS, photoSrcSet, storedPhotoName } from './photos.ts';

describe('stored photos', () => {
  it('knows our own stored names and nothing else', () => {
    expect(storedPhotoName('/api/uploads/1f0e-ab.webp')).toBe('1f0e-ab.webp');
    for (const url of [
      null,
      undefined,
      '',
      'https://example.test/api/uploads/x.webp',
      '/api/uploads/../secret.webp',
      '/api/uploads/w640/x.webp',
      '/api/uploads/x.png',
      '/uploads/x.webp',
    ]) {
      expect(storedPhotoName(url)).toBeNull();
    }
  });

  it('offers every width of a stored photo, and leaves other URLs as they are', () => {
    const srcset = photoSrcSet('/api/uploads/plate.webp');
    expect(srcset?.split(', ')).toEqual(PHOTO_WIDTHS.map((w) => `/api/uploads/w${w}/plate.webp ${w}w`));
    expect(photoSrcSet('https://lh3.example.test/photo.jpg')).toBeUndefined();
  });
});
