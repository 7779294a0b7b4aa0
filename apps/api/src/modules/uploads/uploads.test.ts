import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { TEST_ORIGIN, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let user: TestSession;

beforeAll(async () => {
  user = await signUp(t.app);
});

function multipart(fileName: string, content: Buffer, contentType: string, field = 'image') {
  const boundary = `----hm${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: TEST_ORIGIN },
  };
}

async function upload(body: ReturnType<typeof multipart>, session: TestSession | null = user) {
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...(session ? { cookie: session.cookie } : {}) },
  });
}

const storedFiles = () => fs.readdirSync(path.join(t.dataDir, 'uploads'));

const png = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 230, g: 120, b: 30 } } })
    .png()
    .toBuffer();

describe('POST /api/uploads', () => {
  it('stores a valid image re-encoded as WebP, capped in size, in the image-hosting shape', async () => {
    const res = await upload(multipart('plate.png', await png(), 'image/png'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, status: 200, data: { width: 1600, height: 800 } });
    expect(body.data.display_url).toBe(body.data.url);
    expect(body.data.url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('drops EXIF metadata such as GPS position', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SpyCam', Copyright: 'secret location' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(multipart('photo.jpg', jpeg, 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const stored = fs.readFileSync(path.join(t.dataDir, 'uploads', path.basename(res.json().data.url)));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SpyCam'))).toBe(false);
  });

  it.each([
    [
      'an SVG',
      'x.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
      415,
    ],
    ['a text file named .png', 'notes.png', Buffer.from('just some text, not an image at all'), 'image/png', 415],
    ['HTML named .png', 'page.png', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/png', 415],
  ])('refuses %s', async (_label, name, content, type, status) => {
    const before = storedFiles().length;
    const res = await upload(multipart(name, content, type));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({
      success: false,
      error: { message: 'Please upload a JPEG, PNG, WebP or AVIF image.' },
    });
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a truncated image', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2266aa' } })
      .jpeg()
      .toBuffer();
    const res = await upload(multipart('cut.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg'));
    expect([415, 422]).toContain(res.statusCode);
    expect(res.json().success).toBe(false);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const res = await upload(multipart('huge.png', Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'image/png'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: { message: 'The image is larger than 5 MB.' } });
  });

  it('refuses anonymous callers, a wrong field and a non-multipart body', async () => {
    const anon = await upload(multipart('plate.png', await png(), 'image/png'), null);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error.message).toBe('Please sign in first.');
    const field = await upload(multipart('plate.png', await png(), 'image/png', 'photo'));
    expect(field.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: { image: 'x' },
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    });
    expect(json.statusCode).toBe(415);
  });
});
