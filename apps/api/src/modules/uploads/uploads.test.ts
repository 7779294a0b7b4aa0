import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { TEST_ORIGIN, useTestApp } from '../../../test/test-app.ts';
import { type MultipartBody, multipartBody, postUpload } from '../../../test/uploads.ts';

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
