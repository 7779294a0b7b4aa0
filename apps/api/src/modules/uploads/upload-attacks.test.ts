import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@hostel/contract/uploads';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  executableHead,
  HTML_PAGE,
  holdsMarkup,
  jpegHtmlPolyglot,
  jpegWithGps,
  pngHtmlPolyglot,
  SCRIPT,
  smallJpeg,
  zeroPng,
} from '../../../test/hostile-images.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { multipartBody, postUpload, storedImageNames } from '../../../test/uploads.ts';
import { uploadData, uploads } from '../../db/schema/uploads.ts';

// Temp files go to os.tmpdir(), which reads TMPDIR on every call: pointing it at a folder of this
// file's own makes "no temp file left behind" checkable while other test files run beside it.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-upload-attacks-'));
const previousTmpDir = process.env.TMPDIR;
process.env.TMPDIR = scratch;
// Registered before useTestApp, so it runs after the app has closed (after-hooks run in reverse).
afterAll(() => {
  if (previousTmpDir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmpDir;
  fs.rmSync(scratch, { recursive: true, force: true });
});

const t = useTestApp();
let user: TestSession;

beforeAll(async () => {
  user = await signUp(t.app);
});

const UNSUPPORTED = 'Please upload a JPEG, PNG, WebP or AVIF image.';
const DAMAGED = 'The image could not be read. It may be damaged or incomplete.';

const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

/** Everywhere an upload could leave something: stored files, the data and temp folders, the table. */
async function traces() {
  // The sign-up's verification mail lands in DATA_DIR/outbox on its own time: let it first.
  await t.app.mailQueue.idle();
  return {
    stored: await storedImageNames(t.db),
    dataDir: list(t.dataDir),
    tmpDir: list(scratch),
    rows: await t.db.$count(uploads),
  };
}

const send = (fileName: string, content: Buffer, contentType: string) =>
  postUpload(t.app, multipartBody(fileName, content, contentType), user);

async function expectRefusedWithoutTrace(
  fileName: string,
  content: Buffer,
  contentType: string,
  status: number,
  message: string,
) {
  const before = await traces();
  const res = await send(fileName, content, contentType);
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ success: false, status, error: { message } });
  expect(await traces()).toEqual(before);
}

/** Uploads, expects it stored as one clean WebP under a name of ours, and answers the stored bytes. */
async function expectStoredClean(fileName: string, content: Buffer, contentType: string): Promise<Buffer> {
  const before = await traces();
  const res = await send(fileName, content, contentType);
  expect(res.statusCode).toBe(200);
  const { url } = res.json().data as { url: string };
  const storedName = path.basename(url);
  expect(url).toBe(`/api/uploads/${storedName}`);
  expect(storedName).toMatch(/^[0-9a-f-]{36}\.webp$/);
  const after = await traces();
  expect(after).toEqual({ ...before, stored: [...before.stored, storedName].sort(), rows: before.rows + 1 });
  const [row] = await t.db.select().from(uploads).where(eq(uploads.fileName, storedName));
  expect(row).toMatchObject({ ownerId: user.id, contentType: 'image/webp' });
  const [image] = await t.db.select().from(uploadData).where(eq(uploadData.fileName, storedName));
  const stored = image?.data as Buffer;
  const meta = await sharp(stored).metadata();
  expect(meta.format).toBe('webp');
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(holdsMarkup(stored)).toBe(false);
  // Served as an image that can never run as a page, whatever a browser sniffs or asks for.
  const served = await t.app.inject({ url, headers: { accept: 'text/html' } });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(served.rawPayload.equals(stored)).toBe(true);
  return stored;
}

