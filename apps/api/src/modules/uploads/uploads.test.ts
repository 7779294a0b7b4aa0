import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { TEST_ORIGIN, useTestApp } from '../../../test/test-app.ts';
import { type MultipartBody, multipartBody, postUpload } from '../../../test/uploads.ts';
import { IMAGE_CACHE_DIR } from './database-storage.ts';

// Hostile files (polyglots, bombs, oversize, odd names, EXIF) are in upload-attacks.test.ts.
const t = useTestApp();
let user: TestSession;

beforeAll(async () => {
  user = await signUp(t.app);
});

const upload = (body: MultipartBody, session: TestSession | null = user) => postUpload(t.app, body, session);

const png = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 230, g: 120, b: 30 } } })
    .png()
    .toBuffer();

describe('POST /api/uploads', () => {
  it('stores a valid image re-encoded as WebP, capped in size, in the image-hosting shape', async () => {
    const res = await upload(multipartBody('plate.png', await png(), 'image/png'));
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

  it('refuses anonymous callers, a wrong field and a non-multipart body', async () => {
    const anon = await upload(multipartBody('plate.png', await png(), 'image/png'), null);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error.message).toBe('Please sign in first.');
    const field = await upload(multipartBody('plate.png', await png(), 'image/png', 'photo'));
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

describe('GET /api/uploads/{name}', () => {
  it("serves the database's bytes, kept in this process's cache after the first read", async () => {
    const name = (await upload(multipartBody('plate.png', await png(), 'image/png'))).json().data.id as string;
    const cached = path.join(t.dataDir, IMAGE_CACHE_DIR, name);
    expect(fs.existsSync(cached)).toBe(false);
    const first = await t.app.inject({ url: `/api/uploads/${name}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-length']).toBe(String(first.rawPayload.length));
    expect(fs.readFileSync(cached)).toEqual(first.rawPayload);
    // A later request reads the cached file, not the database.
    fs.writeFileSync(cached, 'cached bytes');
    expect((await t.app.inject({ url: `/api/uploads/${name}` })).body).toBe('cached bytes');
  });

  it('answers a browser that has the image 304 without its bytes, and a HEAD with its headers only', async () => {
    const name = (await upload(multipartBody('plate.png', await png(), 'image/png'))).json().data.id as string;
    const first = await t.app.inject({ url: `/api/uploads/${name}` });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: `/api/uploads/${name}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toContain('immutable');
    const head = await t.app.inject({ method: 'HEAD', url: `/api/uploads/${name}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.rawPayload.length).toBe(0);
  });

  it.each([
    ['an unknown name', `/api/uploads/${crypto.randomUUID()}.webp`],
    ['a name that is not an image', '/api/uploads/plate.html'],
    ['a folder', '/api/uploads/w640'],
    ['a name leaving the folder', '/api/uploads/..%2F..%2Fsecret.webp'],
  ])('answers %s 404', async (_case, url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(typeof res.json().error).toBe('string');
  });
});

describe('GET /api/uploads/w{width}/{name}', () => {
  it("serves a stored photo made smaller, once, with the stored images' headers", async () => {
    const uploaded = await upload(multipartBody('plate.png', await png(), 'image/png'));
    const name = uploaded.json().data.id as string;
    const [first, again] = await Promise.all([
      t.app.inject({ url: `/api/uploads/w640/${name}` }),
      t.app.inject({ url: `/api/uploads/w640/${name}` }),
    ]);
    for (const res of [first, again]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain('sandbox');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 320]);
    }
    expect(first.rawPayload.length).toBeLessThan(
      (await t.app.inject({ url: `/api/uploads/${name}` })).rawPayload.length,
    );
    // Widths are kept in this process's cache only (decision 91).
    const stored = path.join(t.dataDir, IMAGE_CACHE_DIR, 'w640', name);
    expect(fs.existsSync(stored)).toBe(true);
    // A later request reads the stored width (the file's bytes, not a second resize).
    fs.writeFileSync(stored, first.rawPayload);
    expect((await t.app.inject({ url: `/api/uploads/w640/${name}` })).rawPayload).toEqual(first.rawPayload);
  });

  it('never enlarges a photo narrower than the width asked for', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const name = (await upload(multipartBody('small.png', small, 'image/png'))).json().data.id as string;
    const res = await t.app.inject({ url: `/api/uploads/w960/${name}` });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(300);
  });

  it.each([
    ['an unknown photo', `/api/uploads/w640/${crypto.randomUUID()}.webp`, 404],
    ['a width not offered', '/api/uploads/w500/plate.webp', 400],
    ['a name that is not an image', '/api/uploads/w640/plate.html', 400],
    ['a name leaving the folder', '/api/uploads/w640/..%2F..%2Fsecret.webp', 400],
  ])('answers %s with a JSON error', async (_case, url, status) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().error).toBe('string');
  });
});
