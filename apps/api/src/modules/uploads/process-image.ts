import sharp from 'sharp';
import { HttpError } from '../../lib/http-errors.ts';

// Larger images are refused before decoding: a small file can claim huge dimensions (a decompression bomb).
// A meal photo is stored at most 1600 px wide; 25 megapixels takes a 24 MP camera's 6000×4000 and
// a phone's usual 12 MP, and caps one decode at about 100 MB of memory.
export const MAX_INPUT_PIXELS = 25_000_000;
const MAX_DIMENSION = 1600;

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Accepts JPEG, PNG, WebP and AVIF by their content (never by name or declared type), decodes and
 * re-encodes to WebP: metadata (EXIF, GPS) is dropped, orientation applied, size capped, and any
 * bytes smuggled after or inside the image are gone.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  let format: string | undefined;
  let compression: string | undefined;
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = meta.format;
    compression = meta.compression;
  } catch (error) {
    // Reading the header already checks the claimed size, so a bomb ends here, never decoded.
    throw isPixelLimit(error) ? tooLarge() : unsupported();
  }
  const isAvif = format === 'heif' && compression === 'av1';
  if (!(format === 'jpeg' || format === 'png' || format === 'webp' || isAvif)) throw unsupported();
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    if (isPixelLimit(error)) throw tooLarge();
    throw new HttpError(422, 'The image could not be read. It may be damaged or incomplete.');
  }
}

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);
const tooLarge = () => new HttpError(413, 'The image is too large.');
const unsupported = () => new HttpError(415, 'Please upload a JPEG, PNG, WebP or AVIF image.');
