import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { TestSession } from './sessions.ts';
import { TEST_ORIGIN } from './test-app.ts';

/** A small real PNG as the multipart body POST /api/uploads takes (field `image`), with its content type. */
export async function imageUploadBody(color = '#cc6622'): Promise<{ payload: Buffer; contentType: string }> {
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: color } })
    .png()
    .toBuffer();
  const boundary = '----hmtest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads a real image through POST /api/uploads and answers its URL. */
export async function uploadTestImage(app: FastifyInstance, session: TestSession, color = '#cc6622'): Promise<string> {
  const { payload, contentType } = await imageUploadBody(color);
  const res = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { 'content-type': contentType, origin: TEST_ORIGIN, cookie: session.cookie },
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().data.url as string;
}
