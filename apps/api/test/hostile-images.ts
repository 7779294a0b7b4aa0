import fs from 'node:fs';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** Files an attacker would upload, all made here, so no fixture file can go stale. */

export const SCRIPT = '<script>alert(document.cookie)</script>';
export const HTML_PAGE = `<!doctype html><html><body>${SCRIPT}</body></html>`;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/**
 * A valid, all-zero 1-bit greyscale PNG of this size. Zeros deflate about 230:1, so 50000×50000
 * (2.5 gigapixels, 10 GB once decoded as RGBA) fits in 1.4 MB: a decompression bomb.
 */
export async function zeroPng(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(width / 8);
  const rowsPerWrite = Math.max(1, Math.floor(4_000_000 / rowBytes));
  const zeros = Buffer.alloc(rowBytes * rowsPerWrite);
  // Streamed, so the test never holds the 300 MB of raw rows.
  const deflate = zlib.createDeflate({ level: 1 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let row = 0; row < height; row += rowsPerWrite) {
    const rows = Math.min(rowsPerWrite, height - row);
    if (!deflate.write(zeros.subarray(0, rows * rowBytes))) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await ended;
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(parts)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const smallJpeg = (background = '#2266aa', size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background } })
    .jpeg()
    .toBuffer();

/**
 * A real JPEG that is also an HTML page: the page sits in a comment segment (COM, 0xFFFE) right
 * after the start marker, where a sniffing browser finds it, and again after the end marker.
 */
export async function jpegHtmlPolyglot(): Promise<Buffer> {
  const jpeg = await smallJpeg();
  const comment = Buffer.from(HTML_PAGE, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(comment.length + 2);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    comment,
    jpeg.subarray(2),
    Buffer.from(HTML_PAGE, 'latin1'),
  ]);
}

/** A real PNG carrying the page in a tEXt chunk before its data and again after IEND. */
export async function pngHtmlPolyglot(): Promise<Buffer> {
  const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#44aa66' } })
    .png()
    .toBuffer();
  const text = pngChunk('tEXt', Buffer.from(`Comment\u0000${HTML_PAGE}`, 'latin1'));
  // Signature (8) + IHDR (25) come first; the text chunk goes right after them.
  return Buffer.concat([png.subarray(0, 33), text, png.subarray(33), Buffer.from(HTML_PAGE, 'latin1')]);
}

/** A JPEG whose EXIF names the camera and carries a GPS position (Dhaka). */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 40, channels: 3, background: '#884422' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Copyright: 'secret location' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 36/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
    })
    .toBuffer();
}

/** The first 64 kB of a real executable: the Node binary running this test. */
export function executableHead(): Buffer {
  const head = Buffer.alloc(64 * 1024);
  const fd = fs.openSync(process.execPath, 'r');
  try {
    return head.subarray(0, fs.readSync(fd, head, 0, head.length, 0));
  } finally {
    fs.closeSync(fd);
  }
}

/** Whether these bytes hold markup a browser could run, in any letter case. */
export const holdsMarkup = (bytes: Buffer) => /<script|<html|<svg|<!doctype/i.test(bytes.toString('latin1'));
