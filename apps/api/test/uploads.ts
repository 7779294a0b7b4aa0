import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../src/db/client.ts';
import { uploadData } from '../src/db/schema/uploads.ts';
import type { TestSession } from './sessions.ts';
import { TEST_ORIGIN } from './test-app.ts';

export interface MultipartBody {
  payload: Buffer;
  contentType: string;
}

/**
 * A multipart body holding one file, built by hand so a test can send what a browser would not:
 * any file name (NUL, `../`), any declared type, any bytes.
 */
export function multipartBody(fileName: string, content: Buffer, contentType: string, field = 'image'): MultipartBody {
  const boundary = `----hm${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /api/uploads with this body, as this user (or anonymously). */
export function postUpload(app: FastifyInstance, body: MultipartBody, session: TestSession | null) {
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { 'content-type': body.contentType, origin: TEST_ORIGIN, ...(session ? { cookie: session.cookie } : {}) },
  });
}

/** A small real PNG as the multipart body POST /api/uploads takes (field `image`), with its content type. */
export async function imageUploadBody(color = '#cc6622'): Promise<MultipartBody> {
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: color } })
    .png()
    .toBuffer();
  return multipartBody('x.png', png, 'image/png');
}

/** Uploads a real image through POST /api/uploads and answers its URL. */
export async function uploadTestImage(app: FastifyInstance, session: TestSession, color = '#cc6622'): Promise<string> {
  const res = await postUpload(app, await imageUploadBody(color), session);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().data.url as string;
}

/** Whether the database holds the stored image `name` (decision 91: no image lives on a disk of its own). */
export async function isImageStored(db: Db, name: string): Promise<boolean> {
  return (await db.$count(uploadData, eq(uploadData.fileName, name))) > 0;
}

/** The names of every stored image, sorted. */
export async function storedImageNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: uploadData.fileName }).from(uploadData).orderBy(uploadData.fileName);
  return rows.map((row) => row.name);
}