describe('hostile content is refused and leaves no file, row or temp file', () => {
  it.each([
    ['an SVG with a script', 'x.svg', 'image/svg+xml', `<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`],
    ['an SVG named .png', 'x.png', 'image/png', `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>`],
    ['an HTML page named .png', 'page.png', 'image/png', HTML_PAGE],
    ['an HTML page named .jpg, declared as JPEG', 'page.jpg', 'image/jpeg', HTML_PAGE],
    ['a text file named .png', 'notes.png', 'image/png', 'just some text, not an image at all'],
  ])('%s: 415', async (_label, name, type, text) => {
    await expectRefusedWithoutTrace(name, Buffer.from(text), type, 415, UNSUPPORTED);
  });

  it('an executable named .png: 415', async () => {
    const exe = executableHead();
    expect(exe.subarray(0, 4).toString('latin1')).toBe('\u007fELF');
    await expectRefusedWithoutTrace('setup.png', exe, 'image/png', 415, UNSUPPORTED);
  });

  it('truncated images: 422 when the header is whole, 415 when even that is cut', async () => {
    const jpeg = await smallJpeg('#2266aa', 300);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2266aa' } })
      .png()
      .toBuffer();
    await expectRefusedWithoutTrace('cut.jpg', jpeg.subarray(0, jpeg.length / 2), 'image/jpeg', 422, DAMAGED);
    await expectRefusedWithoutTrace('cut.png', png.subarray(0, png.length / 2), 'image/png', 422, DAMAGED);
    await expectRefusedWithoutTrace('cut.jpg', jpeg.subarray(0, 40), 'image/jpeg', 415, UNSUPPORTED);
  });

  it('a file over 5 MB: 413', async () => {
    const png = await pngHtmlPolyglot();
    const huge = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - png.length, 7)]);
    await expectRefusedWithoutTrace('huge.png', huge, 'image/png', 413, 'The image is larger than 5 MB.');
  });

  it('a decompression bomb (a 1.4 MB PNG of 50000×50000 pixels): 413 fast, without decoding it', async () => {
    const bomb = await zeroPng(50_000, 50_000);
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 50_000, height: 50_000 });
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    await expectRefusedWithoutTrace('bomb.png', bomb, 'image/png', 413, 'The image is too large.');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });

  it('a JPEG whose header claims 60000×60000 pixels: 413', async () => {
    const jpeg = Buffer.from(await smallJpeg());
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect(frame).toBeGreaterThan(0);
    jpeg.writeUInt16BE(60_000, frame + 5);
    jpeg.writeUInt16BE(60_000, frame + 7);
    await expectRefusedWithoutTrace('huge.jpg', jpeg, 'image/jpeg', 413, 'The image is too large.');
  });

  it('a real PNG just over the 25-megapixel cap of a meal photo (5001×5000): 413', async () => {
    const png = await zeroPng(5001, 5000);
    expect(png.length).toBeLessThan(MAX_UPLOAD_BYTES);
    await expectRefusedWithoutTrace('big.png', png, 'image/png', 413, 'The image is too large.');
  });
});

describe('a failure after the file is written', () => {
  it('removes the file when its row cannot be stored', async () => {
    // A real database refusal, so the route's clean-up runs as it would on a lost connection.
    await t.db.execute(sql`alter table uploads add constraint refuse_all check (bytes < 0)`);
    try {
      const before = await traces();
      const res = await send('plate.jpg', await smallJpeg(), 'image/jpeg');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
      expect(await traces()).toEqual(before);
    } finally {
      await t.db.execute(sql`alter table uploads drop constraint refuse_all`);
    }
  });
});

describe('images carrying something else are stored re-encoded, with nothing of it left', () => {
  it('a JPEG/HTML polyglot (page in a comment segment and after the end marker)', async () => {
    const polyglot = await jpegHtmlPolyglot();
    expect((await sharp(polyglot).metadata()).format).toBe('jpeg');
    expect(holdsMarkup(polyglot)).toBe(true);
    await expectStoredClean('polyglot.jpg', polyglot, 'image/jpeg');
  });

  it('a PNG/HTML polyglot (page in a tEXt chunk and after IEND), declared as text/html', async () => {
    const polyglot = await pngHtmlPolyglot();
    expect((await sharp(polyglot).metadata()).format).toBe('png');
    await expectStoredClean('polyglot.html', polyglot, 'text/html');
  });

  it('a photo with EXIF GPS position and camera details', async () => {
    const jpeg = await jpegWithGps();
    const exif = (await sharp(jpeg).metadata()).exif as Buffer;
    // Tag 0x8825 points at the GPS directory; sharp writes little-endian ("II") EXIF.
    expect(exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const stored = await expectStoredClean('photo.jpg', jpeg, 'image/jpeg');
    for (const leak of ['SpyCam', 'secret location', 'EXIF', 'XMP ']) expect(stored.includes(leak), leak).toBe(false);
  });

  it.each([
    ['path traversal', '../../etc/passwd.png'],
    ['Windows path traversal', '..\\..\\..\\x.png'],
    ['an absolute path', '/etc/cron.d/evil.png'],
    ['an encoded traversal', '..%2f..%2fx.png'],
    ['a NUL byte', 'a\u0000.png'],
    ['a NUL byte before a second extension', 'photo.png\u0000.html'],
    ['a very long name', `${'x'.repeat(4000)}.png`],
    ['a 100 kB name', `${'y'.repeat(100_000)}.png`],
    ['no name at all', ''],
  ])('a file name with %s never shapes the stored name or path', async (_label, name) => {
    await expectStoredClean(name, await smallJpeg('#aa3366'), 'image/jpeg');
  });
});

describe('stored images are served only from the uploads folder', () => {
  const secret = () => path.join(t.dataDir, 'secret.txt');
  beforeAll(() => fs.writeFileSync(secret(), 'TOP-SECRET'));
  afterAll(() => fs.rmSync(secret()));

  it.each([
    '/api/uploads/../secret.txt',
    '/api/uploads/..%2fsecret.txt',
    '/api/uploads/%2e%2e/secret.txt',
    '/api/uploads/%2e%2e%2fsecret.txt',
    '/api/uploads/..%5csecret.txt',
    '/api/uploads/%252e%252e%252fsecret.txt',
    '/api/uploads/secret.txt%00.webp',
  ])('GET %s does not reach a file beside the folder', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.body).not.toContain('TOP-SECRET');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });
});
